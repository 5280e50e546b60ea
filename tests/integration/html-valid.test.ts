// Valid HTML: the server-rendered HTML of every page of the build, as an anonymous visitor and as a
// signed-in admin gets it, must pass the W3C Nu HTML checker (vnu-jar, needs Java 11+ on the PATH).
// The pages come from the build's route list, so a new page is checked without editing this file.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInNairobi } from "~/utils/age";
import { startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { Client, queryDb, startServer, type TestServer } from "./harness";

type BuildRoute = ServerBuild["routes"][string];
type Page = { label: string; url: string; html: string };

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

let server: TestServer;
let routes: BuildRoute[];
// With M-Pesa configured, the order page also shows its "Pay now with M-Pesa" states.
let daraja: DarajaStandin;

beforeAll(async () => {
  daraja = await startDarajaStandin();
  server = await startServer(daraja.env("http://localhost:3000"));
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  routes = Object.values(build.routes);
});
afterAll(async () => {
  await server?.stop();
  await daraja?.close();
});

/**
 * The URL of every route that renders a page. Skipped: resource routes (no default export: they answer
 * JSON, CSV or files, not HTML), pathless layouts (no URL of their own; their pages are checked through
 * their children), and routes with a `:param` — a made-up value only reaches their not-found answer, and
 * a real one needs data this test cannot know exists. A splat (`$.tsx`) gets a path nothing matches,
 * which is exactly the 404 page a visitor sees.
 */
function pageUrls(all: BuildRoute[]): string[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  const urls = new Set<string>();
  for (const route of all) {
    if (!route.module.default || (route.path === undefined && !route.index)) continue;
    const segments: string[] = [];
    for (let r: BuildRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
      if (r.path) segments.unshift(...r.path.split("/"));
    }
    if (segments.some((segment) => segment.startsWith(":"))) continue;
    const filled = segments
      .map((segment) => (segment === "*" ? "no-such-page-html-check" : segment.replace(/[()?]/g, "")))
      .filter(Boolean);
    urls.add(`/${filled.join("/")}`);
  }
  return [...urls].sort();
}

/** A few concrete states worth checking beyond the bare URLs, keyed by the route that renders them. */
function extraSamples(
  registrationId: number,
  memberId: number,
  order: { orderId: number; orderUrl: string },
  waitingOrder: { orderUrl: string },
): Record<string, string[]> {
  return {
    "routes/_admin.academy-admin": [`/academy-admin?view=${registrationId}`],
    "routes/membership": ["/membership?tab=register", "/membership?tab=lookup", "/membership?tab=content"],
    "routes/membership_.content.$id": ["/membership/content/1"],
    "routes/_admin.admin.members": [`/admin/members?view=${memberId}`],
    "routes/_admin.admin.members_.content": ["/admin/members/content?edit=new", "/admin/members/content?edit=1"],
    "routes/blog._index": ["/blog?view=list&category=match-reports&sort=popular", "/blog?q=no-such-article"],
    "routes/blog.$slug": [
      "/blog/rising-stars-3-1-kariobangi-sharks-juniors",
      "/blog/rising-stars-3-1-kariobangi-sharks-juniors?replyTo=1&shared=copy",
    ],
    "routes/_admin.blog-admin": ["/blog-admin?tab=comments", "/blog-admin?tab=editor", "/blog-admin?tab=editor&edit=1", "/blog-admin?tab=posts&delete=1"],
    "routes/shop.$product": ["/shop/1-home-jersey-2026-27", "/shop/4-goalkeeper-jersey"],
    "routes/orders.$id": [order.orderUrl, waitingOrder.orderUrl],
    "routes/_admin.admin.products": ["/admin/products?edit=1", "/admin/products?edit=new", "/admin/products?show=archived"],
    "routes/_admin.admin.orders": [`/admin/orders?view=${order.orderId}`],
    // Payment 1 is the waiting order's (pending: its Re-check form shows).
    "routes/_admin.admin.payments": ["/admin/payments?view=1", "/admin/payments?tab=reconciliation", "/admin/payments?status=paid&from=2026-01-01"],
    "routes/_admin.admin.sponsors": ["/admin/sponsors?edit=new", "/admin/sponsors?edit=1", "/admin/sponsors?delete=1", "/admin/sponsors?q=none"],
    // Fixtures (seeded by id): a played match with scorers, an upcoming one, a postponed and a cancelled one.
    "routes/fixtures._index": ["/fixtures?team=u-13&competition=nairobi-youth-league-u13", "/fixtures?team=u-9"],
    "routes/fixtures.$id": ["/fixtures/1", "/fixtures/7", "/fixtures/17", "/fixtures/44"],
    "routes/teams.$slug": ["/teams/u-13", "/teams/u-9"],
    "routes/competitions.$slug": ["/competitions/nairobi-youth-league-u13", "/competitions/nairobi-junior-festival-cup"],
    // Squads: the Under-17s (team 5, seeded with showcase players) and the add-player form.
    "routes/_admin.admin.squads": ["/admin/squads?team=5", "/admin/squads?team=5&add=player"],
    "routes/_admin.admin.fixtures": [
      "/admin/fixtures?when=past",
      "/admin/fixtures?when=to-record",
      "/admin/fixtures?edit=new",
      "/admin/fixtures?edit=1",
      "/admin/fixtures?result=7",
      "/admin/fixtures?tab=others",
      // The teams and competitions tabs with their editors open (team 1 and competition 1 are seeded).
      "/admin/fixtures?tab=teams",
      "/admin/fixtures?tab=teams&edit=new",
      "/admin/fixtures?tab=teams&edit=1",
      "/admin/fixtures?tab=competitions",
      "/admin/fixtures?tab=competitions&edit=new",
      "/admin/fixtures?tab=competitions&edit=1",
    ],
    // A team's messages and training (team 1 is seeded).
    "routes/_admin.admin.squads_.$teamId.messages": ["/admin/squads/1/messages"],
    "routes/_admin.admin.squads_.$teamId.training": ["/admin/squads/1/training"],
    // The gallery's dialogs (photo 1 is seeded): both add tabs, the edit form and the delete confirmation.
    "routes/_admin.gallery-admin": [
      "/gallery-admin?add=1",
      "/gallery-admin?add=1&tab=url&added=1",
      "/gallery-admin?edit=1",
      "/gallery-admin?delete=1",
    ],
  };
}

async function newFanMemberId(): Promise<number> {
  const email = "html-check@example.com";
  const response = await new Client(server.url).postJson("/api/fan-members", {
    membershipType: "premium",
    firstName: "Html",
    lastName: "Check",
    email,
    confirmEmail: email,
  });
  expect(response.status).toBe(201);
  return queryDb<{ id: number }>(server, "SELECT id FROM fan_members WHERE email = ?", email)[0].id;
}

/** An order placed through the shop's API, for its confirmation page and the admin's order view. */
async function newOrder() {
  const buyer = new Client(server.url);
  expect((await buyer.postJson("/api/cart", { merchandiseId: 1, size: "M", quantity: 2 })).status).toBe(201);
  expect((await buyer.postJson("/api/cart", { merchandiseId: 7 })).status).toBe(201);
  const response = await buyer.postJson("/api/create-payment-intent", {
    amount: 8200,
    customerInfo: { name: "Wanjiru Kamau", email: "wanjiru@example.com", address: "Lavington, Nairobi" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { orderId: number; orderUrl: string };
}

/** An order whose M-Pesa prompt waits for the PIN (the stand-in's …999 phone never answers). */
async function newOrderWaitingForMpesa() {
  const placed = await newOrder();
  const token = new URL(placed.orderUrl, server.url).searchParams.get("t");
  expect((await new Client(server.url).postJson(`/api/orders/${placed.orderId}/mpesa`, { token, phone: "0712 345 999" })).status).toBe(201);
  return placed;
}

const isHtml = (response: Response) => (response.headers.get("content-type") ?? "").startsWith("text/html");
const toLogin = (response: Response) =>
  response.status >= 300 && response.status < 400 && (response.headers.get("location") ?? "").startsWith("/admin-login");

/**
 * Remix's streaming (single fetch) appends the loader data as <script> tags after </html>, wrapped in
 * React's Suspense comment markers. The parser puts them in the body anyway, but the checker reports
 * "Stray start tag script" (and stops checking there). That tail is a known framework artefact: strip
 * it — only when it consists of nothing but such scripts and markers; anything else after </html> stays
 * and fails the check.
 */
function stripStreamedScripts(html: string): string {
  const tail = html.match(/<\/html>((?:<!--\/?\$-->|<script\b[^>]*>(?:[^<]|<(?!\/script))*<\/script>)*)$/);
  return tail ? html.slice(0, html.length - tail[1].length) : html;
}

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/**
 * One JVM for all pages: Java's start-up and warm-up dominate the cost of checking a page. A short run
 * gains nothing from the optimising compiler: C1 only (TieredStopAtLevel=1) and the serial collector
 * halve the CPU time here with the same messages; C1's larger frames need the bigger stack (-Xss).
 */
function runNuChecker(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnuJar, "--format", "json", "--stdout", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // The checker exits with 1 when it found errors; that is a result, not a failure to run.
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          const hint = "apt-get install default-jre-headless";
          return reject(new Error(`\`java\` is not on the PATH: the Nu HTML checker needs Java 11+ (${hint})`));
        }
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`The Nu HTML checker did not answer JSON (${error?.message}):\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

async function newRegistrationId(): Promise<number> {
  const [y, m, d] = todayInNairobi().split("-").map(Number);
  const response = await new Client(server.url).postJson("/api/academy-registrations", {
    playerName: "Baraka Mutua",
    dateOfBirth: new Date(Date.UTC(y - 12, m - 1, d)).toISOString().slice(0, 10),
    gender: "male",
    position: "Midfielder",
    experience: "Novice - Some recreational play",
    parentGuardianName: "Mary Mutua",
    relationship: "Mother",
    phoneNumber: "+254712345678",
    email: "mary.mutua@example.com",
    address: "Plot 4, Umoja, Nairobi",
    emergencyContactName: "Peter Mutua",
    emergencyContactPhone: "+254722345678",
    trainingDays: ["Saturday"],
    goals: "Play in the U-13 team",
    termsAgreed: true,
    mediaConsent: true,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * The registration form as a refused post without JavaScript answers it (the error summary, a kept
 * certificate), and the receipt page a registration leads to (its link is a secret: no walk finds it).
 */
async function academyRegistrationStates(): Promise<Page[]> {
  const [y, m, d] = todayInNairobi().split("-").map(Number);
  const form = (goals: string) => {
    const body = new FormData();
    const fields: Record<string, string> = {
      playerName: "Zawadi Mutua",
      dateOfBirth: new Date(Date.UTC(y - 10, m - 1, d)).toISOString().slice(0, 10),
      gender: "female",
      position: "Defender",
      experience: "Beginner - No previous experience",
      parentGuardianName: "Mary Mutua",
      relationship: "Mother",
      phoneNumber: "+254712345679",
      email: "mary.mutua.html@example.com",
      address: "Plot 4, Umoja, Nairobi",
      emergencyContactName: "Peter Mutua",
      emergencyContactPhone: "+254722345679",
      trainingDays: "Monday",
      goals,
      termsAgreed: "on",
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const visitor = new Client(server.url);
  const refusedForm = form("short");
  refusedForm.append("birthCertificate", new Blob([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))], { type: "application/pdf" }), "scan.pdf");
  const refused = await visitor.request("/academy-registration", { method: "POST", body: refusedForm });
  expect(refused.status).toBe(400);
  const sent = await visitor.request("/academy-registration", { method: "POST", body: form("Learn to defend as a team.") });
  expect(sent.status).toBe(302);
  const receiptUrl = sent.headers.get("location")!;
  const receipt = await visitor.get(receiptUrl);
  expect(receipt.status).toBe(200);
  return [
    { label: "/academy-registration (refused post, visitor)", url: "/academy-registration-refused", html: await refused.text() },
    { label: "academy registration receipt (visitor)", url: "/academy-registration/received", html: await receipt.text() },
  ];
}

describe("valid HTML (W3C Nu checker)", () => {
  it("every page an anonymous visitor or the admin can GET has no errors", { timeout: 180_000 }, async () => {
    const urls = pageUrls(routes);
    // The walk must find today's pages; an empty or short list would mean the walk is broken.
    expect(urls).toEqual(
      expect.arrayContaining(["/", "/academy-registration", "/admin-login", "/admin-dashboard", "/academy-admin"]),
    );

    const pages: Page[] = [];
    const failures: string[] = [];
    const adminOnly: string[] = [];
    const visitor = new Client(server.url);
    for (const url of urls) {
      const response = await visitor.get(url);
      if (toLogin(response)) adminOnly.push(url);
      else if ((response.status === 200 || response.status === 404) && isHtml(response)) {
        pages.push({ label: `${url} (visitor, ${response.status})`, url, html: await response.text() });
      } else if (!(response.status >= 300 && response.status < 400)) {
        // A redirect elsewhere (e.g. GET /logout goes home) is not a page; anything else is a bug.
        failures.push(`GET ${url} as a visitor -> ${response.status} ${response.headers.get("content-type")}`);
      }
    }
    expect(pages.some((page) => page.label.includes(", 404)")), "the 404 page is checked").toBe(true);

    pages.push(...(await academyRegistrationStates()));
    const registrationId = await newRegistrationId();
    for (const [id, samples] of Object.entries(extraSamples(registrationId, await newFanMemberId(), await newOrder(), await newOrderWaitingForMpesa()))) {
      expect(routes.map((r) => r.id), `route of an extra sample`).toContain(id);
      adminOnly.push(...samples);
    }

    // Signed in: the first page after the login redirect carries the flash toast; then the admin-only
    // pages, and the public pages again as a signed-in user gets them (anything shown only to staff).
    const admin = new Client(server.url);
    const login = await admin.logIn();
    const landing = login.headers.get("location") ?? "/admin-dashboard";
    // The signed-in client's cart holds something, so /cart is checked full as well as empty.
    expect((await admin.postJson("/api/cart", { merchandiseId: 2, size: "L" })).status).toBe(201);
    // The signed-in client registers a VIP paying now with M-Pesa (the stand-in's …999 phone never
    // answers), so it may open that membership's payment page, waiting for the PIN.
    const paying = await admin.postForm("/membership?tab=register", {
      intent: "register",
      membershipType: "vip",
      firstName: "Html",
      lastName: "Paying",
      email: "html-paying@example.com",
      confirmEmail: "html-paying@example.com",
      phone: "0712 345 999",
      payment: "mpesa",
    });
    expect(paying.status).toBe(302);
    adminOnly.push(paying.headers.get("location")!);
    for (const [url, label] of [
      [landing, `${landing} (admin, after login with its toast)`],
      ...adminOnly.map((url) => [url, `${url} (admin)`]),
      ...urls.filter((url) => !adminOnly.includes(url)).map((url) => [url, `${url} (admin)`]),
    ]) {
      const response = await admin.get(url);
      if ((response.status === 200 || response.status === 404) && isHtml(response)) {
        pages.push({ label, url, html: await response.text() });
      } else if (adminOnly.includes(url) || !(response.status >= 300 && response.status < 400)) {
        failures.push(`GET ${url} as the admin -> ${response.status} ${response.headers.get("content-type")}`);
      }
    }
    expect(failures).toEqual([]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-html-"));
    const labelOf = new Map<string, string>();
    const files = pages.map((page, index) => {
      const file = path.join(dir, `${String(index).padStart(2, "0")}${page.url.replace(/[^a-z0-9]+/gi, "-")}.html`);
      fs.writeFileSync(file, stripStreamedScripts(page.html));
      labelOf.set(path.basename(file), page.label);
      return file;
    });
    try {
      const messages = await runNuChecker(files);
      const where = (m: VnuMessage) =>
        `${labelOf.get(path.basename(m.url ?? "")) ?? m.url} line ${m.lastLine}:${m.firstColumn ?? m.lastColumn}`;
      const errors = messages
        .filter((m) => m.type !== "info")
        .map((m) => `${where(m)}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").slice(0, 200)}` : ""}`);
      // Warnings may stay, but say so in the output so they get looked at.
      for (const m of messages.filter((m) => m.type === "info" && m.subType === "warning")) {
        console.warn(`Nu checker warning: ${where(m)}: ${m.message}`);
      }
      expect(errors, `HTML errors in ${pages.length} pages`).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("accepts only Remix's streamed scripts after </html>", () => {
    const doc = "<!DOCTYPE html><html><head><title>x</title></head><body></body></html>";
    const streamed = `${doc}<!--$--><script nonce="n">window.__remixContext.streamController.enqueue("[1]");</script><!--/$-->`;
    expect(stripStreamedScripts(streamed)).toBe(doc);
    expect(stripStreamedScripts(doc)).toBe(doc);
    const stray = `${doc}<script>1</script><p>late</p><script>2</script>`;
    expect(stripStreamedScripts(stray)).toBe(stray);
  });
});
