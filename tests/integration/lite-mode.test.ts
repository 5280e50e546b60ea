// Lite mode (data saver): Save-Data or the footer's switch gives the same pages with no JavaScript and
// only the smallest pictures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, startServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const PAGES = ["/", "/blog", "/shop", "/membership", "/academy-registration"];
const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.url), { headers, redirect: "manual" });

describe("a browser that sends Save-Data: on", () => {
  it("gets every public page without a single script, preload or srcset", async () => {
    for (const path of PAGES) {
      const response = await get(path, { "Save-Data": "on" });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Vary"), path).toMatch(/Save-Data/);
      const html = await response.text();
      expect(html, path).not.toMatch(/<script/i);
      expect(html, path).not.toMatch(/modulepreload/);
      expect(html, path).not.toMatch(/srcset=/i);
      expect(html, path).toContain("Lite mode: on, as your browser asks to save data.");
    }
  });

  it("gets the smallest pictures: the 800 px hero and the 600 px gallery copies", async () => {
    const lite = await (await get("/", { "Save-Data": "on" })).text();
    expect(lite).toMatch(/<img[^>]+src="\/images\/hero-800\.webp"/);
    const normal = await (await get("/")).text();
    expect(normal).toMatch(/<img[^>]+srcSet="\/images\/hero-800\.webp 800w, \/images\/hero\.webp 1600w"/i);
    const galleryImages = [...lite.matchAll(/<img[^>]+src="(\/images\/gallery\/[^"]+)"/g)].map((m) => m[1]);
    expect(galleryImages.length).toBeGreaterThan(0);
  });

  it("still gets scripts without the header", async () => {
    const html = await (await get("/blog")).text();
    expect(html).toMatch(/<script/);
    expect(html).toContain("Turn on Lite mode");
  });
});

describe("the footer's Lite mode switch", () => {
  it("sets the cookie for a year and goes back to the page; the pages then have no scripts", async () => {
    const client = new Client(server.url);
    const on = await client.postForm("/lite-mode", { lite: "on", redirectTo: "/shop?category=jerseys" });
    expect(on.status).toBe(303);
    expect(on.headers.get("Location")).toBe("/shop?category=jerseys");
    expect(on.headers.get("Set-Cookie")).toMatch(/^lite=1; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const page = await (await client.get("/shop")).text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("Turn Lite mode off");

    const off = await client.postForm("/lite-mode", { lite: "off", redirectTo: "/shop" });
    expect(off.status).toBe(303);
    expect(off.headers.get("Set-Cookie")).toMatch(/^lite=; Max-Age=0/);
    expect(await (await client.get("/shop")).text()).toMatch(/<script/);
  });

  it("goes back only to a page of this site", async () => {
    const response = await new Client(server.url).postForm("/lite-mode", { lite: "on", redirectTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a bad request with a clear 4xx", async () => {
    const client = new Client(server.url);
    const wrong = await client.postForm("/lite-mode", { lite: "maybe" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'Choose Lite mode "on" or "off".' });
    const json = await client.postJson("/lite-mode", { lite: "on" });
    expect(json.status).toBe(415);
    expect((await client.get("/lite-mode")).status).toBeGreaterThanOrEqual(400);
    expect((await client.get("/lite-mode")).status).toBeLessThan(500);
  });
});
