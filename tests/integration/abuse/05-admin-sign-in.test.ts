// Item: ten bad passwords must not lock the real admin out. Failed sign-ins are counted per
// (account, client IP): the failing client is blocked for that account, every other client is not.
// The server trusts Fly-Client-IP only on fly (FLY_APP_NAME set), so this server sets it to give each
// client its own address, as fly's proxy would.
import { describe, expect, it } from "vitest";
import { ADMIN, Client, startServer, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({ env: { FLY_APP_NAME: "rsfc-test", LOGIN_ACCOUNT_LIMIT: "5" } }, (file) => ({ server } = file));

const from = (ip: string) => ({ headers: { "Fly-Client-IP": ip } });

describe("admin sign-in throttling", () => {
  it("blocks the failing client for that account, and lets the real admin in from another client", async () => {
    const attacker = new Client(server.url);
    for (let i = 0; i < 5; i++) {
      const wrong = await attacker.postForm("/admin-login", { username: ADMIN.username, password: `guess-${i}` }, from("203.0.113.7"));
      expect(wrong.status).toBe(401);
    }
    // The attacker is now refused, even with the right password, on the page and the API alike.
    const blocked = await attacker.postForm("/admin-login", ADMIN, from("203.0.113.7"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Too many failed attempts for this account");
    const blockedApi = await attacker.postJson("/api/admin/login", ADMIN, from("203.0.113.7"));
    expect(blockedApi.status).toBe(429);
    expect(Number(blockedApi.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await blockedApi.json()).message).toMatch(/Too many failed attempts/);

    // The real admin, on another connection, signs in at once: page form and API.
    const admin = new Client(server.url);
    const page = await admin.postForm("/admin-login", ADMIN, from("198.51.100.20"));
    expect(page.status).toBe(302);
    expect((await admin.get("/api/admin/me", from("198.51.100.20"))).status).toBe(200);
    const api = await new Client(server.url).postJson("/api/admin/login", ADMIN, from("198.51.100.21"));
    expect(api.status).toBe(200);
    expect((await api.json()).token).toBeTruthy();
  });

  it("blocks a failing client for that account only", async () => {
    const ip = "203.0.113.8";
    for (let i = 0; i < 5; i++) {
      expect((await new Client(server.url).postJson("/api/admin/login", { username: "someone-else", password: `x-${i}` }, from(ip))).status).toBe(401);
    }
    expect((await new Client(server.url).postJson("/api/admin/login", { username: "someone-else", password: "y" }, from(ip))).status).toBe(429);
    // The same address may still sign in to an account it has not been failing on.
    expect((await new Client(server.url).postJson("/api/admin/login", ADMIN, from(ip))).status).toBe(200);
  });

  it("keeps the per-IP login tier: one address cannot spread guesses over many accounts", async () => {
    const own = await startServer({ FLY_APP_NAME: "rsfc-test", LOGIN_RATE_LIMIT: "4" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await new Client(own.url).postJson("/api/admin/login", { username: `user-${i}`, password: "x" }, from("203.0.113.9"));
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // Another address is not affected.
      expect((await new Client(own.url).postJson("/api/admin/login", ADMIN, from("198.51.100.30"))).status).toBe(200);
    } finally {
      await own.stop();
    }
  });
});
