// Readers' comments (threaded one level, held for moderation) and their moderation by the blog's
// editors.
import { getPublishedPost } from "~/models/blog/posts.server";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { blogComments, blogPosts } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { CommentInput } from "~/schemas/blog";
import { BLOG_MESSAGES } from "~/config/blog";
import type { Result } from "~/utils/result";
import { type BlogComment, notFound } from "~/models/blog/rows.server";

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
