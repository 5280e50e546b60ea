// Gallery photos: the use cases of /gallery-admin and the /api/gallery calls (add by URL, upload, edit,
// move, delete), the admin list and its figures. Uploaded files go through the image pipeline (content
// check, metadata stripped, WebP widths, storage); external photos are https links the server never
// fetches. Each use case returns a `Result` (docs/decisions/0009-use-case-functions.md).
import { and, asc, count, eq, gte, min, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { galleryImages } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { GALLERY_MESSAGES, type PhotoLinkInput, type PhotoUploadInput } from "~/schemas/gallery";
import {
  deleteStoredImage,
  IMAGE_MESSAGES,
  isStoredImageUrl,
  storedImageExists,
  storedImageUsage,
  storeImage,
  type StoredImage,
} from "~/services/images.server";
import type { UploadForm } from "~/services/upload.server";
import { imageSources } from "~/utils/images";
import type { Failure, Result } from "~/utils/result";

export type GalleryPhoto = typeof galleryImages.$inferSelect;
export type PhotoFailure = Failure<"invalid" | "too-large" | "unsupported-type">;

const photoColumns = {
  id: galleryImages.id,
  imageUrl: galleryImages.imageUrl,
  alt: galleryImages.alt,
  caption: galleryImages.caption,
  width: galleryImages.width,
  height: galleryImages.height,
  sortOrder: galleryImages.sortOrder,
  createdAt: galleryImages.createdAt,
};

const galleryOrder = [asc(galleryImages.sortOrder), asc(galleryImages.id)];

/** Every photo in gallery order. */
export function listPhotos(): GalleryPhoto[] {
  return getDb().select(photoColumns).from(galleryImages).orderBy(...galleryOrder).all();
}

export function getPhoto(id: number): GalleryPhoto | null {
  return getDb().select(photoColumns).from(galleryImages).where(eq(galleryImages.id, id)).get() ?? null;
}

export type AdminPhoto = GalleryPhoto & { kind: PhotoKind; missing: boolean };
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
  const photos = listPhotos();
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

const imageFailures = {
  "too-large": IMAGE_MESSAGES.tooLarge,
  "unsupported-type": IMAGE_MESSAGES.invalidType,
} as const;

/**
 * Runs an uploaded file through the image pipeline. No file is "Missing Information"; an oversized
 * file (cut off while streaming) or one that is not really a JPEG, PNG, GIF or WebP gets the spec's
 * message for it.
 */
async function storeUploadedPhoto(
  upload: Pick<UploadForm, "file" | "problem">,
  missing: { title: string; description: string },
): Promise<Result<{ image: StoredImage }, PhotoFailure["reason"]>> {
  if (upload.problem?.kind === "too-large") return failure("too-large", IMAGE_MESSAGES.tooLarge, "photo");
  if (upload.problem?.kind === "empty") return failure("unsupported-type", IMAGE_MESSAGES.invalidType, "photo");
  if (!upload.file) return failure("invalid", missing, "photo");
  const stored = await storeImage(upload.file.bytes);
  if (stored.ok) return stored;
  const toast = stored.reason === "invalid" ? IMAGE_MESSAGES.invalidType : imageFailures[stored.reason];
  return failure(stored.reason === "invalid" ? "unsupported-type" : stored.reason, toast, "photo");
}

/** A stored /media/ URL must point at an image that still exists; https links are taken as they are. */
async function checkLinkedUrl(url: string): Promise<PhotoFailure | null> {
  if (!isStoredImageUrl(url) || (await storedImageExists(url))) return null;
  return {
    ok: false,
    reason: "invalid",
    message: GALLERY_MESSAGES.storedImageMissing,
    errors: { imageUrl: [GALLERY_MESSAGES.storedImageMissing] },
    toast: { title: "Missing Information", description: GALLERY_MESSAGES.storedImageMissing },
  };
}

/** Deletes a stored file once no photo refers to it any more (a no-op for links). */
async function releaseImage(url: string) {
  if (!isStoredImageUrl(url)) return;
  const stillUsed = getDb().select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.imageUrl, url)).get();
  if (stillUsed) return;
  try {
    await deleteStoredImage(url);
  } catch (error) {
    console.error(`Gallery: could not delete the stored image ${url}:`, error);
  }
}

