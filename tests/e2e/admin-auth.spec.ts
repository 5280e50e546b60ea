import { adminSections } from "~/config/admin-sections";
import { sessionExists } from "../support/sessions";
import { E2E } from "./e2e-env";
import { e2eDatabase, expect, test } from "./fixtures";
import { admin, expectToast, logIn, logInAsAdmin, open, sessionCookie, SESSION_COOKIE, toast, toastRegion, toastTitle } from "./helpers";

// Covers admin login, admin dashboard, login/logout toasts, toast behaviour;
// Also: no credentials in the UI, DB-backed sessions.

test.describe("admin login", () => {
  test("an anonymous visit to the dashboard goes to the login page with redirectTo", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Fadmin-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });

  test("the login page has labelled fields and gives no credential hints", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page).toHaveTitle(/Admin Login/);
    await expect(page.getByLabel("Username")).toBeEditable();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();

    const html = await page.content();
    const text = await page.locator("body").innerText();
    for (const content of [html, text]) {
      expect(content).not.toContain(admin.password);
      expect(content).not.toMatch(/default credentials|demo credentials|default password/i);
    }
    // No login name either (the seeded admin's username is not printed as a hint).
    expect(text).not.toContain(admin.username);
  });

  test("empty fields are required", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await open(page, "/admin-login");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Log in" }).click();

    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin-login$/);
    // With JavaScript the form never reaches the server; without it the server answered.
    if (javaScriptEnabled) expect(posts).toEqual([]);
    else expect(posts).toHaveLength(1);
  });

  // Without JavaScript the browser shows its own offline page.
  test("a login sent while the server cannot be reached says so and keeps the form", { tag: "@js-only" }, async ({ page }) => {
    await page.route(/\/admin-login\.data/, (route) => route.abort("internetdisconnected"));
    await logIn(page, admin.username, admin.password);
    await expectToast(page, "Login Error", "Unable to connect to the server. Please try again.");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(admin.username);

    await page.unroute(/\/admin-login\.data/);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Login Successful", "Welcome to the admin dashboard.");
  });

  test("a wrong password and an unknown user get the same error toast", async ({ page }) => {
    await logIn(page, admin.username, "not-the-password");
    await expectToast(page, "Login Failed", "Invalid credentials. Please try again.");
    await expect(toast(page)).toHaveRole("alert");
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    // The server never echoes the password back into the re-rendered form (with JavaScript the
    // browser simply keeps what was typed).
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Username")).toHaveValue(admin.username);
    const wrongPasswordText = await toast(page).innerText();

    await logIn(page, "no-such-user", "not-the-password");
    await expectToast(page, "Login Failed", "Invalid credentials. Please try again.");
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await toast(page).innerText()).toBe(wrongPasswordText);

    expect(await sessionCookie(page.context())).toBeUndefined();
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login\?/);
  });

  test("correct credentials open the dashboard", async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expectToast(page, "Login Successful", "Welcome to the admin dashboard.");
    await expect(toast(page)).toHaveRole("status");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(main.getByText(`Welcome back, ${admin.username}`)).toBeVisible();
    await expect(main.getByText("admin", { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Logout" })).toBeVisible();

    // Four status tiles.
    const tiles = main.getByRole("region", { name: "System status" }).getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    await expect(tiles.filter({ hasText: "Website Status" }).getByText("Online", { exact: true })).toBeVisible();
    await expect(tiles.filter({ hasText: "Database" }).getByText("Healthy", { exact: true })).toBeVisible();
    await expect(tiles.filter({ hasText: "System Load" }).getByText(/^(Low|Moderate|High)$/)).toBeVisible();
    const sessionsValue = tiles.filter({ hasText: "Active Sessions" }).getByText(/^\d+$/);
    await expect(sessionsValue).toBeVisible();
    expect(Number(await sessionsValue.textContent())).toBeGreaterThanOrEqual(1);

    // One card per section of the registry: built ones link to their screen, the others say Coming soon.
    const sections = main.getByRole("region", { name: "Manage the club website" });
    const cards = adminSections.filter((section) => section.id !== "dashboard");
    await expect(sections.getByRole("listitem")).toHaveCount(cards.length);
    await expect(sections.getByRole("link")).toHaveCount(cards.filter((section) => section.built).length);
    for (const section of cards) {
      const card = sections.getByRole("listitem").filter({ hasText: section.title });
      if (section.built) await expect(card.getByRole("link")).toHaveAttribute("href", section.href);
      else await expect(card).toContainText("Coming soon");
    }

    await expect(main.getByRole("heading", { level: 2, name: "Recent Activity" })).toBeVisible();
  });

  test("logout returns home and closes the session", async ({ page, login }) => {
    const user = await login({ role: "admin" });
    await open(page, "/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/`);
    await expectToast(page, "Logged Out");
    expect(await sessionCookie(page.context())).toBeUndefined();
    expect(sessionExists(e2eDatabase, user.sessionToken)).toBe(false);

    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Fadmin-dashboard$/);
  });

  test("login honours redirectTo and refuses foreign targets", async ({ page }) => {
    // The dashboard is also the default target, so a query string proves redirectTo was used.
    await page.goto("/admin-dashboard?from=e2e");
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Fadmin-dashboard%3Ffrom%3De2e$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/admin-dashboard\?from=e2e$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    await page.context().clearCookies();
    await logIn(page, admin.username, admin.password, { redirectTo: "/admin-dashboard" });
    await expect(page).toHaveURL(/\/admin-dashboard$/);

    await page.context().clearCookies();
    await logIn(page, admin.username, admin.password, { redirectTo: "//evil.example/steal" });
    await expect(page).toHaveURL(`${E2E.baseUrl}/admin-dashboard`);
  });

  test("a new session id is issued at login and the old one stops working", async ({ page, browser }) => {
    await logInAsAdmin(page);
    const first = await sessionCookie(page.context());
    expect(first).toBeTruthy();

    // A second login in the same browser context (the login page itself redirects a signed-in
    // admin, so post the form the way the browser would, with the context's cookies).
    const response = await page.request.post("/admin-login", {
      form: { username: admin.username, password: admin.password, redirectTo: "" },
      headers: { Origin: E2E.baseUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin-dashboard");

    const second = await sessionCookie(page.context());
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // The replaced session is gone from the server, not just from this browser.
    const other = await browser.newContext();
    try {
      await other.addCookies([{ name: SESSION_COOKIE, value: first!, url: E2E.baseUrl }]);
      const stale = await other.newPage();
      await stale.goto("/admin-dashboard");
      await expect(stale).toHaveURL(/\/admin-login\?redirectTo=/);
    } finally {
      await other.close();
    }
  });
});

test.describe("sessions made by the login fixture", () => {
  for (const role of ["admin", "staff"] as const) {
    test(`a fixture session for role "${role}" opens the admin dashboard without the login form`, async ({ page, login }) => {
      const user = await login({ role });
      expect(user.role).toBe(role);
      const response = await page.goto("/admin-dashboard");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      await expect(page.getByText(user.username).first()).toBeVisible();
    });
  }
});

test.describe("toasts", () => {
  test("the notification region is reachable and the toast can be closed", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await logInAsAdmin(page);
    const region = toastRegion(page);
    await expect(region).toBeAttached();
    await expectToast(page, "Login Successful");

    if (javaScriptEnabled) {
      await region.getByRole("button", { name: "Close" }).click();
      await expect(toast(page)).toHaveCount(0);
    } else {
      // Server-rendered: the X is a <label> for a visually hidden checkbox named "Close", so a
      // click on it closes the toast without JavaScript.
      await expect(region.getByRole("checkbox", { name: "Close" })).not.toBeChecked();
      await region.locator("label").filter({ hasText: "Close" }).click();
      await expect(region.getByRole("checkbox", { name: "Close" })).toBeChecked();
    }
    await expect(toastTitle(page, "Login Successful")).toBeHidden();
    await expect(page.getByText("Welcome to the admin dashboard.")).toBeHidden();
  });

  // With JavaScript the close control is a button (covered above).
  test("without JavaScript the toast can be closed from the keyboard", async ({ page }) => {
    await logInAsAdmin(page);
    await expectToast(page, "Login Successful");
    await toastRegion(page).getByRole("checkbox", { name: "Close" }).focus();
    await page.keyboard.press("Space");
    await expect(toastTitle(page, "Login Successful")).toBeHidden();
  });

  // With JavaScript a timer closes it, without a CSS animation.
  test("the toast closes on its own after about five seconds", { tag: "@js" }, async ({ page }) => {
    await logInAsAdmin(page);
    await expectToast(page, "Login Successful");
    // Keep the pointer away from the toast (hovering pauses it).
    await page.mouse.move(10, 10);
    // Closing by itself is what is checked: nothing else closes it. How soon (five seconds, the CSS
    // animation's duration) is not a wall-clock assertion on a shared machine.
    await expect(toastTitle(page, "Login Successful")).toBeHidden();
  });

  // F8 is a keyboard shortcut added by JavaScript.
  test("F8 focuses the notification region", { tag: "@js-only" }, async ({ page }) => {
    await logInAsAdmin(page);
    // The button (not the no-JS label) shows the region is hydrated.
    await expect(toastRegion(page).getByRole("button", { name: "Close" })).toBeVisible();
    await expect(toastRegion(page)).not.toBeFocused();
    await page.keyboard.press("F8");
    await expect(toastRegion(page)).toBeFocused();
  });
});
