// Academy registrations: the use cases (register a player, upload a certificate, decide a
// registration), the admin list and the CSV export. Each use case returns a `Result`; the routes only
// translate it into a page or JSON (docs/decisions/0009-use-case-functions.md).
import { and, count, desc, eq, getTableColumns, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { memoUntilWritten } from "~/db/table-tracking.server";
import { academyRegistrations, publicUploads } from "~/db/schema";
import { queueTemplateEmail, sendWelcomeEmail } from "~/models/email.server";
import type { WelcomeEmailInput } from "~/schemas/email";
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  CERTIFICATE_URL_PREFIX,
  DUPLICATE_REGISTRATION_MESSAGE,
  MAX_CERTIFICATE_BYTES,
  REGISTRATION_MESSAGES,
  registrationReference,
  REGISTRATIONS_PER_IP_TOAST,
  REGISTRATIONS_PER_PARENT_TOAST,
  UPLOAD_SHARE_TOAST,
  UPLOADS_FULL_TOAST,
  type RegistrationStatus,
} from "~/config/academy";
import { CERTIFICATE_URL, type RegistrationFilter, type RegistrationInput } from "~/schemas/academy";
import { getEnv } from "~/config/env.server";
import { getStorage, isSafeKey, newObjectKey } from "~/infra/storage.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { sniffFileType, type UploadForm } from "~/infra/upload.server";
import { ageOn, todayInNairobi } from "~/utils/age";
import { csvDateTime, csvStream } from "~/utils/csv.server";
import type { Failure, Result } from "~/utils/result";
import { CLUB_TIME_ZONE } from "~/config/club";
import { academyTeamForAge } from "~/models/fixtures/teams.server";
import { nextTrainingSession } from "~/utils/training-week";
import { DEFAULT_LANGUAGE, INTL_LOCALE, languageQuery, type Language } from "~/config/i18n";
import { mailWording } from "~/models/email-wording.server";
import { linkTokenMatches, newLinkToken } from "~/utils/secret-link.server";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { clientKey } from "~/utils/client-key.server";

// The client IP and the parent's language serve the caps and the mails, and the receipt link's token
// hash opens the parent's receipt: no screen, list or API answer carries them.
const {
  clientIp: _clientIp,
  language: _language,
  accessTokenHash: _accessTokenHash,
  ...registrationColumns
} = getTableColumns(academyRegistrations);
export type Registration = Omit<typeof academyRegistrations.$inferSelect, "clientIp" | "language" | "accessTokenHash">;
export type { RegistrationFilter, RegistrationStatus };

export const CERTIFICATE_FOLDER = "birth-certificates";
const CERTIFICATE_CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(CERTIFICATE_TYPES).map(([mime, ext]) => [ext, mime]),
);

// ---------------------------------------------------------------- birth certificates

/** How the registration form and the upload API read a certificate (`parseUploadForm` options). */
export const CERTIFICATE_UPLOAD = { fileField: "birthCertificate", maxFileBytes: MAX_CERTIFICATE_BYTES } as const;

/** A certificate that passed the checks, not yet stored. */
export type CheckedCertificate = { bytes: Buffer; mime: string; ext: string };
export type CertificateFailure = Failure<"too-large" | "invalid" | "unsupported-type">;

/** The upload API answers with the description as the file field's error: the form shows it beside the field, as without JavaScript. */
function certificateFailure(
  reason: CertificateFailure["reason"],
  toast: { title: string; description: string },
): CertificateFailure {
  const errors = { [CERTIFICATE_UPLOAD.fileField]: [toast.description] };
  return { ok: false, reason, message: `${toast.title}: ${toast.description}`, toast, errors };
}

/**
 * The one check of an uploaded birth certificate, whichever form or API it came through: at most
 * MAX_CERTIFICATE_MB, not empty, and really a PDF, JPEG, PNG or GIF by its content (an .exe renamed .pdf is not).
 * No file at all is not a problem here (`certificate: null`): the registration does not require one.
 */
