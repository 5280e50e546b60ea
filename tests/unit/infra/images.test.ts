// The image pipeline: what is accepted (by content), what is stored (WebP widths, no metadata) and the
// URLs pages draw from it.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSources, imageUrlSchema, parseStoredImageUrl, smallestImageUrl } from "~/utils/images";
import * as images from "~/infra/images.server";
import { getDb } from "~/db/client.server";

/** A camera photo: 1000×700 JPEG with a GPS position (Nairobi) and a camera model in its EXIF. */
async function photoWithGps(width = 1000, height = 700) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Cheap Phone 3" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 0/1" },
    })
    .toBuffer();
}

const storedFile = (dataDir: string, name: string) => path.join(dataDir, "uploads", "images", name);

describe("storeImage", () => {
  it("stores WebP at the standard widths up to the original's, with no EXIF left", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the fixture really carries EXIF

    const stored = await images.storeImage(photo);
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.image).toMatchObject({ width: 1000, height: 700 });
    const ref = parseStoredImageUrl(stored.image.url)!;
    expect(ref).toMatchObject({ width: 1000, height: 700 });

    for (const width of [320, 640, 960, 1000]) {
      const file = fs.readFileSync(storedFile(process.env.DATA_DIR!, `${ref.id}-${width}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: "webp", width });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    expect(fs.existsSync(storedFile(process.env.DATA_DIR!, `${ref.id}-1280.webp`))).toBe(false);
    expect(await images.storedImageExists(stored.image.url)).toBe(true);

    await images.deleteStoredImage(stored.image.url);
    expect(await images.storedImageExists(stored.image.url)).toBe(false);
    expect(fs.readdirSync(path.join(process.env.DATA_DIR!, "uploads", "images")).filter((n) => n.startsWith(ref.id))).toEqual([]);
  });

  it("caps a very wide picture at 1920 px and keeps its shape", async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: "#0a0" } }).png().toBuffer();
    const stored = await images.storeImage(wide);
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.image).toMatchObject({ width: 1920, height: 480 });
    expect((await images.storedImageUsage()).images).toBeGreaterThanOrEqual(1);
  });

  it("turns a sideways phone photo upright (EXIF orientation applied, then dropped)", async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#00f" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await images.storeImage(sideways);
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.image).toMatchObject({ width: 400, height: 600 });
  });

  it("refuses by content: a renamed executable, an SVG with script, a corrupt JPEG", async () => {
    const invalid = { ok: false, reason: "unsupported-type", message: "Please select a valid image file (JPEG, PNG, GIF, WebP)." };
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2000)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await photoWithGps()).subarray(0, 400);
    for (const bytes of [exe, svg, truncated]) expect(await images.storeImage(bytes)).toMatchObject(invalid);
  });

  it("refuses more than 10 MB, also as a data: URL, before decoding it", async () => {
    const tooLarge = { ok: false, reason: "too-large", message: "Please select a photo smaller than 10MB." };
    expect(await images.storeImage(Buffer.alloc(10 * 1024 * 1024 + 1))).toMatchObject(tooLarge);
    const hugeDataUrl = `data:image/jpeg;base64,${"A".repeat(14_000_000)}`;
    expect(await images.storeImageFromDataUrl(hugeDataUrl)).toMatchObject(tooLarge);
  });

  it("stores a data: URL picture through the same checks", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#fff" } }).png().toBuffer();
    const stored = await images.storeImageFromDataUrl(`data:image/png;base64,${png.toString("base64")}`);
    expect(stored).toMatchObject({ ok: true, image: { width: 300, height: 200 } });
    expect(await images.storeImageFromDataUrl("data:text/html;base64,PHNjcmlwdD4=")).toMatchObject({ ok: false });
    expect(await images.storeImageFromDataUrl("https://example.com/a.png")).toMatchObject({ ok: false });
  });
});

describe("purgeOrphanImages", () => {
  it("deletes day-old pictures nothing refers to, with all their sizes; keeps referenced and recent ones", async () => {
    const sqlite = getDb().$client;
    const store = async (red: number) => {
      const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: { r: red, g: 90, b: 20 } } }).png().toBuffer();
      const stored = await images.storeImage(png);
      if (!stored.ok) throw new Error(stored.message);
      return stored.image.url;
    };
    const [inPost, inList, unused, onlyAudited, fresh] = [await store(1), await store(2), await store(3), await store(4), await store(5)];
    // References in any text column of any table: Markdown, a JSON list; the audit log does not count.
    sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run("post", `Text ![kit](${inPost}) more`);
    sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run("list", JSON.stringify([`https://club.example${inList}`]));
    sqlite
      .prepare("INSERT INTO audit_log (username, action, target_type, summary) VALUES ('admin', 'gallery.delete', 'photo', ?)")
      .run(`Deleted ${onlyAudited}`);
    const filesOf = (url: string) => {
      const id = parseStoredImageUrl(url)!.id;
      return fs.readdirSync(path.join(process.env.DATA_DIR!, "uploads", "images")).filter((name) => name.startsWith(id));
    };
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const url of [inPost, inList, unused, onlyAudited]) {
      for (const name of filesOf(url)) fs.utimesSync(storedFile(process.env.DATA_DIR!, name), twoDaysAgo, twoDaysAgo);
    }
    expect(filesOf(unused).length).toBeGreaterThan(1);

    expect(await images.purgeOrphanImages()).toBe(2);
    expect(filesOf(unused)).toEqual([]);
    expect(filesOf(onlyAudited)).toEqual([]);
    for (const url of [inPost, inList, fresh]) expect(await images.storedImageExists(url), url).toBe(true);
    expect(await images.purgeOrphanImages()).toBe(0);
  });
});

