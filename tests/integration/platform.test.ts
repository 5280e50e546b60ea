import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEmailTemplates } from "~/db/seed/email";
import { Client, logInAs, startServer, type TestServer } from "./harness";

let server: TestServer;
let client: Client;

beforeAll(async () => {
  // An empty data directory: the first start (migrate, seed, first admin) is what this file checks.
  server = await startServer({}, undefined, { firstStart: true });
  client = new Client(server.url);
});
afterAll(() => server?.stop());

describe("fresh start", () => {
  it("migrates and seeds an empty database", () => {
    const db = new Database(path.join(server.dataDir, "club.db"), { readonly: true });
    try {
      const count = (table: string) =>
        (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect(count("__drizzle_migrations")).toBeGreaterThan(0);
      expect(count("club_stats")).toBe(1);
      expect(count("news")).toBeGreaterThanOrEqual(6);
      expect(count("players")).toBeGreaterThanOrEqual(12);
      expect(count("merchandise")).toBeGreaterThanOrEqual(10);
      // Every template in both languages.
      expect(count("email_templates")).toBe(seedEmailTemplates.length);
      // The first admin, and the seed's two sample coaches (which must not stop the admin being made).
      expect(count("users WHERE role = 'admin'")).toBe(1);
      expect(count("users")).toBe(3);
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      db.close();
    }
    expect(server.output()).toContain("Seeded an empty database");
  });

  it("serves the home page with the club name, navigation and footer", async () => {
    const response = await client.get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Rising Stars Football Club");
    expect(html).toContain("Developing Future Champions Through Excellence, Teamwork, and Passion");
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toContain('href="/academy-registration"');
    expect(html).toContain("<footer");
  });

  it("serves the generated favicon and crest", async () => {
    for (const file of ["/favicon.ico", "/images/crest.svg"]) {
      const response = await client.get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    }
  });
});

describe("404", () => {
  it("answers unknown paths with status 404 and the 404 page", async () => {
    for (const pathname of ["/no-such-page", "/admin/no-such-screen", "/deeply/nested/thing"]) {
      const response = await client.get(pathname);
      expect(response.status, pathname).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>404 Page Not Found</title>");
      expect(html).toContain('href="/"');
    }
  });
});

describe("healthz", () => {
  it("answers 200 { ok: true } after querying the database", async () => {
    const response = await client.get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("security headers and caching", () => {
  // Pages served from the page cache carry script hashes instead (page-cache.test.ts).
  it("sends a nonce-based CSP whose nonce is on Remix's inline scripts", async () => {
    const response = await client.get("/admin-login");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);

    const second = await client.get("/admin-login");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("hides x-powered-by and sets the usual helmet headers", async () => {
    const response = await client.get("/");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // The local quick start is plain http: no HSTS or upgrade-insecure-requests there.
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("caches fingerprinted build assets for a year and compresses them", async () => {
    const html = await (await client.get("/")).text();
    const asset = html.match(/(\/build\/root-[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await client.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("keeps other sites' windows off every page but the shared public ones read by a visitor not signed in", async () => {
    const opener = async (path: string, cookie?: string) =>
      (await client.get(path, cookie ? { headers: { Cookie: cookie } } : undefined)).headers.get("cross-origin-opener-policy");
    // Shared public pages: no header, so an arrival from another site needs no fresh renderer process.
    for (const path of ["/", "/shop", "/blog", "/membership", "/academy-registration"]) expect(await opener(path), path).toBeNull();
    expect(await opener("/shop", "cart=abc")).toBeNull();
    // The admin area, sign-in and anyone carrying a session or member cookie keep it.
    expect(await opener("/admin-login")).toBe("same-origin");
    expect(await opener("/admin")).toBe("same-origin");
    expect(await opener("/shop", "__session=abc")).toBe("same-origin");
    expect(await opener("/membership", "member=abc; cart=def")).toBe("same-origin");
    const { client: staff } = await logInAs(server, "staff");
    expect((await staff.get("/")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("does not set cookies on ordinary pages", async () => {
    const response = await new Client(server.url).get("/");
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("request log", () => {
  it("writes one line per request with method, path, status and duration", async () => {
    await client.get("/healthz?probe=log");
    // This request's own line (an earlier test's GET /healthz has one too), written once the answer went out.
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/^GET \/healthz\?probe=log 200 \d+\.\dms$/m);
  });
});

describe("request body guards", () => {
  it("refuses a declared body over 1 MB with 413 before Remix reads it", async () => {
    const response = await client.request("/admin-login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=" + "a".repeat(1024 * 1024 + 10),
    });
    expect(response.status).toBe(413);
  });
});

describe("graceful shutdown", () => {
  it("finishes an in-flight request, then exits 0 on SIGTERM", async () => {
    const own = await startServer();
    const { port } = new URL(own.url);
    // Hold a request open by sending its body in two parts; SIGTERM arrives while it is in flight. No
    // timing: "Expect: 100-continue" makes the server say when it has taken the request (Node answers
    // 100 Continue as it hands the request to the app), and the rest of the body goes only once the
    // server has logged that SIGTERM arrived.
    const [head, tail] = ["username=nobody&", "password=wrong-one"];
    let req!: http.ClientRequest;
    let taken!: () => void;
    const inFlight = new Promise<void>((resolve) => (taken = resolve));
    const pending = new Promise<number>((resolve, reject) => {
      req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/admin-login",
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(head.length + tail.length),
            Expect: "100-continue",
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        req.write(head);
        taken();
      });
      req.flushHeaders();
    });
    await Promise.race([inFlight, pending]);
    const exited = own.stop("SIGTERM");
    await expect.poll(() => own.output(), { timeout: 30_000 }).toContain("SIGTERM received: finishing in-flight requests");
    req.end(tail);
    expect(await pending).toBe(401);
    expect(await exited).toBe(0);
    expect(own.output()).toContain("Server stopped");
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });
});
