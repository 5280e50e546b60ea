import { expect, test } from "@playwright/test";
import { open } from "./helpers";

// A page served from the page cache carries no nonce: its inline scripts are allowed by hash. In a real
// browser it must hydrate and behave exactly like a freshly rendered page, with no CSP violation.
for (const path of ["/", "/blog", "/shop", "/membership", "/academy-registration"]) {
  test(`${path} served from the cache hydrates without a Content-Security-Policy violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(path); // fills the cache (unless another test already did)
    let response = await open(page, path);
    // Tests run in parallel against one server: another test's write can drop the copy in between.
    for (let attempt = 1; attempt < 5 && response?.headers()["x-cache"] !== "hit"; attempt++) response = await open(page, path);
    expect(response?.headers()["x-cache"]).toBe("hit");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    if (test.info().project.use.javaScriptEnabled !== false) {
      // Hydrated by the module scripts the hashes allowed: a client-side navigation works.
      await page.getByRole("contentinfo").getByRole("link", { name: "Player Registration" }).click();
      await expect(page).toHaveURL(/\/academy-registration$/);
    }
    expect(violations).toEqual([]);
  });
}