export async function checkCertificate(
  upload: Pick<UploadForm, "file" | "problem">,
): Promise<Result<{ certificate: CheckedCertificate | null }, CertificateFailure["reason"]>> {
  if (upload.problem?.kind === "too-large") return certificateFailure("too-large", CERTIFICATE_MESSAGES.tooLarge);
  if (upload.problem?.kind === "empty") return certificateFailure("invalid", CERTIFICATE_MESSAGES.empty);
  if (!upload.file) return { ok: true, certificate: null };
  const type = await sniffFileType(upload.file.bytes);
  const ext = type ? CERTIFICATE_TYPES[type.mime] : undefined;
  if (!type || !ext) return certificateFailure("unsupported-type", CERTIFICATE_MESSAGES.wrongType);
  return { ok: true, certificate: { bytes: upload.file.bytes, mime: type.mime, ext } };
}

/** Stores a checked certificate; returns the admin-only URL it can be read from. */
async function storeCertificate(certificate: CheckedCertificate): Promise<string> {
  const key = newObjectKey(CERTIFICATE_FOLDER, certificate.ext);
  await getStorage().put(key, certificate.bytes, certificate.mime);
  return CERTIFICATE_URL_PREFIX + key.slice(CERTIFICATE_FOLDER.length + 1);
}

/**
 * Use case: a parent (at `from.clientIp`) uploads the birth certificate before sending the registration
 * (the JavaScript form, through POST /api/upload-birth-certificate). Here a file is required.
 */
export async function uploadCertificate(
  upload: Pick<UploadForm, "file" | "problem">,
  from: UploadSource = {},
): Promise<Result<{ fileUrl: string }, CertificateFailure["reason"] | UploadRefusal>> {
  const checked = await checkCertificate(upload);
  if (!checked.ok) return checked;
  if (!checked.certificate) return { ok: false, reason: "invalid", message: "No file in the field birthCertificate" };
  const stored = await storePublicCertificate(checked.certificate, from);
  return stored.ok ? { ok: true, fileUrl: stored.url } : stored;
}

// ---------------------------------------------------------------- the quota of public uploads

// Every certificate the public stores, through the upload API or with the no-JavaScript form, shares
// UPLOAD_QUOTA_MB until a member of staff has reviewed it: files no registration claims and those of
// pending registrations. A script posting registrations with files therefore fills the quota, not the
// volume the database lives on, and reviewing (or the orphan purge) gives the room back. The figure is
// measured from storage every few minutes and counted up between measurements (a decision is only
// seen at the next measurement: it errs strict).
const UNREVIEWED_REMEASURE_MS = 5 * 60_000;
let unreviewed: { bytes: number; measuredAt: number } | undefined;

const UPLOADS_FULL = {
  ok: false,
  reason: "quota-exceeded",
  message: UPLOADS_FULL_TOAST.description,
  toast: UPLOADS_FULL_TOAST,
} as const satisfies Failure<"quota-exceeded">;

/** Bytes of stored certificates that no reviewed (approved or rejected) registration refers to. */
export async function measureUnreviewedCertificateBytes(): Promise<number> {
  const entries: Array<{ key: string; size: number }> = [];
  for await (const entry of getStorage().list(CERTIFICATE_FOLDER)) entries.push(entry);
  const reviewed = new Set(reviewedCertificateKeys());
  return entries.reduce((sum, entry) => sum + (reviewed.has(entry.key) ? 0 : entry.size), 0);
}

const uploadQuotaBytes = () => getEnv().UPLOAD_QUOTA_MB * 1024 * 1024;

async function unreviewedNow(now: number) {
  if (!unreviewed || now - unreviewed.measuredAt > UNREVIEWED_REMEASURE_MS) {
    unreviewed = { bytes: await measureUnreviewedCertificateBytes(), measuredAt: now };
  }
  return unreviewed;
}

// ---------------------------------------------------------------- one client's share of it

// One client (an IPv4 address, an IPv6 /56) may fill at most UPLOAD_SHARE_PER_IP_MB of the quota in 24
// hours, counted in public_uploads: a script from one address can no longer fill the whole quota and
// lock every parent out (507) until staff review. Past its share that client gets 429 and everyone
// else still uploads. A share, not a count of files: a parent's phone photo and a scanner's PDF differ.
const UPLOAD_SHARE_WINDOW_MS = 24 * 3600_000;

/** Who stores a public upload: the client IP (server.ts's one `clientIp`); without it only the quota applies. */
export type UploadSource = { clientIp?: string };
export type UploadRefusal = "quota-exceeded" | "rate-limited";

