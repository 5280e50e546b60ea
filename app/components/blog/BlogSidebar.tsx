// The /blog sidebar: how many articles there are, grid or list, the categories, the sort orders and
// what was read most this week. Every control is a link to the page's URL with one parameter changed.
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { useCategoryName } from "~/components/blog/category-name";
import { Icon } from "~/components/ui/Icon";
import { BLOG_SORTS, POPULAR_FALLBACK, type BlogSort } from "~/config/blog";
import { useT } from "~/utils/i18n";

type Props = {
  query: { category: string; sort: BlogSort; view: "grid" | "list"; page: number };
  publishedCount: number;
  categories: Array<{ slug: string; name: string; color: string; postCount: number }>;
  popular: Array<{ slug: string; title: string; category: string; views: number }>;
  /** The page's URL with some parameters changed (null removes one). */
  withParams: (changes: Record<string, string | number | null>) => string;
};

export function BlogSidebar({ query, publishedCount, categories, popular, withParams }: Props) {
  const t = useT("blog");
  const categoryName = useCategoryName();
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  return (
    <aside className="space-y-6" aria-label={t("sidebar.label")}>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-3xl font-extrabold">{publishedCount}</p>
        <p className="text-sm text-slate-600">{t("sidebar.published", { count: publishedCount })}</p>
        <div className="mt-4 flex gap-2" role="group" aria-label={t("sidebar.view")}>
          <Link
            to={withParams({ view: null, page: query.page > 1 ? query.page : null })}
            preventScrollReset
            aria-current={query.view === "grid" ? "true" : undefined}
            className={cx(buttonClasses(query.view === "grid" ? "secondary" : "outline", "sm"), "min-h-11 flex-1")}
          >
            <Icon name="layout-grid" />
            {t("sidebar.grid")}
          </Link>
          <Link
            to={withParams({ view: "list", page: query.page > 1 ? query.page : null })}
            preventScrollReset
            aria-current={query.view === "list" ? "true" : undefined}
            className={cx(buttonClasses(query.view === "list" ? "secondary" : "outline", "sm"), "min-h-11 flex-1")}
          >
            <Icon name="list" />
            {t("sidebar.list")}
          </Link>
        </div>
      </div>

      <details open className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-5 py-3 font-bold [&::-webkit-details-marker]:hidden">
          {t("sidebar.categories")}
          <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="border-t border-slate-100 px-2 py-2">
          <li>
            <Link
              to={withParams({ category: null })}
              preventScrollReset
              aria-current={!query.category ? "true" : undefined}
              className="flex min-h-11 items-center justify-between rounded-md px-3 hover:bg-slate-50 aria-[current=true]:font-semibold"
            >
              {t("index.allCategories")}
              <span className="text-sm text-slate-600">{publishedCount}</span>
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={withParams({ category: c.slug })}
                preventScrollReset
                aria-current={query.category === c.slug ? "true" : undefined}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md px-3 hover:bg-slate-50 aria-[current=true]:font-semibold"
              >
                <span className="flex items-center gap-2">
                  <span className="size-2.5 rounded-full" style={{ backgroundColor: c.color }} aria-hidden="true" />
                  {categoryName(c)}
                </span>
                <span className="text-sm text-slate-600">{c.postCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </details>

      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-bold">{t("sidebar.sortArticles")}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {BLOG_SORTS.map((s) => (
            <li key={s.value}>
              <Link
                to={withParams({ sort: s.value === "newest" ? null : s.value })}
                preventScrollReset
                aria-current={query.sort === s.value ? "true" : undefined}
                className={cx(buttonClasses(query.sort === s.value ? "secondary" : "outline", "sm"), "min-h-11 w-full")}
              >
                {t(`sorts.${s.value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 className="flex items-center gap-2 font-bold">
          <Icon name="flame" className="size-5 text-club-orange-dark" />
          {t("sidebar.popular")}
        </h2>
        {popular.length > 0 ? (
          <ol className="mt-3 space-y-3">
            {popular.map((post, index) => (
              <li key={post.slug} className="flex gap-3">
                <span className="font-extrabold text-club-orange-dark" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <Link to={`/blog/${post.slug}`} className="font-semibold hover:underline">
                    {post.title}
                  </Link>
                  <span className="block text-sm text-slate-600">
                    {t("sidebar.reads", {
                      category: categoryName(categoryBySlug.get(post.category) ?? { slug: post.category, name: post.category }),
                      count: post.views,
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <ul className="mt-3 space-y-2">
            {POPULAR_FALLBACK.map((item) => (
              <li key={item.category}>
                <Link
                  to={withParams({ category: item.category })}
                  preventScrollReset
                  className="flex min-h-11 items-center justify-between rounded-md px-2 hover:bg-slate-50"
                >
                  {t(`sidebar.fallback.${item.category}`)}
                  <Badge color={categoryBySlug.get(item.category)?.color}>{t(`sidebar.badges.${item.badge}`)}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
