import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { SESSION_COOKIE } from "../support/sessions";
import { E2E } from "./e2e-env";

export { SESSION_COOKIE };

/** The admin the e2e server creates at its first start (for the login specs). */
export const admin = E2E.admin;

function javaScriptEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * With JavaScript on, waits until React has hydrated the page, so a click exercises the enhanced
 * behaviour (client validation, client-side navigation) and not the native fallback that a click
 * during hydration would get. React marks hydrated elements with `__reactFiber$…` properties.
 * Without JavaScript there is nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  if (!javaScriptEnabled()) return;
  // Some pages (the landing page) load their JavaScript at the first interaction: move the pointer
  // as a visitor would.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  // Forms whose client-side checks load when the visitor first focuses them (useValidationOnDemand):
  // ask for them as a focus would (React's onFocus listens to focusin), without moving the focus, so
  // every test starts with the checks in place.
  await page.evaluate(() =>
    document.querySelectorAll('form[data-client-validation="loading"]').forEach((form) => form.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))),
  );
  await page.waitForFunction(() => !document.querySelector('form[data-client-validation="loading"]'));
}

/** `page.goto` and, with JavaScript on, wait for hydration. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Fills in and submits the admin login form, the way a person would. For the login specs: a test that
 * only needs to be signed in uses the `login` fixture (fixtures.ts) instead. Starts from /admin-login
 * (or `/admin-login?redirectTo=…` when `redirectTo` is given) unless the page is already there.
 * It does not assert the outcome: callers check where they land.
 */
export async function logIn(
  page: Page,
  username: string = admin.username,
  password: string = admin.password,
  options: { redirectTo?: string } = {},
) {
  const loginUrl = options.redirectTo
    ? `/admin-login?${new URLSearchParams({ redirectTo: options.redirectTo })}`
    : "/admin-login";
  if (options.redirectTo || new URL(page.url(), E2E.baseUrl).pathname !== "/admin-login") {
    await page.goto(loginUrl);
  }
  await waitForHydration(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in as the E2E admin through the login form and waits for the dashboard (login specs only). */
export async function logInAsAdmin(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** The toast region (root.tsx → components/ui/Toast.tsx). */
export function toastRegion(page: Page): Locator {
  // Named in the page's language: "Notifications (F8)" or "Arifa (F8)".
  return page.getByRole("region", { name: /^(Notifications|Arifa) \(F8\)$/ });
}

/** The toast on screen: a `status` (default) or `alert` (destructive) inside the region. */
export function toast(page: Page): Locator {
  return toastRegion(page).getByRole("status").or(toastRegion(page).getByRole("alert"));
}

/**
 * The toast's title text. Once a toast has closed by itself without JavaScript (a CSS animation
 * ending in `visibility: hidden`) its list item stays in the DOM, so "gone" is checked on the text.
 */
export function toastTitle(page: Page, title: string): Locator {
  return toastRegion(page).getByText(title, { exact: true });
}

/** Asserts the visible toast has this title and (optionally) description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page);
  await expect(item).toBeVisible();
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(item.getByText(description, { exact: true })).toBeVisible();
}

export async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(E2E.baseUrl);
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/**
 * Lets the page see no resting pointer, as on a phone. The test browser's pointer rests at the page's top
 * left corner, and a browser reports a pointer move (without movement) when the layout changes under a
 * resting pointer: a page that loads its scripts at the first interaction rightly takes that for a
 * visitor's. The moves a test makes (with movement, or elsewhere) pass through. Call before `goto`.
 */
export async function withoutRestingPointer(page: Page) {
  await page.addInitScript(() => {
    addEventListener("pointermove", (event) => {
      if (!event.movementX && !event.movementY && !event.clientX && !event.clientY) event.stopImmediatePropagation();
    }, { capture: true });
  });
}
