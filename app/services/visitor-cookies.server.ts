// The visitor's own cookies (their admin session, toast, fan membership, cart) are read through here
// and nowhere else. Each read is noted on the current render, found or not, so the page cache knows
// which cookies a page depends on: a page that never looked at a cookie is the same page with or
// without it, and a visitor carrying it can be given the shared copy (app/services/page-cache.server.ts).
// tests/unit/visitor-cookies.test.ts fails if code reads the Cookie header some other way.
import { noteCookieRead } from "~/db/table-tracking.server";

export const VISITOR_COOKIES = ["__session", "toast", "member", "cart", "member_payment"] as const;
export type VisitorCookie = (typeof VISITOR_COOKIES)[number];

/** The request's Cookie header when it carries `name` (to parse with that cookie), else null. */
export function cookieHeaderWith(request: Pick<Request, "headers">, name: VisitorCookie): string | null {
  noteCookieRead(name);
  const header = request.headers.get("Cookie");
  return header && new RegExp(`(?:^|;\\s*)${name}=`).test(header) ? header : null;
}

/** The visitor cookies a Cookie header carries. */
export function visitorCookiesIn(header: string | undefined): VisitorCookie[] {
  if (!header) return [];
  const names = new Set(header.split(";").map((part) => part.split("=")[0].trim()));
  return VISITOR_COOKIES.filter((name) => names.has(name));
}

// member_payment: the browser that has just registered a fan member sees that member's card.
const SIGN_IN_COOKIES: readonly VisitorCookie[] = ["__session", "member", "member_payment"];

/**
 * Whether a request carries a staff session, a member cookie or the cookie of the browser that has just
 * registered a member (valid or not): what makes a `personal: "signed-in"` page personal. Not noted: it
 * decides a response header (server.ts), not what a page shows.
 */
export function carriesSignInCookie(request: { headers: { cookie?: string } }): boolean {
  return visitorCookiesIn(request.headers.cookie).some((name) => SIGN_IN_COOKIES.includes(name));
}
