// Who may follow a membership's M-Pesa payment: the browser that registered it, or the member signed
// in. Registering while paying now sets a signed, httpOnly, SameSite=Lax cookie naming the new member's
// id (like the cart cookie), for an hour and only under /membership; after that hour the member signs
// in with an e-mailed link (their member cookie) and pays from their membership page. Either way the
// payment page shows, and lets pay, that member alone. Nothing secret is in the page's address, so a
// shared or logged link opens nothing.
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/config/env.server";
import { parseId } from "~/utils/ids";
import { singleton } from "~/utils/singleton.server";
import { rememberedMember } from "~/services/member-access.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

const PAYING_MEMBER_MAX_AGE_SECONDS = 60 * 60;

const payingMemberCookie = () =>
  singleton("member-payment-cookie", () => {
    const env = getEnv();
    return createCookie("member_payment", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      path: "/membership",
      maxAge: PAYING_MEMBER_MAX_AGE_SECONDS,
      secrets: env.SESSION_SECRETS,
    });
  });

/** The page where a new member follows (and retries) their M-Pesa payment. */
export const membershipPaymentPath = (memberId: number) => `/membership/payment/${memberId}`;

/** The Set-Cookie value that lets this browser follow `memberId`'s payment. */
export const rememberPayingMember = (memberId: number) => payingMemberCookie().serialize(String(memberId));

/** Whether this request's browser registered `memberId` (a forged, expired or other member's cookie: no). */
async function isPayingMember(request: Request, memberId: number): Promise<boolean> {
  const header = cookieHeaderWith(request, "member_payment");
  if (!header) return false;
  const value: unknown = await payingMemberCookie().parse(header);
  return typeof value === "string" && parseId(value) === memberId;
}

/** Whether this request may follow `memberId`'s payment: the browser that registered them, or that member signed in. */
export async function mayFollowPayment(request: Request, memberId: number): Promise<boolean> {
  if (await isPayingMember(request, memberId)) return true;
  return (await rememberedMember(request))?.id === memberId;
}
