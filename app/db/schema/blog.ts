// The club blog: categories, posts, tags and readers' comments, likes and shares.
import { index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { createdAt, id, stringList, updatedAt } from "./columns";

export const blogCategories = sqliteTable("blog_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color").notNull().default("#f97316"),
  icon: text("icon").notNull().default("BookOpen"),
  postCount: integer("post_count").notNull().default(0),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    author: text("author").notNull(),
    category: text("category").notNull(), // a blog_categories.slug
    tags: stringList("tags"),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    readingTime: integer("reading_time").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
  },
  (t) => [
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    index("blog_posts_category_idx").on(t.category),
  ],
);

export const blogTags = sqliteTable("blog_tags", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  postCount: integer("post_count").notNull().default(0),
});

export const blogComments = sqliteTable(
  "blog_comments",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: createdAt(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => blogComments.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("blog_comments_status_created_idx").on(t.status, t.createdAt),
    index("blog_comments_post_idx").on(t.postId),
  ],
);

export const blogLikes = sqliteTable(
  "blog_likes",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    // Not the address itself: a keyed hash of the visitor's network address (see models/blog/engagement.server.ts),
    // enough to allow one like per visitor without keeping who they are.
    ipAddress: text("ip_address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blog_likes_post_visitor_idx").on(t.postId, t.ipAddress)],
);

export const blogShares = sqliteTable(
  "blog_shares",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    // A keyed hash of the visitor's network address and the day: one share per visitor, post, platform and day.
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_shares_post_idx").on(t.postId)],
);

/**
 * One row per post, visitor and day (Nairobi time) the post was read: a view counts once per visitor per
 * day, and "Popular This Week" is the count of these rows over the last seven days. `visitor` is a keyed
 * hash of network address and day, so rows of different days cannot be linked to one reader.
 */
export const blogPostViews = sqliteTable(
  "blog_post_views",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [uniqueIndex("blog_post_views_unique_idx").on(t.postId, t.day, t.visitor), index("blog_post_views_day_idx").on(t.day)],
);
