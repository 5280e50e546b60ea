import crypto from "node:crypto";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, e2eDatabase, test } from "./fixtures";
import { open } from "./helpers";

// Push notifications in the browser: the settings panel on public pages (with the browser's
// PushManager stubbed, since no push service is reachable from a test), and the push admin, which
// works as plain forms with JavaScript off.

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

function subscriptionRow(endpoint: string) {
  const db = new Database(e2eDatabase, { readonly: true });
  try {
    return db.prepare("SELECT id, preferences, is_active AS isActive FROM push_subscriptions WHERE endpoint = ?").get(endpoint) as
      | { id: number; preferences: string; isActive: number }
      | undefined;
  } finally {
    db.close();
  }
}

/**
 * Replaces PushManager's subscribe/getSubscription with an in-page fake whose endpoint is on the
 * test push host, with keys of the right sizes. The fake subscription survives reloads (sessionStorage).
 */
async function stubPushManager(page: Page, permission: "granted" | "denied" = "granted") {
  const fake = {
    endpoint: `https://push.invalid/e2e/${crypto.randomUUID()}`,
    p256dh: Buffer.concat([Buffer.from([4]), crypto.randomBytes(64)]).toString("base64url"),
    auth: crypto.randomBytes(16).toString("base64url"),
    permission,
  };
  await page.addInitScript((fake) => {
    Object.defineProperty(Notification, "permission", { get: () => fake.permission });
    Notification.requestPermission = async () => fake.permission as NotificationPermission;
    const make = () => ({
      endpoint: fake.endpoint,
      toJSON: () => ({ endpoint: fake.endpoint, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
      unsubscribe: async () => {
        sessionStorage.removeItem("fake-push");
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      return (sessionStorage.getItem("fake-push") ? make() : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (!options?.applicationServerKey) throw new Error("no applicationServerKey");
      sessionStorage.setItem("fake-push", "1");
      return make() as unknown as PushSubscription;
    };
  }, fake);
  return fake;
}

test.describe("notification settings panel", () => {
  // The panel needs JavaScript; without it the button is absent (see below).
  test("subscribe to chosen topics, change them live, and disable all", { tag: "@js-only" }, async ({ page }) => {
    const fake = await stubPushManager(page);
    const panelChunks: string[] = [];
    page.on("request", (request) => request.url().includes("NotificationPanel") && panelChunks.push(request.url()));

    await open(page, "/");
    const button = page.getByRole("button", { name: "Notification settings (not subscribed)" });
    await expect(button).toBeVisible();
    await expect(page.getByTestId("notification-dot")).toBeVisible();
    // The panel's code is not part of the page load.
    expect(panelChunks).toEqual([]);

    await button.click();
    const dialog = page.getByRole("dialog", { name: "Notification Settings" });
    await expect(dialog).toBeVisible();
    expect(panelChunks).toHaveLength(1);
    await expect(dialog.getByText("Allowed", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Not Subscribed", { exact: true })).toBeVisible();
    const general = dialog.getByRole("checkbox", { name: /General Updates/ });
    await expect(general).toBeChecked();

    // With no topic, Enable is disabled.
    await general.uncheck();
    const enable = dialog.getByRole("button", { name: "Enable Notifications" });
    await expect(enable).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /Match Updates/ }).check();
    await dialog.getByRole("checkbox", { name: /Club News/ }).check();
    await enable.click();
    await expect(page.getByText("Notifications Enabled")).toBeVisible();
    await expect(dialog.getByText("Subscribed", { exact: true })).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)?.preferences).toBe('["match","news"]');

    // While subscribed, each tick is saved at once.
    await dialog.getByRole("checkbox", { name: /Academy News/ }).check();
    await expect(page.getByText("Preferences Updated")).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)?.preferences).toBe('["match","news","academy"]');
    await dialog.getByRole("checkbox", { name: /Match Updates/ }).uncheck();
    await expect.poll(() => subscriptionRow(fake.endpoint)?.preferences).toBe('["news","academy"]');

    // A reload remembers the subscription: no red dot, and the topics are still ticked.
    // The dialog's own Close (a toast raised in the dialog sits inside it, with its own Close after it).
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await open(page, "/academy-registration");
    await expect(page.getByRole("button", { name: "Notification settings", exact: true })).toBeVisible();
    await expect(page.getByTestId("notification-dot")).toHaveCount(0);
    await page.getByRole("button", { name: "Notification settings", exact: true }).click();
    await expect(dialog.getByRole("checkbox", { name: /Academy News/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Match Updates/ })).not.toBeChecked();

    await dialog.getByRole("button", { name: "Disable All Notifications" }).click();
    await expect(page.getByText("Notifications Disabled")).toBeVisible();
    await expect(dialog.getByText("Not Subscribed", { exact: true })).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)).toBeUndefined();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("notification-dot")).toBeVisible();
  });

  test("a browser that blocked notifications sees Blocked, no red dot, and how to allow them", { tag: "@js-only" }, async ({ page }) => {
    await stubPushManager(page, "denied");
    await open(page, "/");
    const button = page.getByRole("button", { name: "Notification settings", exact: true });
    await expect(button).toBeVisible();
    await expect(page.getByTestId("notification-dot")).toHaveCount(0);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Notification Settings" });
    await expect(dialog.getByText("Blocked", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Enable Notifications" }).click();
    await expect(page.getByText("Notifications Blocked")).toBeVisible();
  });

  test("a failed subscription is told in the site's words, in a toast above the dialog", { tag: "@js-only" }, async ({ page }) => {
    await stubPushManager(page);
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException("Registration failed - push service error", "AbortError");
      };
    });
    await open(page, "/");
    await page.getByRole("button", { name: "Notification settings (not subscribed)" }).click();
    const dialog = page.getByRole("dialog", { name: "Notification Settings" });
    await dialog.getByRole("button", { name: "Enable Notifications" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Subscription Failed" });
    await expect(toast).toContainText("This browser could not sign up for notifications.");
    await expect(page.getByText("Registration failed")).toHaveCount(0);
    await expect(dialog.getByText("Not Subscribed", { exact: true })).toBeVisible();
    // Above the modal dialog's backdrop: its close button takes the click (Playwright refuses a covered target).
    await toast.getByRole("button", { name: "Close" }).click({ timeout: 5000 });
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("without JavaScript (or push support) there is no notification button", { tag: "@js" }, async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (javaScriptOn()) {
      // JavaScript on: the button appears once support is confirmed (Chromium has push).
      await expect(page.getByRole("button", { name: /Notification settings/ })).toBeVisible();
    } else {
      await expect(page.getByRole("button", { name: /Notification settings/ })).toHaveCount(0);
    }
  });
});

