import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { CartButton } from "~/components/site/shop/CartButton";
import { ProductCard, ProductCardSkeleton } from "~/components/site/shop/ProductCard";
import { Button } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { club } from "~/config/club";
import { cartQuantity } from "~/models/shop/carts.server";
import { inLanguage, listShopPage } from "~/models/shop/catalogue.server";
import { languageOfRequest } from "~/services/language.server";
import { CATEGORIES, SORTS } from "~/config/shop";
import { shopQuerySchema } from "~/services/shop-schemas.server";
import { readCartId } from "~/services/cart.server";
import { parseUrlState } from "~/schemas/url-state";
import { metaTranslator, useT } from "~/utils/i18n";
import { useHydrated } from "~/utils/use-hydrated";

export const handle = { i18n: ["shop"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "shop");
  return [
    { title: t("meta.shopTitle", { club: club.shortName }) },
    { name: "description", content: t("meta.shopDescription", { clubName: club.name }) },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { category, sort } = parseUrlState(shopQuerySchema, url.searchParams);
  const language = languageOfRequest(request);
  const { featured, products } = listShopPage({ category, sort });
  return data(
    {
      category: category ?? null,
      sort,
      featured: inLanguage(featured, language),
      products: inLanguage(products, language),
      cartCount: cartQuantity(await readCartId(request)),
    },
    // The badge is this visitor's: never from a shared cache.
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

const SKELETON_CARDS = 6;
/** The product grids (and their loading outline): one column on a phone, closer together there. */
const PRODUCT_GRID = "mt-4 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

export default function ShopPage() {
  const { category, sort, products, featured, cartCount } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const t = useT("shop");
  // A new filter or sort is loading: show the grid's outline instead of the old list.
  const loadingList = navigation.state === "loading" && navigation.location.pathname === "/shop";
  const filterHref = (value: string | null) => {
    const params = new URLSearchParams();
    if (value) params.set("category", value);
    if (sort !== "name") params.set("sort", sort);
    const query = params.toString();
    return `/shop${query ? `?${query}` : ""}`;
  };
  const filters = [null, ...CATEGORIES.map((c) => c.value)].map((value) => ({ value, label: t(value ? `categories.${value}` : "shop.allProducts") }));

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("shop.title")}</h1>
            <p className="mt-2 text-slate-600">{t("shop.intro")}</p>
          </div>
          <CartButton count={cartCount} />
        </header>

        <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <nav aria-label={t("shop.categoriesLabel")}>
            <ul className="flex flex-wrap gap-2">
              {filters.map((filter) => {
                const current = filter.value === category;
                return (
                  <li key={filter.value ?? "all"}>
                    <Link
                      to={filterHref(filter.value)}
                      aria-current={current ? "page" : undefined}
                      preventScrollReset
                      className={cx(
                        "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
                        current
                          ? "border-club-navy bg-club-navy text-white"
                          : "border-slate-300 bg-white text-club-navy hover:border-club-orange",
                      )}
                    >
                      {filter.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Form
            method="get"
            action="/shop"
            preventScrollReset
            className="flex items-end gap-2"
            onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
          >
            {category ? <input type="hidden" name="category" value={category} /> : null}
            <div>
              <label htmlFor="sort" className="text-sm font-semibold text-slate-800">
                {t("shop.sortBy")}
              </label>
              <select
                id="sort"
                name="sort"
                defaultValue={sort}
                key={sort}
                className="mt-1 block min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(`sorts.${option.value}`)}
                  </option>
                ))}
              </select>
            </div>
            {/* With JavaScript the choice applies at once; without it, this button sends it. */}
            {hydrated ? null : (
              <Button type="submit" variant="outline">
                {t("shop.apply")}
              </Button>
            )}
          </Form>
        </div>

        {featured.length && !loadingList ? (
          <section aria-labelledby="featured-heading" className="mt-10">
            <h2 id="featured-heading" className="text-2xl font-bold">
              {t("shop.featured")}
            </h2>
            <ul className={PRODUCT_GRID}>
              {featured.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} idPrefix="featured" priority={index === 0} highlighted />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* Every product may be featured: then there is nothing more to list. */}
        {featured.length && !products.length && !loadingList ? null : (
          <section aria-labelledby="products-heading" className="mt-10" aria-busy={loadingList || undefined}>
            <h2 id="products-heading" className="text-2xl font-bold">
              {t(category ? `categories.${category}` : featured.length ? "shop.moreProducts" : "shop.allProducts")}
            </h2>
            {loadingList ? (
              <div className={PRODUCT_GRID}>
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <ProductCardSkeleton key={index} />
                ))}
              </div>
            ) : products.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
                {t("shop.noProducts")}
              </p>
            ) : (
              <ul className={PRODUCT_GRID}>
                {products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} idPrefix="grid" priority={!featured.length && index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
