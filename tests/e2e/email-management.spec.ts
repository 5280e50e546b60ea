import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers email management, custom and quick e-mails, e-mail toasts: every tab works through links and
// native forms without JavaScript; JavaScript fills the template at once and reloads the log with a
// fetcher (those tests run with JavaScript on and off).

const jsOn = () => test.info().project.name === "js-on";

test.describe("email management", () => {
  test("send tab: required fields, a template with its placeholders, then the log", { tag: "@js" }, async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/email-management");
    await expect(page.getByRole("heading", { level: 1, name: "Email Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Email" })).toHaveAttribute("aria-current", "page");

    // Recipient and subject are required.
    await page.getByRole("button", { name: "Send Email" }).click();
    await expectToast(page, "Please fill in required fields", "Recipient and subject are required.");

    // A template fills subject and content: at once with JavaScript, through "Use template" without.
    await page.getByLabel("Template (optional)").selectOption({ label: "Welcome Email (academy)" });
    if (!jsOn()) {
      await page.getByRole("button", { name: "Use template" }).click();
      await expect(page).toHaveURL(/templateId=\d+/);
    }
    await expect(page.getByLabel("Subject *")).toHaveValue("Welcome to the Rising Stars Academy, {{playerName}}!");
    await expect(page.getByLabel("Content")).toHaveValue(/We are delighted to welcome \{\{playerName\}\}/);
    const unfilled = page.getByRole("list", { name: "Unfilled placeholders" });
    await expect(unfilled.getByText("{{playerName}}")).toBeVisible();
    await expect(unfilled.getByText("{{trainingDate}}")).toBeVisible();

    const to = `parent-${uniqueSuffix()}@example.com`;
    await page.getByLabel("Recipient *").fill(to);
    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("These placeholders are still not filled in:")).toBeVisible();

    // Filling them in clears the list; then it sends.
    const subject = `Welcome to the Rising Stars Academy, Amani ${uniqueSuffix()}!`;
    await page.getByLabel("Subject *").fill(subject);
    const content = await page.getByLabel("Content").inputValue();
    await page
      .getByLabel("Content")
      .fill(content.replaceAll("{{playerName}}", "Amani").replace("{{trainingDate}}", "Saturday").replace("{{trainingTime}}", "9 AM"));
    if (jsOn()) await expect(unfilled).toHaveCount(0);
    await page.getByRole("button", { name: "Send Email" }).click();
    await expectToast(page, "Email sent successfully!");

    // The log shows it (its order, newest first, is checked over HTTP: other tests send mail meanwhile).
    await page.getByRole("link", { name: "Email Logs" }).click();
    await expect(page).toHaveURL(/tab=logs/);
    const row = page.getByRole("row").filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(to)).toBeVisible();
  });

  test("quick actions: the welcome e-mail and the sponsorship proposal", async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/email-management?tab=quick");
    const welcome = page.getByRole("form", { name: "Welcome email" });
    await welcome.getByRole("button", { name: "Send Welcome Email" }).click();
    await expectToast(page, "Please fill in all required fields");

    const welcomeForm = page.getByRole("form", { name: "Welcome email" });
    await welcomeForm.getByLabel("Player name *").fill("Baraka Otieno");
    await welcomeForm.getByLabel("Email *").fill(`family-${uniqueSuffix()}@example.com`);
    await welcomeForm.getByLabel("Training date *").fill("2026-12-05");
    await welcomeForm.getByLabel("Training time *").fill("09:00");
    await welcomeForm.getByRole("button", { name: "Send Welcome Email" }).click();
    await expectToast(page, "Welcome email sent successfully!");

    const sponsorship = page.getByRole("form", { name: "Sponsorship proposal" });
    await sponsorship.getByLabel("Email *").fill(`partners-${uniqueSuffix()}@example.com`);
    await sponsorship.getByLabel("Company name *").fill("Savanna Breweries");
    await sponsorship.getByLabel("Sender name *").fill("Grace Achieng");
    await sponsorship.getByLabel("Sender title *").fill("Chair");
    await sponsorship.getByRole("button", { name: "Send Proposal" }).click();
    await expectToast(page, "Sponsorship proposal sent successfully!");
  });

  test("templates: previews, the detail overlay, Use Template and Close", async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/email-management?tab=templates");
    const list = page.getByRole("list", { name: "Email templates" });
    await expect(list.getByRole("heading", { name: "Sponsorship Proposal" })).toBeVisible();
    await page.getByRole("link", { name: "View template Sponsorship Proposal" }).click();
    await expect(page).toHaveURL(/template=\d+/);
    const dialog = page.getByRole("dialog", { name: "Sponsorship Proposal" });
    await expect(dialog).toBeVisible();
    // The footer button (the corner X is a "Close" link too).
    await dialog.getByRole("link", { name: "Close" }).last().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("link", { name: "View template Sponsorship Proposal" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Use Template" }).click();
    await expect(page).toHaveURL(/tab=send&templateId=\d+/);
    await expect(page.getByLabel("Subject *")).toHaveValue("Partnership opportunity with Rising Stars Football Club for {{companyName}}");
  });

  test("templates: an admin edits a template", async ({ page, login }) => {
    await login({ role: "admin" });
    await open(page, "/email-management?tab=templates");
    await page.getByRole("link", { name: "View template Registration Rejected" }).click();
    const dialog = page.getByRole("dialog", { name: "Registration Rejected" });
    const subject = `Your academy registration for {{playerName}} ${uniqueSuffix()}`;
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByRole("button", { name: "Save template" }).click();
    await expectToast(page, "Template saved");
    await expect(page.getByRole("dialog").getByLabel("Subject")).toHaveValue(subject);
  });

  test("logs: filter by status, the empty state, skeleton rows while reloading", { tag: "@js" }, async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/email-management?tab=logs");
    await page.getByLabel("Status").selectOption("failed");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByText("No emails sent yet")).toBeVisible();

    await open(page, "/email-management?tab=logs");
    await expect(page.getByRole("table", { name: "Email logs" })).toBeVisible();
    if (jsOn()) {
      // Hold the fetcher's request so its loading state can be seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/email-management\.data/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.getByTestId("log-skeleton")).toHaveCount(5);
      release();
      await expect(page.getByTestId("log-skeleton")).toHaveCount(0);
      await expect(page.getByRole("table", { name: "Email logs" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.getByRole("table", { name: "Email logs" })).toBeVisible();
    }
  });
});
