// Gallery photos: the use cases of /gallery-admin and the /api/gallery calls (add by URL, upload, edit,
// move, delete), the admin list and its figures. Uploaded files go through the image pipeline (content
// check, metadata stripped, WebP widths, storage); external photos are https links the server never
// fetches. Each use case returns a `Result` (docs/decisions/0009-use-case-functions.md).
import { and, asc, count, eq, gte, min, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { galleryImages } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { PhotoLinkInput, PhotoUploadInput } from "~/schemas/gallery";
import { GALLERY_MESSAGES } from "~/config/gallery";
import {
  deleteStoredImage,
  IMAGE_MESSAGES,
  isStoredImageUrl,
  readStoredImage,
  saveWithImages,
  storedImageExists,
  storedImageUsage,
  type ImageFailure,
  type ImageInput,
  type StoredImage,
} from "~/infra/images.server";
import type { UploadForm, UploadProblem } from "~/infra/upload.server";
import { imageSources, parseStoredImageUrl, STORED_IMAGE_MISSING, storedWidths } from "~/utils/images";
import type { Failure, Result } from "~/utils/result";

export type GalleryPhoto = typeof galleryImages.$inferSelect;
export type PhotoFailure = Failure<"invalid" | "too-large" | "unsupported-type">;

/** What the public gallery (the home page's section and GET /api/gallery) shows of a photo. */
const publicPhotoColumns = {
  id: galleryImages.id,
  imageUrl: galleryImages.imageUrl,
  alt: galleryImages.alt,
  caption: galleryImages.caption,
  width: galleryImages.width,
  height: galleryImages.height,
};
const photoColumns = { ...publicPhotoColumns, sortOrder: galleryImages.sortOrder, createdAt: galleryImages.createdAt };

/** Gallery photos in the order admins arranged them on /gallery-admin. */
export function listGalleryImages(limit = 100) {
  return getDb()
    .select(publicPhotoColumns)
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id))
    .limit(limit)
    .all();
}

const galleryOrder = [asc(galleryImages.sortOrder), asc(galleryImages.id)];

/** Every photo in gallery order. */
export function listPhotos(): GalleryPhoto[] {
  return getDb().select(photoColumns).from(galleryImages).orderBy(...galleryOrder).all();
}

export function getPhoto(id: number): GalleryPhoto | null {
  return getDb().select(photoColumns).from(galleryImages).where(eq(galleryImages.id, id)).get() ?? null;
}

/** What the admin grid and its dialogs show of a photo. */
const adminPhotoColumns = {
  id: galleryImages.id,
  imageUrl: galleryImages.imageUrl,
  alt: galleryImages.alt,
  caption: galleryImages.caption,
};
export type AdminPhoto = Pick<GalleryPhoto, keyof typeof adminPhotoColumns> & { kind: PhotoKind; missing: boolean };
export type PhotoKind = "uploaded" | "external" | "bundled";

/** Uploaded (stored by the pipeline), an external https link, or an image that ships with the site. */
export function photoKind(url: string): PhotoKind {
  if (isStoredImageUrl(url)) return "uploaded";
  return /^https:\/\//i.test(url) ? "external" : "bundled";
}

/**
 * The admin grid: every photo, and whether its uploaded file is gone (so the page can show the "Image
 * not found" placeholder without JavaScript). External links are never fetched to find out.
 */
export async function listPhotosForAdmin(): Promise<AdminPhoto[]> {
  const photos = getDb().select(adminPhotoColumns).from(galleryImages).orderBy(...galleryOrder).all();
  return Promise.all(
    photos.map(async (photo) => {
      const kind = photoKind(photo.imageUrl);
      const missing = kind === "uploaded" && !(await storedImageExists(photo.imageUrl).catch(() => false));
      return { ...photo, kind, missing };
    }),
  );
}

export const RECENT_DAYS = 7;

export type GalleryStats = {
  total: number;
  /** Photos added in the last RECENT_DAYS days. */
  recent: number;
  uploaded: number;
  external: number;
  bundled: number;
  /** Bytes the image pipeline stores (every width of every uploaded photo). */
  storedBytes: number;
};

export async function galleryStats(now = Date.now()): Promise<GalleryStats> {
  const db = getDb();
  const since = new Date(now - RECENT_DAYS * 24 * 3600_000).toISOString();
  const recent = db.select({ n: count() }).from(galleryImages).where(gte(galleryImages.createdAt, since)).get()?.n ?? 0;
  const kinds = { uploaded: 0, external: 0, bundled: 0 };
  const urls = db.select({ url: galleryImages.imageUrl }).from(galleryImages).all();
  for (const { url } of urls) kinds[photoKind(url)]++;
  const usage = await storedImageUsage();
  return { total: urls.length, recent, ...kinds, storedBytes: usage.bytes };
}

// ---------------------------------------------------------------- use cases

/**
 * A photo file as a form or an API client sent it: its bytes (or an inline `data:` URL), or why it
 * did not arrive whole (cut off past the upload cap while streaming, or an empty file).
 */
export type PhotoFile = Exclude<ImageInput, { url: string }> | UploadProblem;

