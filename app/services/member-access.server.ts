// Which fan member this browser is signed in as. Only opening an e-mailed sign-in link sets it
// (app/models/membership/sign-in.server.ts): a signed cookie kept for 30 days holding the member's id
// and the id of the link used. The member and that sign-in are read again on every request, so signing
// out (which revokes the sign-in) takes effect at once, and a cookie of any other shape counts for nothing.
import { createCookie } from "@remix-run/node";
import type { FanMember } from "~/models/membership/members.server";
import { endSignIn, memberOfSignIn } from "~/models/membership/sign-in.server";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

export const MEMBER_COOKIE_DAYS = 30;

const memberCookie = () =>
  singleton("member-cookie", () => {
    const env = getEnv();
    return createCookie("member", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      path: "/",
      maxAge: MEMBER_COOKIE_DAYS * 24 * 60 * 60,
      secrets: env.SESSION_SECRETS,
    });
  });

type SignedIn = { member: number; link: number };

async function signInOf(request: Pick<Request, "headers">): Promise<SignedIn | null> {
  const header = cookieHeaderWith(request, "member");
  if (!header) return null;
  let value: unknown;
  try {
    value = await memberCookie().parse(header);
  } catch {
    return null;
  }
  const signedIn = value as Partial<SignedIn> | null;
  if (!signedIn || !Number.isSafeInteger(signedIn.member) || !Number.isSafeInteger(signedIn.link)) return null;
  return signedIn as SignedIn;
}

/** The member this browser signed in as, or null (no cookie, a forged or old one, a signed-out link). */
export async function rememberedMember(request: Pick<Request, "headers">): Promise<FanMember | null> {
  const signedIn = await signInOf(request);
  return signedIn ? memberOfSignIn(signedIn.member, signedIn.link) : null;
}

/** The Set-Cookie header that signs this browser in as `member`, through the link `linkId`, for 30 days. */
export function rememberMember(member: Pick<FanMember, "id">, linkId: number): Promise<string> {
  return memberCookie().serialize({ member: member.id, link: linkId } satisfies SignedIn);
}

/** Signs this browser out: the sign-in is revoked and the Set-Cookie header to send clears the cookie. */
export async function forgetMember(request: Request): Promise<string> {
  const signedIn = await signInOf(request);
  if (signedIn) endSignIn(signedIn.link);
  return memberCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
