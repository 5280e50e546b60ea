// Sign-in by e-mailed link, for everyone the club knows by an e-mail address and gives no password: fan
// members and the parents and guardians of academy players. A link is for an ADDRESS, not for one kind
// of account: whoever that address is (a member, a guardian, both) is who the link signs in, so a parent
// who is also a fan member gets one link and signs in once as both. This module owns sign_in_links and
// sign_in_requests. The rules (docs/decisions/0019-public-identities-and-abuse-limits.md):
//   - a link carries 32 random bytes (base64url); only the token's SHA-256 is stored, with the address,
//     an expiry (MEMBER_LINK_MINUTES ahead; WELCOME_LINK_DAYS for a family's approval mail) and the
//     moment it was used: it works once;
//   - asking for a link answers the same for any address and takes the same time: the request only
//     counts and records itself, and the lookup of who the address is and the mail run after the answer
//     has gone; at most MEMBER_LINK_PER_ADDRESS links an hour go to one address (requests over it are
//     answered the same and send nothing) and at most MEMBER_LINK_PER_IP requests come from one client
//     in BURST_WINDOW_MINUTES (over it: "too many", for every address);
//   - the link is built from PUBLIC_URL, never from the request's Host header;
//   - the sign-in cookie names the link it was opened with; signing out revokes that sign-in, for every
//     role the address has;
//   - an address taken from a guardian ends every sign-in and unopened link with it (endSignInsOf).
import crypto from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt, sql, type Placeholder } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb, preparedOnce } from "~/db/client.server";
import { fanMembers, guardians, signInLinks, signInRequests } from "~/db/schema";
import type { Language } from "~/config/i18n";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording } from "~/models/email-wording.server";
import { SIGN_IN_MESSAGES } from "~/config/membership";
import { FAMILY_SIGN_IN_MESSAGES, WELCOME_LINK_DAYS } from "~/config/family";
import type { Failure, Result } from "~/utils/result";
import { SIGN_IN_TOKEN_PARAM } from "~/config/secret-links";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { clientKey } from "~/utils/client-key.server";

type Member = typeof fanMembers.$inferSelect;
type Guardian = typeof guardians.$inferSelect;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The form of an address that links, limits and lookups compare: trimmed and lower-cased. */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** The two pages where a link is asked for and opened; a link lands its holder on its own page's side. */
export type SignInPage = "membership" | "family";
const PAGE_PATH: Record<SignInPage, string> = { membership: "/membership/sign-in", family: "/family/sign-in" };

/** The page where a member (or a family) asks for a sign-in link. */
export const signInPageUrl = (page: SignInPage = "membership") => `${getEnv().PUBLIC_URL}${PAGE_PATH[page]}`;