test.describe("push admin", () => {
  // The panel needs JavaScript; without it the tab says so (next test).
  test("an admin subscribes this browser from User Settings to receive the tests, changes topics and unsubscribes", { tag: "@js-only" }, async ({ page, login }) => {
    await login({ role: "staff" });
    const fake = await stubPushManager(page);
    await open(page, "/admin?tab=settings");
    const panel = page.getByRole("region", { name: "Notification Settings" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Enable Notifications" }).click();
    await expect(page.getByText("Notifications Enabled")).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)?.preferences).toBe('["general"]');

    // Each change is sent with this browser's auth secret, which the server checks.
    await panel.getByRole("checkbox", { name: /Match Updates/ }).check();
    await expect(page.getByText("Preferences Updated")).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)?.preferences).toBe('["general","match"]');

    await panel.getByRole("button", { name: "Disable All Notifications" }).click();
    await expect(page.getByText("Notifications Disabled")).toBeVisible();
    await expect.poll(() => subscriptionRow(fake.endpoint)).toBeUndefined();
  });

  test("quick tests and the custom form send notifications and list them in the history", { tag: "@js" }, async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Push Notifications" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Notifications" })).toHaveAttribute("aria-current", "page");

    // A test reaches real subscribers: a confirmation says how many before anything is sent.
    await page.getByRole("link", { name: "Test Match Notification" }).click();
    const confirm = page.getByRole("dialog", { name: "Send the match test notification?" });
    await expect(confirm).toContainText("real fans and not only you");
    await confirm.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
    await expect(page.getByText("Test Notification Sent")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Match Update: Rising Stars FC vs Nairobi City Stars" }).first()).toBeVisible();

    // The server checks the custom form (with JavaScript too: the form does not validate in the browser).
    await page.getByRole("button", { name: "Send Notification" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("Send Failed")).toBeVisible();

    const title = `Training moved ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Message").fill("Saturday's session starts at 9:00 at the training ground.");
    await page.getByLabel("Type").selectOption("academy");
    await page.getByLabel("Target URL (optional)").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await expect(page.getByText("Use a path on this site")).toBeVisible();
    await page.getByLabel("Target URL (optional)").fill("/academy-registration");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await expect(page.getByText("Notification Sent", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText("Academy News")).toBeVisible();

    await page.getByRole("link", { name: "User Settings" }).click();
    await expect(page).toHaveURL(/tab=settings/);
    await expect(page.getByText("Active subscribers", { exact: true })).toBeVisible();
    if (javaScriptOn()) await expect(page.getByRole("heading", { name: "Notification Settings" })).toBeVisible();
    else await expect(page.getByText("Turn on JavaScript to manage notifications for this browser.")).toBeVisible();
  });
});
