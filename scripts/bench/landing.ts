// Weight and Lighthouse scores of the landing page, as a visitor on a phone would get it.
//   npm run build && npx tsx scripts/bench/landing.ts [--no-lighthouse]
// Lighthouse 12 (from npm, run through npx) drives Debian's Chromium with its default mobile profile
// (simulated slow 4G, mid-range phone CPU).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { runLighthouse, startBuiltServer } from "./lib";

/** Bytes on the wire (gzip) and decoded, of one GET. */
function transferSize(url: string): Promise<{ wire: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const gzip = response.headers["content-encoding"] === "gzip";
          resolve({ wire: raw.length, body: gzip ? zlib.gunzipSync(raw) : raw });
        });
      })
      .on("error", reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-landing-"));
const server = await startBuiltServer(dataDir);
try {
  const page = await transferSize(`${server.url}/`);
  const html = page.body.toString("utf8");
  const scripts = new Set([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
    ...[...html.matchAll(/import \* as route\d+ from "([^"]+)"/g)].map((m) => m[1]),
  ]);
  let jsWire = 0;
  let jsRaw = 0;
  for (const src of scripts) {
    const { wire, body } = await transferSize(new URL(src, server.url).href);
    jsWire += wire;
    jsRaw += body.length;
  }
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  let cssWire = 0;
  for (const href of css) cssWire += (await transferSize(new URL(href, server.url).href)).wire;
  const hero = fs.statSync("public/images/hero.webp").size;

  console.log(`GET / HTML: ${kb(page.wire)} gzip (${kb(html.length)} uncompressed)`);
  console.log(`JavaScript (on / loaded at the first interaction): ${scripts.size} files, ${kb(jsWire)} gzip (${kb(jsRaw)} uncompressed)`);
  console.log(`CSS: ${kb(cssWire)} gzip; hero image ${kb(hero)} (800 px variant ${kb(fs.statSync("public/images/hero-800.webp").size)})`);

  if (!process.argv.includes("--no-lighthouse")) {
    const { score, metric, failingAccessibility: failing } = runLighthouse(
      `${server.url}/`,
      ["performance", "accessibility"],
      dataDir,
    );
    console.log(`Lighthouse (mobile): performance ${score("performance")}, accessibility ${score("accessibility")}`);
    console.log(
      `  FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    );
    if (failing.length) console.log(`  accessibility audits not passed: ${failing.join(", ")}`);
  }
} finally {
  server.stop();
}
