import { expect, test } from "@playwright/test";
import { E2E } from "./e2e-env";
import { open, waitForHydration } from "./helpers";

// Covers : any path not in the route list shows a page titled "404 Page Not Found".

test.describe("404 page", () => {
  test("an unknown path answers 404 with a way back home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/404\s*Page Not Found/);
    // The site's header and footer stay around the 404.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expect(page).not.toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Page Not Found/);
  });

  test("a nested unknown path is a 404 too", async ({ page }) => {
    const response = await page.goto("/academy/does/not/exist?x=1");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
  });

  test("an unknown screen under /admin is the 404 page, not a login redirect", async ({ page }) => {
    const response = await page.goto("/admin/no-such-screen");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page Not Found");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Page Not Found/);
  });

  // With JavaScript this is a client-side navigation; the 404 must render all the same.
  test("following a link to a missing page in the app shows the 404 page", { tag: "@js" }, async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Player Registration" }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/academy-registration`);
    // Until the registration route exists this is the 404 page; afterwards, its own heading.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