/** The photo file of a posted multipart form, or null when none was chosen. */
export const photoFileOf = (upload: Pick<UploadForm, "file" | "problem">): PhotoFile | null =>
  upload.file ? { bytes: upload.file.bytes } : upload.problem;

function failure(
  reason: PhotoFailure["reason"],
  toast: { title: string; description: string },
  field?: string,
): PhotoFailure {
  return {
    ok: false,
    reason,
    message: `${toast.title}: ${toast.description}`,
    toast,
    ...(field ? { errors: { [field]: [toast.description] } } : {}),
  };
}

const tooLarge = () => failure("too-large", IMAGE_MESSAGES.tooLarge, "photo");
const notAPhoto = () => failure("unsupported-type", IMAGE_MESSAGES.invalidType, "photo");

/**
 * The file to hand to the image pipeline, or why there is none to store: no file at all is "Missing
 * Information" (`missing`), one cut off past the cap is "File Too Large", an empty one is not a JPEG,
 * PNG, GIF or WebP.
 */
function fileToStore(
  file: PhotoFile | null,
  missing: { title: string; description: string },
): Result<{ input: ImageInput }, PhotoFailure["reason"]> {
  if (!file) return failure("invalid", missing, "photo");
  if ("kind" in file) return file.kind === "too-large" ? tooLarge() : notAPhoto();
  return { ok: true, input: file };
}

/** The pipeline's refusal of a file in the gallery's words, on the photo field. */
const refusedByPipeline = (refused: ImageFailure): PhotoFailure => (refused.reason === "too-large" ? tooLarge() : notAPhoto());

/** A stored /media/ URL must point at an image that still exists; https links are taken as they are. */
async function checkLinkedUrl(url: string): Promise<PhotoFailure | null> {
  if (!isStoredImageUrl(url) || (await storedImageExists(url))) return null;
  return {
    ok: false,
    reason: "invalid",
    message: STORED_IMAGE_MISSING,
    errors: { imageUrl: [STORED_IMAGE_MISSING] },
    toast: { title: "Missing Information", description: STORED_IMAGE_MISSING },
  };
}

/**
 * Deletes a stored file once nothing refers to it any more: no other photo, nor another section
 * showing the same picture (a no-op for links). The photo is deleted already: a failure is only logged.
 */
async function releaseImage(url: string) {
  try {
    await deleteStoredImage(url);
  } catch (error) {
    console.error(`Gallery: could not delete the stored image ${url}:`, error);
  }
}

/** New photos go to the top of the gallery, where visitors see them first. */
function insertPhoto(values: { imageUrl: string; alt: string; caption: string | null }) {
  const db = getDb();
  // Immediate: it reads, then writes. A deferred transaction whose snapshot another connection (the
  // mail worker's) wrote past fails at the write with SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out.
  return db.transaction(
    (tx) => {
      const first = tx.select({ value: min(galleryImages.sortOrder) }).from(galleryImages).get()?.value ?? 1;
      return tx
        .insert(galleryImages)
        .values({ ...values, ...sizeOf(values.imageUrl), sortOrder: first - 1 })
        .returning(photoColumns)
        .get();
    },
    { behavior: "immediate" },
  );
}

/** A stored picture's shape is in its URL; an external link's is unknown. */
function sizeOf(url: string): { width: number | null; height: number | null } {
  const { width, height } = imageSources(url);
  return { width: width ?? null, height: height ?? null };
}

/**
 * A stored picture as the upload API reports it: its URL, its shape and the bytes all its widths take.
 * The pipeline answers only the URL, so the lengths are asked of storage (the files stay unread).
 */
async function describeStoredImage(url: string): Promise<StoredImage> {
  const ref = parseStoredImageUrl(url);
  if (!ref) return { url, width: 0, height: 0, bytes: 0 };
  let bytes = 0;
  for (const width of storedWidths(ref.width)) {
    const file = await readStoredImage(ref.id, width);
    if (!file) continue;
    bytes += file.size;
    file.body.destroy();
  }
  return { url, width: ref.width, height: ref.height, bytes };
}

/** Use case: an admin adds a photo by image URL (https, or an image this site stored). */
export async function addPhotoByUrl(
  input: PhotoLinkInput,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto }, "invalid">> {
  const problem = await checkLinkedUrl(input.imageUrl);
  if (problem) return problem as Failure<"invalid">;
  const photo = insertPhoto(input);
  recordAudit(actor, "gallery.add", { type: "gallery-photo", id: photo.id }, `Added a photo by URL: ${photo.alt}`, {
    imageUrl: photo.imageUrl,
  });
  return { ok: true, photo };
}

/**
 * Use case: an admin uploads a photo file. It is stored through the image pipeline (checked by its
 * content, metadata stripped, WebP widths); a photo that cannot be written leaves no file behind.
 */