const UPLOAD_SHARE_USED = {
  ok: false,
  reason: "rate-limited",
  message: UPLOAD_SHARE_TOAST.description,
  toast: UPLOAD_SHARE_TOAST,
} as const satisfies Failure<"rate-limited">;

/** What one client may still upload: its share, never more than the whole quota. */
export function uploadShareLeft(used: number, share: number, quota: number): number {
  return Math.max(0, Math.min(share, quota) - used);
}

/** Bytes this client stored in the last 24 hours (older rows are deleted first: they count for nothing). */
function bytesUploadedByClient(key: string, now: number): number {
  const db = getDb();
  const since = new Date(now - UPLOAD_SHARE_WINDOW_MS).toISOString();
  db.delete(publicUploads).where(lt(publicUploads.createdAt, since)).run();
  return (
    db
      .select({ bytes: sql<number>`coalesce(sum(${publicUploads.bytes}), 0)` })
      .from(publicUploads)
      .where(and(eq(publicUploads.clientKey, key), gte(publicUploads.createdAt, since)))
      .get()?.bytes ?? 0
  );
}

const uploadShareBytes = () => getEnv().UPLOAD_SHARE_PER_IP_MB * 1024 * 1024;

/**
 * Reserves `bytes` for a public upload, or says why not: the quota (507, for everyone) first, then
 * the client's share (429). Both are checked and recorded in one synchronous step after the quota's
 * await, so parallel uploads cannot overshoot either. Returns a function that gives the reservation
 * back (the file could not be stored, or its registration was refused).
 */
async function reservePublicUploadSpace(
  bytes: number,
  from: UploadSource,
  now = Date.now(),
): Promise<Result<{ release: () => void }, UploadRefusal>> {
  const current = await unreviewedNow(now);
  const key = from.clientIp === undefined ? null : clientKey(from.clientIp);
  if (current.bytes + bytes > uploadQuotaBytes()) return UPLOADS_FULL;
  const shareLeft = key === null ? Infinity : uploadShareLeft(bytesUploadedByClient(key, now), uploadShareBytes(), uploadQuotaBytes());
  if (bytes > shareLeft) return UPLOAD_SHARE_USED;
  current.bytes += bytes;
  const row =
    key === null
      ? null
      : getDb().insert(publicUploads).values({ clientKey: key, bytes, createdAt: new Date(now).toISOString() }).returning({ id: publicUploads.id }).get();
  return {
    ok: true,
    release: () => {
      current.bytes -= bytes;
      if (row) getDb().delete(publicUploads).where(eq(publicUploads.id, row.id)).run();
    },
  };
}

/**
 * The one way a certificate from the public is stored, whichever path it came by: counted against the
 * quota and the client's share first, refused (`quota-exceeded`, 507; `rate-limited`, 429) when it does
 * not fit.
 */
async function storePublicCertificate(
  certificate: CheckedCertificate,
  from: UploadSource,
): Promise<Result<{ url: string; release: () => void }, UploadRefusal>> {
  const reserved = await reservePublicUploadSpace(certificate.bytes.length, from);
  if (!reserved.ok) return reserved;
  try {
    return { ok: true, url: await storeCertificate(certificate), release: reserved.release };
  } catch (error) {
    reserved.release();
    throw error;
  }
}

/**
 * Use case: a registration sent without JavaScript was refused (a field to correct), but the
 * certificate that came with it was fine. It is stored now, exactly as the upload API stores one (same
 * quota, same folder, an unguessable name), and the form carries its link back in a hidden field, so
 * the parent does not choose the file again. A link no registration ever claims is an abandoned upload:
 * the orphan purge removes it after a day.
 */
export async function keepCertificateForRetry(certificate: CheckedCertificate, from: UploadSource = {}): Promise<Result<{ url: string }, UploadRefusal>> {
  const stored = await storePublicCertificate(certificate, from);
  return stored.ok ? { ok: true, url: stored.url } : stored;
}

// Less room than this is as good as none: no scanned certificate is smaller.
const SMALLEST_USEFUL_UPLOAD = 64 * 1024;

/**
 * Use case: whether an upload may start. Refused when the quota (`quota-exceeded`) or the client's
 * share of it (`rate-limited`) is (nearly) used up, so that the upload API can answer before reading the body.
 */
