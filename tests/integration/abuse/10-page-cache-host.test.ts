// Item: the page cache built its render URL from X-Forwarded-Host, unchecked. A malformed value on an
// uncached page variant gave a 500 and a stack trace; a foreign one could end up in a shared copy.
// Now a malformed host is a 400, and pages render for PUBLIC_URL whatever host the client names.
import { describe, expect, it } from "vitest";
import { startServerForFile, type TestServer } from "../harness";
import { hasStackTrace, rawRequest } from "./raw-request";

let server: TestServer;
startServerForFile({ env: { PUBLIC_URL: "https://club.example" } }, (file) => ({ server } = file));

const UNCACHED_VARIANTS = ["/", "/blog?page=7", "/shop?sort=x", "/membership?tab=vip"];

describe("X-Forwarded-Host and Host on page-cache routes", () => {
  it("answers a malformed host with 400, never 500, and logs no stack trace", async () => {
    for (const path of UNCACHED_VARIANTS) {
      const malformed: Array<Record<string, string>> = [{ "X-Forwarded-Host": "a b" }, { Host: "a b" }, { "X-Forwarded-Host": "evil.example/<x>" }];
      for (const headers of malformed) {
        const response = await rawRequest(server.url, "GET", path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
        expect(response.body).toContain("Malformed Host header");
      }
    }
    expect(hasStackTrace(server.output())).toBe(false);
  });

  it("never lets a foreign host reach the HTML or the shared copy", async () => {
    for (const path of ["/blog?page=2", "/shop?sort=price-asc", "/"]) {
      const poisoned = await rawRequest(server.url, "GET", path, { "X-Forwarded-Host": "evil.example" });
      expect(poisoned.status, path).toBe(200);
      expect(poisoned.body).not.toContain("evil.example");
      const foreignHost = await rawRequest(server.url, "GET", path, { Host: "evil.example" });
      expect(foreignHost.status, path).toBe(200);
      expect(foreignHost.body).not.toContain("evil.example");
      // The next ordinary visitor gets the shared copy, which knows nothing of that host.
      const next = await rawRequest(server.url, "GET", path);
      expect(next.headers["x-cache"], path).toBe("hit");
      expect(next.body).not.toContain("evil.example");
    }
  });

  it("still serves ordinary visitors, cached", async () => {
    await rawRequest(server.url, "GET", "/blog?page=1");
    const again = await rawRequest(server.url, "GET", "/blog?page=1");
    expect(again.status).toBe(200);
    expect(again.headers["x-cache"]).toBe("hit");
  });
});
