// Readers' views, likes and shares of a post.
//
// Readers are not tracked: a view, a like or a share is tied to a keyed hash of the visitor's network
// address, never to a cookie. Only the address counts, not the browser's User-Agent, which a client
// rewrites for free; an IPv6 address counts by its /56 network (what one household is given), like the
// rate limits. Views and shares add the day to the hash, so a reader's rows on different days cannot
// be linked; a like (one per visitor, ever) cannot include the day.
import { getPublishedPost, shiftDay } from "~/models/blog/posts.server";
import crypto from "node:crypto";
import { clientKey } from "~/utils/client-key.server";
import { isbot } from "isbot";
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { asCounterUpdate } from "~/db/table-tracking.server";
import { blogLikes, blogPosts, blogPostViews, blogShares } from "~/db/schema";
import type { SharePlatform } from "~/config/blog";
import { getEnv } from "~/config/env.server";
import { todayInNairobi } from "~/utils/age";
import type { Result } from "~/utils/result";
import { type BlogPost, notFound } from "~/models/blog/rows.server";

/** A keyed hash standing for one visitor (their network address), optionally on one day. */
export function visitorKey(ip: string, day?: string): string {
  const secret = getEnv().SESSION_SECRETS[0];
  return crypto
    .createHmac("sha256", `blog-visitor:${secret}`)
    .update(`${day ?? ""}\n${clientKey(ip)}`)
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
