// A parent or guardian keeps their own contact details on /family: the phone and the language of the
// club's mails change at once; the e-mail address only once the new address has proved it is theirs. A
// change of e-mail mails a link to the NEW address (guardian_email_changes holds the token's SHA-256, a
// 24-hour expiry and when it was used); opening it changes the address, ends every sign-in with the OLD
// address, tells it, and signs that browser in with the new one. The address is where sign-in links go, so it is never changed on
// the word of whoever holds a signed-in phone alone. This module owns guardian_email_changes.
import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { CONTACT_MESSAGES, EMAIL_CHANGE_HOURS, EMAIL_CHANGES_PER_HOUR } from "~/config/family";
import { getEnv } from "~/config/env.server";
import { SIGN_IN_TOKEN_PARAM } from "~/config/secret-links";
import { getDb, preparedOnce } from "~/db/client.server";
import { guardianEmailChanges, guardians } from "~/db/schema";
import { queueTemplateEmail } from "~/models/email.server";
import { endSignInsOf, normalizeAddress, startSignIn } from "~/models/sign-in-links.server";
import type { OwnContactInput } from "~/schemas/family";
import type { Failure, Result } from "~/utils/result";

type Guardian = typeof guardians.$inferSelect;

const HOUR_MS = 3600_000;
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** Use case: the guardian changes their phone number and the language of the club's mails. */
export function updateOwnContact(guardianId: number, input: OwnContactInput, at = new Date()): Result<{ guardian: Guardian }, "not-found"> {
  const guardian = getDb()
    .update(guardians)
    .set({ phone: input.phone, language: input.language, updatedAt: at.toISOString() })
    .where(eq(guardians.id, guardianId))
    .returning()
    .get();
  return guardian ? { ok: true, guardian } : { ok: false, reason: "not-found", message: CONTACT_MESSAGES.notSignedIn };
}

/** The address of the page that opens a confirmation link (a GET that only shows a "Confirm" button). */
const confirmUrl = (token: string) => `${getEnv().PUBLIC_URL}/family/email-change?${SIGN_IN_TOKEN_PARAM}=${encodeURIComponent(token)}`;

const emailError = <R extends "invalid" | "conflict" | "rate-limited">(reason: R, message: string): Failure<R> => ({
  ok: false,
  reason,
  message,
  errors: { email: [message] },
});

/**
 * Use case: the signed-in guardian asks for their e-mail to become `newEmail`. Refused when it is their
 * address already, when another guardian has it (409: two families cannot share the address links go
 * to), and past EMAIL_CHANGES_PER_HOUR requests (each mails an address they typed). Otherwise a
 * single-use link, valid EMAIL_CHANGE_HOURS, goes to the new address, in the guardian's language; the
 * newest request is the only one that can be confirmed. Nothing else changes yet.
 */
export function requestGuardianEmailChange(
  guardian: Pick<Guardian, "id" | "name" | "email" | "language">,
  newEmail: string,
  from: { clientIp: string },
  at = new Date(),
): Result<{ email: string }, "invalid" | "conflict" | "rate-limited"> {
  const db = getDb();
  const email = normalizeAddress(newEmail);
  if (email === guardian.email) return emailError("invalid", CONTACT_MESSAGES.sameEmail);
  const token = crypto.randomBytes(32).toString("base64url");
  const refused = db.transaction(() => {
    const recent =
      db
        .select({ n: count() })
        .from(guardianEmailChanges)
        .where(and(eq(guardianEmailChanges.guardianId, guardian.id), gt(guardianEmailChanges.createdAt, new Date(at.getTime() - HOUR_MS).toISOString())))
        .get()?.n ?? 0;
    if (recent >= EMAIL_CHANGES_PER_HOUR) return emailError("rate-limited", CONTACT_MESSAGES.tooManyChanges);
    const taken = db.select({ id: guardians.id }).from(guardians).where(and(eq(guardians.email, email), ne(guardians.id, guardian.id))).get();
    if (taken) return emailError("conflict", CONTACT_MESSAGES.emailTaken);
    db.insert(guardianEmailChanges)
      .values({
        guardianId: guardian.id,
        newEmail: email,
        tokenHash: sha256(token),
        expiresAt: new Date(at.getTime() + EMAIL_CHANGE_HOURS * HOUR_MS).toISOString(),
        createdAt: at.toISOString(),
      })
      .run();
    return null;
  });
  if (refused) return refused;
  queueTemplateEmail(
    "Family E-mail Change",
    email,
    { name: guardian.name, confirmUrl: confirmUrl(token), hours: EMAIL_CHANGE_HOURS },
    { clientIp: from.clientIp, language: guardian.language },
  );
  return { ok: true, email };
}

