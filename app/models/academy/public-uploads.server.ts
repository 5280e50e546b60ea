// What the public may store: the quota of unreviewed certificates, one parent's share of it and one
// client's burst, and the use cases that store a parent's certificate against them.
import crypto from "node:crypto";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { publicUploads } from "~/db/schema";
import { UPLOAD_BURST_TOAST, UPLOAD_SHARE_TOAST, UPLOADS_FULL_TOAST } from "~/config/academy";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import type { UploadParent } from "~/schemas/academy";
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

// ---------------------------------------------------------------- a parent's share of it, a client's burst

// Behind a carrier's NAT many parents share one address, so the daily share of the quota is per parent
// and a client (an IPv4 address, an IPv6 /56) only gets a burst limit (ADR 0019). A parent is the
// e-mail (trimmed, any case) and the phone (last nine digits) the upload names, as their registrations
// are counted: each of the two may fill UPLOAD_SHARE_PER_PARENT_MB in 24 hours, and an upload counts
// against both. A client may store UPLOAD_BURST_PER_IP_MB in BURST_WINDOW_MINUTES, whoever it names:
// a script that invents parents (or names none) is held there. A share, not a count of files: a
// parent's phone photo and a scanner's PDF differ. All of it is counted in public_uploads, one row per
// key an upload is charged to; a parent's keys are keyed hashes, so the table holds no e-mail or phone.
const UPLOAD_SHARE_WINDOW_MS = 24 * 3600_000;
const UPLOAD_BURST_WINDOW_MS = BURST_WINDOW_MINUTES * 60_000;

/**
 * Who stores a public upload: the client IP (server.ts's one `clientIp`) and the parent the upload or
 * its registration names. Without a client no burst applies, without a parent no share: the quota does.
 */
export type UploadSource = { clientIp?: string; parent?: UploadParent };
export type UploadRefusal = "quota-exceeded" | "rate-limited";

const UPLOAD_SHARE_USED = {
  ok: false,
  reason: "rate-limited",
  message: UPLOAD_SHARE_TOAST.description,
  toast: UPLOAD_SHARE_TOAST,
} as const satisfies Failure<"rate-limited">;

const UPLOAD_BURST_USED = {
  ok: false,
  reason: "rate-limited",
  message: UPLOAD_BURST_TOAST.description,
  toast: UPLOAD_BURST_TOAST,
} as const satisfies Failure<"rate-limited">;

/** What one parent (or client) may still upload: their share, never more than the whole quota. */
export function uploadShareLeft(used: number, share: number, quota: number): number {
  return Math.max(0, Math.min(share, quota) - used);
}

const keyedHash = (text: string) => crypto.createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(text).digest("hex").slice(0, 32);

/**
 * The keys a parent's uploads are counted by: their e-mail's and their phone's (a phone with fewer
 * than seven digits names nobody, as for registrations), as keyed hashes.
 */
export function parentUploadKeys(parent: UploadParent | undefined): string[] {
  const keys: string[] = [];
  const email = parent?.email?.trim().toLowerCase();
  if (email) keys.push(`parent:${keyedHash(`email:${email}`)}`);
  const phone = (parent?.phoneNumber ?? "").replace(/\D/g, "").slice(-9);
  if (phone.length >= 7) keys.push(`parent:${keyedHash(`phone:${phone}`)}`);
  return keys;
}

/** Rows older than a day count for nothing: deleted before counting. */
const forgetOldUploads = (now: number) =>
  getDb().delete(publicUploads).where(lt(publicUploads.createdAt, new Date(now - UPLOAD_SHARE_WINDOW_MS).toISOString())).run();

/** Bytes stored under `key` since `since`. */
function bytesUploadedBy(key: string, since: number): number {
  return (
    getDb()
      .select({ bytes: sql<number>`coalesce(sum(${publicUploads.bytes}), 0)` })
      .from(publicUploads)
      .where(and(eq(publicUploads.clientKey, key), gte(publicUploads.createdAt, new Date(since).toISOString())))
      .get()?.bytes ?? 0
  );
}

const uploadShareBytes = () => getEnv().UPLOAD_SHARE_PER_PARENT_MB * 1024 * 1024;
const uploadBurstBytes = () => getEnv().UPLOAD_BURST_PER_IP_MB * 1024 * 1024;

/** What the client may still upload in this burst window. */
const burstLeft = (client: string, now: number) =>
  uploadShareLeft(bytesUploadedBy(client, now - UPLOAD_BURST_WINDOW_MS), uploadBurstBytes(), uploadQuotaBytes());

/** What the parent may still upload today: the least that their e-mail's and their phone's shares leave. */
const parentShareLeft = (keys: string[], now: number) =>
  Math.min(Infinity, ...keys.map((key) => uploadShareLeft(bytesUploadedBy(key, now - UPLOAD_SHARE_WINDOW_MS), uploadShareBytes(), uploadQuotaBytes())));

/**
 * Reserves `bytes` for a public upload, or says why not: the quota (507, for everyone) first, then the
 * client's burst and the parent's share (429). All are checked and recorded in one synchronous step
 * after the quota's await, so parallel uploads cannot overshoot any. Returns a function that gives the
 * reservation back (the file could not be stored, or its registration was refused).
 */
async function reservePublicUploadSpace(
  bytes: number,
  from: UploadSource,
  now = Date.now(),
): Promise<Result<{ release: () => void }, UploadRefusal>> {
  const current = await unreviewedNow(now);
  if (current.bytes + bytes > uploadQuotaBytes()) return UPLOADS_FULL;
  forgetOldUploads(now);
  const client = from.clientIp === undefined ? null : clientKey(from.clientIp);
  if (client !== null && bytes > burstLeft(client, now)) return UPLOAD_BURST_USED;
  const parentKeys = parentUploadKeys(from.parent);
  if (bytes > parentShareLeft(parentKeys, now)) return UPLOAD_SHARE_USED;
  current.bytes += bytes;
  const createdAt = new Date(now).toISOString();
  const charged = (client === null ? parentKeys : [client, ...parentKeys]).map((key) => ({ clientKey: key, bytes, createdAt }));
  const rows = charged.length === 0 ? [] : getDb().insert(publicUploads).values(charged).returning({ id: publicUploads.id }).all();
  return {
    ok: true,
    release: () => {
      current.bytes -= bytes;
      if (rows.length > 0) getDb().delete(publicUploads).where(inArray(publicUploads.id, rows.map((row) => row.id))).run();
    },
  };
}

/**
 * The one way a certificate from the public is stored, whichever path it came by: counted against the
 * quota, the client's burst and the parent's share first, refused (`quota-exceeded`, 507;
 * `rate-limited`, 429) when it does not fit.
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
 * burst (`rate-limited`) is (nearly) used up, so that the upload API can answer before reading the
 * body. The parent comes in the body's fields: their share is checked when the file is stored.
 */
export async function certificateUploadsOpen(now = Date.now(), from: UploadSource = {}): Promise<Result<object, UploadRefusal>> {
  const full = (await unreviewedNow(now)).bytes + SMALLEST_USEFUL_UPLOAD > uploadQuotaBytes();
  if (full) return UPLOADS_FULL;
  forgetOldUploads(now);
  if (from.clientIp !== undefined && burstLeft(clientKey(from.clientIp), now) < SMALLEST_USEFUL_UPLOAD) return UPLOAD_BURST_USED;
  return { ok: true };
}

/**
 * Use case: a parent (at `from.clientIp`, naming themselves in `from.parent`) uploads the birth
 * certificate before sending the registration (the JavaScript form, through POST
 * /api/upload-birth-certificate). Here a file is required.
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
