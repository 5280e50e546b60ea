// The route policy is applied to the route Remix matches, whatever spelling of its path a client uses,
// and to every mutating method.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_BODY_LIMIT } from "~/config/route-policy";
import { ADMIN, Client, postDeclaredLength, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: "10", UPLOAD_RATE_LIMIT: "4" });
});
afterAll(() => server?.stop());

const wrongLogin = { username: ADMIN.username, password: "not-the-password" };
const form = (fields: Record<string, string>) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

describe("login rate limit", () => {
  it("counts every spelling of the login path and every mutating method against one limit", async () => {
    const client = new Client(server.url);
    const variants: Array<[string, string]> = [
      ["POST", "/admin-login"],
      ["POST", "/admin-login/"],
      ["POST", "/Admin-Login"],
      ["POST", "/admin-login.data"],
      ["PUT", "/admin-login"],
      ["POST", "/admin%2Dlogin"],
      ["PATCH", "/ADMIN-LOGIN//"],
      ["DELETE", "/admin-login"],
      ["POST", "/api/admin/login/"],
      ["POST", "/API/admin/login"],
    ];
    const statuses: number[] = [];
    for (const [method, path] of variants) {
      const response = await client.request(path, { method, ...form(wrongLogin) });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).not.toContain(429);
    // The limit (10 a minute) is used up: each variant is now refused, the right password too.
    for (const [method, path] of variants) {
      const response = await client.request(path, { method, ...form({ ...ADMIN }) });
      expect(response.status, `${method} ${path}`).toBe(429);
    }
  });

  it("does not count reads", async () => {
    // A fresh client IP is not possible here, but GET must never be limited by the login tier.
    for (let i = 0; i < 3; i++) expect((await new Client(server.url).get("/admin-login")).status).toBe(200);
  });
});

describe("upload rate limit", () => {
  it("counts PUT, PATCH and DELETE on upload routes, not only multipart POSTs", async () => {
    const client = new Client(server.url);
    const statuses: number[] = [];
    for (const method of ["PUT", "PATCH", "DELETE", "POST", "PUT", "POST"]) {
      const response = await client.request("/api/upload-birth-certificate", { method, ...form({ a: "b" }) });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});

describe("body caps", () => {
  let unlimited: TestServer;
  // Its own server: the one above has used up its upload limit.
  beforeAll(async () => {
    unlimited = await startServer();
  });
  afterAll(() => unlimited?.stop());

  it("gives the upload-sized cap only to multipart bodies on upload routes", async () => {
    const server = unlimited;
    const urlEncoded = await postDeclaredLength(server.url, "/academy-registration", 2 * 1024 * 1024, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(urlEncoded.status).toBe(413);
    const json = await postDeclaredLength(server.url, "/api/upload-birth-certificate/", 2 * 1024 * 1024, {
      "Content-Type": "application/json",
    });
    expect(json.status).toBe(413);
    const tooLargeUpload = await postDeclaredLength(server.url, "/Academy-Registration", UPLOAD_BODY_LIMIT + 1);
    expect(tooLargeUpload.status).toBe(413);
    const elsewhere = await postDeclaredLength(server.url, "/api/contact", 2 * 1024 * 1024);
    expect(elsewhere.status).toBe(413);
  });
});

describe("caching", () => {
  // Signed-in admin pages are checked in deny-by-default.test.ts (every built section is no-store).
  it("marks guarded routes no-store and leaves public pages alone", async () => {
    const anonymous = new Client(server.url);
    expect((await anonymous.get("/academy-admin")).headers.get("cache-control")).toBe("no-store");
    expect((await anonymous.get("/api/admin/me")).headers.get("cache-control")).toBe("no-store");
    expect((await anonymous.get("/")).headers.get("cache-control")).not.toBe("no-store");
  });
});