export async function certificateUploadsOpen(now = Date.now(), from: UploadSource = {}): Promise<Result<object, UploadRefusal>> {
  const full = (await unreviewedNow(now)).bytes + SMALLEST_USEFUL_UPLOAD > uploadQuotaBytes();
  if (full) return UPLOADS_FULL;
  if (from.clientIp !== undefined) {
    const left = uploadShareLeft(bytesUploadedByClient(clientKey(from.clientIp), now), uploadShareBytes(), uploadQuotaBytes());
    if (left < SMALLEST_USEFUL_UPLOAD) return UPLOAD_SHARE_USED;
  }
  return { ok: true };
}

function reviewedCertificateKeys() {
  return getDb()
    .select({ url: academyRegistrations.birthCertificateUrl })
    .from(academyRegistrations)
    .where(and(sql`${academyRegistrations.birthCertificateUrl} IS NOT NULL`, ne(academyRegistrations.status, "pending")))
    .all()
    .map((row) => keyFromUrl(row.url!));
}

function certificateKeyFromName(name: string) {
  return `${CERTIFICATE_FOLDER}/${name}`;
}

/**
 * A stored certificate by its file name (the last part of its admin URL), with its extension and
 * content type; null when no certificate has that name (or the name is not one this app makes).
 */
export async function readCertificate(name: string) {
  const key = certificateKeyFromName(name);
  const extension = name.split(".").pop() ?? "";
  const contentType = Object.hasOwn(CERTIFICATE_CONTENT_TYPES, extension) ? CERTIFICATE_CONTENT_TYPES[extension] : undefined;
  if (!isSafeKey(key) || !contentType) return null;
  const file = await getStorage().get(key);
  return file ? { body: file.body, size: file.size, contentType, extension } : null;
}

const keyFromUrl = (url: string) =>
  url.startsWith(CERTIFICATE_URL_PREFIX) ? certificateKeyFromName(url.slice(CERTIFICATE_URL_PREFIX.length)) : null;

/** The admin URL of a stored certificate key, or null when the key is not one storeBirthCertificate makes. */
export function certificateUrlFromKey(key: string): string | null {
  if (!key.startsWith(`${CERTIFICATE_FOLDER}/`)) return null;
  const url = CERTIFICATE_URL_PREFIX + key.slice(CERTIFICATE_FOLDER.length + 1);
  return CERTIFICATE_URL.test(url) ? url : null;
}

export async function certificateExists(url: string): Promise<boolean> {
  const key = keyFromUrl(url);
  return key ? getStorage().exists(key) : false;
}

/**
 * Deletes certificates that no registration refers to and that are older than `minAgeMs`: uploads
 * made by the JavaScript form whose registration was never completed.
 *
 * The stored files are listed before the references are read: a registration committed while the
 * listing runs is then seen, so its file is kept. (Reading the references first, a registration saved
 * between the read and the listing would have lost its file.) A name that is not one this app makes,
 * or a file that cannot be deleted, is logged and skipped: one bad entry must not stop the purge.
 * Temporary files that uploads interrupted by a crash left behind go too.
 */
export async function purgeOrphanCertificates(minAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
  const storage = getStorage();
  const cutoff = Date.now() - minAgeMs;
  const interrupted = await storage.removeInterruptedWrites(CERTIFICATE_FOLDER, new Date(cutoff)).catch((error) => {
    console.error("Orphan purge: could not remove temporary files of interrupted uploads:", error);
    return 0;
  });
  if (interrupted) console.log(`Orphan purge: removed ${interrupted} temporary files of interrupted uploads`);
  const candidates: string[] = [];
  for await (const entry of storage.list(CERTIFICATE_FOLDER)) {
    if (entry.lastModified.getTime() >= cutoff) continue;
    const url = certificateUrlFromKey(entry.key);
    if (!url) {
      console.warn(`Orphan purge: skipped "${entry.key}": not a certificate name this app makes`);
      continue;
    }
    candidates.push(url);
  }
  if (!candidates.length) return 0;

  const referenced = getDb()
    .select({ url: academyRegistrations.birthCertificateUrl })
    .from(academyRegistrations)
    .where(sql`${academyRegistrations.birthCertificateUrl} IS NOT NULL`)
    .all();
  const keep = new Set(referenced.map((row) => row.url));
  let removed = 0;
  for (const url of candidates) {
    if (keep.has(url)) continue;
    const key = keyFromUrl(url)!;
    try {
      await storage.delete(key);
      removed++;
    } catch (error) {
      console.error(`Orphan purge: could not delete "${key}", skipped it:`, error);
    }
  }
  return removed;
}

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
    const stored = await storePublicCertificate(from.certificate, from);
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

