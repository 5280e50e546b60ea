// What the page cache (services/page-cache.server.ts) must do for routes whose loader does more than
// read shared data. Handed to it by server.ts through entry.server: a member's box is rendered by the
// app's own components, which live in the build.
import { countReaderView, hasLiked } from "~/models/blog/engagement.server";
import { getPublishedPost } from "~/models/blog/posts.server";
import { countCachedRead } from "~/models/membership/content.server";
import { readerView, type FanMember } from "~/models/membership/members.server";
import { cartQuantity } from "~/models/shop/carts.server";
import { readCartId } from "~/services/cart.server";
import { rememberedGuardian, rememberedMember } from "~/services/sign-in-cookie.server";
import { CART_TABLE, type CachedPageVisitor, type PageCacheHooks } from "~/services/page-cache.server";
import { effectiveStatus } from "~/utils/membership";
import { parseId } from "~/utils/ids";
import { familyRegionFor, memberAccessRegionFor } from "./shared-page-regions.server";

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

/** Tables read only to know who a member's cookie signs in. */
const MEMBER_TABLES = ["fan_members", "sign_in_links"];
const readersByRequest = new WeakMap<CachedPageVisitor, FanMember>();

/**
 * A members-only item shows a signed-in member what their tier and status let them read, and their
 * box (name, tier, Sign out). Members of one tier and status share a copy rendered without their
 * cookie, each one's box written into it as it is served; a cookie that signs no one in is the page
 * of a visitor not signed in. A copy served to a member counts their read, as the loader would.
 */
const memberReader: PageCacheHooks = {
  variantOf: async (visitor) => {
    if (!visitor.cookieHeader.includes("member=")) return undefined;
    const member = await rememberedMember({ headers: new Headers({ Cookie: visitor.cookieHeader }) });
    if (!member) return { key: "", cookie: "member", tables: MEMBER_TABLES };
    readersByRequest.set(visitor, member);
    const status = effectiveStatus(member);
    const me = readerView(member);
    return {
      key: `reader:${member.membershipType}:${status}`,
      cookie: "member",
      tables: MEMBER_TABLES,
      ownPart: {
        label: "member",
        context: { sharedReader: { membershipType: member.membershipType, status, expiryDate: null } },
        region: (request, context) => memberAccessRegionFor(request, context, me, visitor.path),
      },
    };
  },
  afterHit: (visitor) => {
    const reader = readersByRequest.get(visitor);
    const id = parseId(visitor.path.slice("/membership/content/".length));
    if (reader && id) countCachedRead(id, reader);
  },
};

/** Tables read only to know whose family a cookie signs in. */
const GUARDIAN_TABLES = ["guardians", "sign_in_links"];

/**
 * /family is a guardian's own page, but most of its HTML (the site's header, footer, scripts) is the
 * same for everyone: guardians share a copy rendered without their cookie, each one's part (their
 * children's teams, their details) written into it as it is served. A cookie that signs in no guardian
 * is the page of a visitor not signed in.
 */
const familyOwner: PageCacheHooks = {
  variantOf: async (visitor) => {
    if (!visitor.cookieHeader.includes("member=")) return undefined;
    const guardian = await rememberedGuardian({ headers: new Headers({ Cookie: visitor.cookieHeader }) });
    if (!guardian) return { key: "", cookie: "member", tables: GUARDIAN_TABLES };
    return {
      key: "guardian",
      cookie: "member",
      tables: GUARDIAN_TABLES,
      ownPart: { label: "family", context: { familyInPage: true }, region: (request, context) => familyRegionFor(request, context, guardian) },
    };
  },
};

export const pageCacheHooks: Record<string, PageCacheHooks> = {
  "routes/family": familyOwner,
  "routes/membership_.content.$id": memberReader,
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
