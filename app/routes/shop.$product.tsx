import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Fragment } from "react";
import { AddToCartForm } from "~/components/site/shop/AddToCartForm";
import { CartButton } from "~/components/site/shop/CartButton";
import { productHref } from "~/components/site/shop/ProductCard";
import { ProductImage } from "~/components/site/shop/ProductImage";
import { Badge } from "~/components/ui/Badge";
import { Icon } from "~/components/ui/Icon";
import { club } from "~/config/club";
import { getEnv } from "~/config/env.server";
import { CHOSEN_SIZE_PARAM } from "~/config/shop";
import { cartQuantity } from "~/models/shop/carts.server";
import { getProduct, inLanguage, productIdFromParam } from "~/models/shop/catalogue.server";
import { languageOfRequest } from "~/services/language.server";
import { readCartId } from "~/services/cart.server";
import { useSizeLabel } from "~/components/site/shop/sizes";
import { metaTranslator, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["shop"] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTranslator(matches, "shop");
  return loaded
    ? [
        { title: t("meta.productTitle", { product: loaded.product.name, club: club.shortName }) },
        { name: "description", content: loaded.product.description.slice(0, 160) },
      ]
    : [{ title: t("meta.productNotFound", { club: club.shortName }) }];
};

/** "S, M, L": each option its own text (a stored value), the commas between. */
function OptionList({ options }: { options: string[] }) {
  return options.map((option, index) => (
    <Fragment key={option}>
      {index ? ", " : null}
      <span>{option}</span>
    </Fragment>
  ));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = productIdFromParam(params.product);
  const product = id ? getProduct(id) : null;
  if (!product) throw new Response("Product not found", { status: 404 });
  // One address per product (`/shop/12-home-jersey`): any other name part is sent there, so made-up
  // addresses are never cached or counted as pages of their own.
  const canonical = productHref(product);
  if (`/shop/${params.product}` !== canonical) throw redirect(`${canonical}${new URL(request.url).search}`, 301);
  // The address keeps the English name; the page reads in the visitor's language.
  const [shown] = inLanguage([product], languageOfRequest(request));
  return data(
    {
      product: shown,
      cartCount: cartQuantity(await readCartId(request)),
      // The quantity field's ceiling: what is in stock, and at most the per-order cap.
      maxQuantity: Math.max(1, Math.min(product.stock, getEnv().ORDER_MAX_PER_PRODUCT)),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export default function ProductPage() {
  const { product, cartCount, maxQuantity } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const [first, ...more] = product.images;
  const t = useT("shop");
  const { kes } = useFormat();
  const sizeLabel = useSizeLabel();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link to="/shop" className="inline-flex items-center gap-1 font-semibold text-club-navy hover:underline">
            <Icon name="chevron-left" className="size-4" />
            {t("product.backToShop")}
          </Link>
          <CartButton count={cartCount} />
        </div>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ProductImage src={first} alt={product.name} priority className="rounded-xl" />
            {more.length ? (
              <ul className="grid grid-cols-2 gap-4" aria-label={t("product.morePictures")}>
                {more.map((image, index) => (
                  <li key={image}>
                    <ProductImage src={image} alt={t("product.picture", { name: product.name, number: index + 2 })} className="rounded-xl" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="flex flex-col gap-4">
            <Badge variant="secondary" className="self-start">
              {t(`categories.${product.category}`)}
            </Badge>
            <h1 className="text-3xl font-extrabold tracking-tight">{product.name}</h1>
            <p className="text-2xl font-extrabold text-club-navy">{kes(product.price)}</p>
            <p className="text-slate-700">{product.description}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t("product.stock")}</dt>
              <dd className={product.stock > 0 ? undefined : "font-semibold text-red-700"}>{t("product.inStock", { count: product.stock })}</dd>
              {product.sizes.length ? (
                <>
                  <dt className="font-semibold">{t("product.sizes")}</dt>
                  <dd>
                    <OptionList options={product.sizes.map(sizeLabel)} />
                  </dd>
                </>
              ) : null}
              {product.colors.length ? (
                <>
                  <dt className="font-semibold">{t("product.colours")}</dt>
                  <dd>
                    <OptionList options={product.colors} />
                  </dd>
                </>
              ) : null}
            </dl>
            {/* Where Add to Cart brings a visitor without JavaScript back to (below the sticky header). */}
            <div id="add-to-cart" className="max-w-sm scroll-mt-20">
              <AddToCartForm
                product={product}
                idPrefix="product"
                anchor="add-to-cart"
                maxQuantity={maxQuantity}
                chosenSize={searchParams.get(CHOSEN_SIZE_PARAM)}
              />
            </div>
            <p className="text-sm text-slate-600">
              {t("product.payNote")}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
