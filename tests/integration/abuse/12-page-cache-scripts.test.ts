// Item: shared copies of cached pages allowed every inline script by hash, not only those the app
// rendered with the nonce. Now only a page whose every inline script carried the nonce placeholder is
// shared, and only those scripts' hashes go into its Content-Security-Policy; any other page is
// rendered for its visitor alone, with that request's nonce (so the stray script is blocked).
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { withoutNonce } from "~/services/page-cache.server";
import { startServerForFile, type TestServer } from "../harness";

let server: TestServer;
startServerForFile({}, (file) => ({ server } = file));

const NONCE = ' nonce="page-cache-nonce-placeholder"';
const hashOf = (script: string) => `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;

describe("a page with an inline script rendered without the nonce", () => {
  it("is not made shareable, so its script gets no hash", () => {
    const app = 'window.__remixContext = {"a":1};';
    const stray = "alert(document.cookie)";
    expect(withoutNonce(`<body><script${NONCE}>${app}</script><div><script>${stray}</script></div></body>`)).toBeNull();
    expect(withoutNonce(`<body><script${NONCE}>${app}</script><script type="text/javascript" >${stray}</script></body>`)).toBeNull();
    // Every inline script carried the nonce: shareable, with exactly their hashes.
    const shared = withoutNonce(`<body><script${NONCE}>${app}</script><script src="/build/a.js"></script></body>`)!;
    expect(shared.scriptHashes).toEqual([hashOf(app)]);
    expect(shared.scriptHashes).not.toContain(hashOf(stray));
  });
});

describe("cached pages over HTTP", () => {
  it("allow by hash exactly the inline scripts they carry, nothing else", async () => {
    for (const path of ["/", "/academy-registration", "/blog"]) {
      await fetch(new URL(path, server.url));
      const response = await fetch(new URL(path, server.url));
      expect(response.headers.get("X-Cache"), path).toBe("hit");
      const html = await response.text();
      const scriptSrc = response.headers.get("Content-Security-Policy")!.split(";").find((d) => d.trim().startsWith("script-src"))!;
      const allowed = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes, body]) => !/src=/.test(attributes) && body)
        .map(([, , body]) => hashOf(body));
      expect(new Set(allowed), path).toEqual(new Set(inline));
    }
  });
});
