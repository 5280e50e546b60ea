// Stored pictures over HTTP: each width is served as WebP with a year-long cache; anything else is 404.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, startServer, type TestServer } from "./harness";

let server: TestServer;
let client: Client;
const ID = "Zt3_kq-9xYbAcDeFgHiJkLmN";

beforeAll(async () => {
  server = await startServer();
  client = new Client(server.url);
  const folder = path.join(server.dataDir, "uploads", "images");
  fs.mkdirSync(folder, { recursive: true });
  for (const width of [320, 500]) {
    const webp = await sharp({ create: { width, height: width / 2, channels: 3, background: "#c00" } }).webp().toBuffer();
    fs.writeFileSync(path.join(folder, `${ID}-${width}.webp`), webp);
  }
});
afterAll(() => server?.stop());

describe("/media", () => {
  it("serves each stored width, and the picture under its W×H name, cached for a year", async () => {
    for (const [name, width] of [[`${ID}-320.webp`, 320], [`${ID}-500.webp`, 500], [`${ID}-500x250.webp`, 500]] as const) {
      const response = await client.get(`/media/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it("answers 404 for widths not stored, other names and paths that try to leave the folder", async () => {
    for (const name of [`${ID}-640.webp`, `${ID}-320.png`, "birth-certificate.pdf", "..%2Fclub.db", `${ID}-99999.webp`]) {
      const response = await client.get(`/media/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("cache-control")).not.toContain("immutable");
    }
  });
});