/** The address of the page that opens a link (a GET that only shows a "Sign in" button). */
export function signInUrl(token: string, page: SignInPage = "membership"): string {
  return `${signInPageUrl(page)}?${SIGN_IN_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** Makes a new single-use link for `email`, working for `lifetimeMs`, and returns its token (stored only as a hash). */
export function createSignInToken(email: string, at = new Date(), lifetimeMs = getEnv().MEMBER_LINK_MINUTES * 60_000): string {
  const token = crypto.randomBytes(32).toString("base64url");
  getDb()
    .insert(signInLinks)
    .values({
      email: normalizeAddress(email),
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + lifetimeMs).toISOString(),
      createdAt: at.toISOString(),
    })
    .run();
  return token;
}

/**
 * The sign-in link a family's approval e-mail carries: single use like any other, but working for
 * WELCOME_LINK_DAYS days (config/family.ts says why). It opens the family page's sign-in.
 */
export function familyWelcomeLink(email: string, at = new Date()): string {
  return signInUrl(createSignInToken(email, at, WELCOME_LINK_DAYS * DAY_MS), "family");
}

/** "It works once, within 20 minutes." in the reader's language. */
export const linkLifetimeText = (language: Language) => mailWording(language).linkLifetime(getEnv().MEMBER_LINK_MINUTES);

export type LinkRequestOutcome = { ok: true; message: string } | Failure<"rate-limited">;

/** Runs work after the answer to the request has been sent (server.ts's `afterResponse`). */
export type AfterAnswer = (task: () => void) => void;
const soonAfter: AfterAnswer = (task) => void setImmediate(task);

const SENT: Record<SignInPage, string> = { membership: SIGN_IN_MESSAGES.sent.description, family: FAMILY_SIGN_IN_MESSAGES.sent.description };

/**
 * Use case: someone asks for a sign-in link for `email` on `page`. Whatever the address, the answer is
 * the same neutral sentence (the page's), reached by the same work: the limits are checked and the
 * request recorded, nothing that depends on who the address is. Whether to mail a link (a member or a
 * guardian, within the per-address limit) is decided by a task handed to `afterAnswer`, which the routes
 * run once the answer has been sent: a known address's request cannot take longer than a stranger's (a
 * timing oracle on who is a member or a parent). Only a client over its burst limit is told so, and that
 * answer does not depend on the address either.
 */
export function requestSignInLink(
  email: string,
  clientIp: string,
  at = new Date(),
  afterAnswer: AfterAnswer = soonAfter,
  page: SignInPage = "membership",
): LinkRequestOutcome {
  const env = getEnv();
  const db = getDb();
  const address = normalizeAddress(email);
  const since = new Date(at.getTime() - HOUR_MS).toISOString();
  const burstStart = new Date(at.getTime() - BURST_WINDOW_MINUTES * 60_000).toISOString();
  const addressHash = sha256(`address:${address}`);
  const ipHash = sha256(`ip:${clientKey(clientIp)}`);
  const countSince = (column: typeof signInRequests.addressHash | typeof signInRequests.ipHash, value: string, from: string) =>
    db.select({ n: count() }).from(signInRequests).where(and(eq(column, value), gt(signInRequests.createdAt, from))).get()?.n ?? 0;

  const decision = db.transaction(() => {
    // Old requests no longer count for anything.
    db.delete(signInRequests).where(lt(signInRequests.createdAt, since)).run();
    if (countSince(signInRequests.ipHash, ipHash, burstStart) >= env.MEMBER_LINK_PER_IP) return "ip-limited" as const;
    const addressCount = countSince(signInRequests.addressHash, addressHash, since);
    db.insert(signInRequests).values({ addressHash, ipHash, createdAt: at.toISOString() }).run();
    return addressCount >= env.MEMBER_LINK_PER_ADDRESS ? ("address-limited" as const) : ("send" as const);
  });
  if (decision === "ip-limited") return { ok: false, reason: "rate-limited", message: SIGN_IN_MESSAGES.tooMany.description, toast: SIGN_IN_MESSAGES.tooMany };

  if (decision === "send") afterAnswer(() => mailLinkIfKnown(address, page, at));
  return { ok: true, message: SENT[page] };
}

/** Who an address is: the fan member and the guardian with it, either or both or neither. */
function whoIs(address: string): { member: Member | null; guardian: Guardian | null } {
  const db = getDb();
  return {
    member: db.select().from(fanMembers).where(eq(fanMembers.email, address)).get() ?? null,
    guardian: db.select().from(guardians).where(eq(guardians.email, address)).get() ?? null,
  };
}

/**
 * The known-address branch of a link request, run after the answer: a member or a guardian gets ONE
 * link, whatever else the address is. It opens the page it was asked for on when the address has that
 * side (a member asking on the family page lands on the fan club's), worded for that side, in the
 * language that side keeps for them.
 */
function mailLinkIfKnown(address: string, page: SignInPage, at: Date) {
  try {
    const { member, guardian } = whoIs(address);
    if (guardian && (page === "family" || !member)) mailFamilySignInLink(guardian, at);
    else if (member) mailSignInLink(member, at);
  } catch (error) {
    // Nobody waits for this any more: the requester asks again.
    console.error("A requested sign-in link could not be sent:", error);
  }
}

/**
 * Sends `member` a new sign-in link (a link request, or a paid membership that just became active), in
 * the language they joined in.
 */
export function mailSignInLink(member: Pick<Member, "firstName" | "email" | "language">, at = new Date()): void {
  queueTemplateEmail(
    "Member Sign-in",
    member.email,
    { firstName: member.firstName, signInUrl: signInUrl(createSignInToken(member.email, at)), lifetime: linkLifetimeText(member.language) },
    { language: member.language },
  );
}

function mailFamilySignInLink(guardian: Pick<Guardian, "name" | "email" | "language">, at: Date): void {
  queueTemplateEmail(
    "Family Sign-in",
    guardian.email,
    { name: guardian.name, signInUrl: signInUrl(createSignInToken(guardian.email, at), "family"), lifetime: linkLifetimeText(guardian.language) },
    { language: guardian.language },
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
    ? getDb().select().from(signInLinks).where(eq(signInLinks.tokenHash, sha256(token))).get()
    : undefined;

// A link its address's owner ended before it was opened (endSignInsOf) opens nothing either.
const usable = (link: typeof signInLinks.$inferSelect | undefined, at: string) => Boolean(link && !link.usedAt && !link.signedOutAt && link.expiresAt > at);

/** Whether `token` is a link that may still be opened (read only: showing the page uses nothing). */
export function checkSignInToken(token: string, at = new Date()): Result<object, "invalid"> {
  return usable(findLink(token), at.toISOString()) ? { ok: true } : BAD_LINK;
}

/** Who a sign-in is: its link, its address, and the member and the guardian that address belongs to. */
export type SignIn = { linkId: number; email: string; member: Member | null; guardian: Guardian | null };

/**
 * Use case: a visitor opens their link (posts its token). A known, unexpired, unused link is marked
 * used (once, even with two posts at the same moment) and signs in whoever its address is: a member, a
 * guardian, or both. An address that is neither any more (a member removed since) signs nobody in.
 */
export function redeemSignInToken(token: string, at = new Date()): Result<SignIn, "invalid"> {
  const db = getDb();
  const now = at.toISOString();
  const link = findLink(token);
  if (!link || !usable(link, now)) return BAD_LINK;
  const claimed = db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.id, link.id), isNull(signInLinks.usedAt), isNull(signInLinks.signedOutAt)))
    .run();
  if (claimed.changes !== 1) return BAD_LINK;
  const { member, guardian } = whoIs(link.email);
  if (!member && !guardian) return BAD_LINK;
  return { ok: true, linkId: link.id, email: link.email, member, guardian };
}

/**
 * A sign-in that needs no mail: the visitor has just proved they hold `email` some other way (the
 * guardian who opened the link confirming their new address). A link made already used; its id goes
 * in the cookie like any other.
 */
export function startSignIn(email: string, at = new Date()): number {
  const now = at.toISOString();
  const row = getDb()
    .insert(signInLinks)
    .values({
      email: normalizeAddress(email),
      // A hash no token has: this link was never sent anywhere and cannot be opened.
      tokenHash: sha256(`used:${crypto.randomBytes(32).toString("base64url")}`),
      expiresAt: now,
      usedAt: now,
      createdAt: now,
    })
    .returning({ id: signInLinks.id })
    .get();
  return row.id;
}

/** A sign-in that stands: the link was used and has not been signed out. */
const standing = (linkId: number | Placeholder) => and(eq(signInLinks.id, linkId), isNotNull(signInLinks.usedAt), isNull(signInLinks.signedOutAt));

/** The fan member signed in with link `linkId`, while that sign-in stands. */
export function memberOfSignIn(linkId: number): Member | null {
  const row = getDb()
    .select({ member: fanMembers })
    .from(signInLinks)
    .innerJoin(fanMembers, eq(fanMembers.email, signInLinks.email))
    .where(standing(linkId))
    .get();
  return row?.member ?? null;
}

// Asked on every load of the family page.
const guardianOfLink = preparedOnce((db) =>
  db
    .select({ guardian: guardians })
    .from(signInLinks)
    .innerJoin(guardians, eq(guardians.email, signInLinks.email))
    .where(standing(sql.placeholder("linkId")))
    .prepare(),
);

/** The guardian signed in with link `linkId`, while that sign-in stands. */
export function guardianOfSignIn(linkId: number): Guardian | null {
  return guardianOfLink().get({ linkId })?.guardian ?? null;
}

/** Use case: a member or guardian signs out on this device: the sign-in of that link no longer counts anywhere. */
export function endSignIn(linkId: number, at = new Date()): void {
  getDb()
    .update(signInLinks)
    .set({ signedOutAt: at.toISOString() })
    .where(and(eq(signInLinks.id, linkId), isNull(signInLinks.signedOutAt)))
    .run();
}

/**
 * Ends every sign-in with `email`, and every link to it not opened yet: called in the transaction that
 * takes the address from a guardian (staff or the family change it, or the guardian is deleted). A
 * sign-in is who its address is on each request, so a phone signed in with the old address would
 * otherwise become whoever is given that address next, another family's guardian. Everyone the address
 * is, a fan member too, is signed out on every device. Answers how many links it ended.
 */
export function endSignInsOf(email: string, at = new Date()): number {
  return getDb()
    .update(signInLinks)
    .set({ signedOutAt: at.toISOString() })
    .where(and(eq(signInLinks.email, normalizeAddress(email)), isNull(signInLinks.signedOutAt)))
    .run().changes;
}
