// Item: odd requests reached a 500 or the wrong handler: a malformed Host, TRACE and unknown methods
// gave 500s with stack traces, OPTIONS on an /api route ran its GET handler, and no Permissions-Policy
// was sent. Now each is answered before any route runs, with a 4xx (or 204) and one log line.
import { describe, expect, it } from "vitest";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";
import { hasStackTrace, rawRequest } from "./raw-request";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

describe("odd requests", () => {
  it("answer a malformed Host or X-Forwarded-Host with 400", async () => {
    const malformed: Array<Record<string, string>> = [{ Host: "a b" }, { "X-Forwarded-Host": "a b" }];
    for (const headers of malformed) {
      for (const path of ["/", "/blog?page=7", "/shop?sort=x", "/api/stats", "/admin-login"]) {
        expect((await rawRequest(server.url, "GET", path, headers)).status, `${path} ${JSON.stringify(headers)}`).toBe(400);
      }
      expect((await rawRequest(server.url, "POST", "/api/contact", headers)).status).toBe(400);
    }
  });

  it("answer TRACE and unknown methods with 405 and the methods allowed", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "PURGE"]) {
      for (const path of ["/", "/api/stats", "/blog"]) {
        const response = await rawRequest(server.url, method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      }
    }
  });

  it("answer OPTIONS without running any handler, and without CORS headers", async () => {
    const before = queryDb<{ n: number }>(server, "SELECT COUNT(*) AS n FROM page_views")[0]?.n ?? 0;
    for (const path of ["/api/stats", "/api/fan-members", "/api/admin/me", "/blog/some-post/share/facebook", "/"]) {
      const response = await rawRequest(server.url, "OPTIONS", path, { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" });
      expect(response.status, path).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers.allow).toContain("GET");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // The share link's loader writes a row when it runs: it did not.
    expect(queryDb(server, "SELECT * FROM blog_shares")).toEqual([]);
    const after = queryDb<{ n: number }>(server, "SELECT COUNT(*) AS n FROM page_views")[0]?.n ?? 0;
    expect(after).toBe(before);
  });

  it("log one quiet line each, no stack trace", async () => {
    await rawRequest(server.url, "TRACE", "/odd-trace-check");
    await rawRequest(server.url, "GET", "/odd-host-check", { Host: "a b" });
    await rawRequest(server.url, "OPTIONS", "/api/odd-options-check");
    // A line is written when its answer has gone out, so it may follow the answer by a moment. Wait for
    // the line of an ordinary request made after these three: by then their lines, and any second line
    // or stack trace they caused, have been written.
    expect((await rawRequest(server.url, "GET", "/healthz?after=odd-requests")).status).toBe(200);
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/^GET \/healthz\?after=odd-requests 200 /m);
    const output = server.output();
    expect(output).toMatch(/^TRACE \/odd-trace-check 405 /m);
    expect(output).toMatch(/^GET \/odd-host-check 400 /m);
    expect(output).toMatch(/^OPTIONS \/api\/odd-options-check 204 /m);
    expect(output.match(/odd-trace-check/g)).toHaveLength(1);
    expect(hasStackTrace(output)).toBe(false);
  });

  it("send a Permissions-Policy that denies what the site never uses and keeps what it does", async () => {
    for (const path of ["/", "/blog", "/api/stats", "/admin-login"]) {
      const policy = (await new Client(server.url).get(path)).headers.get("Permissions-Policy");
      expect(policy, path).toBeTruthy();
      for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy).toContain(denied);
      // A post's "copy link" writes to the clipboard.
      expect(policy).toContain("clipboard-write=(self)");
    }
  });

  it("leave ordinary requests alone", async () => {
    expect((await rawRequest(server.url, "GET", "/blog")).status).toBe(200);
    expect((await rawRequest(server.url, "HEAD", "/")).status).toBe(200);
    expect((await rawRequest(server.url, "GET", "/api/stats", { Host: "club.example:8080" })).status).toBe(200);
  });
});