/** Removes a certificate stored for a registration that was then refused (best effort: the orphan purge is the fallback). */
async function deleteCertificate(url: string) {
  const key = keyFromUrl(url);
  if (key) await getStorage().delete(key).catch((error: unknown) => console.error(`Could not delete "${key}":`, error));
}

// ---------------------------------------------------------------- reviewing

/**
 * `scanByDate`: for a short search that matches many rows, test each row while walking the date
 * index (the page fills after a few hundred rows) instead of collecting every match first.
 */
function filterCondition({ q, status }: RegistrationFilter, scanByDate = false): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(academyRegistrations.status, status));
  if (q) conditions.push(searchCondition(q, scanByDate));
  return conditions.length ? and(...conditions) : undefined;
}

/** Searches shorter than this match the start of the player's or the parent/guardian's name. */
const SUBSTRING_SEARCH_MIN = 3;
/** A short search matching more rows than this is paged by walking the date index (see above). */
const DENSE_SHORT_SEARCH = 2000;

const isShortSearch = (q: string | undefined) => !!q && [...q].length < SUBSTRING_SEARCH_MIN;

/**
 * Case-insensitive search. Three characters or more: a substring of player, parent/guardian or
 * e-mail, through the trigram index (drizzle/0001_registration_search.sql). One or two letters: the
 * player's or the parent/guardian's name begins with them, through the NOCASE name indexes (a
 * substring that short matches most of the table and cannot use the trigram index: ADR 0006).
 */
function searchCondition(q: string, scanByDate: boolean): SQL {
  if ([...q].length >= SUBSTRING_SEARCH_MIN) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql`${academyRegistrations.id} IN (SELECT rowid FROM academy_registrations_search WHERE academy_registrations_search MATCH ${phrase})`;
  }
  const prefix = likePrefix(q);
  const { id, playerName, parentGuardianName } = academyRegistrations;
  // "+column" keeps SQLite from choosing the name indexes, so that it walks the date index instead.
  if (scanByDate) {
    return sql`(+${playerName} LIKE ${prefix} ESCAPE '\\' OR +${parentGuardianName} LIKE ${prefix} ESCAPE '\\')`;
  }
  const begins = (name: SQLiteColumn) =>
    sql`SELECT ${id} FROM ${academyRegistrations} WHERE ${name} LIKE ${prefix} ESCAPE '\\'`;
  return sql`${id} IN (${begins(playerName)} UNION ${begins(parentGuardianName)})`;
}

/**
 * How many registrations a one- or two-letter search matches: those whose player's name begins with
 * it, plus those whose parent/guardian's name does and the player's does not. Each count reads only
 * a name index (they carry the other name and the status); the union of both ranges that the rows
 * query uses would build a temporary table of every match first (~40 ms for "a" at 100,000).
 */
function countNamePrefixMatches(q: string, status: RegistrationFilter["status"]): number {
  const prefix = likePrefix(q);
  const { playerName, parentGuardianName } = academyRegistrations;
  const statusIs = status ? sql` AND ${academyRegistrations.status} = ${status}` : sql``;
  const player = getDb().get<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${academyRegistrations} WHERE ${playerName} LIKE ${prefix} ESCAPE '\\'${statusIs}`,
  );
  const parentOnly = getDb().get<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${academyRegistrations} WHERE ${parentGuardianName} LIKE ${prefix} ESCAPE '\\' AND NOT (${playerName} LIKE ${prefix} ESCAPE '\\')${statusIs}`,
  );
  return player.n + parentOnly.n;
}

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function withAge<T extends { dateOfBirth: string }>(registration: T, today = todayInNairobi()) {
  return { ...registration, age: ageOn(registration.dateOfBirth, today) };
}

export type RegistrationCounts = { total: number; pending: number; approved: number; rejected: number };

