import { buildRegistration, pdfBytes, uniqueSuffix } from "../support/factories";
import { applyStatusFilter, registerThroughApi, searchFor } from "./academy-pages";
import { E2E } from "./e2e-env";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers academy admin, registration status, status toasts: an admin finds a
// registration, reads it, downloads the certificate and decides. The CSV export: academy-export.spec.ts.

test.describe("academy admin review", () => {
  // @js: with JavaScript the status filter applies on change (applyStatusFilter).
  test("an admin finds, views, downloads and approves a registration", { tag: "@js" }, async ({ page, request, playwright, login }) => {
    const pdf = pdfBytes();
    const registration = buildRegistration({ trainingDays: ["Tuesday", "Saturday"] });
    const { fileUrl } = await registerThroughApi(request, registration, pdf);
    const name = registration.playerName;

    await login({ role: "admin" });
    await open(page, "/academy-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Academy Registrations" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });

    // Search by player name.
    await searchFor(page, name);
    await expect(page.getByText("1 registration matches your criteria")).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row.getByText("pending", { exact: true })).toBeVisible();
    // The parent's e-mail finds it as well (case-insensitive).
    await searchFor(page, registration.email.toUpperCase());
    await expect(row).toHaveCount(1);
    await searchFor(page, `no such player ${uniqueSuffix()}`);
    await expect(row).toHaveCount(0);
    await expect(page.getByText("No registrations found matching your criteria.")).toBeVisible();

    // Status filter (with JavaScript it applies on change; without, the Search button submits).
    await searchFor(page, name);
    await applyStatusFilter(page, "Approved");
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByText("No registrations found matching your criteria.")).toBeVisible();
    await expect(row).toHaveCount(0);
    await applyStatusFilter(page, "Pending");
    await expect(page).toHaveURL(/status=pending/);
    await expect(row).toHaveCount(1);

    // Details dialog.
    await row.getByRole("link", { name: `View details of ${name}` }).click();
    await expect(page).toHaveURL(/[?&]view=\d+/);
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    for (const heading of ["Player", "Contact", "Medical", "Academy preferences", "Status"]) {
      await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(registration.parentGuardianName, { exact: false })).toBeVisible();
    await expect(dialog.getByText("Tuesday, Saturday", { exact: true })).toBeVisible();
    await expect(dialog.getByText("pending", { exact: true })).toBeVisible();

    const certificate = dialog.getByRole("link", { name: /birth certificate/i });
    await expect(certificate).toHaveAttribute("target", "_blank");
    const href = await certificate.getAttribute("href");
    expect(href).toBe(fileUrl);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
    const anonymous = await playwright.request.newContext({ baseURL: E2E.baseUrl });
    try {
      const refused = await anonymous.get(href!, { maxRedirects: 0 });
      expect(refused.status()).toBe(302);
      expect(refused.headers()["location"]).toMatch(/^\/admin-login(\?|$)/);
    } finally {
      await anonymous.dispose();
    }

    // Close the dialog, then approve from the table.
    await dialog.getByRole("link", { name: "Close" }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/view=/);
    // Approving e-mails the parent: a confirmation names the e-mail and the address first; Cancel
    // changes nothing.
    const listUrl = page.url();
    await row.getByRole("link", { name: `Approve ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Approve ${name}'s registration?` });
    await expect(confirm).toContainText(`${registration.parentGuardianName} gets the “Registration Approved” e-mail at ${registration.email}`);
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row.getByText("pending", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: `Approve ${name}` }).click();
    // Approving puts the child on a team: the one of a twelve-year-old's age group is preselected.
    await expect(confirm.getByLabel("Team")).toHaveValue(/^\d+$/);
    await expect(confirm.getByLabel("Team").locator("option:checked")).toHaveText("Under-13s (U-13)");
    await confirm.getByRole("button", { name: "Approve and add to team" }).click();
    await expectToast(
      page,
      "Registration Approved",
      `${name}'s registration is approved and ${name} joins the Under-13s. The "Registration Approved" e-mail is on its way to ${registration.email}.`,
    );
    // Back on the same list (search and filter kept), at the row's anchor.
    const back = new URL(page.url());
    expect(back.search).toBe(new URL(listUrl).search);
    expect(back.hash).toMatch(/^#registration-\d+$/);
    // Still filtered on "pending": the row has left the list; it is under "approved".
    await applyStatusFilter(page, "Approved");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("approved", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: `Approve ${name}` })).toHaveCount(0);
    await expect(row.getByRole("link", { name: `Reject ${name}` })).toHaveCount(0);
  });

  // Without JavaScript the browser shows its own offline page.
  test("a decision sent while the server cannot be reached says so and changes nothing", { tag: "@js-only" }, async ({ page, request, login }) => {
    const registration = buildRegistration();
    await registerThroughApi(request, registration);
    const name = registration.playerName;
    await login({ role: "admin" });
    await open(page, "/academy-admin");
    await searchFor(page, name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);

    await row.getByRole("link", { name: `Reject ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Reject ${name}'s registration?` });
    await expect(confirm).toContainText(`gets the “Registration Rejected” e-mail at ${registration.email}`);
    await page.route(/\/academy-admin\.data/, (route) => route.abort("internetdisconnected"));
    await confirm.getByRole("button", { name: "Reject and e-mail the parent" }).click();
    await expectToast(page, "Update Failed", "Failed to update registration status.");

    await page.unroute(/\/academy-admin\.data/);
    await confirm.getByRole("button", { name: "Reject and e-mail the parent" }).click();
    await expectToast(
      page,
      "Registration Rejected",
      `${name}'s registration is rejected. The "Registration Rejected" e-mail is on its way to ${registration.email}.`,
    );
    await expect(row.getByText("rejected", { exact: true })).toBeVisible();
  });

  test("anonymous visitors are refused", async ({ page, request }) => {
    await page.goto("/academy-admin");
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=%2Facademy-admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();

    const list = await request.get("/api/academy-registrations");
    expect(list.status()).toBe(401);
    expect(await list.json()).toMatchObject({ message: expect.any(String) });
    const patch = await request.patch("/api/academy-registrations/1", { data: { status: "approved" } });
    expect(patch.status()).toBe(401);
    const csv = await request.get("/academy-admin/export.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers()["location"]).toMatch(/^\/admin-login\?/);
  });
});
