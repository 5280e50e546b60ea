import { expect, test } from "@playwright/test";
import { expectToast, open, toast, toastTitle } from "./helpers";

// A page served from the page cache carries no nonce: its inline scripts are allowed by hash. In a real
// browser it must hydrate and behave exactly like a freshly rendered page, with no CSP violation.
for (const path of ["/", "/blog", "/shop", "/membership", "/academy-registration"]) {
  test(`${path} served from the cache hydrates without a Content-Security-Policy violation`, { tag: "@js" }, async ({ page }) => {
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

// A visitor arriving with a toast gets the shared copy with the toast written into it (its loader data
// has none): the toast shows, and with scripts the region hydrates the server's toast and takes it over.
test("a toast written into a shared copy shows, and the page's scripts take it over", { tag: "@js" }, async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/blog"); // the shared copy (unless another test made it already)
  // Signing out of the members' area is one way to get a toast (shared cookie jar with the page).
  const signOut = await page.request.post("/membership?tab=content", {
    form: { intent: "forget", redirectTo: "/blog" },
    headers: { Origin: baseURL!, "Sec-Fetch-Mode": "navigate" },
    maxRedirects: 0,
  });
  expect(signOut.status()).toBe(302);
  const response = await page.goto("/blog");
  expect(response?.headers()["x-cache"]).toMatch(/^(hit|miss), toast$/);
  await expectToast(page, "Signed Out");
  // Holding the pointer over it pauses its closing; the move also starts the page's scripts.
  await toast(page).hover();
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.waitForFunction(() => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")));
    // The scripts' close button replaced the label: the region hydrated with this toast.
    await toast(page).getByRole("button", { name: "Close" }).click();
    await expect(toastTitle(page, "Signed Out")).toHaveCount(0);
  } else {
    await toast(page).locator("label").click();
    await expect(toastTitle(page, "Signed Out")).toBeHidden();
  }
  // Shown once: the next visit has no toast.
  await page.goto("/blog");
  await expect(toastTitle(page, "Signed Out")).toHaveCount(0);
  expect(problems).toEqual([]);
});
