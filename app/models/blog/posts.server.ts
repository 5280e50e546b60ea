// The club blog as readers see it: published posts, their search, filters and order, categories,
// the week's most read and related posts.
import { slugify } from "~/utils/slug";
import { and, asc, count, desc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { blogCategories, blogPosts, blogPostViews } from "~/db/schema";
import { blogQuerySchema, commentSchema, type BlogQuery } from "~/schemas/blog";
import type { BlogSort } from "~/config/blog";
import { parseUrlState } from "~/schemas/url-state";
import { parseForm } from "~/utils/form.server";
import { todayInNairobi } from "~/utils/age";
import { type BlogCategory, type BlogPost, summaryColumns, type PostSummary } from "~/models/blog/rows.server";

// The pages parse their input here, so zod stays out of the public pages' browser bundle.

/** /blog's URL state; a bad value is dropped as if absent, so an edited link still shows the page. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  return parseUrlState(blogQuerySchema, params);
}

/** The comment form read through its schema (a conform submission: the comment, or the problems by field). */
export function parseCommentForm(formData: FormData) {
  return parseForm(formData, commentSchema);
}

/** The categories' names for the editors' pickers and filters (only what they show). */
export function listCategoryNames(): Array<Pick<BlogCategory, "slug" | "name">> {
  return getDb().select({ slug: blogCategories.slug, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.id)).all();
}

export function listCategories(): BlogCategory[] {
  return getDb().select().from(blogCategories).orderBy(asc(blogCategories.id)).all();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<BlogSort, SQL[]> = {
  newest: [sql`${blogPosts.publishedAt} DESC`, sql`${blogPosts.id} DESC`],
  oldest: [sql`${blogPosts.publishedAt} ASC`, sql`${blogPosts.id} ASC`],
  popular: [sql`${blogPosts.viewCount} DESC`, sql`${blogPosts.publishedAt} DESC`],
  "reading-time": [sql`${blogPosts.readingTime} ASC`, sql`${blogPosts.publishedAt} DESC`],
};

export type PublishedFilter = { q?: string; category?: string; sort: BlogSort; limit: number; offset: number };

/** Published posts matching the search (title or excerpt, any case) and category, in the chosen order. */
export function listPublishedPosts(filter: PublishedFilter): { rows: PostSummary[]; total: number } {
  const conditions: SQL[] = [eq(blogPosts.status, "published")];
  if (filter.category) conditions.push(eq(blogPosts.category, filter.category));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${blogPosts.title}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(coalesce(${blogPosts.excerpt}, '')) LIKE ${pattern} ESCAPE '\\'`,
      )!,
    );
  }
  const where = and(...conditions);
  const db = getDb();
  const rows = db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...ORDER[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
  const total = db.select({ n: count() }).from(blogPosts).where(where).get()?.n ?? 0;
  return { rows, total };
}

export function countPublishedPosts(): number {
  return getDb().select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "published")).get()?.n ?? 0;
}

/** Day `days` before `day` (YYYY-MM-DD, calendar arithmetic). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type PopularPost = { slug: string; title: string; category: string; views: number };

/** The published posts most read over the last seven days (today included), most read first. */
export function popularThisWeek(today = todayInNairobi(), limit = 3): PopularPost[] {
  const views = count(blogPostViews.id);
  return getDb()
    .select({ slug: blogPosts.slug, title: blogPosts.title, category: blogPosts.category, views })
    .from(blogPostViews)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostViews.postId))
    .where(and(gte(blogPostViews.day, shiftDay(today, -6)), eq(blogPosts.status, "published")))
    .groupBy(blogPosts.id)
    .orderBy(desc(views), desc(blogPosts.publishedAt))
    .limit(limit)
    .all();
}

export function getPublishedPost(slug: string): BlogPost | null {
  return (
    getDb()
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")))
      .get() ?? null
  );
}

/**
 * The published post a /blog/{slug} address names: by its slug, else by the slug that address spells
 * another way ("My-Post", "my post", "my-post-"). `canonical` is false for the latter, which the page
 * answers with a redirect to the post's one address (so no other spelling is cached or counted).
 */
export function findPublishedPost(slug: string): { post: BlogPost; canonical: boolean } | null {
  const exact = getPublishedPost(slug);
  if (exact) return { post: exact, canonical: true };
  const spelled = slugify(slug);
  const post = spelled && spelled !== slug ? getPublishedPost(spelled) : null;
  return post ? { post, canonical: false } : null;
}

export function getCategory(slug: string): BlogCategory | null {
  return getDb().select().from(blogCategories).where(eq(blogCategories.slug, slug)).get() ?? null;
}

export function relatedPosts(post: Pick<BlogPost, "id" | "category">, limit = 3): PostSummary[] {
  return getDb()
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit)
    .all();
}
