// What the page cache must do for routes whose loader does more than read shared data.
import { countReaderView, getPublishedPost, hasLiked } from "~/models/blog.server";
import type { CachedPageVisitor, PageCacheHooks } from "~/services/page-cache.server";

const postOf = ({ path }: CachedPageVisitor) => getPublishedPost(path.slice("/blog/".length));

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
