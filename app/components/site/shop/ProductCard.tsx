import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { Skeleton } from "~/components/ui/Skeleton";
import { cx } from "~/components/ui/cx";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { AddToCartForm } from "./AddToCartForm";
import { ProductImage } from "./ProductImage";

export type ShopProduct = {
  id: number;
  name: string;
  description: string;
  price: number;
  category: string;
  sizes: string[];
  colors: string[];
  images: string[];
  stock: number;
  featured: boolean;
};

/** The picture's width in the card: a 7rem thumbnail on a phone, the card's width from `sm` up. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 7rem";

export const productHref = (product: { id: number; name: string; addressName?: string }) =>
  `/shop/${product.id}-${(product.addressName ?? product.name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/** The id of a product's card in the shop's grid (`/shop#product-8`). */
export const productAnchor = (productId: number) => `product-${productId}`;

/**
 * A product in the shop's grid: picture, name, description, price, stock and Add to Cart; a featured one `highlighted`.
 * On a phone the picture is a thumbnail beside the name and price (the body's `contents` puts its parts in the
 * card's grid), so a screen shows more than one product; from `sm` up, the picture heads the card.
 */
export function ProductCard({
  product,
  idPrefix,
  priority,
  highlighted,
}: {
  product: ShopProduct;
  idPrefix: string;
  priority?: boolean;
  highlighted?: boolean;
}) {
  const href = productHref(product);
  const t = useT("shop");
  const { kes } = useFormat();
  return (
    // The card's id is where Add to Cart brings a visitor without JavaScript back to (below the sticky header).
    <article
      id={productAnchor(product.id)}
      className={cx(
        "grid h-full scroll-mt-20 grid-cols-[7rem_minmax(0,1fr)] content-start gap-x-3 gap-y-2 overflow-hidden rounded-xl border bg-white p-3 shadow-sm",
        "sm:flex sm:flex-col sm:gap-0 sm:p-0",
        highlighted ? "border-club-orange ring-2 ring-club-orange/40" : "border-slate-200",
      )}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="row-span-2">
        <ProductImage src={product.images[0]} alt="" priority={priority} sizes={CARD_IMAGE_SIZES} className="rounded-md sm:rounded-none" />
      </Link>
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:gap-2 sm:p-4">
        <div className="flex flex-wrap items-start justify-between gap-2 sm:flex-nowrap">
          <h3 className="text-lg font-bold leading-tight text-club-navy">
            <Link to={href} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <Badge variant="secondary">{t(`categories.${product.category}`)}</Badge>
        </div>
        <p className="col-span-2 row-start-3 line-clamp-3 text-sm text-slate-600">{product.description}</p>
        <div className="col-start-2 row-start-2 mt-auto flex flex-wrap items-baseline justify-between gap-x-2 sm:pt-2">
          <p className="text-xl font-extrabold text-club-navy">{kes(product.price)}</p>
          <p className={product.stock > 0 ? "text-sm text-slate-600" : "text-sm font-semibold text-red-700"}>
            {t("product.inStock", { count: product.stock })}
          </p>
        </div>
        <AddToCartForm product={product} idPrefix={idPrefix} anchor={productAnchor(product.id)} className="col-span-2" />
      </div>
    </article>
  );
}

/** A product card's grey outline while the list loads (on a phone, its thumbnail beside the lines, as the card). */
export function ProductCardSkeleton() {
  return (
    <div
      className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 sm:flex sm:flex-col sm:gap-0 sm:p-0"
      data-testid="product-skeleton"
    >
      <Skeleton className="aspect-square w-full rounded-md sm:rounded-none" />
      <div className="flex flex-col gap-3 sm:p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