/** New photos go to the top of the gallery, where visitors see them first. */
function insertPhoto(values: { imageUrl: string; alt: string; caption: string | null; width: number | null; height: number | null }) {
  const db = getDb();
  return db.transaction((tx) => {
    const first = tx.select({ value: min(galleryImages.sortOrder) }).from(galleryImages).get()?.value ?? 1;
    return tx
      .insert(galleryImages)
      .values({ ...values, sortOrder: first - 1 })
      .returning(photoColumns)
      .get();
  });
}

function sizeOf(url: string): { width: number | null; height: number | null } {
  const { width, height } = imageSources(url);
  return { width: width ?? null, height: height ?? null };
}

/** Use case: an admin adds a photo by image URL (https, or an image this site stored). */
export async function addPhotoByUrl(
  input: PhotoLinkInput,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto }, "invalid">> {
  const problem = await checkLinkedUrl(input.imageUrl);
  if (problem) return problem as Failure<"invalid">;
  const photo = insertPhoto({ imageUrl: input.imageUrl, alt: input.alt, caption: input.caption, ...sizeOf(input.imageUrl) });
  recordAudit(actor, "gallery.add", { type: "gallery-photo", id: photo.id }, `Added a photo by URL: ${photo.alt}`, {
    imageUrl: photo.imageUrl,
  });
  return { ok: true, photo };
}

/** Use case: an admin uploads a photo file; it is stored through the image pipeline. */
export async function uploadPhoto(
  upload: Pick<UploadForm, "file" | "problem">,
  input: PhotoUploadInput,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto; image: StoredImage }, PhotoFailure["reason"]>> {
  const stored = await storeUploadedPhoto(upload, GALLERY_MESSAGES.missingFile);
  if (!stored.ok) return stored;
  const { image } = stored;
  let photo: GalleryPhoto;
  try {
    photo = insertPhoto({ imageUrl: image.url, alt: input.alt, caption: input.caption, width: image.width, height: image.height });
  } catch (error) {
    await deleteStoredImage(image.url).catch(() => undefined);
    throw error;
  }
  recordAudit(actor, "gallery.upload", { type: "gallery-photo", id: photo.id }, `Uploaded a photo: ${photo.alt}`, {
    imageUrl: image.url,
    bytes: image.bytes,
  });
  return { ok: true, photo, image };
}

export type PhotoChanges = { alt: string; caption: string | null } & (
  | { imageUrl: string; upload?: undefined }
  | { imageUrl?: undefined; upload: Pick<UploadForm, "file" | "problem"> }
);

/**
 * Use case: an admin edits a photo: its description and caption, and either a new image URL or a
 * replacement file. A replaced or unlinked uploaded file is deleted from storage.
 */
export async function updatePhoto(
  id: number,
  changes: PhotoChanges,
  actor: AuditActor,
): Promise<Result<{ photo: GalleryPhoto }, PhotoFailure["reason"] | "not-found">> {
  const current = getPhoto(id);
  if (!current) return { ok: false, reason: "not-found", message: GALLERY_MESSAGES.notFound };
  let image: { url: string; width: number | null; height: number | null };
  let newlyStored: string | null = null;
  if (changes.upload) {
    const stored = await storeUploadedPhoto(changes.upload, GALLERY_MESSAGES.missingLink);
    if (!stored.ok) return stored;
    image = stored.image;
    newlyStored = stored.image.url;
  } else if (changes.imageUrl === current.imageUrl) {
    image = { url: current.imageUrl, width: current.width, height: current.height };
  } else {
    const problem = await checkLinkedUrl(changes.imageUrl);
    if (problem) return problem;
    image = { url: changes.imageUrl, ...sizeOf(changes.imageUrl) };
  }
  let photo: GalleryPhoto | undefined;
  try {
    photo = getDb()
      .update(galleryImages)
      .set({ imageUrl: image.url, width: image.width, height: image.height, alt: changes.alt, caption: changes.caption })
      .where(eq(galleryImages.id, id))
      .returning(photoColumns)
      .get();
  } catch (error) {
    if (newlyStored) await deleteStoredImage(newlyStored).catch(() => undefined);
    throw error;
  }
  if (!photo) {
    // Deleted by someone else meanwhile.
    if (newlyStored) await deleteStoredImage(newlyStored).catch(() => undefined);
    return { ok: false, reason: "not-found", message: GALLERY_MESSAGES.notFound };
  }
  if (current.imageUrl !== photo.imageUrl) await releaseImage(current.imageUrl);
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
