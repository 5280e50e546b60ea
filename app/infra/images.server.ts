// The image pipeline: every picture uploaded to the site (gallery photos, blog and product images,
// members' content) goes through storeImage. It checks what the bytes really are (never the name or
// the browser's type), drops all metadata — EXIF with GPS positions, in photos that mostly show
// children — and stores WebP copies at a few widths through the storage service (disk or S3).
// The URL it answers is described in app/utils/images.ts.
import crypto from "node:crypto";
import { sniffFileType } from "~/infra/upload.server";
import { getStorage } from "~/infra/storage.server";
import { getDb } from "~/db/client.server";
import { singleton } from "~/utils/singleton.server";
import {
  MAX_STORED_IMAGE_WIDTH,
  parseStoredImageUrl,
  parseVariantName,
  storedImageUrl,
  storedWidths,
  variantName,
  type StoredImageRef,
} from "~/utils/images";
import type { Failure, Result } from "~/utils/result";
import { IMAGE_TYPES } from "~/config/images";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** For parseUploadForm; override fileField to the form's own field name. */
export const IMAGE_UPLOAD = { fileField: "photo", maxFileBytes: MAX_IMAGE_BYTES } as const;

export const IMAGE_MESSAGES = {
  tooLarge: { title: "File Too Large", description: "Please select a photo smaller than 10MB." },
  invalidType: { title: "Invalid File Type", description: "Please select a valid image file (JPEG, PNG, GIF, WebP)." },
} as const;

const ACCEPTED_TYPES = new Set<string>(IMAGE_TYPES);
// A 10 MB file can still decode to a huge bitmap (a "decompression bomb"); 50 megapixels is more than
// any phone camera makes.
const MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_FOLDER = "images";
const WEBP_QUALITY = 78;

/**
 * sharp (libvips) takes a tenth of a second to load, so it loads with the first picture rather than at
 * every start of the server.
 */
const loadSharp = () =>
  singleton("sharp", async () => {
    const { default: sharp } = await import("sharp");
    sharp.cache(false); // each picture is processed once; keeping decoded images around only costs memory
    return sharp;
  });

export type StoredImage = { url: string; width: number; height: number; bytes: number };
export type ImageFailure = Failure<"too-large" | "unsupported-type" | "invalid">;
export type StoreImageResult = Result<{ image: StoredImage }, ImageFailure["reason"]>;

export const imageTooLarge = (): ImageFailure => ({
  ok: false,
  reason: "too-large",
  message: IMAGE_MESSAGES.tooLarge.description,
  toast: IMAGE_MESSAGES.tooLarge,
});

const invalidType = (): ImageFailure => ({
  ok: false,
  reason: "unsupported-type",
  message: IMAGE_MESSAGES.invalidType.description,
  toast: IMAGE_MESSAGES.invalidType,
});

const keyFor = (id: string, width: number) => `${IMAGE_FOLDER}/${variantName(id, width)}`;

