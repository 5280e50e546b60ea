// The gallery's schemas and use cases against an in-memory database and a temporary upload folder.
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as gallery from "~/models/gallery.server";
import * as schemas from "~/schemas/gallery";
import * as vocabulary from "~/config/gallery";
import * as images from "~/infra/images.server";
import * as tables from "~/db/schema";
import { getDb } from "~/db/client.server";
import { listAudit } from "~/models/audit.server";

const actor = { id: 7, username: "wanjiru" };

beforeEach(() => {
  getDb().delete(tables.galleryImages).run();
});

const jpeg = (width = 700, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: "#123456" } }).jpeg().toBuffer();
const file = (bytes: Buffer) => ({ bytes });

async function linked(alt: string) {
  const result = await gallery.addPhotoByUrl({ imageUrl: `https://images.example.org/${alt}.jpg`, alt, caption: null }, actor);
  if (!result.ok) throw new Error(result.message);
  return result.photo;
}
const order = () => gallery.listPhotos().map((photo) => photo.alt);

describe("gallery schemas", () => {
  it("asks for both image URL and description in their exact words, and https only", () => {
    const problems = (input: unknown) => {
      const result = schemas.photoLinkSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems({})).toEqual([
      "Please provide both image URL and description.",
      "Please provide both image URL and description.",
    ]);
    expect(problems({ imageUrl: "  ", alt: "Team" })).toEqual(["Please provide both image URL and description."]);
    for (const imageUrl of ["http://a.example/x.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA", "//a.example/x.jpg"]) {
      expect(problems({ imageUrl, alt: "Team" }), imageUrl).toEqual(["Please enter a valid https image URL"]);
    }
    expect(schemas.photoLinkSchema.parse({ imageUrl: " https://a.example/x.jpg ", alt: " Team ", caption: "" })).toEqual({
      imageUrl: "https://a.example/x.jpg",
      alt: "Team",
      caption: null,
    });
    expect(schemas.photoUploadSchema.safeParse({ alt: "" }).error?.issues[0].message).toBe(
      "Please select a photo and provide a description.",
    );
  });

  it("keeps the browser's copy of the file messages equal to the image pipeline's", () => {
    expect(vocabulary.PHOTO_FILE_MESSAGES).toEqual(images.IMAGE_MESSAGES);
  });
});

describe("gallery use cases", () => {
  it("puts new photos first and moves them one place at a time, recording each real move", async () => {
    for (const alt of ["a", "b", "c"]) await linked(alt);
    expect(order()).toEqual(["c", "b", "a"]);
    // Rows that share a sort order (older databases start at 0) still move predictably.
    getDb().update(tables.galleryImages).set({ sortOrder: 0 }).run();
    expect(order()).toEqual(["a", "b", "c"]); // ties fall back to id
    const [a, b, c] = gallery.listPhotos();

    expect(gallery.movePhoto(c.id, "up", actor)).toEqual({ ok: true, moved: true, position: 2 });
    expect(order()).toEqual(["a", "c", "b"]);
    expect(gallery.movePhoto(a.id, "up", actor)).toEqual({ ok: true, moved: false, position: 1 });
    expect(gallery.movePhoto(a.id, "down", actor)).toEqual({ ok: true, moved: true, position: 2 });
    expect(order()).toEqual(["c", "a", "b"]);
    expect(gallery.movePhoto(b.id, "down", actor)).toMatchObject({ moved: false, position: 3 });
    expect(gallery.movePhoto(999_999, "up", actor)).toMatchObject({ ok: false, reason: "not-found" });

    const moves = listAudit({ action: "gallery.move", limit: 10, offset: 0 }).entries;
    expect(moves).toHaveLength(2);
    expect(moves.every((entry) => entry.username === "wanjiru")).toBe(true);
  });

  it("uploads through the pipeline and refuses what is not a photo, with their exact messages", async () => {
    const uploaded = await gallery.uploadPhoto(file(await jpeg()), { alt: "Warm-up", caption: null }, actor);
    expect(uploaded).toMatchObject({ ok: true, photo: { alt: "Warm-up", width: 700, height: 500 } });
    if (!uploaded.ok) return;
    expect(uploaded.photo.imageUrl).toMatch(/^\/media\/[\w-]{24}-700x500\.webp$/);
    expect(await images.storedImageExists(uploaded.photo.imageUrl)).toBe(true);

    expect(await gallery.uploadPhoto(null, { alt: "x", caption: null }, actor)).toMatchObject({
      reason: "invalid",
      message: "Missing Information: Please select a photo and provide a description.",
    });
    expect(
      await gallery.uploadPhoto({ kind: "too-large", size: 11_000_000 }, { alt: "x", caption: null }, actor),
    ).toMatchObject({ reason: "too-large", message: "File Too Large: Please select a photo smaller than 10MB." });
    expect(await gallery.uploadPhoto(file(Buffer.from("MZ\x90\x00program")), { alt: "x", caption: null }, actor)).toMatchObject({
      reason: "unsupported-type",
      message: "Invalid File Type: Please select a valid image file (JPEG, PNG, GIF, WebP).",
    });
    expect(order()).toEqual(["Warm-up"]);
  });

  it("deletes a replaced or deleted photo's stored file, but not one another photo still shows", async () => {
    const uploaded = await gallery.uploadPhoto(file(await jpeg(400, 300)), { alt: "Original", caption: null }, actor);
    if (!uploaded.ok) throw new Error(uploaded.message);
    const url = uploaded.photo.imageUrl;
    // A second photo showing the same stored picture (linked by its /media address).
    const twin = await gallery.addPhotoByUrl({ imageUrl: url, alt: "Twin", caption: null }, actor);
    if (!twin.ok) throw new Error(twin.message);
    expect(twin.photo).toMatchObject({ width: 400, height: 300 });

    const replaced = await gallery.updatePhoto(uploaded.photo.id, { alt: "Replaced", caption: null, file: file(await jpeg(300, 300)) }, actor);
    expect(replaced).toMatchObject({ ok: true, photo: { alt: "Replaced", width: 300, height: 300 } });
    expect(await images.storedImageExists(url)).toBe(true); // the twin still uses it

    expect(await gallery.deletePhoto(twin.photo.id, actor)).toMatchObject({ ok: true });
    expect(await images.storedImageExists(url)).toBe(false);
    expect(await gallery.deletePhoto(twin.photo.id, actor)).toMatchObject({ ok: false, reason: "not-found" });

    // A stored address that no longer exists is refused.
    expect(await gallery.addPhotoByUrl({ imageUrl: url, alt: "Ghost", caption: null }, actor)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("counts recent photos over the last 7 days and tells uploaded, external and built-in photos apart", async () => {
    await linked("new");
    getDb().insert(tables.galleryImages).values({ imageUrl: "/images/gallery/x.webp", alt: "old", createdAt: "2020-01-01T00:00:00.000Z" }).run();
    const stats = await gallery.galleryStats();
    expect(stats).toMatchObject({ total: 2, recent: 1, external: 1, bundled: 1, uploaded: 0 });
    expect(stats.storedBytes).toBeGreaterThanOrEqual(0);
  });
});
