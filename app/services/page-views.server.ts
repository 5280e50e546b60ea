// Page views, counted by the server per day and page: no tracker script and no visitor cookie. A
// request only bumps a number in memory; the counts are written in one transaction every few seconds
// (and at shutdown), so a busy page costs no database write per visit.
import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import { isPublic, normalizePath, type RoutePolicy } from "~/config/route-policy";
import { getDb } from "~/db/client.server";
import { pageViews } from "~/db/schema";
import { todayInNairobi } from "~/utils/age";
import { singleton } from "~/utils/singleton.server";

export const PAGE_VIEW_FLUSH_MS = 5_000;

// Public routes that are part of signing in, not of the club's site, and an answer link whose address
// is its secret (a view would store the token and count one page per child).
const NOT_PAGES = new Set(["routes/admin-login", "routes/logout", "routes/$", "root", "routes/availability.$token"]);

export type PageViewRequest = {
  method: string;
  path: string;
  status: number;
  routeId: string;
  policy: RoutePolicy;
  contentType: string | undefined;
  userAgent: string | undefined;
  /** `Sec-Purpose` / `Purpose`: "prefetch" when the browser only fetches ahead. */
  purpose: string | undefined;
};

/**
 * A page view is a successful GET of a public page: a document (HTML) or the data of a client-side
 * navigation (`/path.data`). Bots, prefetches, admin and API routes, files and errors are not.
 */
export function isPageView(request: PageViewRequest): boolean {
  // 304: a cached page revalidated by a visitor who came back (the page cache answers with its ETag).
  if (request.method !== "GET" || (request.status !== 200 && request.status !== 304)) return false;
  if (request.purpose && /prefetch/i.test(request.purpose)) return false;
  if (NOT_PAGES.has(request.routeId) || !isPublic(request.policy, "GET")) return false;
  const path = normalizePath(request.path);
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/admin")) return false;
  const document = /^text\/html\b/i.test(request.contentType ?? "");
  const navigationData = /\.data$/.test(request.path);
  if (!document && !navigationData) return false;
  return !isbot(request.userAgent ?? "");
}

/**
 * How long after a form post the page it leads back to is not a new view: the GET of a native post's
 * redirect (POST /cart → 302 → GET /cart), or the data a page reloads after a post through a fetcher
 * (GET /cart.data). The shopper pressing + on a cart line has not opened the cart again.
 */
export const AFTER_POST_MS = 10_000;
const MAX_RECENT_POSTS = 10_000;

type RecentPost = { at: number; redirectTo: string | null };
const recentPosts = (): Map<string, RecentPost> => singleton("page-views-recent-posts", () => new Map());

/** Notes a form post by `client` (its address and browser), and where its answer redirects, if anywhere. */
export function noteFormPost(client: string, redirectTo: string | null, now = Date.now()) {
  const posts = recentPosts();
  posts.delete(client);
  if (posts.size >= MAX_RECENT_POSTS) posts.delete(posts.keys().next().value!);
  posts.set(client, { at: now, redirectTo: redirectTo === null ? null : normalizePath(redirectTo.split(/[?#]/)[0]) });
}

/**
 * Whether this GET by `client` is the page coming back after its form post (see AFTER_POST_MS): the
 * post's redirect target, or a page's data reloaded after it. Answers once per post.
 */
export function followsFormPost(client: string, path: string, now = Date.now()): boolean {
  const posts = recentPosts();
  const post = posts.get(client);
  if (!post) return false;
  if (now - post.at > AFTER_POST_MS) {
    posts.delete(client);
    return false;
  }
  const reloadedData = /\.data$/.test(path);
  const redirected = post.redirectTo !== null && normalizePath(path) === post.redirectTo;
  if (!reloadedData && !redirected) return false;
  posts.delete(client);
  return true;
}

type Pending = Map<string, { day: string; path: string; routeId: string; views: number }>;

const pending = (): Pending => singleton("page-views-pending", () => new Map());

/** Adds one view of `path` today (in memory until the next flush). */
export function countPageView(path: string, routeId: string, now = new Date()) {
  const day = todayInNairobi(now);
  const normalized = normalizePath(path).slice(0, 300);
  const key = `${day}\n${normalized}`;
  const entry = pending().get(key);
  if (entry) entry.views++;
  else pending().set(key, { day, path: normalized, routeId, views: 1 });
}

/** Writes the counts gathered since the last flush; returns how many rows it touched. */
export function flushPageViews(): number {
  const entries = [...pending().values()];
  if (!entries.length) return 0;
  pending().clear();
  try {
    getDb().transaction((tx) => {
      for (const entry of entries) {
        tx.insert(pageViews)
          .values(entry)
          .onConflictDoUpdate({
            target: [pageViews.day, pageViews.path],
            set: { views: sql`${pageViews.views} + ${entry.views}`, routeId: entry.routeId },
          })
          .run();
      }
    });
  } catch (error) {
    // A busy or failing database: keep the counts for the next flush rather than lose them.
    for (const entry of entries) {
      const key = `${entry.day}\n${entry.path}`;
      const current = pending().get(key);
      if (current) current.views += entry.views;
      else pending().set(key, entry);
    }
    console.error("Could not write page views:", error);
  }
  return entries.length;
}

/** Flushes every few seconds for as long as the process runs. */
export function startPageViewFlusher(intervalMs = PAGE_VIEW_FLUSH_MS) {
  singleton("page-views-timer", () => setInterval(flushPageViews, intervalMs).unref());
}
