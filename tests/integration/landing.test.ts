import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContactMessage } from "../support/factories";
import { Client, postNativeForm, startServer, type TestServer } from "./harness";

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = new Client(server.url);
});
afterAll(() => server?.stop());

const openDb = (dir = server.dataDir) => new Database(path.join(dir, "club.db"));

/** Undoes a quoted-printable body (nodemailer wraps text lines with soft breaks, "=" + newline). */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("landing page", () => {
  it("renders every section in the specified order, complete from the server", async () => {
    const html = await (await client.get("/")).text();
    const anchors = ["home", "about", "stats", "news", "team", "coaching-staff", "administrative-staff", "gallery", "contact"];
    const positions = anchors.map((id) => html.indexOf(`id="${id}"`));
    for (const [index, id] of anchors.entries()) expect(positions[index], id).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.indexOf("<footer")).toBeGreaterThan(positions.at(-1)!);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const target of ["training", "fixtures"]) expect(html).toContain(`id="${target}"`);
  });

  it("shows the hero, about, and the fixed staff lists", async () => {
    const html = await (await client.get("/")).text();
    expect(html).toContain("Developing Future Champions Through Excellence, Teamwork, and Passion");
    expect(html).toMatch(/href="#team"[^>]*>View Team/);
    expect(html).toMatch(/href="#news"[^>]*>Latest News/);
    for (const text of ["Championships won", "Players developed", "Years of excellence", "Youth academy", "200+", "U-19"]) {
      expect(html).toContain(text);
    }
    for (const value of ["Excellence", "Community", "Development", "Integrity"]) expect(html).toContain(value);
    expect(html).toMatch(/href="#contact"[^>]*>Get In Touch/);
    expect(html).toMatch(/href="\/academy-registration"[^>]*>Join Our Academy/);
    expect(html).toContain("Monday to Friday, 8:00 AM to 5:00 PM");
    const coachCards = html.split('id="coaching-staff"')[1].split('id="administrative-staff"')[0];
    expect(coachCards.match(/<h3/g)).toHaveLength(4);
    const staffCards = html.split('id="administrative-staff"')[1].split('id="gallery"')[0];
    expect(staffCards.match(/href="mailto:/g)).toHaveLength(6);
    expect(staffCards.match(/href="tel:\+254/g)).toHaveLength(6);
  });

  it("renders data from the database: stats, news newest first, players with their statistic, gallery", async () => {
    const db = openDb();
    const stats = db.prepare("SELECT * FROM club_stats").get() as { matches_won: number };
    const newest = db.prepare("SELECT title FROM news ORDER BY published_at DESC LIMIT 2").all() as { title: string }[];
    const keeper = db.prepare("SELECT name, saves FROM players WHERE kind = 'senior' AND position = 'Goalkeeper' LIMIT 1").get() as { name: string; saves: number };
    const forward = db.prepare("SELECT name, goals FROM players WHERE kind = 'senior' AND position = 'Forward' LIMIT 1").get() as { name: string; goals: number };
    db.close();
    const html = await (await client.get("/")).text();
    expect(html).toContain(new Intl.NumberFormat("en-KE").format(stats.matches_won));
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    expect(html.indexOf(escape(newest[0].title))).toBeLessThan(html.indexOf(escape(newest[1].title)));
    const cardOf = (name: string) => html.slice(html.indexOf(escape(name)), html.indexOf(escape(name)) + 3000);
    const keeperCard = cardOf(keeper.name);
    expect(keeperCard).toMatch(new RegExp(`Saves</dt><dd[^>]*>${keeper.saves}<`));
    const forwardCard = cardOf(forward.name);
    expect(forwardCard).toMatch(new RegExp(`Goals</dt><dd[^>]*>${forward.goals}<`));
    expect(html).toMatch(/<img[^>]+src="\/images\/gallery\/[\w-]+-600\.webp"[^>]+loading="lazy"/);
  });

  it("fetches the hero image first, gives every image a size, and lazy-loads below the fold", async () => {
    const html = await (await client.get("/")).text();
    // The first picture in the page, at high priority (no <head> preload: it would fetch the large
    // variant in Lite mode too).
    expect(html).toMatch(/<img[^>]+srcSet="\/images\/hero-800\.webp 800w, \/images\/hero\.webp 1600w"[^>]+fetchpriority="high"/);
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(20);
    for (const img of images) {
      expect(img, img).toMatch(/width="\d+"/);
      expect(img, img).toMatch(/height="\d+"/);
      expect(img, img).toMatch(/alt="/);
    }
    const eager = images.filter((img) => !img.includes('loading="lazy"'));
    // Header logo, hero photo and hero crest only.
    expect(eager.length).toBeLessThanOrEqual(3);
    expect(fs.statSync("public/images/hero.webp").size).toBeLessThanOrEqual(100 * 1024);
  });

  it.each(["en", "sw"])("stays within its size budget in each language (%s): 60 KB of HTML, 20 KB gzipped, with the seeded content", async (language) => {
    // A phone on 3G pays for every byte before the first paint. Bytes, not time: deterministic.
    const response = await client.get(`/?lang=${language}`, { headers: { "Accept-Encoding": "identity" } });
    const html = Buffer.from(await response.arrayBuffer());
    expect(html.length).toBeLessThanOrEqual(60 * 1024);
    expect(zlib.gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(20 * 1024);
  });
});

describe("sections fail alone", () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startServer();
    // Each data section's table disappears under the running server; the page must still answer 200.
    const db = openDb(broken.dataDir);
    for (const table of ["club_stats", "news", "players", "gallery_images"]) db.exec(`ALTER TABLE ${table} RENAME TO ${table}_gone`);
    db.close();
  });
  afterAll(() => broken?.stop());

  it("shows each section's failure message and still renders the rest with 200", async () => {
    const response = await new Client(broken.url).get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Unable to load club statistics");
    expect(html).toContain("No news articles available at the moment");
    expect(html).toContain("No players available at the moment");
    expect(html).toContain("No gallery images available at the moment");
    expect(html).toContain('id="coaching-staff"');
    expect(html).toContain('id="contact"');
    expect(html).toContain("Try again");
    expect(broken.output()).toMatch(/Landing page section "news" failed/);
  });
});

describe("empty sections", () => {
  let empty: TestServer;
  beforeAll(async () => {
    empty = await startServer();
    const db = openDb(empty.dataDir);
    // The seeded academy fees keep their children's rows (a fee's history outlives nothing it names): cleared first.
    for (const table of ["fee_allocations", "fee_reminders", "fee_payments", "fee_invoices", "news", "players", "gallery_images"]) db.exec(`DELETE FROM ${table}`);
    db.close();
  });
  afterAll(() => empty?.stop());

  it("shows the same messages when the tables are empty, without a retry link", async () => {
    const html = await (await new Client(empty.url).get("/")).text();
    expect(html).toContain("No news articles available at the moment");
    expect(html).toContain("No players available at the moment");
    expect(html).toContain("No gallery images available at the moment");
    expect(html).not.toContain("Try again");
    const api = await (await new Client(empty.url).get("/api/news")).json();
    expect(api).toEqual([]);
  });
});

describe("contact form (page action)", () => {
  const countMessages = () => {
    const db = openDb();
    const n = (db.prepare("SELECT count(*) AS n FROM contact_messages").get() as { n: number }).n;
    db.close();
    return n;
  };

  it("without JavaScript: stores, forwards to the office and redirects back with a toast", async () => {
    const before = countMessages();
    const sent = buildContactMessage();
    const response = await postNativeForm(server.url, "/?index", { ...sent, website: "" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/#contact");
    expect(String(response.headers["set-cookie"])).toMatch(/^toast=/);
    expect(countMessages()).toBe(before + 1);
    const outbox = path.join(server.dataDir, "outbox");
    // The mail queue delivers in the background: wait for this message's mail, complete.
    const findMail = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), "utf8")))
        .find((m) => m.includes(sent.name) && m.includes(sent.message));
    await expect.poll(findMail, { timeout: 30_000 }).toBeDefined();
    const mail = findMail();
    expect(mail).toMatch(/^To: info@risingstarsfc\.co\.ke$/m);
    expect(mail?.split(/\r?\n/)).toContain(`Reply-To: ${sent.email}`);
    expect(mail).toContain(sent.message);
  });

  it("without JavaScript: empty fields re-render with field errors and the agreed toast, storing nothing", async () => {
    const before = countMessages();
    const response = await postNativeForm(server.url, "/?index", { name: "", email: "", message: "" });
    expect(response.status).toBe(400);
    expect(response.body).toContain("Please fill in all fields");
    expect(response.body).toContain("All fields are required to send a message.");
    expect(response.body).toContain("Name is required");
    expect(response.body).toContain("Email is required");
    expect(response.body).toContain("Message is required");
    expect(countMessages()).toBe(before);
  });

  it("in Kiswahili: the same refusal, its field errors and toast in the visitor's language", async () => {
    const before = countMessages();
    const response = await postNativeForm(server.url, "/?index", { name: "", email: "", message: "" }, { Cookie: "lang=sw" });
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/<html lang="sw"/);
    for (const text of ["Tafadhali jaza sehemu zote", "Jina linahitajika", "Barua pepe inahitajika", "Ujumbe unahitajika"]) {
      expect(response.body).toContain(text);
    }
    // The reply's data keeps the English messages (clients read them); the page shows them translated.
    expect(response.body.replace(/<(script|template)\b[\s\S]*?<\/\1>/g, "")).not.toContain("Name is required");
    expect(countMessages()).toBe(before);
  });

  it("keeps typed values and flags an invalid e-mail beside its field", async () => {
    const response = await postNativeForm(server.url, "/?index", { name: "Otieno", email: "not-an-email", message: "Hello" });
    expect(response.status).toBe(400);
    expect(response.body).toContain("Please enter a valid email address");
    expect(response.body).toMatch(/value="Otieno"/);
    expect(response.body).not.toContain("Please fill in all fields");
  });

  it("with JavaScript (a fetch): answers with data and a toast cookie, and rejects the honeypot", async () => {
    const fetchClient = new Client(server.url);
    const ok = await fetchClient.postForm("/?index", buildContactMessage());
    expect(ok.status).toBe(200);
    expect(fetchClient.cookies.has("toast")).toBe(true);
    const page = await (await fetchClient.get("/")).text();
    expect(page).toContain("Message sent successfully!");
    expect(page).toContain("Thank you for contacting us. We&#x27;ll get back to you soon.");

    const before = countMessages();
    const bot = await new Client(server.url).postForm("/?index", { ...buildContactMessage(), website: "http://spam.example" });
    expect(bot.status).toBe(400);
    expect(countMessages()).toBe(before);
  });
});

