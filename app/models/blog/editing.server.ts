// What the blog's editors do: list, write, publish and delete posts. Each editor action is one use
// case returning a `Result` (docs/decisions/0009-use-case-functions.md); the /blog-admin page and the
// /api/blog routes only translate it. The use cases own a post's featured picture: they store a new
// one, delete the one it replaces, and never leave a picture behind when a save is refused.
import { uniqueSlug } from "~/utils/slug";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { blogPosts, blogTags } from "~/db/schema";
import { notifyTopic } from "~/models/push/notifications.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { PostApiInput } from "~/schemas/blog";
import type { BlogCategorySlug, PostStatus } from "~/config/blog";
import { saveWithImages, storedImageExists, storeImageInput, type ImageFailure, type ImageInput } from "~/infra/images.server";
import { STORED_IMAGE_MISSING } from "~/utils/images";
import { readingTimeFor } from "~/utils/reading-time";
import type { Failure, Result } from "~/utils/result";
import { type BlogPost, notFound } from "~/models/blog/rows.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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
