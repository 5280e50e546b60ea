// Academy fees, plans to invoice e-mail, without JavaScript (ADR 0029, part A): the treasurer makes a
// monthly plan for a new team, changes its amount (from next month), gives a child a bursary, makes this
// month's invoices, and the family's e-mail names the child's account number and what is left to pay.
import { uniqueSuffix } from "../support/factories";
import { withDatabase } from "../support/sessions";
import { feeAccountNumber } from "~/utils/fee-account";
import { monthLabel, nextPeriod, periodAt, periodLabel } from "~/utils/fee-periods";
import { expect, e2eDatabase, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { mailTo } from "./member-mail";

test("the treasurer makes a plan, changes it from next month, gives a bursary and invoices the month: the family is e-mailed", async ({ page, login }) => {
  const suffix = uniqueSuffix();
  const email = `fees-${suffix}@example.org`;
  const teamName = `Fees Under-8s ${suffix}`;
  const made = withDatabase(e2eDatabase, (db) => {
    const team = Number(
      db.prepare("INSERT INTO teams (slug, name, age_group, training_venue, sort_order) VALUES (?, ?, ?, 'Ngong Road Ground', 950)").run(`fees-${suffix}`, teamName, `U-8-${suffix}`).lastInsertRowid,
    );
    const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Wanjiku Mwangi', ?, '0712345678', 'en')").run(email).lastInsertRowid);
    const player = Number(db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth, media_consent) VALUES ('academy', ?, 'Forward', 7, '', '', '2019-02-03', 0)").run(`Baraka Mwangi ${suffix}`).lastInsertRowid);
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(player, team);
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player, guardian);
    return { team, player };
  });
  const month = periodAt("month", new Date());

  await login({ role: "treasurer" });
  await open(page, "/admin/fees/plans");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${teamName} monthly`);
  await page.getByRole("combobox", { name: "For", exact: true }).selectOption(`team:${made.team}`);
  await page.getByRole("spinbutton", { name: "Amount (KES)", exact: true }).fill("1800");
  await page.getByRole("spinbutton", { name: "Sibling discount (%)", exact: true }).last().fill("10");
  await page.getByRole("button", { name: "Create plan", exact: true }).click();
  await expectToast(page, "Plan Created");

  const plan = page.getByTestId("fee-plan").filter({ hasText: `${teamName} monthly` });
  await expect(plan).toContainText("Now: KES 1,800 (sibling discount 10%) per month");
  await expect(plan).toContainText(`Applies from ${monthLabel(nextPeriod(month))}`);
  await plan.getByRole("spinbutton", { name: "New amount (KES)", exact: true }).fill("2000");
  await plan.getByRole("button", { name: `Change ${teamName} monthly` }).click();
  await expectToast(page, "Plan Changed");
  await expect(plan).toContainText(`from ${monthLabel(nextPeriod(month))}: KES 2,000`);

  await page.getByRole("combobox", { name: "Academy player", exact: true }).selectOption(String(made.player));
  await page.getByRole("spinbutton", { name: "Bursary (%)", exact: true }).fill("50");
  await page.getByRole("textbox", { name: "Reason", exact: true }).fill("Orphaned last year; the director agreed");
  await page.getByRole("button", { name: "Add bursary", exact: true }).click();
  await expectToast(page, "Bursary Added");
  await expect(page.getByTestId("bursary").filter({ hasText: `Baraka Mwangi ${suffix}` })).toContainText("Orphaned last year");

  await page.getByRole("combobox", { name: "Period", exact: true }).selectOption(month);
  await page.getByRole("button", { name: "Make invoices", exact: true }).click();
  await expectToast(page, "Invoices Made");

  // This month keeps the plan's first price: KES 1,800 less the 50% bursary.
  const mail = await mailTo(email, new RegExp(`Academy fees for ${periodLabel(month)}`));
  expect(mail.text).toContain(`Baraka: ${periodLabel(month)}, KES 900`);
  expect(mail.text).toContain(`Account no. ${feeAccountNumber(made.player)}`);

  await plan.getByRole("button", { name: `End plan ${teamName} monthly` }).click();
  await expectToast(page, "Plan Ended");
  await expect(plan).toContainText("Ended");
});