describe("public JSON API", () => {
  it("GET /api/stats", async () => {
    const response = await client.get("/api/stats");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["activePlayers", "matchesWon", "trophies", "yearsActive"]);
    expect(body.yearsActive).toBe(new Date().getFullYear() - 2009);
  });

  it("GET /api/news newest first with the specified fields", async () => {
    const body = await (await client.get("/api/news")).json();
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(body[0]).sort()).toEqual(["category", "content", "excerpt", "id", "imageUrl", "publishedAt", "title"]);
    const dates = body.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("GET /api/players and /api/gallery", async () => {
    const players = await (await client.get("/api/players")).json();
    expect(players.length).toBeGreaterThanOrEqual(12);
    expect(new Set(players.map((p: { position: string }) => p.position))).toEqual(
      new Set(["Goalkeeper", "Defender", "Midfielder", "Forward"]),
    );
    expect(players[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), age: expect.any(Number), imageUrl: expect.stringMatching(/^\/images\//) });
    const gallery = await (await client.get("/api/gallery")).json();
    expect(gallery.length).toBeGreaterThanOrEqual(8);
    expect(gallery[0]).toMatchObject({ id: expect.any(Number), imageUrl: expect.any(String), alt: expect.any(String) });
    expect(gallery[0]).toHaveProperty("caption");
  });

  it("POST /api/contact stores a message and answers 201 { id }", async () => {
    const sent = buildContactMessage();
    const response = await client.postJson("/api/contact", sent);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const db = openDb();
    const row = db.prepare("SELECT name, email, message FROM contact_messages WHERE id = ?").get(id);
    db.close();
    expect(row).toEqual(sent);
  });

  it("POST /api/contact refuses bad input with 400/413/415 and never writes", async () => {
    const db = openDb();
    const count = () => (db.prepare("SELECT count(*) AS n FROM contact_messages").get() as { n: number }).n;
    const before = count();

    const missing = await client.postJson("/api/contact", { name: "", email: "", message: "" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: "All fields are required to send a message.",
      errors: { name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] },
    });
    const badEmail = await client.postJson("/api/contact", { name: "A", email: "nope", message: "Hi" });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).errors).toEqual({ email: ["Please enter a valid email address"] });

    for (const body of [null, [], "text", 42, { name: 1, email: true, message: {} }, { __proto__: { name: "x" } }]) {
      const response = await client.postJson("/api/contact", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const invalidJson = await client.request("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"name":' });
    expect(invalidJson.status).toBe(400);
    const wrongType = await client.postForm("/api/contact", { name: "A", email: "a@example.com", message: "Hi" });
    expect(wrongType.status).toBe(415);
    const huge = await client.postJson("/api/contact", { name: "A", email: "a@example.com", message: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    // The page's own form action refuses non-form bodies with 415 instead of failing.
    const plain = await client.request("/?index", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" });
    expect(plain.status).toBe(415);
    const get = await client.get("/api/contact");
    expect(get.status).toBe(405);

    expect(count()).toBe(before);
    db.close();
  });
});
