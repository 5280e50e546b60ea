// What the page cache must do for routes whose loader does more than read shared data.
import { countReaderView, hasLiked } from "~/models/blog/engagement.server";
import { getPublishedPost } from "~/models/blog/posts.server";
import type { CachedPageVisitor, PageCacheHooks } from "~/services/page-cache.server";

// Looked up once per request (both hooks run for a hit).
const postsByRequest = new WeakMap<CachedPageVisitor, ReturnType<typeof getPublishedPost>>();
function postOf(visitor: CachedPageVisitor) {
  if (!postsByRequest.has(visitor)) postsByRequest.set(visitor, getPublishedPost(visitor.path.slice("/blog/".length)));
  return postsByRequest.get(visitor)!;
}

export const pageCacheHooks: Record<string, PageCacheHooks> = {
  // A post shows whether this reader liked it, and counts their view once a day.
  "routes/blog.$slug": {
    isPersonal: (visitor) => {
      const post = postOf(visitor);
      return post !== null && hasLiked(post.id, visitor);
    },
    afterHit: (visitor) => {
      const post = postOf(visitor);
      if (post) countReaderView(post.id, visitor);
    },
  },
};
