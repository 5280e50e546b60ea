import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { Skeleton } from "~/components/ui/Skeleton";
import { cx } from "~/components/ui/cx";
import { useFormat, useT } from "~/utils/i18n";
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

export const productHref = (product: { id: number; name: string }) =>
  `/shop/${product.id}-${product.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;

/** The id of a product's card in the shop's grid (`/shop#product-8`). */
export const productAnchor = (productId: number) => `product-${productId}`;

/** A product in the shop's grid: picture, name, description, price, stock and Add to Cart; a featured one `highlighted`. */
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
        "flex h-full scroll-mt-20 flex-col overflow-hidden rounded-xl border bg-white shadow-sm",
        highlighted ? "border-club-orange ring-2 ring-club-orange/40" : "border-slate-200",
      )}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.images[0]} alt="" priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold leading-tight text-club-navy">
            <Link to={href} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <Badge variant="secondary">{t(`categories.${product.category}`)}</Badge>
        </div>
        <p className="line-clamp-3 text-sm text-slate-600">{product.description}</p>
        <div className="mt-auto flex items-baseline justify-between gap-2 pt-2">
          <p className="text-xl font-extrabold text-club-navy">{kes(product.price)}</p>
          <p className={product.stock > 0 ? "text-sm text-slate-600" : "text-sm font-semibold text-red-700"}>
            {t("product.inStock", { count: product.stock })}
          </p>
        </div>
        <AddToCartForm product={product} idPrefix={idPrefix} anchor={productAnchor(product.id)} />
      </div>
    </article>
  );
}

/** A product card's grey outline while the list loads. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-10 w-full" />
      </div>
    </div>
  );
}
