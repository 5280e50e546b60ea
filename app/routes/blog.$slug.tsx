import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, Link, useFetcher, useLoaderData, useRouteError } from "@remix-run/react";
import { useState } from "react";
import { useCategoryName } from "~/components/blog/category-name";
import { PostCard } from "~/components/blog/PostCard";
import { PostComments } from "~/components/blog/PostComments";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { NotFoundContent } from "~/components/site/NotFound";
import { Icon } from "~/components/ui/Icon";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { Badge } from "~/components/ui/Badge";
import { Button, buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { BLOG_MESSAGES, DEFAULT_CATEGORY_COLOR, SHARE_PLATFORMS } from "~/config/blog";
import { club } from "~/config/club";
import { addComment, approvedComments } from "~/models/blog/comments.server";
import { countReaderView, hasLiked, likeCount, likePost } from "~/models/blog/engagement.server";
import { findPublishedPost, getCategory, parseCommentForm, relatedPosts } from "~/models/blog/posts.server";
import { getEnv } from "~/config/env.server";
import { replyToForm } from "~/services/form-reply.server";
import { isNativeFormPost, redirectWithSuccess } from "~/services/toast.server";
import { LANGUAGE_PARAM } from "~/config/i18n";
import { readFormData } from "~/utils/form.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { markdownToText, renderMarkdown } from "~/utils/markdown.server";
import { SHARE_LABELS } from "~/utils/share";

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = findPublishedPost(params.slug ?? "");
  if (!found) throw notFound(); // drafts too: only published posts have a public page
  const { post } = found;
  const url = new URL(request.url);
  // One address per post: another spelling of it is sent there before anything is counted or cached.
  if (!found.canonical) throw redirect(`/blog/${post.slug}${url.search}`, 301);
  const userAgent = request.headers.get("User-Agent") ?? "";
  const visitor = { ip: context.clientIp ?? "unknown", userAgent };
  const counted = countReaderView(post.id, visitor);
  const replyTo = Number(url.searchParams.get("replyTo"));
  const comments = approvedComments(post.id);
  const category = getCategory(post.category);
  const publicUrl = getEnv().PUBLIC_URL;
  const absolute = (path: string) => (path.startsWith("/") ? `${publicUrl}${path}` : path);
  return {
    post: {
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      author: post.author,
      tags: post.tags,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      readingTime: post.readingTime,
      viewCount: post.viewCount + (counted ? 1 : 0),
      featuredImage: post.featuredImage,
      html: renderMarkdown(post.content),
    },
    seo: {
      title: post.metaTitle || `${post.title} | ${club.shortName}`,
      description: (post.metaDescription || post.excerpt || markdownToText(post.content)).slice(0, 300),
      url: `${publicUrl}/blog/${post.slug}`,
      image: post.featuredImage ? absolute(post.featuredImage) : null,
    },
    category: category
      ? { slug: category.slug, name: category.name, color: category.color }
      : { slug: post.category, name: post.category, color: DEFAULT_CATEGORY_COLOR },
    likes: likeCount(post.id),
    liked: hasLiked(post.id, visitor),
    comments,
    commentCount: comments.reduce((n, c) => n + 1 + c.replies.length, 0),
    replyTo: comments.find((c) => c.id === replyTo) ? replyTo : null,
    commented: url.searchParams.get("commented") === "1",
    shared: url.searchParams.get("shared") === "copy",
    related: relatedPosts(post),
  };
}

// The comment form's messages are the server's, shown in the page's language.
export const handle = { i18n: ["blog", "messages/common", "messages/blog"] };

type RootAlternates = { language?: string; alternates?: Array<{ hrefLang: string; href: string }> };

/**
 * The post's address in the page's own language (its hreflang alternate, without this visit's other
 * parameters), so search engines keep the English and the Swahili page rather than folding one into the other.
 */
function canonicalInLanguage(matches: ReadonlyArray<{ id: string; data: unknown }>, fallback: string): string {
  const root = matches.find((match) => match.id === "root")?.data as RootAlternates | undefined;
  const own = root?.alternates?.find((alternate) => alternate.hrefLang === root.language)?.href;
  if (!own) return fallback;
  const url = new URL(own);
  const language = url.searchParams.get(LANGUAGE_PARAM);
  url.search = language ? `?${LANGUAGE_PARAM}=${language}` : "";
  return url.toString();
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: metaTranslator(matches, "blog")("meta.notFound") }];
  const { seo, post } = data;
  const canonical = canonicalInLanguage(matches, seo.url);
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: club.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(seo.image ? [{ name: "twitter:image", content: seo.image }] : []),
  ];
};

export const links: LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${club.shortName} Blog`, href: "/blog/rss.xml" },
];

/** What a like sent with JavaScript answers: the new count, for the button. */
type LikeData = { intent: "like"; likes: number; liked: true };

const COMMENT_NOT_SENT = { title: "Comment not sent", description: "Please try again." };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const formData = await readFormData(request);
  const visitor = { ip: context.clientIp ?? "unknown", userAgent: request.headers.get("User-Agent") ?? "" };
  const intent = formData.get("intent");

  if (intent === "like") {
    const liked = likePost(slug, visitor);
    if (!liked.ok) throw notFound();
    if (isNativeFormPost(request)) {
      return redirectWithSuccess(`/blog/${slug}#reactions`, { title: "Thanks for the like!" });
    }
    return data<LikeData>({ intent: "like", likes: liked.likes, liked: true });
  }

  if (intent === "comment") {
    // Validation runs in a .server module, so zod stays out of this page's client bundle.
    const submission = parseCommentForm(formData);
    // A mistake in the form is said under its field (the first one gets the focus): no toast for it.
    if (submission.status !== "success") return replyToForm(request, context, { intent, submission });
    const added = addComment(slug, submission.value);
    if (!added.ok) {
      if (added.reason === "not-found") throw notFound();
      return replyToForm(request, context, { intent, submission, failure: added, toast: added.errors ? undefined : COMMENT_NOT_SENT });
    }
    return redirectWithSuccess(`/blog/${slug}?commented=1#comments`, BLOG_MESSAGES.commentReceived);
  }

  return replyToForm(request, context, { intent: null, formErrors: ["Unknown action"] });
}

