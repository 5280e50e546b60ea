// The club blog: what readers see (published posts, filters, views, likes, shares, comments) and what
// the blog's editors do (write, publish, delete, moderate). Each editor action is one use case returning
// a `Result` (docs/decisions/0009-use-case-functions.md); the /blog-admin page and the /api/blog routes
// only translate it. The use cases own a post's featured picture: they store a new one, delete the one
// it replaces, and never leave a picture behind when a save is refused.
//
// Readers are not tracked: a view, a like or a share is tied to a keyed hash of the visitor's network
// address, never to a cookie. Only the address counts, not the browser's User-Agent, which a client
// rewrites for free; an IPv6 address counts by its /56 network (what one household is given), like the
// rate limits. Views and shares add the day to the hash, so a reader's rows on different days cannot
// be linked; a like (one per visitor, ever) cannot include the day.
import crypto from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import { isbot } from "isbot";
import { and, asc, count, desc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { asCounterUpdate } from "~/db/table-tracking.server";
import { blogCategories, blogComments, blogLikes, blogPosts, blogPostViews, blogShares, blogTags } from "~/db/schema";
import { notifyTopic } from "~/models/push.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { blogQuerySchema, commentSchema, type BlogQuery, type CommentInput, type PostApiInput } from "~/schemas/blog";
import { BLOG_MESSAGES, type BlogCategorySlug, type BlogSort, type PostStatus, type SharePlatform } from "~/config/blog";
import { parseUrlState } from "~/schemas/url-state";
import { getEnv } from "~/config/env.server";
import { parseForm } from "~/utils/form.server";
import {
  saveWithImages,
  storedImageExists,
  storeImageInput,
  type ImageFailure,
  type ImageInput,
} from "~/infra/images.server";
import { todayInNairobi } from "~/utils/age";
import { STORED_IMAGE_MISSING } from "~/utils/images";
import { readingTimeFor } from "~/utils/reading-time";
import type { Failure, Result } from "~/utils/result";
import { slugify, uniqueSlug } from "~/utils/slug";

export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogComment = typeof blogComments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const summaryColumns = {
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

const notFound = (message: string = BLOG_MESSAGES.notFound): Failure<"not-found"> => ({
  ok: false,
  reason: "not-found",
  message,
});

// ---------------------------------------------------------------- readers

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

/** A keyed hash standing for one visitor (their network address), optionally on one day. */
export function visitorKey(ip: string, day?: string): string {
  const secret = getEnv().SESSION_SECRETS[0];
  return crypto
    .createHmac("sha256", `blog-visitor:${secret}`)
    .update(`${day ?? ""}\n${ipKeyGenerator(ip)}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The reader as the server sees them: the client IP (server.ts's one `clientIp`) and, for telling crawlers apart, the User-Agent. */
export type Visitor = { ip: string; userAgent: string };

/** Counts a view of a published post once per visitor per day; true when this one counted. */
export function recordView(postId: number, visitor: Visitor, now = new Date()): boolean {
  const day = todayInNairobi(now);
  const key = visitorKey(visitor.ip, day);
  // Most requests are a reader coming back the same day: a read answers them without a write
  // transaction (whose commit waits for the disk).
  const seen = getDb()
    .select({ postId: blogPostViews.postId })
    .from(blogPostViews)
    .where(and(eq(blogPostViews.postId, postId), eq(blogPostViews.day, day), eq(blogPostViews.visitor, key)))
    .get();
  if (seen) return false;
  // A view only moves counters ("views", "Popular This Week"): cached pages pick them up when they
  // expire instead of being re-rendered for every new reader.
  return asCounterUpdate(() => getDb().transaction((tx) => {
    const inserted = tx
      .insert(blogPostViews)
      .values({ postId, day, visitor: key })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 0) return false;
    tx.update(blogPosts)
      .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
      .where(eq(blogPosts.id, postId))
      .run();
    return true;
  }));
}

/** Counts a human reader's view (crawlers and link previews don't count); true when this one counted. */
export function countReaderView(postId: number, visitor: Visitor): boolean {
  return !isbot(visitor.userAgent) && recordView(postId, visitor);
}

/** Drops view records older than the "this week" window needs (the totals live on the post). */
export function pruneViewRecords(today = todayInNairobi()): number {
  return getDb()
    .delete(blogPostViews)
    .where(sql`${blogPostViews.day} < ${shiftDay(today, -30)}`)
    .run().changes;
}

export function likeCount(postId: number): number {
  return getDb().select({ n: count() }).from(blogLikes).where(eq(blogLikes.postId, postId)).get()?.n ?? 0;
}

export function hasLiked(postId: number, visitor: Visitor): boolean {
  const key = visitorKey(visitor.ip);
  return !!getDb()
    .select({ id: blogLikes.id })
    .from(blogLikes)
    .where(and(eq(blogLikes.postId, postId), eq(blogLikes.ipAddress, key)))
    .get();
}

/** Use case: a reader likes a published post. A second like from the same visitor changes nothing. */
export function likePost(slug: string, visitor: Visitor): Result<{ likes: number; counted: boolean }, "not-found"> {
  const post = getPublishedPost(slug);
  if (!post) return notFound();
  const inserted = getDb()
    .insert(blogLikes)
    .values({ postId: post.id, ipAddress: visitorKey(visitor.ip) })
    .onConflictDoNothing()
    .run();
  return { ok: true, likes: likeCount(post.id), counted: inserted.changes > 0 };
}

/**
 * Use case: a reader shares a published post. A share counts once per visitor, post, platform and day
 * (the link is a GET that anyone can repeat); `counted` says whether this one did.
 */
export function recordShare(
  slug: string,
  platform: SharePlatform,
  visitor: Visitor,
  now = new Date(),
): Result<{ post: BlogPost; counted: boolean }, "not-found"> {
  const post = getPublishedPost(slug);
  if (!post) return notFound();
  const key = visitorKey(visitor.ip, todayInNairobi(now));
  // One synchronous transaction: the look-up and the insert cannot interleave with another request's.
  const counted = getDb().transaction((tx) => {
    const seen = tx
      .select({ id: blogShares.id })
      .from(blogShares)
      .where(and(eq(blogShares.postId, post.id), eq(blogShares.platform, platform), eq(blogShares.ipAddress, key)))
      .get();
    if (seen) return false;
    tx.insert(blogShares).values({ postId: post.id, platform, ipAddress: key }).run();
    return true;
  });
  return { ok: true, post, counted };
}

export type ThreadedComment = Pick<BlogComment, "id" | "authorName" | "content" | "createdAt"> & {
  replies: Array<Pick<BlogComment, "id" | "authorName" | "content" | "createdAt">>;
};

/** Approved comments, oldest first, replies under the comment they answer (one level). */
export function approvedComments(postId: number): ThreadedComment[] {
  const rows = getDb()
    .select({
      id: blogComments.id,
      authorName: blogComments.authorName,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
      parentId: blogComments.parentId,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, "approved")))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .all();
  return threadComments(rows);
}

/** Puts each reply under its top-level ancestor; a reply whose parent is not shown stands on its own. */
export function threadComments<C extends { id: number; parentId: number | null }>(
  rows: C[],
): Array<Omit<C, "parentId"> & { replies: Array<Omit<C, "parentId">> }> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rootOf = (row: C): C => {
    let current = row;
    for (let hops = 0; current.parentId != null && byId.has(current.parentId) && hops < 50; hops++) {
      current = byId.get(current.parentId)!;
    }
    return current;
  };
  const threads = new Map<number, Omit<C, "parentId"> & { replies: Array<Omit<C, "parentId">> }>();
  for (const row of rows) {
    const { parentId: _parent, ...comment } = row;
    const root = rootOf(row);
    if (root.id === row.id) threads.set(row.id, { ...comment, replies: [] });
    else threads.get(root.id)?.replies.push(comment);
  }
  return [...threads.values()];
}

/**
 * Use case: a reader comments on a published post (or replies to an approved comment). The comment
 * waits for moderation. A filled-in honeypot is answered like a success, and nothing is stored.
 */
export function addComment(
  slug: string,
  input: CommentInput,
): Result<{ comment: BlogComment | null }, "not-found" | "invalid"> {
  const post = getPublishedPost(slug);
  if (!post) return notFound();
  if (input.website) return { ok: true, comment: null };
  const db = getDb();
  if (input.parentId !== undefined) {
    const parent = db
      .select({ id: blogComments.id })
      .from(blogComments)
      .where(
        and(eq(blogComments.id, input.parentId), eq(blogComments.postId, post.id), eq(blogComments.status, "approved")),
      )
      .get();
    if (!parent) {
      return { ok: false, reason: "invalid", message: "That comment cannot be replied to", errors: { parentId: ["That comment cannot be replied to"] } };
    }
  }
  const comment = db
    .insert(blogComments)
    .values({
      postId: post.id,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      content: input.content,
      parentId: input.parentId ?? null,
    })
    .returning()
    .get();
  return { ok: true, comment };
}

// ---------------------------------------------------------------- the blog's editors

export type AdminPostRow = Pick<
  BlogPost,
  "id" | "title" | "slug" | "excerpt" | "author" | "category" | "status" | "createdAt" | "viewCount"
>;

export function listPosts(filter: { status?: PostStatus } = {}): BlogPost[] {
  return getDb()
    .select()
    .from(blogPosts)
    .where(filter.status ? eq(blogPosts.status, filter.status) : undefined)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .all();
}

/** The admin list: only the columns it shows. */
export function listPostRows(): AdminPostRow[] {
  return getDb()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      category: blogPosts.category,
      status: blogPosts.status,
      createdAt: blogPosts.createdAt,
      viewCount: blogPosts.viewCount,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .all();
}

export function countPosts(): number {
  return getDb().select({ n: count() }).from(blogPosts).get()?.n ?? 0;
}

export function getPost(id: number): BlogPost | null {
  return getDb().select().from(blogPosts).where(eq(blogPosts.id, id)).get() ?? null;
}

export type PendingComment = Pick<BlogComment, "id" | "authorName" | "authorEmail" | "content" | "createdAt" | "postId"> & {
  postTitle: string;
  postSlug: string;
};

export function listPendingComments(): PendingComment[] {
  return getDb()
    .select({
      id: blogComments.id,
      authorName: blogComments.authorName,
      authorEmail: blogComments.authorEmail,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
      postId: blogComments.postId,
      postTitle: blogPosts.title,
      postSlug: blogPosts.slug,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.status, "pending"))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .all();
}

export function countPendingComments(): number {
  return getDb().select({ n: count() }).from(blogComments).where(eq(blogComments.status, "pending")).get()?.n ?? 0;
}

/** Category and tag post counts: published posts only, recounted in the transaction that changed them. */
function recount(tx: Tx, tags: string[]) {
  for (const name of tags) {
    const existing = tx
      .select({ id: blogTags.id })
      .from(blogTags)
      .where(sql`lower(${blogTags.name}) = ${name.toLowerCase()}`)
      .get();
    if (existing) continue;
    const slug = uniqueSlug(name, (candidate) => !!tx.select({ id: blogTags.id }).from(blogTags).where(eq(blogTags.slug, candidate)).get());
    tx.insert(blogTags).values({ name, slug, postCount: 0 }).run();
  }
  tx.run(sql`UPDATE blog_categories SET post_count =
    (SELECT count(*) FROM blog_posts p WHERE p.category = blog_categories.slug AND p.status = 'published')`);
  tx.run(sql`UPDATE blog_tags SET post_count =
    (SELECT count(*) FROM blog_posts p, json_each(p.tags) t
      WHERE p.status = 'published' AND lower(t.value) = lower(blog_tags.name))`);
}

const slugTaken = (tx: Tx, exceptId?: number) => (slug: string) =>
  !!tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)))
    .get();

/**
 * What a post is saved from. `featuredImage`: a new picture (uploaded bytes, an API client's `data:`
 * URL, or an address, which may be a picture uploaded earlier and kept by the editor), "remove" for
 * none, or absent to keep the current one.
 */
export type PostInput = {
  title: string;
  content: string;
  excerpt?: string;
  author: string;
  category: BlogCategorySlug;
  tags: string[];
  status: PostStatus;
  metaTitle?: string;
  metaDescription?: string;
  featuredImage?: ImageInput | "remove";
  /** When the post becomes published: also notify the Club News push subscribers. */
  notifySubscribers?: boolean;
};

/** The API's body as the use cases take it: `featuredImage` absent keeps the picture, null (or "") removes it. */
export function postInputFromApi(body: PostApiInput): PostInput {
  const image = body.featuredImage;
  return {
    title: body.title,
    content: body.content,
    excerpt: body.excerpt,
    author: body.author,
    category: body.category,
    tags: body.tags,
    status: body.status,
    metaTitle: body.metaTitle,
    metaDescription: body.metaDescription,
    featuredImage: image === undefined ? undefined : image === null ? "remove" : image.startsWith("data:") ? { dataUrl: image } : { url: image },
    notifySubscribers: body.notifySubscribers,
  };
}

const postValues = (input: PostInput) => ({
  title: input.title,
  content: input.content,
  excerpt: input.excerpt ?? null,
  author: input.author,
  category: input.category,
  tags: input.tags,
  status: input.status,
  metaTitle: input.metaTitle ?? null,
  metaDescription: input.metaDescription ?? null,
  readingTime: readingTimeFor(input.content),
});

/** The pictures a save has to store first (none when it keeps or removes the current one). */
const newImages = (image: PostInput["featuredImage"]): ImageInput[] => (image && image !== "remove" ? [image] : []);

/** A picture's problem, reported on the post's `featuredImage` field. */
const onImageField = <F extends Failure>(failure: F): F =>
  failure.errors ? failure : { ...failure, errors: { featuredImage: [failure.message] } };

const storedImageMissing = (): Failure<"invalid"> =>
  onImageField({ ok: false, reason: "invalid", message: STORED_IMAGE_MISSING });

/**
 * True when the picture is given by the address of a stored picture whose files are gone: one the
 * editor uploaded for an earlier submit and kept, removed since by housekeeping (which deletes day-old
 * pictures nothing refers to). The post's current picture is not checked again.
 */
async function isStoredImageGone(image: PostInput["featuredImage"], current?: string | null): Promise<boolean> {
  if (!image || image === "remove" || !("url" in image) || image.url === current) return false;
  return !(await storedImageExists(image.url));
}

/**
 * Use case: the editor's picture for a post not saved yet. An upload sent with a preview, or with a save
 * refused for its other fields, is stored at once and its address kept in the form (so it need not be
 * chosen again); the save then names it by that address. One kept that way must still be there.
 */
export async function holdEditorImage(
  image: { bytes: Buffer } | { url: string },
): Promise<Result<{ url: string }, ImageFailure["reason"]>> {
  if ("url" in image) return (await isStoredImageGone(image)) ? storedImageMissing() : { ok: true, url: image.url };
  const stored = await storeImageInput(image);
  return stored.ok ? stored : onImageField(stored);
}

/** The optional "new post" push to Club News subscribers; a post is announced only as it is published. */
function announcePost(post: BlogPost) {
  const summary = post.excerpt || post.content.replace(/[#*_>`[\]()!-]+/g, " ").replace(/\s+/g, " ").trim();
  const sent = notifyTopic("news", {
    title: post.title.slice(0, 120),
    body: summary.length > 180 ? `${summary.slice(0, 177)}…` : summary,
    targetUrl: `/blog/${post.slug}`,
  });
  if (!sent.ok) console.error(`The push for "${post.title}" was not sent: ${sent.message}`);
}

/** Use case: an editor writes a new post (a draft, or published at once), with its picture if it has one. */
export async function createPost(
  input: PostInput,
  actor: AuditActor,
): Promise<Result<{ post: BlogPost }, ImageFailure["reason"]>> {
  if (await isStoredImageGone(input.featuredImage)) return storedImageMissing();
  const now = new Date().toISOString();
  const saved = await saveWithImages(newImages(input.featuredImage), ([imageUrl]) => {
    const post = getDb().transaction((tx) => {
      const created = tx
        .insert(blogPosts)
        .values({
          ...postValues(input),
          slug: uniqueSlug(input.title, slugTaken(tx)),
          featuredImage: imageUrl ?? null,
          publishedAt: input.status === "published" ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      recount(tx, created.tags);
      return created;
    });
    return { ok: true as const, post };
  });
  if (!saved.ok) return onImageField(saved);
  const { post } = saved;
  recordAudit(actor, "blog.create", { type: "blog_post", id: post.id }, `Created "${post.title}" (${post.status})`, {
    slug: post.slug,
  });
  if (post.status === "published") {
    recordAudit(actor, "blog.publish", { type: "blog_post", id: post.id }, `Published "${post.title}"`, { slug: post.slug });
    if (input.notifySubscribers) announcePost(post);
  }
  return { ok: true, post };
}

/**
 * Use case: an editor changes a post. A draft's slug follows its title; once a post has been published
 * its slug (its address, shared and indexed) stays. Publishing stamps publishedAt with now; an edit of
 * a published post keeps its date; back to draft clears it. A replaced or removed stored picture is
 * deleted once the change is saved.
 */
export async function updatePost(
  id: number,
  input: PostInput,
  actor: AuditActor,
): Promise<Result<{ post: BlogPost }, "not-found" | ImageFailure["reason"]>> {
  const current = getPost(id);
  if (!current) return notFound();
  if (await isStoredImageGone(input.featuredImage, current.featuredImage)) return storedImageMissing();
  const now = new Date().toISOString();
  const saved = await saveWithImages(
    newImages(input.featuredImage),
    ([imageUrl]) => {
      const changed = getDb().transaction((tx) => {
        const before = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
        if (!before) return null;
        const everPublished = before.status === "published" || before.publishedAt !== null;
        const slug = everPublished || before.title === input.title ? before.slug : uniqueSlug(input.title, slugTaken(tx, id));
        const publishedAt =
          input.status === "published" ? (before.status === "published" ? (before.publishedAt ?? now) : now) : null;
        const featuredImage = input.featuredImage === "remove" ? null : (imageUrl ?? before.featuredImage);
        const after = tx
          .update(blogPosts)
          .set({ ...postValues(input), slug, publishedAt, featuredImage, updatedAt: now })
          .where(eq(blogPosts.id, id))
          .returning()
          .get();
        recount(tx, after.tags);
        return { before, after };
      });
      return changed ? { ok: true as const, ...changed } : notFound();
    },
    (saved) => (saved.ok && saved.before.featuredImage !== saved.after.featuredImage ? [saved.before.featuredImage] : []),
  );
  if (!saved.ok) return saved.reason === "not-found" ? saved : onImageField(saved);
  const { before, after } = saved;
  recordAudit(actor, "blog.update", { type: "blog_post", id }, `Updated "${after.title}"`, {
    slug: after.slug,
    status: after.status,
  });
  if (before.status !== after.status) {
    const action = after.status === "published" ? "blog.publish" : "blog.unpublish";
    const verb = after.status === "published" ? "Published" : "Unpublished";
    recordAudit(actor, action, { type: "blog_post", id }, `${verb} "${after.title}"`, { slug: after.slug });
    if (after.status === "published" && input.notifySubscribers) announcePost(after);
  }
  return { ok: true, post: after };
}

/** Use case: an editor deletes a post, with its comments, likes, shares, views and stored picture. */
export async function deletePost(id: number, actor: AuditActor): Promise<Result<{ post: BlogPost }, "not-found">> {
  const deleted = await saveWithImages(
    [],
    () => {
      const post = getDb().transaction((tx) => {
        const found = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
        if (!found) return null;
        tx.delete(blogPosts).where(eq(blogPosts.id, id)).run();
        recount(tx, []);
        return found;
      });
      return post ? { ok: true as const, post } : notFound();
    },
    (saved) => (saved.ok ? [saved.post.featuredImage] : []),
  );
  if (!deleted.ok) return notFound();
  recordAudit(actor, "blog.delete", { type: "blog_post", id }, `Deleted "${deleted.post.title}"`, { slug: deleted.post.slug });
  return deleted;
}

/** Use case: an editor approves or rejects a comment. */
export function setCommentStatus(
  id: number,
  status: "approved" | "rejected",
  actor: AuditActor,
): Result<{ comment: BlogComment }, "not-found"> {
  const comment = getDb().update(blogComments).set({ status }).where(eq(blogComments.id, id)).returning().get();
  if (!comment) return notFound(BLOG_MESSAGES.commentNotFound);
  recordAudit(
    actor,
    status === "approved" ? "blog.comment.approve" : "blog.comment.reject",
    { type: "blog_comment", id },
    `${status === "approved" ? "Approved" : "Rejected"} a comment by ${comment.authorName}`,
    { postId: comment.postId },
  );
  return { ok: true, comment };
}
