// Who this browser is signed in as, by e-mailed link (app/models/sign-in-links.server.ts): a signed
// cookie kept for 30 days that names the link used. The link's address is the person: the fan member
// and the guardian with that address (either, both), read again on every request, so signing out (which
// revokes the link's sign-in) ends both at once, and a change of the member or guardian applies at once.
// The cookie keeps its old name, "member": sign-ins made before guardians could sign in stay valid, and
// the page cache already knows it. A cookie of the members-only shape `{ member, link }` counts by its
// link; any other shape counts for nothing.
import { createCookie } from "@remix-run/node";
import { endSignIn, guardianOfSignIn, memberOfSignIn } from "~/models/sign-in-links.server";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";

export const SIGN_IN_COOKIE_DAYS = 30;

const signInCookie = () =>
  singleton("sign-in-cookie", () => {
    const env = getEnv();
    return createCookie("member", {
      httpOnly: true,
      sameSite: "lax",
      secure: env.SECURE_COOKIES,
      path: "/",
      maxAge: SIGN_IN_COOKIE_DAYS * 24 * 60 * 60,
      secrets: env.SESSION_SECRETS,
    });
  });

/** The link the cookie names, or null (no cookie, a forged one, a shape without a link). */
async function linkOf(request: Pick<Request, "headers">): Promise<number | null> {
  const header = cookieHeaderWith(request, "member");
  if (!header) return null;
  let value: unknown;
  try {
    value = await signInCookie().parse(header);
  } catch {
    return null;
  }
  const link = (value as { link?: unknown } | null)?.link;
  return typeof link === "number" && Number.isSafeInteger(link) ? link : null;
}

/** The fan member this browser signed in as, or null (no cookie, a forged or old one, a signed-out link). */
export async function rememberedMember(request: Pick<Request, "headers">) {
  const link = await linkOf(request);
  return link === null ? null : memberOfSignIn(link);
}

/** The parent or guardian this browser signed in as, or null. */
export async function rememberedGuardian(request: Pick<Request, "headers">) {
  const link = await linkOf(request);
  return link === null ? null : guardianOfSignIn(link);
}

/** The Set-Cookie header that signs this browser in through the link `linkId`, for 30 days. */
export function rememberSignIn(linkId: number): Promise<string> {
  return signInCookie().serialize({ link: linkId });
}

/** Signs this browser out: the link's sign-in is revoked and the Set-Cookie header to send clears the cookie. */
export async function forgetSignIn(request: Request): Promise<string> {
  const link = await linkOf(request);
  if (link !== null) endSignIn(link);
  return signInCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
