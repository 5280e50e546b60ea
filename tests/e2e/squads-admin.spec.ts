import { buildRegistration } from "../support/factories";
import { registerThroughApi, searchFor } from "./academy-pages";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers squads and families, the staff side: a registration approved into a team becomes a player of
// that team, with the guardian and their contacts on the team's view. The rules, permissions (a coach of
// one team on another) and bad input: integration/squads.test.ts.

test.describe("squads and families", () => {
  test("staff approve a pending registration into a team, then see the child on the team view", async ({ page, request, login }) => {
    const registration = buildRegistration({ relationship: "Mother" });
    await registerThroughApi(request, registration);
    const name = registration.playerName;

    await login({ role: "staff" });
    await open(page, "/academy-admin");
    await searchFor(page, name);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByRole("link", { name: `Approve ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Approve ${name}'s registration?` });
    // The team of a twelve-year-old's age group is suggested; staff choose another.
    const team = confirm.getByLabel("Team");
    await expect(team.locator("option:checked")).toHaveText("Under-13s (U-13)");
    await team.selectOption({ label: "Under-11s (U-11)" });
    await confirm.getByRole("button", { name: "Approve and add to team" }).click();
    await expectToast(
      page,
      "Registration Approved",
      `${name}'s registration is approved and ${name} joins the Under-11s. The "Registration Approved" e-mail is on its way to ${registration.email}.`,
    );
    // Approved and on a team: the row offers neither a decision nor "Add to team".
    await expect(row.getByText("approved", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: `Add to team ${name}` })).toHaveCount(0);

    await open(page, "/admin/squads");
    await expect(page.getByRole("heading", { level: 1, name: "Squads & Families" })).toBeVisible();
    await page.getByRole("link", { name: "Under-11s", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Under-11s/ })).toBeVisible();
    const player = page.getByRole("row").filter({ hasText: name });
    await expect(player).toHaveCount(1);
    await expect(player).toContainText(`${registration.parentGuardianName} (Mother)`);
    await expect(player.getByRole("link", { name: registration.phoneNumber })).toHaveAttribute("href", `tel:${registration.phoneNumber.replace(/\s+/g, "")}`);
    await expect(player).toContainText(registration.email);
    await expect(player.getByRole("link", { name: `Move ${name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Messages to families" })).toHaveAttribute("href", /^\/admin\/squads\/\d+\/messages$/);
  });
});
