import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Analytics, Database and Settings in a real browser, without JavaScript: the charts are SVG with data
// tables, and the settings and database actions work as plain forms.

test.describe("analytics", () => {
  test("every chart is an SVG image with a title and its numbers as a table; the period is in the URL", async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/admin/analytics");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    for (const title of ["Page views", "Academy registrations per week", "E-mails sent and failed", "Subscribers per topic", "Revenue (KES)", "New fan members per tier"]) {
      await expect(main.getByRole("img", { name: new RegExp(`^${title.replace(/[()]/g, "\\$&")}`) })).toBeVisible();
    }
    const registrations = main.locator('figure[data-chart="registrations"]');
    await registrations.getByText("Show the numbers as a table").click();
    const table = registrations.getByRole("table", { name: "Academy registrations per week" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "pending" })).toBeVisible();

    const periods = main.getByRole("navigation", { name: "Period" });
    await periods.getByRole("link", { name: "Last 12 months" }).click();
    await expect(page).toHaveURL(/\?period=12m$/);
    await expect(periods.getByRole("link", { name: "Last 12 months" })).toHaveAttribute("aria-current", "page");
    await expect(main.locator('figure[data-chart="page-views"]').getByRole("img")).toBeVisible();

    const download = page.waitForEvent("download");
    await main.getByRole("link", { name: "Download CSV: Contact messages" }).click();
    expect((await download).suggestedFilename()).toMatch(/^contact-messages-12m-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

test.describe("database", () => {
  test("an admin runs a health check and downloads a backup", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/admin/database");
    const main = page.getByRole("main");
    await expect(main.getByRole("table", { name: "Rows per table" }).getByRole("cell", { name: "academy_registrations", exact: true })).toBeVisible();
    await main.getByRole("button", { name: "Run quick check" }).click();
    await expectToast(page, "Database healthy", "quick_check: ok");
    await expect(main.getByText(/Last check: quick_check/)).toBeVisible();

    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: "Download backup" }).click();
    expect((await download).suggestedFilename()).toMatch(/^club-\d{8}T\d{6}Z\.db$/);
  });

  test("staff are refused", async ({ page, login }) => {
    await login({ role: "staff" });
    const response = await page.goto("/admin/database");
    expect(response?.status()).toBe(403);
  });
});

test.describe("settings", () => {
  test("an admin adds a user with a generated password, then makes them an admin and back", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/admin/settings");
    const main = page.getByRole("main");
    const username = `e2e-${Date.now().toString(36)}`;
    const form = main.getByRole("region", { name: "Add a user" });
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Display name").fill("Volunteer Coach");
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(main.getByText(`New password for ${username}`)).toBeVisible();
    await expect(main.getByTestId("generated-password")).toHaveText(/^[A-Za-z0-9_-]{20}$/);

    const row = main.getByRole("row").filter({ hasText: username });
    await row.getByRole("button", { name: `Make admin: ${username}` }).click();
    await expectToast(page, "Role changed", `${username} is now admin.`);
    await main.getByRole("row").filter({ hasText: username }).getByRole("button", { name: `Disable ${username}` }).click();
    await expectToast(page, "User disabled", username);
    await expect(main.getByRole("row").filter({ hasText: username }).getByText("disabled", { exact: true })).toBeVisible();

    await main.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Audit log" }).click();
    await main.getByLabel("Text").fill(username);
    await main.getByRole("button", { name: "Filter" }).click();
    await expect(main.getByText(`Disabled the account ${username}`)).toBeVisible();
    await expect(main.getByText(`Added the staff account ${username}`)).toBeVisible();
  });

  test("an admin cannot disable their own account: the refusal is shown", async ({ page, login }) => {
    const me = await login({ role: "admin" });
    await open(page, "/admin/settings");
    const main = page.getByRole("main");
    await main.getByRole("row").filter({ hasText: me.username }).getByRole("button", { name: `Disable ${me.username}` }).click();
    await expectToast(page, "Not saved", "You cannot disable your own account.");
  });

  test("club facts are saved and appear in the site footer", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/admin/settings?tab=club");
    const main = page.getByRole("main");
    const phone = await main.getByLabel("Office phone").inputValue();
    await main.getByLabel("Office phone").fill("call the office");
    await main.getByRole("button", { name: "Save club facts" }).click();
    await expect(main.getByText("Please enter a valid phone number")).toBeVisible();
    await main.getByLabel("Office phone").fill(phone);

    const hours = `Weekdays 8:00 AM to 5:00 PM, front office (${Date.now()})`;
    await main.getByLabel("Office hours").fill(hours);
    await main.getByRole("button", { name: "Save club facts" }).click();
    await expectToast(page, "Club facts saved");
    // The next page shows them in its footer (the footer's columns are rendered by the server, ADR 0025).
    // Another run may save its own hours at the same moment: the footer shows one of the two.
    await open(page, "/admin/settings?tab=club");
    await expect(page.getByRole("contentinfo").getByText(/Weekdays 8:00 AM to 5:00 PM, front office/)).toBeVisible();
    await expect(main.getByLabel("Office hours")).toHaveValue(/^Weekdays 8:00 AM to 5:00 PM, front office/);
  });

  test("the own sessions list shows this browser and signs the others out", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/admin/settings?tab=sessions");
    const main = page.getByRole("main");
    await expect(main.getByRole("table")).toBeVisible();
    await main.getByRole("button", { name: "Sign out other sessions" }).click();
    await expectToast(page, "Other sessions signed out");
  });
});
