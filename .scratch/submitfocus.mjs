import { chromium } from "@playwright/test";
const base = "http://localhost:4731";
const [url, button, fill] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ javaScriptEnabled: process.env.JS !== "off", viewport: { width: 1280, height: 800 } });
if (process.env.COOKIE) await context.addCookies([{ name: "__session", value: process.env.COOKIE, url: base }]);
const page = await context.newPage();
if (process.env.PRE) { const r = await page.request.post(base + "/cart", { form: { intent: "add", merchandiseId: "1", size: "M", quantity: "1", redirectTo: "/shop" }, maxRedirects: 0 }); console.log("pre", r.status()); }
await page.goto(base + url, { waitUntil: "domcontentloaded" });
await page.waitForTimeout(2500);
if (fill) for (const pair of fill.split(";")) { const [label, value] = pair.split("="); await page.getByLabel(label, { exact: false }).first().fill(value); }
await page.getByRole("button", { name: button }).first().focus();
await page.keyboard.press("Enter");
await page.waitForTimeout(3500);
console.log("url", page.url());
console.log(await page.evaluate(() => {
  const el = document.activeElement;
  const invalid = [...document.querySelectorAll("[aria-invalid=true]")].map((e) => e.name || e.id);
  const live = [...document.querySelectorAll("[role=alert],[role=status],[aria-live]")].map((e) => `${e.getAttribute("role") ?? "live"}:${e.innerText.trim().slice(0, 80)}`).filter((s) => !s.endsWith(":"));
  return { focus: `${el?.tagName} ${el?.getAttribute("name") ?? el?.id ?? ""} "${(el?.innerText ?? "").trim().slice(0, 60)}"`, invalid, live, described: el?.getAttribute("aria-describedby") };
}));
await browser.close();
