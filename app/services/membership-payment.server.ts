// The browser that registered a member, and who may follow a membership's M-Pesa payment: that browser,
// or the member signed in. Registering (any tier, paying now or not) sets a signed, httpOnly,
// SameSite=Lax cookie naming the new member's id (like the cart cookie), for an hour: that browser sees the new member's card on the Member Lookup tab (a personal page,
// never cached or shared: see carriesSignInCookie) and may open the payment page. After that hour the
// member signs in with an e-mailed link (their member cookie). Either way the pages show, and let pay,
// that member alone. Nothing secret is in the pages' addresses, so a shared or logged link opens nothing.
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/config/env.server";
import { parseId } from "~/utils/ids";
import { singleton } from "~/utils/singleton.server";
import { rememberedMember } from "~/services/sign-in-cookie.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

const PAYING_MEMBER_MAX_AGE_SECONDS = 60 * 60;

const payingMemberCookie = () =>
  singleton("member-payment-cookie", () => {
    const env = getEnv();
    return createCookie("member_payment", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      // Not "/membership": a page's data comes from "/membership.data", which that path does not cover.
      path: "/",
      maxAge: PAYING_MEMBER_MAX_AGE_SECONDS,
      secrets: env.SESSION_SECRETS,
    });
  });

/** The page where a new member follows (and retries) their M-Pesa payment. */
export const membershipPaymentPath = (memberId: number) => `/membership/payment/${memberId}`;

/** The Set-Cookie value that lets this browser follow `memberId`'s payment. */
export const rememberPayingMember = (memberId: number) => payingMemberCookie().serialize(String(memberId));

/** The member this request's browser registered within the hour, or null (no cookie, a forged or expired one). */
export async function registeredHere(request: Pick<Request, "headers">): Promise<number | null> {
  const header = cookieHeaderWith(request, "member_payment");
  if (!header) return null;
  const value: unknown = await payingMemberCookie().parse(header);
  return typeof value === "string" ? parseId(value) : null;
}

/** Whether this request's browser registered `memberId` (a forged, expired or other member's cookie: no). */
async function isPayingMember(request: Request, memberId: number): Promise<boolean> {
  return (await registeredHere(request)) === memberId;
}

/** Whether this request may follow `memberId`'s payment: the browser that registered them, or that member signed in. */
export async function mayFollowPayment(request: Request, memberId: number): Promise<boolean> {
  if (await isPayingMember(request, memberId)) return true;
  return (await rememberedMember(request))?.id === memberId;
}
