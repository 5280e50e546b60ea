// Session lifetimes, accounts that change under a session, per-account login throttling and the
// login page's redirect target, over real HTTP.
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, Client, createUser, runAdminCreate, startServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_ACCOUNT_LIMIT: "3" });
});
afterAll(() => server?.stop());

const withDb = <T>(fn: (db: Database.Database) => T): T => {
  const db = new Database(path.join(server.dataDir, "club.db"));
  try {
    return fn(db);
  } finally {
    db.close();
  }
};

describe("expired sessions", () => {
  it("send a page request to the login page saying the session expired, and back afterwards", async () => {
    const staff = await createUser(server, { username: "expiring-staff", password: "a phrase that expires", role: "staff" });
    const client = new Client(server.url);
    await client.logIn(staff.username, staff.password);
    expect((await client.get("/academy-admin")).status).toBe(200);
    // Idle for longer than the timeout: the row's deadline has passed.
    withDb((db) => db.prepare("UPDATE sessions SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString()));

    const page = await client.get("/academy-admin?status=pending");
    expect(page.status).toBe(302);
    const location = page.headers.get("location")!;
    expect(location).toBe("/admin-login?redirectTo=%2Facademy-admin%3Fstatus%3Dpending&expired=1");
    expect(await (await client.get(location)).text()).toContain("Your session has expired");

    const post = await client.postForm("/academy-admin", { intent: "approve", id: "1" });
    expect(post.headers.get("location")).toContain("expired=1");
    const api = await client.get("/api/admin/me");
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ message: "Your session has expired. Please log in again." });

    const again = await client.postForm("/admin-login", { username: staff.username, password: staff.password, redirectTo: "/academy-admin?status=pending" });
    expect(again.headers.get("location")).toBe("/academy-admin?status=pending");
  });

  it("end when the absolute lifetime is over, however busy the user is", async () => {
    const client = new Client(server.url);
    await client.logIn();
    withDb((db) => db.prepare("UPDATE sessions SET created_at = ?").run(new Date(Date.now() - 13 * 3600_000).toISOString()));
    expect((await client.get("/api/admin/me")).status).toBe(401);
  });
});

describe("account changes", () => {
  it("a staff password reset logs that user out everywhere", async () => {
    const staff = await createUser(server, { username: "reset-staff", password: "first phrase of the season", role: "staff" });
    const phone = new Client(server.url);
    const laptop = new Client(server.url);
    await phone.logIn(staff.username, staff.password);
    await laptop.logIn(staff.username, staff.password);
    const bearer = await (await new Client(server.url).postJson("/api/admin/login", staff)).json();
    await runAdminCreate(server, { ...staff, password: "second phrase of the season" });
    for (const client of [phone, laptop]) expect((await client.get("/api/admin/me")).status).toBe(401);
    const api = await new Client(server.url).get("/api/admin/me", { headers: { Authorization: `Bearer ${bearer.token}` } });
    expect(api.status).toBe(401);
    await phone.logIn(staff.username, "second phrase of the season");
  });
});

describe("per-account login throttling", () => {
  it("stops checking an account's password for a client address after too many failures from it", async () => {
    const staff = await createUser(server, { username: "guessed-staff", password: "hard to guess phrase", role: "staff" });
    for (let i = 0; i < 3; i++) {
      // A fresh cookie jar each time; all from one address (the IP limit is raised in tests). Other
      // addresses are not affected: see abuse/05-admin-sign-in.test.ts.
      const response = await new Client(server.url).postForm("/admin-login", { username: staff.username, password: `wrong-${i}` });
      expect(response.status).toBe(401);
    }
    const right = await new Client(server.url).postForm("/admin-login", { username: staff.username, password: staff.password });
    expect(right.status).toBe(429);
    expect(await right.text()).toContain("Too many failed attempts for this account");
    const api = await new Client(server.url).postJson("/api/admin/login", { username: staff.username, password: staff.password });
    expect(api.status).toBe(429);
    // Other accounts are not affected.
    expect((await new Client(server.url).postForm("/admin-login", ADMIN)).status).toBe(302);
  });
});

describe("login redirect target", () => {
  it("keeps a signed-in admin on this site whatever redirectTo says", async () => {
    const client = new Client(server.url);
    await client.logIn();
    for (const evil of ["/.//evil.com", "/..//evil.com", "/%2e%2e//evil.com", "//evil.com", "/\\evil.com"]) {
      const response = await client.get(`/admin-login?${new URLSearchParams({ redirectTo: evil })}`);
      expect(response.headers.get("location"), evil).toBe("/admin-dashboard");
    }
  });
});
