// Which fan member this browser has proved to be (membership number + e-mail, or by registering here):
// a signed cookie kept for 30 days holding the member's id and number. The member is read again on
// every request, so a suspension, an expiry or a changed number takes effect at once.
import { createCookie } from "@remix-run/node";
import { getMember, type FanMember } from "~/models/membership.server";
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

type Remembered = { id: number; number: string };

/** The member this browser unlocked as, or null (no cookie, a forged one, or a member no longer there). */
export async function rememberedMember(request: Request): Promise<FanMember | null> {
  const header = cookieHeaderWith(request, "member");
  if (!header) return null;
  let value: unknown;
  try {
    value = await memberCookie().parse(header);
  } catch {
    return null;
  }
  const remembered = value as Partial<Remembered> | null;
  if (!remembered || !Number.isSafeInteger(remembered.id) || typeof remembered.number !== "string") return null;
  const member = getMember(remembered.id!);
  return member && member.membershipNumber === remembered.number ? member : null;
}

/** The Set-Cookie header that makes this browser remember `member` for 30 days. */
export function rememberMember(member: Pick<FanMember, "id" | "membershipNumber">): Promise<string> {
  return memberCookie().serialize({ id: member.id, number: member.membershipNumber } satisfies Remembered);
}

/** The Set-Cookie header that makes this browser forget the member ("Forget me"). */
export function forgetMember(): Promise<string> {
  return memberCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