describe("isStoredImageReferenced and deleteStoredImage", () => {
  it("keep a picture any row still refers to, by any of its sizes; delete it once nothing does", async () => {
    const sqlite = getDb().$client;
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#246" } }).png().toBuffer();
    const stored = await images.storeImage(png);
    if (!stored.ok) throw new Error(stored.message);
    const url = stored.image.url;
    const ref = parseStoredImageUrl(url)!;
    expect(images.isStoredImageReferenced(url)).toBe(false);
    // "_" in an id is a LIKE wildcard: a picture whose id differs only there is another picture.
    sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run("lookalike", "/media/abcdefghijklmnopqrstuvwB-320.webp");
    expect(images.isStoredImageReferenced("/media/abcdefghijklmnopqrstuvw_-700x400.webp")).toBe(false);
    expect(images.isStoredImageReferenced("/media/abcdefghijklmnopqrstuvwB-700x400.webp")).toBe(true);
    // Markdown naming one width refers to the picture; so does the audit log not.
    sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, ?)").run("shared", `![kit](/media/${ref.id}-320.webp)`);
    sqlite.prepare("INSERT INTO audit_log (username, action, target_type, summary) VALUES ('admin', 'blog.update', 'post', ?)").run(`Used ${url}`);
    expect(images.isStoredImageReferenced(url)).toBe(true);
    await images.deleteStoredImage(url);
    expect(await images.storedImageExists(url)).toBe(true);
    sqlite.prepare("DELETE FROM settings WHERE key = 'shared'").run();
    await images.deleteStoredImage(url);
    expect(await images.storedImageExists(url)).toBe(false);
  });
});

describe("image URLs", () => {
  const stored = "/media/abcdefghijklmnopqrstuvwx-1000x700.webp";

  it("gives a stored picture its widths, shape and a middle-sized fallback", () => {
    expect(imageSources(stored, "50vw")).toEqual({
      src: "/media/abcdefghijklmnopqrstuvwx-640.webp",
      srcSet:
        "/media/abcdefghijklmnopqrstuvwx-320.webp 320w, /media/abcdefghijklmnopqrstuvwx-640.webp 640w, " +
        "/media/abcdefghijklmnopqrstuvwx-960.webp 960w, /media/abcdefghijklmnopqrstuvwx-1000.webp 1000w",
      sizes: "50vw",
      width: 1000,
      height: 700,
    });
    expect(smallestImageUrl(stored)).toBe("/media/abcdefghijklmnopqrstuvwx-320.webp");
  });

  it("draws external and malformed addresses as they are", () => {
    expect(imageSources("https://images.example.org/kit.jpg")).toEqual({ src: "https://images.example.org/kit.jpg" });
    expect(parseStoredImageUrl("/media/abcdefghijklmnopqrstuvwx-5000x700.webp")).toBeNull();
    expect(parseStoredImageUrl("/media/../etc-100x100.webp")).toBeNull();
  });

  it("accepts https image addresses and stored pictures only", () => {
    for (const ok of ["https://images.example.org/kit.jpg", stored]) expect(imageUrlSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["http://example.org/a.jpg", "javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "https://user:pw@example.org/a.png", "/etc/passwd"]) {
      expect(imageUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
