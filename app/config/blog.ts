// The blog's fixed texts and choices, shared by the pages (browser-safe: no zod here) and the schemas.

/** The five categories of the editor's select, by slug (their names and colours live in blog_categories). */
export const BLOG_CATEGORY_SLUGS = ["match-reports", "academy-news", "player-profiles", "club-news", "training"] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORY_SLUGS)[number];
export const DEFAULT_CATEGORY_COLOR = "#f97316";

/** The orders /blog offers (`?sort=`); their names are the blog catalogue's `sorts.<value>`. */
export const BLOG_SORTS = [{ value: "newest" }, { value: "oldest" }, { value: "popular" }, { value: "reading-time" }] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]["value"];

/** The tabs of /blog-admin (`?tab=`), the first one shown by default. */
export const BLOG_ADMIN_TABS = ["posts", "comments", "editor"] as const;

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const BLOG_MESSAGES = {
  required: "Please fill required fields: Title, content, category and author are required.",
  requiredToast: { title: "Please fill required fields", description: "Title, content, category and author are required." },
  created: { title: "Post created successfully" },
  updated: { title: "Post updated successfully" },
  deleted: { title: "Post deleted", description: "Blog post has been deleted successfully" },
  deleteConfirm: "Are you sure you want to delete this post?",
  commentUpdated: { title: "Comment updated", description: "Comment status has been updated" },
  commentReceived: {
    title: "Comment received",
    description: "Thank you! Your comment is awaiting moderation and will appear once it has been approved.",
  },
  notFound: "Post not found",
  commentNotFound: "Comment not found",
} as const;

export const LIMITS = {
  title: 200,
  author: 100,
  excerpt: 500,
  content: 50_000,
  tag: 40,
  tags: 10,
  metaTitle: 120,
  metaDescription: 300,
  commentName: 80,
  commentEmail: 254,
  comment: 2_000,
} as const;

export const SHARE_PLATFORMS = ["whatsapp", "facebook", "x", "copy"] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** Posts per "page" of /blog (Load More Articles adds this many). */
export const BLOG_PAGE_SIZE = 6;

/**
 * "Popular This Week" when no post has been read this week yet: these fixed categories are shown instead
 * (their texts are the blog catalogue's `sidebar.fallback.<category>` and `sidebar.badges.<badge>`).
 */
export const POPULAR_FALLBACK = [
  { badge: "Hot", category: "match-reports" },
  { badge: "New", category: "academy-news" },
  { badge: "Trending", category: "player-profiles" },
] as const;
