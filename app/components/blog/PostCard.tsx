import { Link } from "@remix-run/react";
import { Icon } from "~/components/ui/Icon";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Badge } from "~/components/ui/Badge";
import { cx } from "~/components/ui/cx";
import { DEFAULT_CATEGORY_COLOR } from "~/config/blog";
import { useCategoryName } from "~/components/blog/category-name";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

export type CardPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
  author: string;
  category: string;
  tags: string[];
  publishedAt: string | null;
  readingTime: number;
  viewCount: number;
};

export type CardCategory = { slug: string; name: string; color: string };

/** Pictures of the seed (public/images/blog) are 800×450; uploaded ones carry their size in the URL. */
const SEED_IMAGE_SIZE = { width: 800, height: 450 };

/** A post in the /blog list: picture, category, views, reading time, title, excerpt, author, date, tags. */
export function PostCard({
  post,
  category,
  layout = "grid",
  headingLevel = 3,
}: {
  post: CardPost;
  category: CardCategory | undefined;
  layout?: "grid" | "list";
  headingLevel?: 2 | 3;
}) {
  const t = useT("blog");
  const format = useFormat();
  const categoryName = useCategoryName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/blog/${post.slug}`;
  return (
    <article
      className={cx(
        "group flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
        layout === "grid" ? "flex-col" : "flex-col sm:flex-row",
      )}
    >
      <div className={cx("aspect-video shrink-0 bg-slate-200", layout === "list" && "sm:w-64")}>
        {post.featuredImage ? (
          <ResponsiveImage
            src={post.featuredImage}
            alt=""
            sizes={layout === "grid" ? "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw" : "(min-width: 640px) 256px, 100vw"}
            className="h-full w-full object-cover"
            {...SEED_IMAGE_SIZE}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <Badge color={category?.color ?? DEFAULT_CATEGORY_COLOR}>{categoryName(category ?? { slug: post.category, name: post.category })}</Badge>
          <span className="inline-flex items-center gap-1">
            <Icon name="eye" className="size-4" />
            {t("card.views", { count: post.viewCount, views: format.number(post.viewCount) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {t("card.readingTime", { count: post.readingTime })}
          </span>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug">
          <Link to={href} className="hover:text-club-orange-dark hover:underline" prefetch="intent">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p> : null}
        <p className="mt-3 text-sm text-slate-600">
          {t("card.by")} <span className="font-semibold text-slate-800">{post.author}</span>
          {post.publishedAt ? (
            <>
              {" · "}
              <time dateTime={post.publishedAt}>{format.longDate(post.publishedAt)}</time>
            </>
          ) : null}
        </p>
        {post.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("card.tags")}>
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">
                  #<span>{tag}</span>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-4">
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-club-orange-dark hover:underline"
            aria-label={t("card.readMoreLabel", { title: post.title })}
          >
            {t("card.readMore")}
            {/* Search engines read the link's text, not its label: the title is in the text as well. */}
            <span className="sr-only">
              : <span>{post.title}</span>
            </span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
