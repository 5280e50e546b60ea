// The build's scripts and stylesheets are compressed once at build time (scripts/precompress.ts) and
// served as they are to browsers that accept them: Brotli, else gzip, else the plain file, each with the
// original's type and a year's caching. Read over raw HTTP, so nothing decompresses behind the test's back.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { Client, startServerForFile, type TestServer } from "./harness";

let server: TestServer;
startServerForFile({}, (started) => {
  server = started.server;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, server.url);
    const request = http.get(url, { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

/** The home page's first script and its stylesheet, as the page names them. */
async function assetsOfHomePage() {
  const html = await (await new Client(server.url).get("/")).text();
  const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/build\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  return { script: script!, stylesheet: stylesheet! };
}

const original = (pathname: string) => fs.readFileSync(path.join("public", pathname));

describe("precompressed build assets", () => {
  it("sends Brotli to a browser that takes it, gzip to one that takes only gzip, the plain file otherwise", async () => {
    const { script } = await assetsOfHomePage();
    const plain = original(script);

    const brotli = await get(script, "gzip, deflate, br, zstd");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain)).toBe(true);

    const gzip = await get(script, "gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain)).toBe(true);
    // The strongest level, done once at build time.
    expect(gzip.body.length).toBe(zlib.gzipSync(plain, { level: 9 }).length);

    const refused = await get(script, "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.equals(plain)).toBe(true);

    const none = await get(script);
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.equals(plain)).toBe(true);
  });

  it("keeps the stylesheet's type, answers HEAD without a body, and a missing file with 404", async () => {
    const { stylesheet } = await assetsOfHomePage();
    const css = await get(stylesheet, "gzip");
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(zlib.gunzipSync(css.body).equals(original(stylesheet))).toBe(true);

    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(new URL(stylesheet, server.url), { method: "HEAD", headers: { "Accept-Encoding": "br" } }, resolve).on("error", reject).end(),
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");

    expect((await get("/build/no-such-file-12345678.js", "br, gzip")).status).toBe(404);
    expect((await get("/build/..%2f..%2fpackage.json", "br, gzip")).status).toBe(404);
  });
});
