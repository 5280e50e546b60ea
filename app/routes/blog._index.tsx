import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BlogSidebar } from "~/components/blog/BlogSidebar";
import { useCategoryName } from "~/components/blog/category-name";
import { CategoryIcon } from "~/components/blog/CategoryIcon";
import { PostCard } from "~/components/blog/PostCard";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { Icon } from "~/components/ui/Icon";
import { BLOG_PAGE_SIZE, BLOG_SORTS } from "~/config/blog";
import { club } from "~/config/club";
import { countPublishedPosts, listCategories, listPublishedPosts, parseBlogQuery, popularThisWeek } from "~/models/blog/posts.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { hrefWith } from "~/utils/url-params";

export const handle = { i18n: ["blog"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "blog");
  return [
    { title: t("meta.title", { club: club.shortName }) },
    { name: "description", content: t("meta.description", { club: club.name, city: club.city }) },
    { property: "og:title", content: t("meta.ogTitle", { club: club.shortName }) },
    { property: "og:type", content: "website" },
  ];
};

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${club.shortName} Blog`, href: "/blog/rss.xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  // "Load More Articles" keeps what was shown: page n lists the first n pages.
  const { rows, total } = listPublishedPosts({
    q: query.q,
    category: query.category,
    sort: query.sort,
    limit: query.page * BLOG_PAGE_SIZE,
    offset: 0,
  });
  return {
    query: { q: query.q ?? "", category: query.category ?? "", sort: query.sort, view: query.view, page: query.page },
    posts: rows,
    total,
    publishedCount: countPublishedPosts(),
    categories: listCategories().map(({ slug, name, color, icon, postCount, description }) => ({
      slug,
      name,
      color,
      icon,
      postCount,
      description,
    })),
    popular: popularThisWeek(),
  };
}

export default function BlogPage() {
  const { query, posts, total, publishedCount, categories, popular } = useLoaderData<typeof loader>();
  const t = useT("blog");
  const categoryName = useCategoryName();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const debounce = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(debounce.current), []);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const filtered = !!query.q || !!query.category;

  /** This page's URL with some parameters changed (null or "" removes one; changing filters resets the page). */
  const withParams = (changes: Record<string, string | number | null>) =>
    hrefWith("/blog", location.search, "page" in changes ? changes : { page: null, ...changes });

  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="font-semibold uppercase tracking-wide text-club-orange">{t("index.eyebrow", { club: club.shortName })}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{t("index.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("index.intro")}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t("index.categoriesLabel")}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {categories.map((category) => {
              const selected = query.category === category.slug;
              return (
                <li key={category.slug}>
                  <Link
                    to={withParams({ category: selected ? null : category.slug })}
                    preventScrollReset
                    aria-current={selected ? "true" : undefined}
                    className={cx(
                      "flex min-h-11 items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-2",
                      selected && "ring-2 ring-club-navy",
                    )}
                  >
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-white"
                      style={{ backgroundColor: category.color }}
                    >
                      <CategoryIcon name={category.icon} className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold leading-tight">{categoryName(category)}</span>
                      <span className="block text-sm text-slate-600">{t("index.postCount", { count: category.postCount })}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <Form
          method="get"
          action="/blog"
          role="search"
          preventScrollReset
          className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-end"
          onChange={(event) => {
            // With JavaScript the list follows the form: at once for the selects, shortly after typing stops.
            const form = event.currentTarget;
            const typing = (event.target as HTMLElement).tagName === "INPUT";
            clearTimeout(debounce.current);
            debounce.current = setTimeout(
              () => submit(form, { replace: true, preventScrollReset: true }),
              typing ? 300 : 0,
            );
          }}
        >
          {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
          <div className="flex-1">
            <label htmlFor="blog-q" className="text-sm font-semibold text-slate-800">
              {t("index.searchLabel")}
            </label>
            <input
              id="blog-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder={t("index.searchPlaceholder")}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="blog-category" className="text-sm font-semibold text-slate-800">
              {t("index.category")}
            </label>
            <select
              id="blog-category"
              name="category"
              defaultValue={query.category}
              key={`c-${query.category}`}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 md:w-48"
            >
              <option value="">{t("index.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {categoryName(c)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="blog-sort" className="text-sm font-semibold text-slate-800">
              {t("index.sortBy")}
            </label>
            <select
              id="blog-sort"
              name="sort"
              defaultValue={query.sort}
              key={`s-${query.sort}`}
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 md:w-44"
            >
              {BLOG_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(`sorts.${s.value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={cx(buttonClasses("secondary"), "min-h-11")}>
            <Icon name="search" />
            {t("index.search")}
          </button>
        </Form>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="articles-heading" aria-busy={loading || undefined}>
            <h2 id="articles-heading" className="sr-only">
              {t("index.articles")}
            </h2>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {total === 0
                ? t("index.noMatch")
                : t(filtered ? "index.showingFiltered" : "index.showing", { shown: posts.length, count: total })}
            </p>
            {posts.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <p className="text-lg font-semibold">{t("index.noneFound")}</p>
                <p className="mt-2 text-slate-600">{t("index.noneFoundHint")}</p>
              </div>
            ) : (
              <ul
                className={cx(
                  "grid gap-6 transition-opacity",
                  query.view === "grid" ? "sm:grid-cols-2 xl:grid-cols-3" : "grid-cols-1",
                  loading && "opacity-60",
                )}
              >
                {posts.map((post) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} category={categoryBySlug.get(post.category)} layout={query.view} />
                  </li>
                ))}
              </ul>
            )}
            {posts.length < total ? (
              <div className="mt-8 text-center">
                <Link
                  to={withParams({ page: query.page + 1 })}
                  preventScrollReset
                  replace
                  rel="next"
                  className={buttonClasses("outline", "lg")}
                >
                  {loading ? t("index.loading") : t("index.loadMore")}
                </Link>
              </div>
            ) : null}
          </section>

          <BlogSidebar
            query={query}
            publishedCount={publishedCount}
            categories={categories}
            popular={popular}
            withParams={withParams}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
