// The blog's row types and the pieces its model modules share.
import { blogCategories, blogComments, blogPosts } from "~/db/schema";
import { BLOG_MESSAGES } from "~/config/blog";
import type { Failure } from "~/utils/result";

export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogComment = typeof blogComments.$inferSelect;

export const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  author: blogPosts.author,
  category: blogPosts.category,
  tags: blogPosts.tags,
  publishedAt: blogPosts.publishedAt,
  readingTime: blogPosts.readingTime,
  viewCount: blogPosts.viewCount,
};
export type PostSummary = Pick<BlogPost, keyof typeof summaryColumns>;

export const notFound = (message: string = BLOG_MESSAGES.notFound): Failure<"not-found"> => ({
  ok: false,
  reason: "not-found",
  message,
});
