import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers staff email accounts, staff add form, staff toasts, as plain links and forms: add, edit,
// deactivate, reactivate and remove with a confirmation, administrators, search.

test.describe("staff e-mail accounts", () => {
  test("an admin adds, edits, deactivates, reactivates and removes a member", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/staff-emails");
    await expect(page.getByRole("heading", { level: 1, name: "Staff Emails" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "One club e-mail domain" })).toBeVisible();

    // Letters only (the address keeps letters only), random enough for parallel runs.
    const suffix = [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
    const name = `Wanjiku ${suffix} Njoroge`;
    await page.getByText("Add Staff Member", { exact: true }).first().click();
    const form = page.getByRole("form", { name: "Add staff member" });
    await form.getByRole("button", { name: "Add Staff Member" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields");

    const addForm = page.getByRole("form", { name: "Add staff member" });
    await addForm.getByLabel("Name *").fill(name);
    await addForm.getByLabel("Role *").fill("Team Administrator");
    await addForm.getByLabel("Department *").fill("Operations");
    await addForm.getByLabel("Access level").selectOption("manager");
    await addForm.getByRole("button", { name: "Add Staff Member" }).click();
    const email = `wanjiku.${suffix.toLowerCase()}.njoroge@risingstarsfc.co.ke`;
    await expectToast(page, "Staff Member Added", `${name} has been added with the e-mail address ${email}`);

    // Search by e-mail finds the row.
    await page.getByLabel("Search").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("manager")).toBeVisible();

    // Edit.
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    await dialog.getByLabel("Role *").fill("Senior Team Administrator");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Staff Member Updated");
    await expect(page.getByRole("row").filter({ hasText: name }).getByText("Senior Team Administrator")).toBeVisible();

    // Deactivate and reactivate.
    await page.getByRole("button", { name: `Deactivate ${name}` }).click();
    await expectToast(page, "Staff Member Deactivated");
    await expect(page.getByRole("row").filter({ hasText: name }).getByText("Inactive")).toBeVisible();
    await page.getByRole("button", { name: `Reactivate ${name}` }).click();
    await expectToast(page, "Staff Member Reactivated");

    // Remove, after a confirmation.
    await page.getByRole("link", { name: `Remove ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove ${name}?` });
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    await page.getByRole("link", { name: `Remove ${name}` }).click();
    await page.getByRole("dialog", { name: `Remove ${name}?` }).getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Staff Member Removed");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("the administrators tab lists permissions and last login", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/staff-emails");
    await page.getByRole("link", { name: "Administrators" }).click();
    await expect(page).toHaveURL(/tab=admins/);
    const table = page.getByRole("table", { name: "Administrators" });
    const row = table.getByRole("row").filter({ hasText: "admin@risingstarsfc.co.ke" });
    await expect(row.getByText("System admin", { exact: true })).toBeVisible();
    await expect(row.getByText("Never", { exact: true })).toBeVisible();
  });

  test("staff cannot open it", async ({ page, login }) => {
    await login({ role: "staff" });
    const response = await page.goto("/staff-emails");
    expect(response?.status()).toBe(403);
  });
});
