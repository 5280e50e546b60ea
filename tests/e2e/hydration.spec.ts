import type { Page } from "@playwright/test";
import { buildRegistration } from "../support/factories";
import { registerThroughApi } from "./academy-pages";
import { expect, test } from "./fixtures";
import { E2E } from "./e2e-env";
import { open } from "./helpers";
import { addJerseyToCart, ADMIN_SCREENS, aMatchPath, placeOrder, PUBLIC_PAGES, signInAsGuardian } from "./site-pages";

// Every page the accessibility spec audits (there without scripts) opened with scripts on: each one
// hydrates, with no uncaught error and nothing logged as an error. One width, no axe: this is about
// the scripts running, not the layout.

const isStoredPicture = (url: string) => url.startsWith(`${E2E.baseUrl}/media/`);

/** Collects the page's uncaught errors and console errors, each with the address it happened on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A 404 page (an unknown address, a draft post) is answered with a 404, which the browser reports
    // as a failed load of the document itself.
    if (/^Failed to load resource: the server responded with a status of 404\b/.test(message.text()) && message.location().url === page.url()) return;
    // A picture on another site (the gallery takes photos by address; another spec adds one) cannot
    // load on a machine without the internet: a network failure of another host, not a script's error.
    if (/^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/.test(message.text()) && !message.location().url.startsWith(E2E.baseUrl)) return;
    // A stored picture deleted between the page's answer and the picture's load (the gallery spec deletes
    // photos while this one opens the gallery admin) is a 404 of that file, not a script's error.
    if (/^Failed to load resource: the server responded with a status of 404\b/.test(message.text()) && isStoredPicture(message.location().url)) return;
    errors.push(`${page.url()}: console ${message.text()} (${message.location().url})`);
  });
  return errors;
}

test.describe("every page hydrates without an error", { tag: "@js-only" }, () => {
  test("public pages and admin screens", async ({ page, login, request }) => {
    const errors = recordErrors(page);
    for (const path of [...PUBLIC_PAGES, await aMatchPath(page)]) {
      await test.step(path, () => open(page, path));
    }
    const order = await placeOrder(page); // (it checks the cart out)
    await test.step("an order page", () => open(page, order));
    await addJerseyToCart(page);
    await test.step("the cart with an item", () => open(page, "/cart"));
    // A guardian's page is the copy guardians share with their own part written in: it hydrates from
    // what was written into it, still theirs.
    await test.step("a signed-in family's page", async () => {
      // The public pages above end in Swahili: back to the browser's own language.
      await page.context().clearCookies({ name: "lang" });
      await signInAsGuardian(page, "wanjiru.kamau@example.org");
      await open(page, "/family");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Wanjiru Kamau/);
      await expect(page.locator("[data-family-region] [data-testid=family-training]").first()).toBeVisible();
    });

    await login();
    const { id } = await registerThroughApi(request, buildRegistration());
    for (const path of [...ADMIN_SCREENS, `/academy-admin?view=${id}`]) {
      await test.step(path, () => open(page, path));
    }
    expect(errors).toEqual([]);
  });
});
