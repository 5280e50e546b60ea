// One policy per route (keyed by Remix route id): who may use it without signing in, which permission
// it needs otherwise, how large a body it accepts and which rate limit counts it.
//   - server.ts reads it for rate limits, body caps, Cache-Control and Referrer-Policy, on the route Remix matches (so
//     "/Admin-Login/", "/admin%2Dlogin" and "/admin-login.data" are all the login route);
//   - the auth gate reads `isApiPath` to answer JSON 401/403 or a login redirect / 403 page;
//   - tests/integration/deny-by-default.test.ts walks every route of the build and checks anonymous,
//     staff and admin access against it.
// Deny by default: a route with no entry is admin-only, with the default caps.
import { adminSections, type AdminSectionId, type Permission } from "~/config/admin-sections";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RateTier = "login" | "upload" | "mutation" | "lookup" | "contact" | "tracking";

export type RoutePolicy = {
  /** Methods anonymous visitors may use ("any": the route is fully public). */
  public?: "any" | readonly Method[];
  /** The permission needed for everything that is not public (default: admins only). */
  permission?: Permission;
  /** "upload": multipart/form-data bodies may reach UPLOAD_BODY_LIMIT; everything else DEFAULT_BODY_LIMIT. */
  body?: "upload";
  /** The largest file the upload form takes, in MB, named on the page for a body over the cap (default 5). */
  maxFileMb?: number;
  /**
   * Rate limit of mutating requests (every mutating method counts); default "mutation". "lookup" is for
   * routes that say whether a person exists (an enumeration target): every request counts, reads too.
   * "contact": the contact form, which mails the office (CONTACT_RATE_LIMIT per 10 minutes).
   * "tracking": GET routes that write a row (a share click): every request counts, reads too.
   */
  rate?: RateTier;
  /**
   * The page is the same for every anonymous visitor: served from the page cache
   * (services/page-cache.server.ts). `params`: the query parameters that make a distinct page; a
   * request with any other parameter is rendered afresh. A visitor carrying a cookie the page looks
   * at (a cart on the shop's pages) gets their own render, found by the cache itself.
   */
  cache?: { params?: readonly string[] };
  /**
   * The answer shows a person's data (an order, a receipt, a member's card or payment, a cart): server.ts
   * sends every answer of the route (documents, `.data`, errors and redirects alike, whatever the route
   * set) with `Cache-Control: private, no-store`, so neither the browser nor anything between keeps it,
   * and `Referrer-Policy: same-origin`, so its address, which may carry the secret that opens it, is
   * never sent to another site (not `no-referrer`: browsers then send `Origin: null` with the page's
   * own form posts, and the cross-site check refuses them). "signed-in": only for a visitor carrying a sign-in cookie (a page that is the same
   * for everyone else, and shows a member their own card, or a new member's card to the browser that registered them).
   */
  personal?: true | "signed-in";
};

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
// Room for a 5 MB file and a friendly "too large" answer: the upload handler itself keeps at most the
// file limit and drops the rest while streaming.
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;

const section = (id: AdminSectionId): Permission => {
  const found = adminSections.find((s) => s.id === id);
  if (!found) throw new Error(`No admin section "${id}"`);
  return found.permission;
};

