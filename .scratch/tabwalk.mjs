import { chromium } from "@playwright/test";
const base = "http://localhost:4731";
const [url, max = "80"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ javaScriptEnabled: process.env.JS !== "off", viewport: { width: Number(process.env.W ?? 1280), height: 800 } });
if (process.env.COOKIE) await context.addCookies([{ name: "__session", value: process.env.COOKIE, url: base }]);
const page = await context.newPage();
await page.goto(base + url, { waitUntil: "domcontentloaded" });
await page.waitForTimeout(1500);
const seen = [];
for (let i = 0; i < Number(max); i++) {
  await page.keyboard.press("Tab");
  const info = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const ring = (cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== "none";
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute("aria-label") || el.innerText || el.getAttribute("name") || el.id || "").trim().replace(/\s+/g, " ").slice(0, 50);
    return { tag: el.tagName.toLowerCase() + (el.type ? `[${el.type}]` : ""), name, ring, visible: r.width > 0 && r.height > 0, y: Math.round(r.top + scrollY) };
  });
  if (!info) { console.log(i, "(body)"); continue; }
  const key = info.tag + info.name + info.y;
  if (seen.includes(key)) { if (key === seen[0]) { console.log("back to start at", i); break; } continue; }
  seen.push(key);
  console.log(i, info.ring ? "ring" : "NO-RING", info.visible ? "" : "INVISIBLE", info.tag, JSON.stringify(info.name), "y=" + info.y);
}
await browser.close();
