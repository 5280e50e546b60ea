// What the public may store: the quota of unreviewed certificates and one client's share of it, and
// the use cases that store a parent's certificate against both.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { publicUploads } from "~/db/schema";
import { UPLOAD_SHARE_TOAST, UPLOADS_FULL_TOAST } from "~/config/academy";
import { getEnv } from "~/config/env.server";
import { getStorage } from "~/infra/storage.server";
import { type UploadForm } from "~/infra/upload.server";
import type { Failure, Result } from "~/utils/result";
import { clientKey } from "~/utils/client-key.server";
import {
  CERTIFICATE_FOLDER,
  checkCertificate,
  reviewedCertificateKeys,
  storeCertificate,
  type CertificateFailure,
  type CheckedCertificate,
} from "~/models/academy/certificates.server";

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
export async function storePublicCertificate(
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
