import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { withoutRestingPointer } from "./helpers";

// The JavaScript a phone's browser fetches on each public page, counted in a real browser: the
// script files it asks for while the page loads, and then at the visitor's first interaction (a
// pointer move, a scroll and a key press), until the page has hydrated and the network is quiet.
// Each file counts at its gzip size (the copy scripts/precompress.ts wrote, which is what a browser
// that accepts gzip receives; Brotli is smaller still). Bytes, not time: the same build gives the
// same figures on a busy machine.

const KB = 1024;
/** The budgets (gzip KB, everything fetched up to the first interaction). */
const PAGES: Array<{ url: string; budget: number; fetchedWhenDrawn?: boolean }> = [
  { url: "/", budget: 100 },
  { url: "/blog", budget: 115 },
  { url: "/blog/recovery-days-why-rest-matters", budget: 115 },
  { url: "/shop", budget: 115 },
  { url: "/shop/1-home-jersey-2026-27", budget: 115 },
  { url: "/membership", budget: 115 },
  { url: "/academy-registration", budget: 115 },
  { url: "/fixtures", budget: 115 },
  // Its form is fetched when the tab is drawn, while the page hydrates.
  { url: "/membership?tab=register", budget: 115, fetchedWhenDrawn: true },
];

/** The pages that fetch no script file until the visitor's first interaction (ADR 0017). */
const NOTHING_ON_LOAD = new Set(["/", "/blog", "/blog/recovery-days-why-rest-matters", "/shop", "/shop/1-home-jersey-2026-27", "/membership", "/membership?tab=register", "/academy-registration"]);

const gzipSize = (pathname: string) => fs.statSync(path.join("public", `${pathname}.gz`)).size;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The page and every form on it hydrated (a form fetched on demand hydrates after the page). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const isReact = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    return isReact(document.getElementById("main")) && [...document.querySelectorAll("#main form")].every(isReact);
  });
}

test.describe("JavaScript fetched by a phone", { tag: "@js-only" }, () => {
  // A phone has no resting pointer (see withoutRestingPointer).
  test.beforeEach(({ page }) => withoutRestingPointer(page));
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { url, budget, fetchedWhenDrawn } of PAGES) {
    test(`${url}: at most ${budget} KB up to the first interaction`, async ({ page }) => {
      const fetched = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "script" && pathname.startsWith("/build/")) fetched.add(pathname);
      });
      // A parameter no page declares: a render for this visit (the same scripts as the cached copy), so
      // an admin test that empties the page cache meanwhile cannot take away the cached copy's data.
      await page.goto(`${url}${url.includes("?") ? "&" : "?"}budget=1`);
      await page.waitForLoadState("networkidle");
      const onLoad = [...fetched];

      await page.mouse.move(120, 200);
      await page.mouse.wheel(0, 200);
      await page.keyboard.press("Shift");
      // The page's own files are all asked for at once; a part fetched when it is drawn (the register
      // tab's form) is asked for while the page hydrates.
      if (fetchedWhenDrawn) await hydrated(page);
      await page.waitForLoadState("networkidle");

      const sizes = [...fetched].map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
      const total = sizes.reduce((sum, { size }) => sum + size, 0);
      const breakdown = sizes.map(({ file, size }) => `${kb(size).padStart(9)}  ${file}`).join("\n");
      console.log(`${url}: ${kb(total)} in ${sizes.length} files (${onLoad.length} on load), budget ${budget} KB`);
      if (NOTHING_ON_LOAD.has(url)) expect(onLoad, `${url} fetched scripts before the first interaction`).toEqual([]);
      expect(total, `${url} fetched ${kb(total)} of JavaScript:\n${breakdown}`).toBeLessThanOrEqual(budget * KB);
    });
  }
});
