import { expect, test } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";

// Lite mode in a real browser that has JavaScript: turned on from the footer, the pages run no script
// at all, and a real form flow still works; turned off, the scripts are back. (A browser without
// JavaScript has no scripts to drop.)
test.describe("Lite mode", { tag: "@js-only" }, () => {

  test("turned on from the footer: no scripts, smallest pictures, and a fan can still register", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/build/") && request.url().endsWith(".js")) scriptRequests.push(request.url());
    });
    await page.goto("/membership?tab=register");
    await page.getByRole("contentinfo").getByRole("button", { name: "Turn on Lite mode" }).click();
    await expect(page).toHaveURL(/\/membership\?tab=register$/);
    await expect(page.getByRole("contentinfo").getByText("Lite mode is on.")).toBeVisible();
    scriptRequests.length = 0;

    await page.reload();
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    const email = `lite-${uniqueSuffix()}@example.com`.toLowerCase();
    await page.getByRole("radio", { name: /^Regular Fan/ }).check();
    await page.getByLabel("First name").fill("Akinyi");
    await page.getByLabel("Last name").fill("Lite");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm email").fill(email);
    await page.getByRole("button", { name: "Join the Fan Club" }).click();
    await expect(page).toHaveURL(/\/membership\?tab=lookup$/);
    await expect(page.getByText(/^Your membership number is RSFC-\d{4}-\d{6}\./)).toBeVisible();
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);

    await page.goto("/");
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await expect(page.locator("section#home img").first()).toHaveAttribute("src", "/images/hero-800.webp");
    expect(await page.locator("img[srcset]").count()).toBe(0);
    expect(scriptRequests).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Turn Lite mode off" }).click();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Turn on Lite mode" })).toBeVisible();
    await page.goto("/blog");
    expect(await page.evaluate(() => document.scripts.length)).toBeGreaterThan(0);
  });
});
