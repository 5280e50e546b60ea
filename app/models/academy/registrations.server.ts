// Registering a player: the caps that fit shared addresses (ADR 0019), the refusal of a second send of
// the same child, and the parent's receipt. Each use case returns a `Result`; the routes only translate
// it into a page or JSON (docs/decisions/0009-use-case-functions.md).
import { and, count, eq, gte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { academyRegistrations } from "~/db/schema";
import { queueTemplateEmail } from "~/models/email.server";
import {
  CERTIFICATE_MESSAGES,
  DUPLICATE_REGISTRATION_MESSAGE,
  REGISTRATION_MESSAGES,
  registrationReference,
  REGISTRATIONS_PER_IP_TOAST,
  REGISTRATIONS_PER_PARENT_TOAST,
} from "~/config/academy";
import { type RegistrationInput } from "~/schemas/academy";
import { getEnv } from "~/config/env.server";
import type { Failure, Result } from "~/utils/result";
import { DEFAULT_LANGUAGE, languageQuery, type Language } from "~/config/i18n";
import { linkTokenMatches, newLinkToken } from "~/utils/secret-link.server";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { clientKey } from "~/utils/client-key.server";
import { registrationColumns, type Registration } from "~/models/academy/rows.server";
import { certificateExists, deleteCertificate, type CheckedCertificate } from "~/models/academy/certificates.server";
import { storePublicCertificate } from "~/models/academy/public-uploads.server";

// ---------------------------------------------------------------- registering

// Behind a carrier's NAT thousands of parents share one address, so a client IP only gets a burst limit
// (REGISTRATIONS_PER_IP_BURST in BURST_WINDOW_MINUTES) and the daily cap is per parent:
// REGISTRATIONS_PER_PARENT_DAY by the parent's e-mail (any case) or phone (last nine digits).
const countRegistrations = (where: SQL) => getDb().select({ n: count() }).from(academyRegistrations).where(where).get()?.n ?? 0;

/** The last 9 digits of a phone number: "0712 345 678" and "+254 712 345 678" are one phone. */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-9);
const phoneKeySql = sql`substr(replace(replace(replace(replace(replace(${academyRegistrations.phoneNumber}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), -9)`;

/** Registrations made from this client (its clientKey) in the burst window (read through the client index). */
const registrationsFromClientLately = (key: string) =>
  countRegistrations(
    and(eq(academyRegistrations.clientIp, key), gte(academyRegistrations.registrationDate, new Date(Date.now() - BURST_WINDOW_MINUTES * 60_000).toISOString()))!,
  );

/** Registrations of the last 24 hours by this parent: the same e-mail or the same phone (read through the date index). */
function registrationsByParentToday(parent: Pick<RegistrationInput, "email" | "phoneNumber">): number {
  const since = new Date(Date.now() - 24 * 3600_000).toISOString();
  const byEmail = sql`${academyRegistrations.email} COLLATE NOCASE = ${parent.email.trim()}`;
  const key = phoneKey(parent.phoneNumber);
  const sameParent = key.length >= 7 ? or(byEmail, sql`${phoneKeySql} = ${key}`)! : byEmail;
  return countRegistrations(and(gte(academyRegistrations.registrationDate, since), sameParent)!);
}

const TOO_MANY_REGISTRATIONS = {
  ok: false,
  reason: "rate-limited",
  message: REGISTRATIONS_PER_IP_TOAST.description,
  toast: REGISTRATIONS_PER_IP_TOAST,
} as const satisfies Failure<"rate-limited">;

const TOO_MANY_FOR_PARENT = {
  ok: false,
  reason: "rate-limited",
  message: REGISTRATIONS_PER_PARENT_TOAST.description,
  toast: REGISTRATIONS_PER_PARENT_TOAST,
} as const satisfies Failure<"rate-limited">;

/** Why this registration is over a limit now (see above), or null. */
function registrationLimitRefusal(input: Pick<RegistrationInput, "email" | "phoneNumber">, key: string) {
  const env = getEnv();
  if (registrationsFromClientLately(key) >= env.REGISTRATIONS_PER_IP_BURST) return TOO_MANY_REGISTRATIONS;
  if (registrationsByParentToday(input) >= env.REGISTRATIONS_PER_PARENT_DAY) return TOO_MANY_FOR_PARENT;
  return null;
}

export type RegistrationFailure = Failure<"invalid" | "conflict" | "quota-exceeded" | "rate-limited">;

const ALREADY_REGISTERED = {
  ok: false,
  reason: "conflict",
  message: DUPLICATE_REGISTRATION_MESSAGE,
} as const satisfies Failure<"conflict">;

/**
 * Whether the same child (name, ignoring case and outer spaces, and date of birth) is already
 * registered with the same parent's e-mail and still waits for review: a second send of the same form
 * (a double tap, a reload) is refused rather than stored twice. Once reviewed, the child may be
 * registered again (a rejected child a year later).
 */
function alreadyPending(input: Pick<RegistrationInput, "playerName" | "dateOfBirth" | "email">): boolean {
  const { playerName, dateOfBirth, email, status } = academyRegistrations;
  return Boolean(
    getDb()
      .select({ id: academyRegistrations.id })
      .from(academyRegistrations)
      .where(
        and(
          sql`${playerName} COLLATE NOCASE = ${input.playerName.trim()}`,
          eq(dateOfBirth, input.dateOfBirth),
          sql`${email} COLLATE NOCASE = ${input.email.trim()}`,
          eq(status, "pending"),
        ),
      )
      .get(),
  );
}

