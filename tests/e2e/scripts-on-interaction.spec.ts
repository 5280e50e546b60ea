import { expect, test } from "@playwright/test";
import { CLUB_TIME_ZONE } from "~/config/club";
import { withoutRestingPointer } from "./helpers";

// The landing page (and the other public pages named in app/config/hydration.ts) loads its JavaScript
// at the visitor's first interaction (ADR 0017): until then no script file is fetched, nor the loader
// data the cached copy left out, and after it the page hydrates like any other, with no error.
test.describe("the landing page's JavaScript", { tag: "@js-only" }, () => {
  // A phone has no resting pointer (see withoutRestingPointer).
  test.beforeEach(({ page }) => withoutRestingPointer(page));

  test("is not fetched before the first interaction, and hydrates the page after it", async ({ page }) => {
    const scripts: string[] = [];
    const pageData: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().endsWith(".js")) scripts.push(request.url());
      if (new URL(request.url()).pathname.startsWith("/page-data/")) pageData.push(request.url());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    const response = await page.goto("/", { waitUntil: "load" });
    expect(["hit", "miss"]).toContain(response?.headers()["x-cache"]); // the shared copy

    expect(await response?.text()).not.toContain("streamController.enqueue");
    // Everything the page asks for by itself has been asked for and answered.
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("/build/"))).toEqual([]);
    expect(pageData).toEqual([]);
    // The page is whole without them: the contact form and the menu are native.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.mouse.move(20, 20);
    await page.mouse.move(40, 60);
    await page.waitForFunction(() => {
      const main = document.getElementById("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    });
    expect(scripts.some((url) => /\/build\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
    expect(pageData).toHaveLength(1);
    // Hydrated: a client-side navigation fetches data, not a new document.
    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests.push(request.url());
    });
    // (A header link: the footer's columns and the home page's sections are server-rendered plain links.)
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documentRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("arriving at the home page from another page loads its document (its sections are the server's HTML)", async ({ page }) => {
    await page.goto("/blog");
    await page.mouse.move(20, 20);
    await page.mouse.move(40, 60);
    await page.waitForFunction(() => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // The header's crest is a client-side link: the home page's route turns it into a document load.
    await page.getByRole("banner").getByRole("link", { name: "Rising Stars Football Club" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Meet Our Team" })).toBeVisible();
    expect(documents).toEqual(["/"]);
  });

  test("on the academy form, what was entered before the scripts arrived drives the form once they have", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/build/") && request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/academy-registration", { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    // The parent's first interaction is typing the date of birth (20 years ago today: too old).
    const today = new Date().toLocaleDateString("en-CA", { timeZone: CLUB_TIME_ZONE });
    const twentyYearsAgo = `${Number(today.slice(0, 4)) - 20}${today.slice(4)}`;
    await page.getByLabel("Date of birth").fill(twentyYearsAgo);
    await page.waitForFunction(() => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")));
    await expect(page.getByLabel("Date of birth")).toHaveValue(twentyYearsAgo);
    await expect(page.getByTestId("age-display")).toContainText("Not eligible - must be 19 or under");
    await expect(page.getByRole("button", { name: "Submit Registration" })).toBeDisabled();
    expect(errors).toEqual([]);
  });
});