export async function uploadPhoto(
  file: PhotoFile | null,
  input: PhotoUploadInput,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto; image: StoredImage }, PhotoFailure["reason"]>> {
  const toStore = fileToStore(file, GALLERY_MESSAGES.missingFile);
  if (!toStore.ok) return toStore;
  const saved = await saveWithImages([toStore.input], ([imageUrl]) => ({ ok: true as const, photo: insertPhoto({ ...input, imageUrl }) }));
  if (!saved.ok) return refusedByPipeline(saved);
  const { photo } = saved;
  const image = await describeStoredImage(photo.imageUrl);
  recordAudit(actor, "gallery.upload", { type: "gallery-photo", id: photo.id }, `Uploaded a photo: ${photo.alt}`, {
    imageUrl: image.url,
    bytes: image.bytes,
  });
  return { ok: true, photo, image };
}

/** A photo's new description and caption, and its picture: a replacement file, else an image address. */
export type PhotoChanges = { alt: string; caption: string | null; imageUrl?: string; file?: PhotoFile | null };

/**
 * Use case: an admin edits a photo: its description and caption, and either a new image URL or a
 * replacement file. An uploaded file the photo no longer uses (and nothing else shows) is deleted
 * from storage; a replacement stored for an edit that fails is deleted again.
 */
export async function updatePhoto(
  id: number,
  changes: PhotoChanges,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto }, PhotoFailure["reason"] | "not-found">> {
  const current = getPhoto(id);
  if (!current) return { ok: false, reason: "not-found", message: GALLERY_MESSAGES.notFound };
  let image: ImageInput;
  if (changes.file || !changes.imageUrl) {
    const toStore = fileToStore(changes.file ?? null, GALLERY_MESSAGES.missingLink);
    if (!toStore.ok) return toStore;
    image = toStore.input;
  } else {
    const problem = changes.imageUrl === current.imageUrl ? null : await checkLinkedUrl(changes.imageUrl);
    if (problem) return problem;
    image = { url: changes.imageUrl };
  }
  const saved = await saveWithImages(
    [image],
    ([imageUrl]) => {
      // The same address keeps the shape on record (built-in pictures have one their URL does not say).
      const size = imageUrl === current.imageUrl ? { width: current.width, height: current.height } : sizeOf(imageUrl);
      const photo = getDb()
        .update(galleryImages)
        .set({ imageUrl, ...size, alt: changes.alt, caption: changes.caption })
        .where(eq(galleryImages.id, id))
        .returning(photoColumns)
        .get();
      // Deleted by someone else meanwhile.
      if (!photo) return { ok: false as const, reason: "not-found" as const, message: GALLERY_MESSAGES.notFound };
      return { ok: true as const, photo };
    },
    (saved) => (saved.ok && saved.photo.imageUrl !== current.imageUrl ? [current.imageUrl] : []),
  );
  if (!saved.ok) return saved.reason === "not-found" ? saved : refusedByPipeline(saved);
  const { photo } = saved;
  recordAudit(actor, "gallery.update", { type: "gallery-photo", id }, `Edited the photo: ${photo.alt}`, {
    ...(current.imageUrl !== photo.imageUrl ? { from: current.imageUrl, to: photo.imageUrl } : {}),
  });
  return { ok: true, photo };
}

/** Use case: an admin deletes a photo; its uploaded file goes with it. */
export async function deletePhoto(id: number, actor: AuditActor): Promise<Result<{ photo: GalleryPhoto }, "not-found">> {
  const photo = getDb().delete(galleryImages).where(eq(galleryImages.id, id)).returning(photoColumns).get();
  if (!photo) return { ok: false, reason: "not-found", message: GALLERY_MESSAGES.notFound };
  await releaseImage(photo.imageUrl);
  recordAudit(actor, "gallery.delete", { type: "gallery-photo", id }, `Deleted the photo: ${photo.alt}`, {
    imageUrl: photo.imageUrl,
  });
  return { ok: true, photo };
}

/**
 * Use case: an admin moves a photo one place up or down. The whole order is renumbered 1..n in one
 * transaction (older rows may share a sort order), so the result is the same whatever came before.
 * Moving the first photo up (or the last down) changes nothing.
 */
export function movePhoto(
  id: number,
  direction: "up" | "down",
  actor: AuditActor,
): Result<{ moved: boolean; position: number }, "not-found"> {
  const result = getDb().transaction((tx) => {
    const ids = tx.select({ id: galleryImages.id }).from(galleryImages).orderBy(...galleryOrder).all().map((row) => row.id);
    const from = ids.indexOf(id);
    if (from === -1) return null;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return { moved: false, position: from + 1 };
    [ids[from], ids[to]] = [ids[to], ids[from]];
    ids.forEach((photoId, index) => {
      tx.update(galleryImages)
        .set({ sortOrder: index + 1 })
        .where(and(eq(galleryImages.id, photoId), ne(galleryImages.sortOrder, index + 1)))
        .run();
    });
    return { moved: true, position: to + 1 };
  });
  if (!result) return { ok: false, reason: "not-found", message: GALLERY_MESSAGES.notFound };
  if (result.moved) {
    recordAudit(actor, "gallery.move", { type: "gallery-photo", id }, `Moved a photo ${direction} to position ${result.position}`);
  }
  return { ok: true, ...result };
}