export async function storeImage(bytes: Buffer): Promise<StoreImageResult> {
  if (bytes.length > MAX_IMAGE_BYTES) return imageTooLarge();
  const type = await sniffFileType(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) return invalidType();

  const sharp = await loadSharp();
  const decode = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  let original: { width: number; height: number };
  try {
    const { info } = await decode().toBuffer({ resolveWithObject: true });
    original = { width: info.width, height: info.height };
  } catch {
    // Right magic number, unreadable picture (truncated, corrupt, too many pixels).
    return invalidType();
  }

  const largest = Math.min(original.width, MAX_STORED_IMAGE_WIDTH);
  const ref: StoredImageRef = {
    id: crypto.randomBytes(18).toString("base64url"),
    width: largest,
    height: Math.max(1, Math.round((original.height * largest) / original.width)),
  };
  const storage = getStorage();
  const written: string[] = [];
  let total = 0;
  try {
    // One width at a time: a 10 MB photo decoded several times in parallel would be a memory spike.
    for (const width of storedWidths(largest)) {
      const webp = await decode().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      const key = keyFor(ref.id, width);
      await storage.put(key, webp, "image/webp");
      written.push(key);
      total += webp.length;
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return { ok: true, image: { url: storedImageUrl(ref), width: ref.width, height: ref.height, bytes: total } };
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?(;[a-z-]+=[^;,]*)*;base64,/i;

/** A picture sent inline by an API client as `data:image/…;base64,…`: decoded and stored like an upload. */
export async function storeImageFromDataUrl(dataUrl: string): Promise<StoreImageResult> {
  const header = DATA_URL.exec(dataUrl);
  if (!header) return invalidType();
  const encoded = dataUrl.slice(header[0].length);
  // Checked before decoding, so an oversized string is not turned into an oversized buffer first.
  if (Math.floor((encoded.length * 3) / 4) > MAX_IMAGE_BYTES + 2) return imageTooLarge();
  if (!/^[A-Za-z0-9+/=\s]*$/.test(encoded)) return invalidType();
  return storeImage(Buffer.from(encoded, "base64"));
}

/**
 * A picture as a use case receives it: bytes uploaded with a form, an inline `data:` URL sent by an
 * API client, or the address of a picture elsewhere (kept as it is, nothing stored).
 */
export type ImageInput = { bytes: Buffer } | { dataUrl: string } | { url: string };

/** Stores the picture (unless it is an address) and answers the URL to save with the record. */
export async function storeImageInput(input: ImageInput): Promise<Result<{ url: string }, ImageFailure["reason"]>> {
  if ("url" in input) return { ok: true, url: input.url };
  const stored = "bytes" in input ? await storeImage(input.bytes) : await storeImageFromDataUrl(input.dataUrl);
  return stored.ok ? { ok: true, url: stored.image.url } : stored;
}

/**
 * The life of the pictures behind one save: stores the new ones, runs `save` with their URLs, then
 * deletes the pictures the save replaced that nothing else refers to (another section, another row,
 * a post's text may show the same stored picture), or, when the save is refused (or throws), the ones
 * just stored, so no change leaves a picture nothing refers to and none takes away one still shown.
 * Use cases that take pictures call this.
 */
export async function saveWithImages<T extends { ok: boolean }>(
  inputs: ImageInput[],
  save: (urls: string[]) => T | Promise<T>,
  replaced: (saved: T) => (string | null | undefined)[] = () => [],
): Promise<T | ImageFailure> {
  const urls: string[] = [];
  const storedNow: string[] = [];
  // Pictures stored for this save only: nothing else can know their address yet.
  const discard = () => Promise.all(storedNow.map((url) => removeImageFiles(url)));
  for (const input of inputs) {
    const stored = await storeImageInput(input);
    if (!stored.ok) {
      await discard();
      return stored;
    }
    urls.push(stored.url);
    if (!("url" in input)) storedNow.push(stored.url);
  }
  let saved: T;
  try {
    saved = await save(urls);
  } catch (error) {
    await discard();
    throw error;
  }
  if (!saved.ok) await discard();
  else await Promise.all(replaced(saved).map((url) => deleteStoredImage(url)));
  return saved;
}

export const isStoredImageUrl = (url: string | null | undefined) => !!url && !!parseStoredImageUrl(url);

/**
 * Deletes a stored picture a record no longer shows, with every stored size, unless something else
 * still refers to it (`isStoredImageReferenced`): call it after the change that dropped the reference
 * is saved. External URLs (and nothing) are left alone.
 */
export async function deleteStoredImage(url: string | null | undefined): Promise<void> {
  if (!url || !parseStoredImageUrl(url) || isStoredImageReferenced(url)) return;
  await removeImageFiles(url);
}

/** Deletes every stored size of a picture, whatever refers to it. */
async function removeImageFiles(url: string): Promise<void> {
  const ref = parseStoredImageUrl(url);
  if (!ref) return;
  const storage = getStorage();
  await Promise.all(storedWidths(ref.width).map((width) => storage.delete(keyFor(ref.id, width))));
}

/** False when a stored picture's files are gone; external URLs are assumed to be there. */
export async function storedImageExists(url: string): Promise<boolean> {
  const ref = parseStoredImageUrl(url);
  return ref ? getStorage().exists(keyFor(ref.id, ref.width)) : true;
}

/** The bytes all stored pictures take (every size), and how many pictures that is. */
export async function storedImageUsage(): Promise<{ bytes: number; images: number }> {
  const ids = new Set<string>();
  let bytes = 0;
  for await (const entry of getStorage().list(IMAGE_FOLDER)) {
    bytes += entry.size;
    ids.add(entry.key.slice(IMAGE_FOLDER.length + 1, IMAGE_FOLDER.length + 25));
  }
  return { bytes, images: ids.size };
}

/**
 * Housekeeping: pictures stored more than `minAgeMs` ago that nothing refers to any more — a blog
 * image uploaded for a preview and never saved, a photo whose upload form was abandoned — are deleted
 * with all their sizes. "Refers" is looked up generically: any text column of any table (posts'
 * Markdown, product image lists, settings, queued e-mails) holding its /media address keeps it, so a
 * new place that stores pictures needs no change here. The audit log does not count: it records what
 * happened, not what is shown.
 */
export async function purgeOrphanImages(minAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
  const cutoff = Date.now() - minAgeMs;
  const files = new Map<string, { keys: string[]; newest: number }>();
  for await (const entry of getStorage().list(IMAGE_FOLDER)) {
    const variant = parseVariantName(entry.key.slice(IMAGE_FOLDER.length + 1));
    if (!variant) continue;
    const picture = files.get(variant.id) ?? { keys: [], newest: 0 };
    picture.keys.push(entry.key);
    picture.newest = Math.max(picture.newest, entry.lastModified.getTime());
    files.set(variant.id, picture);
  }
  const candidates = [...files].filter(([, picture]) => picture.newest < cutoff);
  if (!candidates.length) return 0;
  const referenced = referencedImageIds();
  let removed = 0;
  for (const [id, picture] of candidates) {
    if (referenced.has(id)) continue;
    await Promise.all(picture.keys.map((key) => getStorage().delete(key)));
    removed += 1;
  }
  return removed;
}

const MEDIA_ID = /\/media\/([A-Za-z0-9_-]{24})-/g;
const NOT_REFERENCES = new Set(["audit_log", "sessions", "__drizzle_migrations"]);

/**
 * Where a stored picture can be referred to: every text column of every table (image columns, product
 * image lists, Markdown, settings, queued e-mails), found in the database itself so a new place that
 * stores pictures needs no change here. Not the audit log (it records what happened, not what is
 * shown), the sessions, or full-text indexes (they repeat their table).
 */
function referenceColumns(): Array<{ table: string; columns: string[] }> {
  const sqlite = getDb().$client;
  const tables = sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{
    name: string;
    sql: string;
  }>;
  const virtual = tables.filter((table) => /^CREATE VIRTUAL/i.test(table.sql)).map((table) => table.name);
  return tables.flatMap(({ name }) => {
    if (NOT_REFERENCES.has(name) || virtual.some((v) => name === v || name.startsWith(`${v}_`))) return [];
    const columns = (sqlite.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string; type: string }>)
      .filter((column) => column.type === "" || /TEXT|CHAR|CLOB|JSON/i.test(column.type))
      .map((column) => `"${column.name}"`);
    return columns.length ? [{ table: `"${name}"`, columns }] : [];
  });
}

/** The ids of every picture a row anywhere in the database points at. */
function referencedImageIds(): Set<string> {
  const sqlite = getDb().$client;
  const ids = new Set<string>();
  for (const { table, columns } of referenceColumns()) {
    // One pass over the table for all its text columns (a long table is read once, not once a column).
    const rows = sqlite
      .prepare(`SELECT ${columns.join(", ")} FROM ${table} WHERE ${columns.map((c) => `${c} LIKE '%/media/%'`).join(" OR ")}`)
      .raw()
      .all() as unknown[][];
    for (const row of rows) {
      for (const value of row) if (typeof value === "string") for (const match of value.matchAll(MEDIA_ID)) ids.add(match[1]);
    }
  }
  return ids;
}

/**
 * True while any row still refers to the stored picture at `url` (by any of its sizes: a Markdown
 * text may name one width). The one check every section's deletes go through (`deleteStoredImage`),
 * so two sections showing one picture never lose it when one of them lets it go.
 */
export function isStoredImageReferenced(url: string): boolean {
  const ref = parseStoredImageUrl(url);
  if (!ref) return false;
  const sqlite = getDb().$client;
  // The id is 24 characters of [A-Za-z0-9_-]: "_" is a LIKE wildcard, so it is escaped.
  const pattern = `%/media/${ref.id.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  return referenceColumns().some(({ table, columns }) => {
    const where = columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(" OR ");
    return !!sqlite.prepare(`SELECT 1 FROM ${table} WHERE ${where} LIMIT 1`).get(...columns.map(() => pattern));
  });
}

/** The stored file behind a /media name, or null (unknown names, missing files). */
export async function readStoredImage(id: string, width: number) {
  return getStorage().get(keyFor(id, width));
}
