// Fan members sign in by a link e-mailed to them: the only way to become a member on a device (and so
// to read members-only content or see one's own full card). The rules (docs/decisions/0019-public-identities-and-abuse-limits.md):
//   - a link carries 32 random bytes (base64url); only the token's SHA-256 is stored, with the member,
//     an expiry MEMBER_LINK_MINUTES ahead and the moment it was used: it works once;
//   - asking for a link answers the same, member or not, and takes the same time: the request only
//     counts and records itself, and the member lookup and the mail run after the answer has gone;
//     at most MEMBER_LINK_PER_ADDRESS links an hour go to one address (requests over it are answered
//     the same and send nothing) and at most MEMBER_LINK_PER_IP requests come from one client in
//     BURST_WINDOW_MINUTES (over it: "too many", for every address);
//   - the link is built from PUBLIC_URL, never from the request's Host header;
//   - the member cookie names the link it was opened with; signing out revokes that sign-in.
import crypto from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { fanMembers, memberSignInLinks, memberSignInRequests } from "~/db/schema";
import type { Language } from "~/config/i18n";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording } from "~/models/email-wording.server";
import { SIGN_IN_MESSAGES } from "~/config/membership";
import type { Failure, Result } from "~/utils/result";
import { SIGN_IN_TOKEN_PARAM } from "~/config/secret-links";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { clientKey } from "~/utils/client-key.server";

type Member = typeof fanMembers.$inferSelect;

const HOUR_MS = 3600_000;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The form of an address that limits and lookups compare: trimmed and lower-cased. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** The page where a member asks for a sign-in link. */
export const signInPageUrl = () => `${getEnv().PUBLIC_URL}/membership/sign-in`;