// A sprite symbol carries fill="none", which no class on the <svg> around its <use> can override,
// so the liked heart (the sprite's heart drawing, filled) is drawn in the page.
function FilledHeart() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
    </svg>
  );
}

export default function BlogPostPage() {
  const { post, category, likes, liked, comments, commentCount, replyTo, commented, shared, related, seo } =
    useLoaderData<typeof loader>();
  const t = useT("blog");
  const format = useFormat();
  const categoryName = useCategoryName();
  const likeFetcher = useFetcher<LikeData>();
  const [copied, setCopied] = useState(false);
  const likeData = likeFetcher.data?.intent === "like" ? likeFetcher.data : undefined;
  const optimisticLiked = liked || likeFetcher.state !== "idle" || !!likeData;
  const shownLikes = likeData ? likeData.likes : likes + (likeFetcher.state !== "idle" && !liked ? 1 : 0);

  return (
    <article className="bg-white">
      <header className="bg-club-navy text-white">
        <div className="mx-auto max-w-3xl px-4 py-10">
          <Link to="/blog" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-slate-200 hover:underline">
            <Icon name="arrow-left" className="size-4" />
            {t("post.back")}
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-200">
            <Link to={`/blog?category=${category.slug}`}>
              <Badge color={category.color}>{categoryName(category)}</Badge>
            </Link>
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-4" />
              {t("card.readingTime", { count: post.readingTime })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="eye" className="size-4" />
              {t("card.views", { count: post.viewCount, views: format.number(post.viewCount) })}
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-slate-200">
            {t("card.by")} <span className="font-semibold text-white">{post.author}</span>
            {post.publishedAt ? (
              <>
                {" · "}
                <time dateTime={post.publishedAt}>{format.longDate(post.publishedAt)}</time>
              </>
            ) : null}
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-8">
        {post.featuredImage ? (
          <ResponsiveImage
            src={post.featuredImage}
            alt={post.title}
            sizes="(min-width: 768px) 736px, 100vw"
            priority
            width={800}
            height={450}
            className="aspect-video w-full rounded-xl bg-slate-200 object-cover"
          />
        ) : null}

        <div
          className="blog-content mt-8 max-w-none text-lg leading-relaxed text-slate-800"
          // Rendered from Markdown and sanitised on the server (utils/markdown.server.ts).
          dangerouslySetInnerHTML={{ __html: post.html }}
        />

        {post.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("card.tags")}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">
                  #<span>{tag}</span>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}

        <section id="reactions" aria-label={t("post.reactions")} className="mt-8 flex flex-wrap items-center gap-3 border-y border-slate-200 py-5">
          <likeFetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="like" />
            <Button
              type="submit"
              variant={optimisticLiked ? "secondary" : "outline"}
              aria-pressed={optimisticLiked}
              disabled={optimisticLiked && likeFetcher.state !== "idle"}
              className="min-h-11"
            >
              {optimisticLiked ? <FilledHeart /> : <Icon name="heart" />}
              {optimisticLiked ? t("post.liked") : t("post.like")}
              <span className="sr-only">{t("post.likeHint")}</span>
              <span aria-live="polite">{t("post.likes", { count: shownLikes })}</span>
            </Button>
          </likeFetcher.Form>

          <div id="share" className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-slate-700">{t("post.share")}</span>
            {SHARE_PLATFORMS.filter((p) => p !== "copy").map((platform) => (
              <a
                key={platform}
                href={`/blog/${post.slug}/share/${platform}`}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={cx(buttonClasses(platform === "whatsapp" ? "default" : "outline", "sm"), "min-h-11")}
              >
                {SHARE_LABELS[platform]}
                <span className="sr-only">{t("post.newTab")}</span>
              </a>
            ))}
            <a
              href={`/blog/${post.slug}/share/copy`}
              rel="nofollow"
              className={cx(buttonClasses("outline", "sm"), "min-h-11")}
              onClick={(event) => {
                if (!navigator.clipboard) return; // no clipboard API: the link shows the address to copy
                event.preventDefault();
                navigator.clipboard.writeText(seo.url).then(() => setCopied(true), () => setCopied(false));
                fetch(`/blog/${post.slug}/share/copy`, { redirect: "manual" }).catch(() => undefined);
              }}
            >
              <Icon name="copy" />
              {copied ? t("post.linkCopied") : t("post.copyLink")}
            </a>
          </div>
          {shared ? (
            <div className="w-full">
              <label htmlFor="share-url" className="text-sm font-semibold">
                {t("post.copyThisLink")}
              </label>
              <input
                id="share-url"
                readOnly
                value={seo.url}
                className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2"
              />
            </div>
          ) : null}
        </section>

        <PostComments slug={post.slug} comments={comments} commentCount={commentCount} replyTo={replyTo} commented={commented} />

        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="mt-12">
            <h2 id="related-heading" className="text-2xl font-bold">
              {t("post.moreFrom", { category: categoryName(category) })}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <PostCard post={item} category={category} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

/** An unknown post (or a draft) is the site's 404 page; anything else the general error panel. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <GeneralErrorBoundary />;
}
