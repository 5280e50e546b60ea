import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
await page.setViewportSize({ width: 1280, height: 800 });
await page.goto("http://localhost:4731" + (process.argv[2] ?? "/"), { waitUntil: "domcontentloaded" }); console.log("loaded");
console.log(await page.evaluate(() => document.querySelectorAll("*").length), "elements");
const r = await new AxeBuilder({ page }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa"]).options({ performanceTimer: false, rules: { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } } }).analyze();
const times = [];
for (const kind of ["passes","violations","incomplete","inapplicable"]) for (const rule of r[kind]) times.push([rule.id, rule.nodes?.length ?? 0]);
const t0 = Date.now();
for (const id of ["color-contrast","target-size","region","label-content-name-mismatch","link-in-text-block","scrollable-region-focusable"]) {
  const t = Date.now();
  await new AxeBuilder({ page }).withRules([id]).analyze();
  console.log(id, Date.now()-t, "ms");
}
const t = Date.now(); await new AxeBuilder({ page }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa"]).disableRules(["color-contrast"]).analyze(); console.log("all but contrast", Date.now()-t);
await browser.close();
