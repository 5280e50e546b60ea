// The treasurer without JavaScript, end to end (ADR 0029, part D): a family owes an overdue invoice and a
// Paybill payment with a mistyped account number waits in the unmatched list; the sender's masked phone
// fits the family's guardian, so the list suggests them; one click assigns it, the invoice is paid and the
// family leaves the arrears list; Undo brings both back.
import { withDatabase } from "../support/sessions";
import { uniqueSuffix } from "../support/factories";
import { expect, e2eDatabase, test } from "./fixtures";
import { expectToast, open } from "./helpers";

test("the treasurer assigns an unmatched payment from the phone suggestion and sees the invoice paid", async ({ page, login }) => {
  const suffix = uniqueSuffix();
  const child = `Neema Wanjala ${suffix}`;
  // 0798…: no seeded guardian's number starts so, so the masked phone fits this guardian alone.
  const phone = `0798${suffix.replace(/\D/g, "").slice(-6).padStart(6, "1")}`;
  const receipt = `QK${suffix.toUpperCase()}`.slice(0, 12);
  const made = withDatabase(e2eDatabase, (db) => {
    const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Rehema Wanjala', ?, ?, 'en')").run(`fees-${suffix}@example.org`, phone).lastInsertRowid);
    const player = Number(db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', ?, 'Defender', 10, '', '')").run(child).lastInsertRowid);
    // On no team: no plan applies, so another test's "Make invoices" run meanwhile gives this child no invoice.
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player, guardian);
    const invoice = Number(db.prepare("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, '2025-03', 2500, 2500, '2025-03-05')").run(player).lastInsertRowid);
    const payment = Number(
      db
        .prepare("INSERT INTO fee_payments (channel, amount, receipt, paid_at, payer_phone, payer_name, account_typed, status, source) VALUES ('paybill', 2500, ?, '2025-03-07T08:00:00.000Z', ?, 'REHEMA W', 'RS99', 'unmatched', 'callback')")
        .run(receipt, `254798***${phone.slice(-3)}`).lastInsertRowid,
    );
    return { guardian, player, invoice, payment };
  });
  try {
    await login({ role: "treasurer" });
    await open(page, "/admin/fees");
    await expect(page.getByTestId("arrears-family").filter({ hasText: child })).toBeVisible();
    await page.getByRole("link", { name: "Match them" }).click();

    const card = page.getByTestId("unmatched-payment").filter({ hasText: receipt });
    await expect(card).toContainText("REHEMA W");
    await expect(card).toContainText("RS99");
    await card.getByRole("button", { name: `Assign to the family of ${child}` }).click();
    await expectToast(page, "Payment assigned", `${receipt} (KES 2,500) now counts for the family: 1 invoice is now paid.`);
    await expect(page.getByTestId("unmatched-payment").filter({ hasText: receipt })).toHaveCount(0);
    const decision = page.getByTestId("recent-decisions").getByRole("listitem").filter({ hasText: receipt });
    await expect(decision).toContainText(`assigned to the family of ${child}`);

    await open(page, "/admin/fees");
    await expect(page.getByTestId("arrears-family").filter({ hasText: child })).toHaveCount(0);

    // Undo: the payment waits again and the family is back in arrears.
    await open(page, "/admin/fees/unmatched");
    await page.getByTestId("recent-decisions").getByRole("listitem").filter({ hasText: receipt }).getByRole("button", { name: /^Undo/ }).click();
    await expectToast(page, "Undone");
    await expect(page.getByTestId("unmatched-payment").filter({ hasText: receipt })).toBeVisible();
    await open(page, "/admin/fees");
    await expect(page.getByTestId("arrears-family").filter({ hasText: child })).toBeVisible();
  } finally {
    withDatabase(e2eDatabase, (db) => {
      db.prepare("DELETE FROM fee_allocations WHERE invoice_id IN (SELECT id FROM fee_invoices WHERE player_id = ?) OR fee_payment_id = ?").run(made.player, made.payment);
      db.prepare("DELETE FROM fee_payments WHERE id = ?").run(made.payment);
      db.prepare("DELETE FROM fee_invoices WHERE player_id = ?").run(made.player);
      db.prepare("DELETE FROM players WHERE id = ?").run(made.player);
      db.prepare("DELETE FROM guardians WHERE id = ?").run(made.guardian);
    });
  }
});