export const routePolicies: Record<string, RoutePolicy> = {
  root: { public: "any" },
  "routes/$": { public: "any" },
  // Its one action is the contact form.
  "routes/_index": { public: "any", cache: {}, rate: "contact" },
  "routes/admin-login": { public: "any", rate: "login" },
  "routes/logout": { public: "any" },
  "routes/api.admin.login": { public: "any", rate: "login" },
  "routes/api.admin.me": { permission: section("dashboard") },
  "routes/api.admin.logout": { permission: section("dashboard") },
  "routes/api.stats": { public: "any" },
  "routes/api.news": { public: "any" },
  "routes/api.players": { public: "any" },
  "routes/api.fixtures": { public: ["GET"], permission: section("fixtures") },
  "routes/api.fixtures.$id": { public: ["GET"], permission: section("fixtures") },
  "routes/api.fixtures.$id.result": { permission: section("fixtures") },
  "routes/api.teams": { public: "any" },
  "routes/api.competitions.$id.table": { public: "any" },
  "routes/api.gallery": { public: ["GET"], permission: section("gallery") },
  "routes/api.gallery.$id": { permission: section("gallery") },
  "routes/api.upload-gallery-photo": { permission: section("gallery"), body: "upload", rate: "upload" },
  "routes/api.contact": { public: "any", rate: "contact" },
  // Stored pictures (gallery, blog, shop, members' content): public by design, never anything private.
  "routes/media.$name": { public: "any" },
  // The footer's Lite mode switch (a cookie, then back to the page).
  "routes/lite-mode": { public: "any" },

  // The admin area's layout: any signed-in user; each screen checks its own permission too.
  "routes/_admin": { permission: section("dashboard") },
  "routes/_admin.admin-dashboard": { permission: section("dashboard") },

  "routes/academy-registration": { public: "any", body: "upload", rate: "upload", cache: {} },
  // The parent's receipt: public, its secret link is the key (never in the page cache).
  "routes/academy-registration_.received.$id": { public: "any", personal: true },
  "routes/api.upload-birth-certificate": { public: "any", body: "upload", rate: "upload" },
  // Parents register through the API too; only the academy's staff may list registrations.
  "routes/api.academy-registrations": { public: ["POST"], permission: section("academy"), personal: true },
  "routes/api.academy-registrations.$id": { permission: section("academy") },
  "routes/_admin.academy-admin": { permission: section("academy") },
  "routes/academy-admin.certificates.$name": { permission: section("academy") },
  "routes/academy-admin.export[.]csv": { permission: section("academy") },

  "routes/_admin.email-management": { permission: section("email") },
  "routes/api.email-templates": { permission: section("email") },
  "routes/api.email-logs": { permission: section("email") },
  "routes/api.send-email": { permission: section("email") },
  "routes/api.send-welcome-email": { permission: section("email") },
  "routes/api.send-sponsorship-proposal": { permission: section("email") },
  "routes/api.send-match-notification": { permission: section("email") },

  "routes/_admin.admin.fixtures": { permission: section("fixtures") },

  // Squads and families: staff and admins every team, a coach their own (the routes check the team).
  "routes/_admin.admin.squads": { permission: section("squads") },
  "routes/admin.squads.export[.]csv": { permission: section("squads") },
  "routes/api.squads.players": { permission: section("squads") },
  "routes/api.squads.players.$id": { permission: section("squads") },
  "routes/api.squads.guardians": { permission: section("squads") },
  // A team's messages to its families and its training cancellations: staff, and the team's own coaches
  // (each screen and the API check the coach's team scope: 403 for another team).
  "routes/_admin.admin.squads_.$teamId.messages": { permission: section("squads") },
  "routes/_admin.admin.squads_.$teamId.training": { permission: section("squads") },
  "routes/api.squads.teams.$teamId.messages": { permission: section("squads") },
  // Availability (ADR 0028): the coach's view and its API, narrowed to the coach's teams like the rest of squads.
  "routes/_admin.admin.squads_.$teamId.availability": { permission: section("squads") },
  "routes/api.squads.teams.$teamId.availability": { permission: section("squads") },
  // Player statistics (ADR 0028): the team's table and its CSV, staff and the team's own coaches.
  "routes/_admin.admin.squads_.$teamId.stats": { permission: section("squads") },
  "routes/admin.squads.$teamId.stats[.]csv": { permission: section("squads") },
  // The match squad of one fixture and its API (ADR 0028, "Squad selection"), narrowed the same way.
  "routes/_admin.admin.squads_.$teamId.squad.$fixtureId": { permission: section("squads") },
  "routes/api.squads.teams.$teamId.squads.$fixtureId": { permission: section("squads") },
  // Training attendance (ADR 0028): the coach ticks who came; the screen and its API, narrowed to the coach's teams.
  "routes/_admin.admin.squads_.$teamId.attendance": { permission: section("squads") },
  "routes/api.squads.teams.$teamId.attendance": { permission: section("squads") },
  // Academy fees (ADR 0029): admins and the treasurer only ("fees"); coaches and other staff never see who owes.
  "routes/_admin.admin.fees_.plans": { permission: "fees" },
  // A family's answer link: no sign-in (the token is bound to one child and one request); never cached or
  // kept, and its address (which carries the token) never sent on. Not "lookup": 40 families behind one
  // carrier address answer at once, and a 256-bit token cannot be guessed.
  "routes/availability.$token": { public: "any", personal: true },
  "routes/_admin.admin.sponsors": { permission: section("sponsors") },

  // Academy fees, the treasurer's view (ADR 0029): admins and the treasurer only, never coaches or staff.
  "routes/_admin.admin.fees._index": { permission: section("fees") },
  "routes/_admin.admin.fees.unmatched": { permission: section("fees") },
  "routes/_admin.admin.fees.cash": { permission: section("fees") },
  "routes/admin.fees.invoices[.]csv": { permission: section("fees") },
  "routes/admin.fees.payments[.]csv": { permission: section("fees") },
  "routes/_admin.staff-emails": { permission: section("staff-emails") },
  "routes/staff-emails.export[.]csv": { permission: section("staff-emails") },

  // Push: browsers subscribe and choose topics without signing in; sending is for the push admin.
  "routes/api.vapid-public-key": { public: "any" },
  "routes/api.push-subscriptions": { public: ["POST"], personal: true },
  "routes/api.push-subscriptions.$endpoint": { public: ["DELETE"], personal: true },
  "routes/api.push-subscriptions.$id.preferences": { public: ["PATCH"], personal: true },
  "routes/api.notifications.$id.clicks": { public: ["POST"] },
  "routes/_admin.admin._index": { permission: section("push") },
  "routes/api.send-push-notification": { permission: section("push") },
  "routes/api.send-match-push": { permission: section("push") },
  "routes/api.send-academy-push": { permission: section("push") },
  "routes/api.send-news-push": { permission: section("push") },

  "routes/_admin.admin.analytics": { permission: section("analytics") },
  "routes/admin.analytics.export[.]csv": { permission: section("analytics") },
  "routes/_admin.admin.database": { permission: section("database") },
  "routes/admin.database.backup": { permission: section("database") },
  "routes/admin.database.backups.$name": { permission: section("database") },
  "routes/_admin.admin.settings": { permission: section("settings") },

  // A signed-in member sees their own card on the lookup and content tabs, and the browser that has just
  // registered a member (its member_payment cookie) that member's card on the lookup tab.
  "routes/membership": { public: "any", cache: { params: ["tab", "tier"] }, personal: "signed-in" },
  // Looking a member up by e-mail or number: counted per client, reads included.
  "routes/membership_.lookup": { public: "any", rate: "lookup", personal: true },
  "routes/membership_.content.$id": { public: "any", cache: {}, personal: "signed-in" },
  // A pending member's M-Pesa payment: only the browser that registered it (a signed cookie) or the
  // member signed in (the member cookie) sees it; the page answers 404 to anyone else.
  "routes/membership_.payment.$memberId": { public: "any", personal: true },
  // Asking for a fan member's sign-in link, and opening one: counted per client, reads included.
  "routes/membership_.sign-in": { public: "any", rate: "lookup", personal: true },
  "routes/api.fan-members.sign-in-link": { public: "any", rate: "lookup", personal: true },
  // Families: a parent or guardian signed in by e-mailed link (the members' links: one service for an
  // address) sees their own children's teams and keeps their contact details. Never kept by a browser or
  // proxy; the page cache renders the site's frame once per language and writes each guardian's own part
  // into it as it is served (app/page-cache-hooks.server.ts).
  "routes/family": { public: "any", personal: true, cache: {} },
  // Asking for a link, opening one, and the link that confirms a new address: counted per client, reads included.
  "routes/family_.sign-in": { public: "any", rate: "lookup", personal: true },
  "routes/family_.email-change": { public: "any", rate: "lookup", personal: true },
  // Academy fees, paying (ADR 0029). An invoice's pay page opens with its e-mailed link's key (a wrong key
  // is 404); a prompt is a mutation, and the M-Pesa caps count it again. The family's receipts and
  // statement check the guardian's sign-in themselves (not signed in: /family's form); staff's need "fees".
  "routes/fees.pay.$invoiceId": { public: "any", personal: true },
  "routes/family_.fees.receipts.$id": { public: "any", personal: true },
  "routes/family_.fees.statement": { public: "any", personal: true },
  "routes/_admin.admin.fees_.receipts.$id": { permission: "fees" },
  "routes/_admin.admin.fees_.families.$playerId.statement": { permission: "fees" },
  "routes/api.membership-benefits": { public: "any" },
  "routes/api.exclusive-content": { public: "any", personal: "signed-in" },
  "routes/api.fan-members": { public: "any", personal: true },
  "routes/api.fan-members.email.$email": { public: "any", rate: "lookup", personal: true },
  "routes/api.fan-members.membership.$number": { public: "any", rate: "lookup", personal: true },
  "routes/_admin.admin.members": { permission: section("members") },
  "routes/_admin.admin.members_.content": { permission: section("members"), body: "upload", maxFileMb: 10, rate: "upload" },
  "routes/_admin.admin.members_.benefits": { permission: section("members") },
  "routes/admin.members.export[.]csv": { permission: section("members") },

  // Photo uploads without JavaScript come through the page itself; its other posts (edits, moves,
  // deletes) are many small clicks, so it counts as a mutation route, not in the tight upload tier.
  "routes/_admin.gallery-admin": { permission: section("gallery"), body: "upload", maxFileMb: 10 },
  "routes/_admin.photo-upload-demo": { permission: section("gallery") },

  "routes/blog._index": { public: "any", cache: { params: ["q", "category", "sort", "view", "page"] } },
  // Likes and comments: at most 30 posts per 10 minutes from one address (with the comment honeypot).
  "routes/blog.$slug": { public: "any", rate: "upload", cache: {} },
  "routes/blog.$slug_.share.$platform": { public: "any", rate: "tracking" },
  "routes/blog.rss[.]xml": { public: "any" },
  // The editor's featured image comes in its form (≤ 10 MB). Signed-in editors only; the mutation tier,
  // not the upload tier, so that moderating a busy day's comments is not throttled.
  "routes/_admin.blog-admin": { permission: section("blog"), body: "upload", maxFileMb: 10 },
  "routes/api.blog.posts": { permission: section("blog") },
  // GET /api/blog/posts/{slug} reads a published post; PUT and DELETE (by id) are for editors.
  "routes/api.blog.posts.$id": { public: ["GET"], permission: section("blog") },
  "routes/api.blog.comments.pending": { permission: section("blog") },
  "routes/api.blog.comments.$id.status": { permission: section("blog") },

  // The season: fixtures, results, teams and tables, and the calendar feeds (cached like pages).
  "routes/fixtures._index": { public: "any", cache: { params: ["team", "competition"] } },
  "routes/fixtures.$id": { public: "any", cache: {} },
  "routes/fixtures.$id.calendar[.]ics": { public: "any", cache: {} },
  "routes/fixtures.calendar[.]ics": { public: "any", cache: {} },
  "routes/teams.$slug": { public: "any", cache: {} },
  "routes/teams.$slug.calendar[.]ics": { public: "any", cache: {} },
  "routes/competitions.$slug": { public: "any", cache: {} },

  // The shop: visitors browse, fill a cart (its id is their key) and order without an account.
  "routes/shop._index": { public: "any", cache: { params: ["category", "sort"] } },
  "routes/shop.$product": { public: "any", cache: {} },
  "routes/cart": { public: "any", personal: true },
  "routes/orders.$id": { public: "any", personal: true },
  "routes/api.merchandise": { public: "any" },
  "routes/api.cart": { public: "any", personal: true },
  "routes/api.cart.$id": { public: "any", personal: true },
  "routes/api.create-payment-intent": { public: "any", personal: true },
  "routes/api.orders.$orderId.confirm": { public: "any", personal: true },
  // M-Pesa Express: the customer holding the order's link pays and reads the payment; Daraja posts
  // each payment's result to its own secret callback URL.
  "routes/api.orders.$orderId.mpesa": { public: "any", personal: true },
  "routes/api.mpesa.callback.$token": { public: "any" },
  // Paybill (Daraja C2B, ADR 0029): Daraja posts unsigned, so the path's secret (MPESA_C2B_PATH_SECRET:
  // wrong or unset → 404) and the optional source allowlist (MPESA_C2B_ALLOWED_IPS → 403) guard them.
  // Not under /api/mpesa: Daraja refuses to register a C2B URL with "mpesa" or "safaricom" in it.
  "routes/api.paybill.$secret.validation": { public: "any" },
  "routes/api.paybill.$secret.confirmation": { public: "any" },
  // The treasurer's upload of the M-Pesa organisation statement (CSV, up to FEES_IMPORT_MAX_MB).
  "routes/_admin.admin.fees_.import": { permission: "fees", body: "upload", maxFileMb: 20, rate: "upload" },
  "routes/_admin.admin.products": { permission: section("products"), body: "upload", maxFileMb: 10, rate: "upload" },
  "routes/_admin.admin.orders": { permission: section("orders") },
  "routes/admin.orders.export[.]csv": { permission: section("orders") },
  "routes/_admin.admin.payments": { permission: section("payments") },
  "routes/admin.payments.export[.]csv": { permission: section("payments") },
};