/** Counted once, then kept until a registration is written (it is on every page of the admin list). */
export const countRegistrationsByStatus = memoUntilWritten(["academy_registrations"], (): RegistrationCounts => {
  const rows = getDb()
    .select({ status: academyRegistrations.status, n: count() })
    .from(academyRegistrations)
    .groupBy(academyRegistrations.status)
    .all();
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: byStatus.pending ?? 0,
    approved: byStatus.approved ?? 0,
    rejected: byStatus.rejected ?? 0,
  };
});

// What the admin list shows. Medical notes, allergies and the home address are children's personal
// data: they leave the database only for the detail view of one registration.
const listColumns = {
  id: academyRegistrations.id,
  playerName: academyRegistrations.playerName,
  dateOfBirth: academyRegistrations.dateOfBirth,
  position: academyRegistrations.position,
  parentGuardianName: academyRegistrations.parentGuardianName,
  phoneNumber: academyRegistrations.phoneNumber,
  email: academyRegistrations.email,
  status: academyRegistrations.status,
  registrationDate: academyRegistrations.registrationDate,
};

/**
 * One page of registrations (newest first), how many match in all, and the counts per status.
 * Without a search the match count comes from the per-status counts, saving a second scan.
 * `listRegistrationSummaries` is the admin list's narrow version.
 */
export function listRegistrations(filter: PageFilter) {
  return pageOfRegistrations(filter, (where, page) =>
    getDb().select(registrationColumns).from(academyRegistrations).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset).all(),
  );
}

export function listRegistrationSummaries(filter: PageFilter) {
  return pageOfRegistrations(filter, (where, page) =>
    getDb().select(listColumns).from(academyRegistrations).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset).all(),
  );
}

type PageFilter = RegistrationFilter & { limit?: number; offset?: number };
const newestFirst = [desc(academyRegistrations.registrationDate), desc(academyRegistrations.id)];

function pageOfRegistrations<Row extends { dateOfBirth: string }>(
  filter: PageFilter,
  selectRows: (where: SQL | undefined, page: { limit: number; offset: number }) => Row[],
) {
  const db = getDb();
  const where = filterCondition(filter);
  const counts = countRegistrationsByStatus();
  const total = filter.q
    ? isShortSearch(filter.q)
      ? countNamePrefixMatches(filter.q, filter.status)
      : (db.select({ n: count() }).from(academyRegistrations).where(where).get()?.n ?? 0)
    : filter.status
      ? counts[filter.status]
      : counts.total;
  const scanByDate = isShortSearch(filter.q) && total > DENSE_SHORT_SEARCH;
  const page = { limit: filter.limit ?? 20, offset: filter.offset ?? 0 };
  const rows = selectRows(scanByDate ? filterCondition(filter, true) : where, page);
  const today = todayInNairobi();
  return { rows: rows.map((row) => withAge(row, today)), total, counts };
}

export function getRegistration(id: number) {
  const row = getDb().select(registrationColumns).from(academyRegistrations).where(eq(academyRegistrations.id, id)).get();
  return row ? withAge(row) : null;
}

const fullDateInNairobi: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: CLUB_TIME_ZONE }),
  sw: new Intl.DateTimeFormat(INTL_LOCALE.sw, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: CLUB_TIME_ZONE }),
};

const WEEKDAY_NUMBER: Record<string, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 };

/**
 * The first training of a newly approved player, from the weekly sessions of the team of their age
 * group (on a day the parent chose when there is one), written out in `language`: "Saturday, 5
 * December 2026" at "8:00 AM", "Jumamosi, 5 Desemba 2026" at "saa 2:00 asubuhi (08:00)".
 */
export function firstTrainingOf(
  registration: { dateOfBirth: string; trainingDays: string[] },
  language: Language,
  now = new Date(),
): { trainingDate: string; trainingTime: string } {
  const wording = mailWording(language);
  const age = ageOn(registration.dateOfBirth, todayInNairobi(now));
  const team = age === null ? null : academyTeamForAge(age);
  const preferred = registration.trainingDays.map((day) => WEEKDAY_NUMBER[day]).filter(Boolean);
  const next = team ? nextTrainingSession(team.sessions, now, preferred) : null;
  if (!next) return { trainingDate: wording.nextAcademySession, trainingTime: wording.timeToBeConfirmed };
  return {
    // Noon in Nairobi names the right day whatever the server's time zone.
    trainingDate: fullDateInNairobi[language].format(new Date(`${next.date}T12:00:00+03:00`)),
    trainingTime: wording.time(next.startsAt),
  };
}

