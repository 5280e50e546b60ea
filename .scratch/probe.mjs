import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const base = "http://localhost:4731";
const urls = process.argv.slice(2);
const js = process.env.JS !== "off";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ javaScriptEnabled: js });
if (process.env.COOKIE) await context.addCookies([{ name: "__session", value: process.env.COOKIE, url: base }]);
const page = await context.newPage();
for (const url of urls) {
  for (const width of (process.env.WIDTHS ?? "390,1280").split(",").map(Number)) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.goto(base + url, { waitUntil: "domcontentloaded" }); await page.waitForTimeout(500);
    const t0 = Date.now();
    const r = await new AxeBuilder({ page }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa"]).options({ rules: { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } } }).analyze();
    console.log(`== ${url} @${width} js=${js} ${Date.now()-t0}ms`);
    for (const v of r.violations) for (const n of v.nodes) console.log(`  ${v.id}: ${n.target.join(" ")} :: ${n.html.slice(0,160)}`);
    // aria-label scan: controls whose aria-label does not contain their visible text
    const bad = await page.evaluate(() => {
      const norm = (s) => s.replace(/\s+/g, " ").trim().toLowerCase();
      const out = [];
      for (const el of document.querySelectorAll("a[aria-label],button[aria-label],summary[aria-label],[role=button][aria-label],[role=link][aria-label],[role=tab][aria-label],input[aria-label],select[aria-label]")) {
        const text = norm(el.innerText ?? "");
        if (!text) continue;
        if (!norm(el.getAttribute("aria-label")).includes(text)) out.push(`${el.tagName} "${el.innerText.trim()}" named "${el.getAttribute("aria-label")}"`);
      }
      return [...new Set(out)];
    });
    for (const b of bad) console.log("  aria-label: " + b);
  }
}
await browser.close();
