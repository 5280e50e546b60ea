// What the page cache must do for routes whose loader does more than read shared data.
import { countReaderView, hasLiked } from "~/models/blog/engagement.server";
import { getPublishedPost } from "~/models/blog/posts.server";
import { cartQuantity } from "~/models/shop/carts.server";
import { readCartId } from "~/services/cart.server";
import { CART_TABLE, type CachedPageVisitor, type PageCacheHooks } from "~/services/page-cache.server";

// Looked up once per request (both hooks run for a hit).
const postsByRequest = new WeakMap<CachedPageVisitor, ReturnType<typeof getPublishedPost>>();
function postOf(visitor: CachedPageVisitor) {
  if (!postsByRequest.has(visitor)) postsByRequest.set(visitor, getPublishedPost(visitor.path.slice("/blog/".length)));
  return postsByRequest.get(visitor)!;
}

/**
 * The shop's pages show a shopper nothing of their cart but its count (the cart button): shoppers with
 * the same count share a copy, and an empty or unreadable cart is the anonymous page.
 */
const shopperVariant: PageCacheHooks = {
  variantOf: async (visitor) => {
    if (!visitor.cookieHeader.includes("cart=")) return undefined;
    const count = cartQuantity(await readCartId({ headers: new Headers({ Cookie: visitor.cookieHeader }) }));
    return { key: count > 0 ? `cart:${count}` : "", cookie: "cart", tables: [CART_TABLE] };
  },
};

export const pageCacheHooks: Record<string, PageCacheHooks> = {
  "routes/shop._index": shopperVariant,
  "routes/shop.$product": shopperVariant,
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