// The family page asks on every load.
const newestEmailChange = preparedOnce((db) =>
  db
    .select({ newEmail: guardianEmailChanges.newEmail, usedAt: guardianEmailChanges.usedAt, expiresAt: guardianEmailChanges.expiresAt })
    .from(guardianEmailChanges)
    .where(eq(guardianEmailChanges.guardianId, sql.placeholder("guardianId")))
    .orderBy(desc(guardianEmailChanges.id))
    .prepare(),
);

/** The address the guardian's newest change of e-mail still waits to be confirmed at, if any. */
export function pendingEmailChange(guardianId: number, at = new Date()): string | null {
  const newest = newestEmailChange().get({ guardianId });
  return newest && !newest.usedAt && newest.expiresAt > at.toISOString() ? newest.newEmail : null;
}

const BAD_LINK = { ok: false, reason: "invalid", message: CONTACT_MESSAGES.badConfirmLink } as const;

/** The change a token confirms while it still can: unused, unexpired, and the guardian's newest. */
function openChange(token: string, at: Date) {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return undefined;
  const db = getDb();
  const change = db.select().from(guardianEmailChanges).where(eq(guardianEmailChanges.tokenHash, sha256(token))).get();
  if (!change || change.usedAt || change.expiresAt <= at.toISOString()) return undefined;
  const newer = db
    .select({ id: guardianEmailChanges.id })
    .from(guardianEmailChanges)
    .where(and(eq(guardianEmailChanges.guardianId, change.guardianId), gt(guardianEmailChanges.id, change.id)))
    .get();
  return newer ? undefined : change;
}

/** Whether `token` may still confirm a change, and to which address (read only: showing the page uses nothing). */
export function checkEmailChangeToken(token: string, at = new Date()): Result<{ newEmail: string }, "invalid"> {
  const change = openChange(token, at);
  return change ? { ok: true, newEmail: change.newEmail } : BAD_LINK;
}

/**
 * Use case: the link sent to the new address is opened (its token posted). The change is claimed once
 * (two posts cannot both win), the guardian's address becomes the new one unless another guardian took
 * it meanwhile (409, nothing changes), every sign-in with the old address ends in the same transaction
 * (a phone signed in with it must not become whoever is given that address next; the guardian's other
 * devices sign in again), the old address is told, and this browser is signed in with the new address
 * (it has just proved it holds it): `linkId` is that sign-in.
 */
export function confirmGuardianEmailChange(token: string, at = new Date()): Result<{ guardian: Guardian; linkId: number }, "invalid" | "conflict"> {
  const db = getDb();
  const now = at.toISOString();
  const outcome = db.transaction(() => {
    const change = openChange(token, at);
    if (!change) return BAD_LINK;
    const guardian = db.select().from(guardians).where(eq(guardians.id, change.guardianId)).get();
    if (!guardian) return BAD_LINK;
    const taken = db.select({ id: guardians.id }).from(guardians).where(and(eq(guardians.email, change.newEmail), ne(guardians.id, guardian.id))).get();
    if (taken) return { ok: false as const, reason: "conflict" as const, message: CONTACT_MESSAGES.emailTaken };
    const claimed = db
      .update(guardianEmailChanges)
      .set({ usedAt: now })
      .where(and(eq(guardianEmailChanges.id, change.id), isNull(guardianEmailChanges.usedAt)))
      .run();
    if (claimed.changes !== 1) return BAD_LINK;
    const changed = db.update(guardians).set({ email: change.newEmail, updatedAt: now }).where(eq(guardians.id, guardian.id)).returning().get();
    endSignInsOf(guardian.email, at);
    return { ok: true as const, guardian: changed, oldEmail: guardian.email };
  });
  if (!outcome.ok) return outcome;
  const { guardian, oldEmail } = outcome;
  queueTemplateEmail("Family E-mail Changed", oldEmail, { name: guardian.name, newEmail: guardian.email }, { language: guardian.language });
  return { ok: true, guardian, linkId: startSignIn(guardian.email, at) };
}
