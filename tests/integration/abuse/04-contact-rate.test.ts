// Item: the contact form could send the office 300 messages a minute per IP, and every
// GET /blog/{slug}/share/{platform} wrote a row without any limit. The contact form (page and API) has
// its own tight tier (CONTACT_RATE_LIMIT per 10 minutes per IP); GET routes that write have the
// "tracking" tier (TRACKING_RATE_LIMIT per minute per IP, reads included). Limits are lowered here.
import { describe, expect, it } from "vitest";
import { Client, postNativeForm, queryDb, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
// Fly-Client-IP is trusted on fly only: it gives each client its own address here.
startServerForFile({ env: { FLY_APP_NAME: "rsfc-test", CONTACT_RATE_LIMIT: "3", TRACKING_RATE_LIMIT: "4" } }, (file) => ({ server } = file));

const from = (ip: string) => ({ headers: { "Fly-Client-IP": ip } });
const message = (i: number) => ({ name: "Flood", email: "flood@example.com", message: `Message number ${i}` });
const SEED_POST = "rising-stars-3-1-kariobangi-sharks-juniors";

describe("the contact tier", () => {
  it("lets a few messages through per address, then answers 429 for the page form and the API alike", async () => {
    const client = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await client.postJson("/api/contact", message(i), from("203.0.113.50"))).status);
    statuses.push((await client.postForm("/?index", message(2), from("203.0.113.50"))).status);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    // The page form's answer (a redirect or the page with a toast): accepted, not refused.
    expect(statuses[2]).toBeLessThan(400);
    const api = await client.postJson("/api/contact", message(3), from("203.0.113.50"));
    expect(api.status).toBe(429);
    expect((await api.json()).message).toBe("Too many messages. Please wait a few minutes and try again.");
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await client.postForm("/?index", message(4), from("203.0.113.50"))).status).toBe(429);
    // Without JavaScript the browser shows what comes back: a page with the message and a way back.
    const native = await postNativeForm(server.url, "/?index", message(5), { "Fly-Client-IP": "203.0.113.50" });
    expect(native.status).toBe(429);
    expect(native.headers["content-type"]).toContain("text/html");
    expect(native.body).toContain("Too many messages. Please wait a few minutes and try again.");
    expect(queryDb(server, "SELECT id FROM contact_messages WHERE name = 'Flood'")).toHaveLength(3);
  });

  it("does not limit another address, nor reading the page", async () => {
    expect((await new Client(server.url).postJson("/api/contact", message(9), from("198.51.100.50"))).status).toBe(201);
    expect((await new Client(server.url).get("/", from("203.0.113.50"))).status).toBe(200);
  });
});

describe("the tracking tier", () => {
  it("counts every share click, GETs included, then answers 429 without writing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await new Client(server.url).get(`/blog/${SEED_POST}/share/facebook`, from("203.0.113.60"))).status);
    }
    expect(statuses).toEqual([302, 302, 302, 302, 429, 429]);
    const rows = queryDb<{ n: number }>(server, "SELECT COUNT(*) AS n FROM blog_shares")[0].n;
    expect(rows).toBeLessThanOrEqual(4);
    // Another reader still shares.
    expect((await new Client(server.url).get(`/blog/${SEED_POST}/share/x`, from("198.51.100.60"))).status).toBe(302);
  });

  it("does not count reading posts", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await new Client(server.url).get(`/blog/${SEED_POST}`, from("203.0.113.61"))).status).toBe(200);
    }
  });
});
