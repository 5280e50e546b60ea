// Birth certificates as files: the one check of an upload, where they are stored and read from, and the
// purge of those no registration claims. Storing one for the public counts against the upload quota
// (public-uploads.server.ts).
import { and, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { academyRegistrations } from "~/db/schema";
import { CERTIFICATE_MESSAGES, CERTIFICATE_TYPES, CERTIFICATE_URL_PREFIX, MAX_CERTIFICATE_BYTES } from "~/config/academy";
import { CERTIFICATE_URL } from "~/schemas/academy";
import { getStorage, isSafeKey, newObjectKey } from "~/infra/storage.server";
import { sniffFileType, type UploadForm } from "~/infra/upload.server";
import type { Failure, Result } from "~/utils/result";

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
export async function storeCertificate(certificate: CheckedCertificate): Promise<string> {
  const key = newObjectKey(CERTIFICATE_FOLDER, certificate.ext);
  await getStorage().put(key, certificate.bytes, certificate.mime);
  return CERTIFICATE_URL_PREFIX + key.slice(CERTIFICATE_FOLDER.length + 1);
}

export function reviewedCertificateKeys() {
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

/** Removes a certificate stored for a registration that was then refused (best effort: the orphan purge is the fallback). */
export async function deleteCertificate(url: string) {
  const key = keyFromUrl(url);
  if (key) await getStorage().delete(key).catch((error: unknown) => console.error(`Could not delete "${key}":`, error));
}
