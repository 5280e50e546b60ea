// Gallery administration over HTTP: uploads through the image pipeline (metadata stripped, WebP
// widths), the agreed refusals, the gallery's JSON calls, the admin page's forms, order and audit.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executableBytes, MB } from "../support/factories";
import { Client, logInAs, postDeclaredLength, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;

const TOO_LARGE = "File Too Large: Please select a photo smaller than 10MB.";
const INVALID_TYPE = "Invalid File Type: Please select a valid image file (JPEG, PNG, GIF, WebP).";
const MISSING_FILE = "Missing Information: Please select a photo and provide a description.";
const MISSING_LINK = "Please provide both image URL and description.";

beforeAll(async () => {
  server = await startServer();
  // Staff run the gallery: the permission is "gallery", not admins only.
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(() => server?.stop());

/** A 1400×900 JPEG carrying camera and GPS tags, like a phone photo taken at the training ground. */
async function phonePhotoWithGps(width = 1400, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: "#f97316" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Club Phone" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 17/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "36/1 49/1 0/1" },
    })
    .toBuffer();
}

function photoForm(bytes: Buffer | null, fields: Record<string, string> = {}, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (bytes) form.append("photo", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const upload = (client: Client, form: FormData) => client.request("/api/upload-gallery-photo", { method: "POST", body: form });
const rowCount = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM gallery_images")[0].n;
function storedFiles(): string[] {
  const dir = path.join(server.dataDir, "uploads", "images");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".webp")) : [];
}
const filesOf = (url: string) => storedFiles().filter((file) => file.startsWith(url.slice("/media/".length, "/media/".length + 24)));

async function galleryOrder(): Promise<number[]> {
  const response = await new Client(server.url).get("/api/gallery");
  return ((await response.json()) as Array<{ id: number }>).map((photo) => photo.id);
}

describe("POST /api/upload-gallery-photo", () => {
  it("stores a JPEG with GPS tags as WebP at each width with no metadata at all", async () => {
    const original = await phonePhotoWithGps();
    // The fixture really carries EXIF with a GPS block (tag 0x8825, either byte order), or this test
    // would prove nothing.
    const exif = Buffer.from((await sharp(original).metadata()).exif ?? []);
    expect(exif.indexOf(Buffer.from([0x25, 0x88])) >= 0 || exif.indexOf(Buffer.from([0x88, 0x25])) >= 0).toBe(true);
    expect(exif.toString("latin1")).toContain("TestCam");

    const response = await upload(staff, photoForm(original, { alt: "Under-13s warming up", caption: "Saturday" }));
    expect(response.status).toBe(201);
    const photo = await response.json();
    expect(photo).toMatchObject({ alt: "Under-13s warming up", caption: "Saturday", width: 1400, height: 900 });
    expect(photo.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{24}-1400x900\.webp$/);
    expect(photo.image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1280, 1400]);

    for (const variant of photo.image.variants as Array<{ width: number; url: string }>) {
      const served = await new Client(server.url).get(variant.url);
      expect(served.status, variant.url).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.exif, `${variant.url} has EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }

    // The landing page asks for exactly those widths, and shows the new photo first.
    const home = await (await new Client(server.url).get("/")).text();
    const id = photo.imageUrl.slice(7, 31);
    const gallery = home.slice(home.indexOf('id="gallery"'));
    const img = gallery.match(new RegExp(`<img[^>]*${id}[^>]*>`))?.[0] ?? "";
    expect(img).toContain('alt="Under-13s warming up"');
    expect(img).toMatch(/width="1400"/);
    for (const width of [320, 640, 960, 1280, 1400]) expect(img).toContain(`/media/${id}-${width}.webp ${width}w`);
    expect((await galleryOrder())[0]).toBe(photo.id);
  });

  it("refuses a renamed executable, an SVG with a script and an 11 MB photo with the agreed messages", async () => {
    const rows = rowCount();
    const files = storedFiles().length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const big = Buffer.concat([await phonePhotoWithGps(), Buffer.alloc(11 * MB)]);
    for (const [bytes, name, type, status, message] of [
      [executableBytes(), "holiday.jpg", "image/jpeg", 415, INVALID_TYPE],
      [svg, "crest.svg", "image/svg+xml", 415, INVALID_TYPE],
      [svg, "crest.png", "image/png", 415, INVALID_TYPE],
      [Buffer.from("GIF89a but not really"), "fake.gif", "image/gif", 415, INVALID_TYPE],
      [big, "huge.jpg", "image/jpeg", 413, TOO_LARGE],
    ] as const) {
      const response = await upload(staff, photoForm(bytes, { alt: "A photo" }, name, type));
      expect(response.status, name).toBe(status);
      expect((await response.json()).message, name).toBe(message);
    }
    expect(rowCount()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it("asks for the missing file or description, and is for signed-in gallery users only", async () => {
    const noFile = await upload(staff, photoForm(null, { alt: "A photo" }));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe("No file selected");

    const noAlt = await upload(staff, photoForm(await phonePhotoWithGps(400, 300), { alt: "  " }));
    expect(noAlt.status).toBe(400);
    expect((await noAlt.json()).message).toBe(MISSING_FILE);

    const anonymous = await upload(new Client(server.url), photoForm(await phonePhotoWithGps(400, 300), { alt: "x" }));
    expect(anonymous.status).toBe(401);

    const json = await staff.postJson("/api/upload-gallery-photo", { alt: "x" });
    expect(json.status).toBe(415);
  });
});

describe("POST/PUT/DELETE /api/gallery", () => {
  it("adds a photo by https URL and refuses other schemes and missing fields", async () => {
    const added = await staff.postJson("/api/gallery", {
      imageUrl: "https://images.example.org/match.jpg",
      alt: "Fans at the derby",
      caption: null,
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ imageUrl: "https://images.example.org/match.jpg", alt: "Fans at the derby", caption: null });

    const rows = rowCount();
    for (const [body, message] of [
      [{ alt: "No address" }, MISSING_LINK],
      [{ imageUrl: "https://images.example.org/a.jpg", alt: "" }, MISSING_LINK],
      [{ imageUrl: "http://images.example.org/a.jpg", alt: "Plain http" }, "Please enter a valid https image URL"],
      [{ imageUrl: "javascript:alert(1)", alt: "Script" }, "Please enter a valid https image URL"],
      [{ imageUrl: "https://user:pw@images.example.org/a.jpg", alt: "Credentials" }, "Please enter a valid https image URL"],
      [{ imageUrl: "/media/AAAAAAAAAAAAAAAAAAAAAAAA-640x480.webp", alt: "Gone" }, /no longer exists/],
    ] as const) {
      const response = await staff.postJson("/api/gallery", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      if (typeof message === "string") expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
    }
    expect(rowCount()).toBe(rows);
    expect((await new Client(server.url).postJson("/api/gallery", { imageUrl: "https://a.example/x.jpg", alt: "x" })).status).toBe(401);
  });

  it("never fetches a linked image itself (no requests to the address, whatever it points at)", async () => {
    let connections = 0;
    const listener = http.createServer((_req, res) => res.end());
    listener.on("connection", () => connections++);
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const response = await staff.postJson("/api/gallery", { imageUrl: `https://127.0.0.1:${port}/secret.jpg`, alt: "Probe" });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      await staff.get("/gallery-admin");
      await new Client(server.url).get("/");
      expect(connections).toBe(0);
      await staff.request(`/api/gallery/${id}`, { method: "DELETE" });
    } finally {
      listener.close();
    }
  });

  it("edits a photo, deleting the uploaded file it no longer uses, and deletes photos with their files", async () => {
    const created = await (await upload(staff, photoForm(await phonePhotoWithGps(800, 600), { alt: "Kit launch" }))).json();
    expect(filesOf(created.imageUrl)).toHaveLength(3); // widths 320, 640 and 800
    const put = (id: number, body: unknown) =>
      staff.request(`/api/gallery/${id}`, { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

    const missing = await put(created.id, { imageUrl: "", alt: "Kit launch" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(MISSING_LINK);

    const kept = await put(created.id, { imageUrl: created.imageUrl, alt: "Kit launch 2026", caption: "New home kit" });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ imageUrl: created.imageUrl, alt: "Kit launch 2026", caption: "New home kit" });
    expect(filesOf(created.imageUrl)).toHaveLength(3);

    const relinked = await put(created.id, { imageUrl: "https://images.example.org/kit.jpg", alt: "Kit launch 2026" });
    expect(relinked.status).toBe(200);
    expect(filesOf(created.imageUrl)).toHaveLength(0);
    expect(await relinked.json()).toMatchObject({ width: null, height: null, caption: null });

    const second = await (await upload(staff, photoForm(await phonePhotoWithGps(500, 400), { alt: "Bench" }))).json();
    expect(filesOf(second.imageUrl).length).toBeGreaterThan(0);
    const deleted = await staff.request(`/api/gallery/${second.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(filesOf(second.imageUrl)).toHaveLength(0);
    expect((await staff.request(`/api/gallery/${second.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await put(second.id, { imageUrl: "https://a.example/x.jpg", alt: "x" })).status).toBe(404);
    expect((await new Client(server.url).request(`/api/gallery/${created.id}`, { method: "DELETE" })).status).toBe(401);

    const audit = queryDb<{ action: string }>(
      server,
      "SELECT action FROM audit_log WHERE target_type = 'gallery-photo' AND target_id IN (?, ?) ORDER BY id",
      String(created.id),
      String(second.id),
    ).map((row) => row.action);
    expect(audit).toEqual(["gallery.upload", "gallery.update", "gallery.update", "gallery.upload", "gallery.delete"]);
  });
});

describe("the /gallery-admin page", () => {
  it("answers a post over the upload cap without JavaScript with a page naming the photo limit", async () => {
    const response = await postDeclaredLength(server.url, "/gallery-admin", 30 * MB, { "Sec-Fetch-Mode": "navigate" });
    expect(response.status).toBe(413);
    expect(response.body).toContain("Please select a file smaller than 10MB.");
    expect(response.body).toContain('href="/gallery-admin"');
  });

  it("moves photos up and down; GET /api/gallery and the landing page follow the order", async () => {
    const order = await galleryOrder();
    const [first, second] = order;
    const move = (id: number, direction: "up" | "down") =>
      staff.postForm("/gallery-admin", { intent: "move", id: String(id), direction });

    const moved = await move(second, "up");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/gallery-admin#photo-${second}`);
    expect(await galleryOrder()).toEqual([second, first, ...order.slice(2)]);

    // Moving the first photo up changes nothing; down puts it back.
    await move(second, "up");
    expect((await galleryOrder()).slice(0, 2)).toEqual([second, first]);
    await move(second, "down");
    expect(await galleryOrder()).toEqual(order);

    const last = order.at(-1)!;
    await move(last, "up");
    expect((await galleryOrder()).slice(-2)).toEqual([last, order.at(-2)]);

    const home = await (await new Client(server.url).get("/")).text();
    const gallery = home.slice(home.indexOf('id="gallery"'));
    const altOf = (id: number) => queryDb<{ alt: string }>(server, "SELECT alt FROM gallery_images WHERE id = ?", id)[0].alt;
    const positions = [first, second].map((id) => gallery.indexOf(`alt="${altOf(id).replace(/"/g, "&quot;")}"`));
    expect(positions[0]).toBeLessThan(positions[1]);

    const moves = queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM audit_log WHERE action = 'gallery.move'")[0].n;
    expect(moves).toBe(3); // the move that changed nothing is not recorded
  });

  it("shows the agreed messages for bad uploads and missing fields in the page itself", async () => {
    const rows = rowCount();
    const cases: Array<[FormData, string]> = [
      [photoForm(executableBytes(), { intent: "upload", alt: "Exe" }, "team.jpg"), INVALID_TYPE.split(": ")[1]],
      [photoForm(Buffer.concat([await phonePhotoWithGps(), Buffer.alloc(11 * MB)]), { intent: "upload", alt: "Big" }), TOO_LARGE.split(": ")[1]],
      [photoForm(null, { intent: "upload", alt: "No file" }), MISSING_FILE.split(": ")[1]],
      [photoForm(null, { intent: "link", imageUrl: "https://images.example.org/a.jpg" }), MISSING_LINK],
    ];
    for (const [form, message] of cases) {
      const response = await staff.request("/gallery-admin?add=1", { method: "POST", body: form });
      expect(response.status, message).toBeGreaterThanOrEqual(400);
      expect(await response.text(), message).toContain(message.replace(/'/g, "&#x27;"));
    }
    expect(rowCount()).toBe(rows);
  });

  it("adds by file and by URL through the forms, then edits, replaces the file and deletes", async () => {
    const uploaded = await staff.request("/gallery-admin?add=1", {
      method: "POST",
      body: photoForm(await phonePhotoWithGps(700, 500), { intent: "upload", alt: "Form upload", caption: "" }),
    });
    expect(uploaded.status).toBe(302);
    const id = Number(new URL(uploaded.headers.get("location")!, server.url).searchParams.get("added"));
    const [row] = queryDb<{ image_url: string; caption: string | null }>(server, "SELECT * FROM gallery_images WHERE id = ?", id);
    expect(row.caption).toBeNull();
    const page = await (await staff.get(`/gallery-admin?add=1&tab=upload&added=${id}`)).text();
    expect(page).toContain("Added to the gallery");
    expect(page).toContain(`/media/${row.image_url.slice(7, 31)}-320.webp 320w`);

    // Replace the file: the old one goes.
    const replaced = await staff.request(`/gallery-admin?edit=${id}`, {
      method: "POST",
      body: photoForm(await phonePhotoWithGps(600, 600), { intent: "update", id: String(id), alt: "Replaced", caption: "Square" }),
    });
    expect(replaced.status).toBe(302);
    const [after] = queryDb<{ image_url: string; alt: string }>(server, "SELECT * FROM gallery_images WHERE id = ?", id);
    expect(after.image_url).toMatch(/-600x600\.webp$/);
    expect(filesOf(row.image_url)).toHaveLength(0);

    const linked = await staff.postForm("/gallery-admin?add=1&tab=url", {
      intent: "link",
      imageUrl: "https://images.example.org/form.jpg",
      alt: "Form link",
    });
    expect(linked.status).toBe(302);

    // The confirm step: its own page with the agreed question, then the delete.
    const confirm = await (await staff.get(`/gallery-admin?delete=${id}`)).text();
    expect(confirm).toContain("Are you sure you want to delete this photo? This action cannot be undone.");
    const deleted = await staff.postForm("/gallery-admin", { intent: "delete", id: String(id) });
    expect(deleted.status).toBe(302);
    expect(queryDb(server, "SELECT id FROM gallery_images WHERE id = ?", id)).toHaveLength(0);
    expect(filesOf(after.image_url)).toHaveLength(0);
  });

  it("shows the figures and an 'Image not found' placeholder for an uploaded file that has gone", async () => {
    const photo = await (await upload(staff, photoForm(await phonePhotoWithGps(400, 300), { alt: "Soon missing" }))).json();
    for (const file of filesOf(photo.imageUrl)) fs.rmSync(path.join(server.dataDir, "uploads", "images", file));
    const html = await (await staff.get("/gallery-admin")).text();
    const card = html.slice(html.indexOf(`id="photo-${photo.id}"`));
    expect(card.slice(0, 1500)).toContain("Image not found");
    expect(html).toContain("Last 7 days");
    expect(html).toContain("Total Photos");
    expect(html).toMatch(/Storage Used/);
    expect(html).toMatch(/\d+ external: using image URLs/);
    await staff.request(`/api/gallery/${photo.id}`, { method: "DELETE" });
  });
});