export function policyFor(routeId: string): RoutePolicy {
  return routePolicies[routeId] ?? {};
}

export function isPublic(policy: RoutePolicy, method: string): boolean {
  const methods = policy.public;
  if (methods === "any") return true;
  const asked = (method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()) as Method;
  return !!methods && methods.includes(asked);
}

/** The permission a signed-in user needs for this route; admins-only when the policy names none. */
export function permissionFor(policy: RoutePolicy): Permission {
  return policy.permission ?? "admin";
}

/** The largest body a request may declare for this route and content type. */
export function bodyLimitFor(policy: RoutePolicy, contentType: string | undefined): number {
  const multipart = /^multipart\/form-data\b/i.test(contentType ?? "");
  return policy.body === "upload" && multipart ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

export const isMutatingMethod = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());

/**
 * A path the way the router sees it: percent-decoded, lower-case (route matching ignores case), no
 * trailing slashes, no single-fetch `.data` suffix (`/_root.data` is the home page).
 */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: match on the raw path, as the router falls back to doing.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  if (path === "/_root.data") return "/";
  path = path.replace(/\.data$/, "").replace(/\/+$/, "");
  return path || "/";
}

/** JSON endpoints answer 401/403 with JSON; pages redirect to the login page or show a 403 page. */
export function isApiPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === "/api" || path.startsWith("/api/");
}