/** The address of the page that opens a link (a GET that only shows a "Sign in" button). */
export function signInUrl(token: string): string {
  return `${signInPageUrl()}?${SIGN_IN_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** Makes a new single-use link for `memberId` and returns its token (stored only as a hash). */
export function createSignInToken(memberId: number, at = new Date()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  getDb()
    .insert(memberSignInLinks)
    .values({
      memberId,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + getEnv().MEMBER_LINK_MINUTES * 60_000).toISOString(),
      createdAt: at.toISOString(),
    })
    .run();
  return token;
}

/** The sentence of a mail that says how long a link works. */
/** "It works once, within 30 minutes." in the member's language. */
export const linkLifetimeText = (language: Language) => mailWording(language).linkLifetime(getEnv().MEMBER_LINK_MINUTES);

export type LinkRequestOutcome = { ok: true; message: string } | Failure<"rate-limited">;

/** Runs work after the answer to the request has been sent (server.ts's `afterResponse`). */
export type AfterAnswer = (task: () => void) => void;
const soonAfter: AfterAnswer = (task) => void setImmediate(task);

/**
 * Use case: someone asks for a sign-in link for `email`. Whatever the address, the answer is the same
 * neutral sentence, reached by the same work: the limits are checked and the request recorded, nothing
 * that depends on whether the address is a member's. Whether to mail a link (a member, within the
 * per-address limit) is decided by a task handed to `afterAnswer`, which the routes run once the answer
 * has been sent: a member's request cannot take longer than a stranger's (a timing oracle on who is a
 * member). Only a client over its burst limit is told so, and that answer does not depend on the
 * address either.
 */
export function requestSignInLink(email: string, clientIp: string, at = new Date(), afterAnswer: AfterAnswer = soonAfter): LinkRequestOutcome {
  const env = getEnv();
  const db = getDb();
  const address = normalizeAddress(email);
  const since = new Date(at.getTime() - HOUR_MS).toISOString();
  const burstStart = new Date(at.getTime() - BURST_WINDOW_MINUTES * 60_000).toISOString();
  const addressHash = sha256(`address:${address}`);
  const ipHash = sha256(`ip:${clientKey(clientIp)}`);
  const countSince = (column: typeof memberSignInRequests.addressHash | typeof memberSignInRequests.ipHash, value: string, from: string) =>
    db.select({ n: count() }).from(memberSignInRequests).where(and(eq(column, value), gt(memberSignInRequests.createdAt, from))).get()?.n ?? 0;

  const decision = db.transaction(() => {
    // Old requests no longer count for anything.
    db.delete(memberSignInRequests).where(lt(memberSignInRequests.createdAt, since)).run();
    if (countSince(memberSignInRequests.ipHash, ipHash, burstStart) >= env.MEMBER_LINK_PER_IP) return "ip-limited" as const;
    const addressCount = countSince(memberSignInRequests.addressHash, addressHash, since);
    db.insert(memberSignInRequests).values({ addressHash, ipHash, createdAt: at.toISOString() }).run();
    return addressCount >= env.MEMBER_LINK_PER_ADDRESS ? ("address-limited" as const) : ("send" as const);
  });
  if (decision === "ip-limited") return { ok: false, reason: "rate-limited", message: SIGN_IN_MESSAGES.tooMany.description, toast: SIGN_IN_MESSAGES.tooMany };

  if (decision === "send") afterAnswer(() => mailLinkIfMember(address, at));
  return { ok: true, message: SIGN_IN_MESSAGES.sent.description };
}

/** The member branch of a link request, run after the answer: a member with this address gets a link. */
function mailLinkIfMember(address: string, at: Date) {
  try {
    const member = getDb()
      .select({ id: fanMembers.id, firstName: fanMembers.firstName, email: fanMembers.email, language: fanMembers.language })
      .from(fanMembers)
      .where(eq(fanMembers.email, address))
      .get();
    if (member) mailSignInLink(member, at);
  } catch (error) {
    // Nobody waits for this any more: the requester asks again.
    console.error("A requested sign-in link could not be sent:", error);
  }
}

/**
 * Sends `member` a new sign-in link (a link request, or a paid membership that just became active), in
 * the language they joined in.
 */
export function mailSignInLink(member: Pick<Member, "id" | "firstName" | "email" | "language">, at = new Date()): void {
  queueTemplateEmail(
    "Member Sign-in",
    member.email,
    { firstName: member.firstName, signInUrl: signInUrl(createSignInToken(member.id, at)), lifetime: linkLifetimeText(member.language) },
    { language: member.language },
  );
}

const BAD_LINK = {
  ok: false,
  reason: "invalid",
  message: SIGN_IN_MESSAGES.badLink.description,
  toast: SIGN_IN_MESSAGES.badLink,
} as const;

const findLink = (token: string) =>
  typeof token === "string" && token.length > 0 && token.length <= 200
    ? getDb().select().from(memberSignInLinks).where(eq(memberSignInLinks.tokenHash, sha256(token))).get()
    : undefined;

const usable = (link: typeof memberSignInLinks.$inferSelect | undefined, at: string) =>
  Boolean(link && !link.usedAt && link.expiresAt > at);

/** Whether `token` is a link that may still be opened (read only: showing the page uses nothing). */
export function checkSignInToken(token: string, at = new Date()): Result<object, "invalid"> {
  return usable(findLink(token), at.toISOString()) ? { ok: true } : BAD_LINK;
}

/**
 * Use case: a visitor opens their link (posts its token). A known, unexpired, unused link is marked
 * used (once, even with two posts at the same moment) and signs its member in.
 */
export function redeemSignInToken(token: string, at = new Date()): Result<{ member: Member; linkId: number }, "invalid"> {
  const db = getDb();
  const now = at.toISOString();
  const link = findLink(token);
  if (!link || !usable(link, now)) return BAD_LINK;
  const claimed = db
    .update(memberSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(memberSignInLinks.id, link.id), isNull(memberSignInLinks.usedAt)))
    .run();
  if (claimed.changes !== 1) return BAD_LINK;
  const member = db.select().from(fanMembers).where(eq(fanMembers.id, link.memberId)).get();
  if (!member) return BAD_LINK;
  return { ok: true, member, linkId: link.id };
}

/** The member signed in with link `linkId`, while that sign-in stands (used, not signed out). */
export function memberOfSignIn(memberId: number, linkId: number): Member | null {
  const row = getDb()
    .select({ member: fanMembers })
    .from(memberSignInLinks)
    .innerJoin(fanMembers, eq(fanMembers.id, memberSignInLinks.memberId))
    .where(
      and(
        eq(memberSignInLinks.id, linkId),
        eq(memberSignInLinks.memberId, memberId),
        isNotNull(memberSignInLinks.usedAt),
        isNull(memberSignInLinks.signedOutAt),
      ),
    )
    .get();
  return row?.member ?? null;
}

/** Use case: a member signs out on this device: the sign-in of that link no longer counts anywhere. */
export function endSignIn(linkId: number, at = new Date()): void {
  getDb()
    .update(memberSignInLinks)
    .set({ signedOutAt: at.toISOString() })
    .where(and(eq(memberSignInLinks.id, linkId), isNull(memberSignInLinks.signedOutAt)))
    .run();
}