/**
 * Use case: a parent (at `from.clientIp`) registers a player. `input` has passed `registrationSchema`;
 * the certificate comes either as a link from `uploadCertificate` (`input.birthCertificateUrl`,
 * JavaScript) or as a file checked by `checkCertificate` (`from.certificate`: the same form post, no
 * JavaScript), which is stored only now that the registration is valid, against the same quota as the
 * upload API. One client may register REGISTRATIONS_PER_IP_BURST players in BURST_WINDOW_MINUTES and
 * one parent (e-mail or phone) REGISTRATIONS_PER_PARENT_DAY a day (`rate-limited`, 429).
 * The registration starts pending and the parent gets an e-mail (within the caps of public mail), in
 * `from.language` (the page's), which is stored for the later mails.
 */
export async function registerPlayer(
  input: RegistrationInput,
  from: { clientIp: string; certificate?: CheckedCertificate | null; language?: Language },
): Promise<Result<{ registration: Registration; receiptPath: string }, RegistrationFailure["reason"]>> {
  const key = clientKey(from.clientIp);
  const overLimit = registrationLimitRefusal(input, key);
  if (overLimit) return overLimit;
  if (alreadyPending(input)) return ALREADY_REGISTERED;
  const language = from.language ?? DEFAULT_LANGUAGE;
  if (input.birthCertificateUrl && !(await certificateExists(input.birthCertificateUrl))) {
    return {
      ok: false,
      reason: "invalid",
      message: REGISTRATION_MESSAGES.invalid,
      errors: { birthCertificateUrl: [CERTIFICATE_MESSAGES.missing.description] },
      toast: CERTIFICATE_MESSAGES.missing,
    };
  }
  let birthCertificateUrl = input.birthCertificateUrl;
  let releaseUpload = () => {};
  if (from.certificate) {
    // Charged to the parent the registration names (their daily share) and to the client's burst.
    const stored = await storePublicCertificate(from.certificate, { clientIp: from.clientIp, parent: input });
    if (!stored.ok) return stored;
    birthCertificateUrl = stored.url;
    releaseUpload = stored.release;
  }
  // Checked again next to the insert (nothing runs in between): registrations sent at the same moment
  // cannot all pass the check made before the file was stored.
  const refusedNow = registrationLimitRefusal(input, key) ?? (alreadyPending(input) ? ALREADY_REGISTERED : null);
  if (refusedNow) {
    if (from.certificate && birthCertificateUrl) {
      // The file goes again, and with it its place in the quota and in the client's share.
      releaseUpload();
      await deleteCertificate(birthCertificateUrl);
    }
    return refusedNow;
  }
  const link = newLinkToken();
  const registration = getDb()
    .insert(academyRegistrations)
    // Optional fields left undefined are stored as NULL.
    .values({ ...input, birthCertificateUrl, clientIp: key, language, accessTokenHash: link.hash })
    .returning(registrationColumns)
    .get();
  const receiptPath = registrationReceiptPath(registration.id, link.token);
  // The reference and the receipt link the confirmation page tells the parent to keep, in the mail too.
  queueTemplateEmail(
    "Registration Received",
    registration.email,
    {
      playerName: registration.playerName,
      parentName: registration.parentGuardianName,
      reference: registrationReference(registration.id),
      statusUrl: `${getEnv().PUBLIC_URL}${receiptPath}${languageQuery(language).replace(/^\?/, "&")}`,
    },
    { clientIp: from.clientIp, language },
  );
  return { ok: true, registration, receiptPath };
}

/** The parent's receipt page for a registration: the token is its only key. */
export const registrationReceiptPath = (id: number, token: string) =>
  `/academy-registration/received/${id}?${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/**
 * What the parent who registered may read again, given the token of their receipt link: that one
 * child's name, reference, status and whether a certificate came with it. Null for a wrong token.
 */
export function getRegistrationReceipt(id: number, token: string) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = getDb()
    .select({
      id: academyRegistrations.id,
      playerName: academyRegistrations.playerName,
      email: academyRegistrations.email,
      status: academyRegistrations.status,
      registrationDate: academyRegistrations.registrationDate,
      birthCertificateUrl: academyRegistrations.birthCertificateUrl,
      accessTokenHash: academyRegistrations.accessTokenHash,
    })
    .from(academyRegistrations)
    .where(eq(academyRegistrations.id, id))
    .get();
  if (!row || !linkTokenMatches(row.accessTokenHash, token)) return null;
  return {
    id: row.id,
    reference: registrationReference(row.id),
    playerName: row.playerName,
    email: row.email,
    status: row.status,
    registrationDate: row.registrationDate,
    hasCertificate: row.birthCertificateUrl !== null,
  };
}

// ---------------------------------------------------------------- erasing

/**
 * Deletes a registration and its birth certificate: part of erasing a player's personal data on a
 * guardian's request (the registration holds far more of it than the player: medical notes, the home
 * address, the certificate). Answers whether there was one.
 */
export async function deleteRegistrationRecord(id: number): Promise<boolean> {
  const row = getDb()
    .delete(academyRegistrations)
    .where(eq(academyRegistrations.id, id))
    .returning({ birthCertificateUrl: academyRegistrations.birthCertificateUrl })
    .get();
  if (row?.birthCertificateUrl) await deleteCertificate(row.birthCertificateUrl);
  return Boolean(row);
}
