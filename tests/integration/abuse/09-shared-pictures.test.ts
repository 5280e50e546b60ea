// Replacing a picture deleted the stored file it replaced, even when another section still showed it
// (a gallery photo and a blog post sharing one upload lost it together). Now a stored picture is
// deleted only when nothing refers to it any more, whichever section lets it go last.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
let editor: Client;

startServerForFile({ signInAs: "staff" }, (file) => {
  ({ server } = file);
  editor = file.staff!;
});

const put = (path: string, body: unknown) =>
  editor.request(path, { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

const served = async (url: string) => (await new Client(server.url).get(url)).status;

async function pictureDataUrl() {
  const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#0a5" } }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const post = (overrides: Record<string, unknown>) => ({
  title: `Shared picture ${uniqueSuffix()}`,
  content: "A report.",
  category: "match-reports",
  tags: [],
  author: "Brian Omondi",
  status: "published",
  ...overrides,
});

describe("a stored picture shown by two sections", () => {
  it("survives being replaced in one of them, and goes when the last reference goes", async () => {
    const created = await editor.postJson("/api/blog/posts", post({ featuredImage: await pictureDataUrl() }));
    expect(created.status).toBe(201);
    const blogPost = (await created.json()) as { id: number; title: string; featuredImage: string };
    const picture = blogPost.featuredImage;
    expect(picture).toMatch(/^\/media\/[A-Za-z0-9_-]{24}-120x60\.webp$/);

    // The gallery shows the same upload.
    const added = await editor.postJson("/api/gallery", { imageUrl: picture, alt: "The derby", caption: null });
    expect(added.status).toBe(201);
    const photo = (await added.json()) as { id: number };

    // The post gets another picture: the gallery still shows the upload.
    const replaced = await put(`/api/blog/posts/${blogPost.id}`, post({ title: blogPost.title, featuredImage: "https://images.example/new.jpg" }));
    expect(replaced.status).toBe(200);
    expect(await served(picture)).toBe(200);
    const gallery = (await (await new Client(server.url).get("/api/gallery")).json()) as Array<{ imageUrl: string }>;
    expect(gallery.some((item) => item.imageUrl === picture)).toBe(true);

    // The last reference goes: so does the file.
    expect((await editor.request(`/api/gallery/${photo.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await served(picture)).toBe(404);
  });

  it("survives deleting one of two posts that show it", async () => {
    const first = (await (await editor.postJson("/api/blog/posts", post({ featuredImage: await pictureDataUrl() }))).json()) as {
      id: number;
      featuredImage: string;
    };
    const picture = first.featuredImage;
    const second = await editor.postJson("/api/blog/posts", post({ featuredImage: picture }));
    expect(second.status).toBe(201);
    const { id: secondId } = (await second.json()) as { id: number };

    expect((await editor.request(`/api/blog/posts/${first.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    expect(await served(picture)).toBe(200);
    expect((await editor.request(`/api/blog/posts/${secondId}`, { method: "DELETE" })).status).toBeLessThan(300);
    expect(await served(picture)).toBe(404);
  });
});