/**
 * Use case (staff): the welcome e-mail to a new player's family, in the language staff chose, else the
 * one the family registered the player in (their latest registration with that address), else English.
 */
export function sendAcademyWelcome(actor: AuditActor, input: WelcomeEmailInput) {
  const registered = getDb()
    .select({ language: academyRegistrations.language })
    .from(academyRegistrations)
    .where(sql`lower(${academyRegistrations.email}) = ${input.email.trim().toLowerCase()}`)
    .orderBy(desc(academyRegistrations.id))
    .get()?.language;
  return sendWelcomeEmail(actor, { ...input, language: input.language ?? registered ?? DEFAULT_LANGUAGE });
}

/**
 * Use case: an admin approves or rejects a pending registration, and the parent is told. Approved and
 * rejected are final: the update only matches a row that is still pending, so two admins cannot both
 * decide it (the second gets `conflict`).
 */
export async function decideRegistration(
  id: number,
  status: RegistrationStatus,
  actor: AuditActor,
): Promise<Result<{ registration: Registration }, "not-found" | "conflict">> {
  const db = getDb();
  const decided =
    status === "pending"
      ? undefined
      : db
          .update(academyRegistrations)
          .set({ status })
          .where(and(eq(academyRegistrations.id, id), eq(academyRegistrations.status, "pending")))
          .returning({ ...registrationColumns, language: academyRegistrations.language })
          .get();
  if (!decided) {
    const exists = db.select({ id: academyRegistrations.id }).from(academyRegistrations).where(eq(academyRegistrations.id, id)).get();
    return exists
      ? { ok: false, reason: "conflict", message: REGISTRATION_MESSAGES.notPending }
      : { ok: false, reason: "not-found", message: REGISTRATION_MESSAGES.notFound };
  }
  const { language, ...updated } = decided;
  recordAudit(
    actor,
    status === "approved" ? "academy.approve" : "academy.reject",
    { type: "registration", id: updated.id },
    `${status === "approved" ? "Approved" : "Rejected"} the registration of ${updated.playerName}`,
  );
  const mailData = { playerName: updated.playerName, parentName: updated.parentGuardianName };
  if (status === "approved") {
    queueTemplateEmail("Registration Approved", updated.email, { ...mailData, ...firstTrainingOf(updated, language) }, { language });
  } else {
    queueTemplateEmail("Registration Rejected", updated.email, mailData, { language });
  }
  return { ok: true, registration: updated };
}

// ---------------------------------------------------------------- export

export const CSV_COLUMNS = [
  "Player Name",
  "Age",
  "Gender",
  "Position",
  "Parent/Guardian",
  "Phone",
  "Email",
  "Address",
  "Status",
  "Registration Date",
] as const;

/**
 * The filtered registrations as CSV, produced batch by batch (keyset pagination), so memory stays
 * flat however many rows there are and no query stays open between batches.
 */
export function registrationsCsvStream(
  filter: RegistrationFilter,
  { batchSize = 1000, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): ReadableStream<Uint8Array> {
  const where = filterCondition(filter);
  const today = todayInNairobi();
  return csvStream({
    columns: CSV_COLUMNS,
    pageSize: batchSize,
    signal,
    // A row-value comparison lets SQLite seek in the date index instead of rescanning it.
    readPage: (last: Registration | null) =>
      getDb()
        .select(registrationColumns)
        .from(academyRegistrations)
        .where(
          and(
            where,
            last ? sql`(${academyRegistrations.registrationDate}, ${academyRegistrations.id}) < (${last.registrationDate}, ${last.id})` : undefined,
          ),
        )
        .orderBy(desc(academyRegistrations.registrationDate), desc(academyRegistrations.id))
        .limit(batchSize)
        .all(),
    toRecords: (rows) =>
      rows.map((row) => [
        row.playerName,
        ageOn(row.dateOfBirth, today) ?? "",
        row.gender,
        row.position,
        row.parentGuardianName,
        row.phoneNumber,
        row.email,
        row.address.replace(/,/g, ";"),
        row.status,
        csvDateTime(row.registrationDate),
      ]),
  });
}
