import Database from "better-sqlite3";
import { feeAccountNumber } from "~/utils/fee-account";
import { e2eDatabase, expect, test } from "./fixtures";
import { E2E } from "./e2e-env";
import { open } from "./helpers";

// The Paybill as a local run shows it (ADR 0029): a parent pays the club's Paybill from the Daraja
// stand-in's form with a child's account number and the payment arrives; a second payment's confirmation
// is lost on purpose; the treasurer uploads the stand-in's statement, which finds the lost one and
// changes nothing for the other. Without JavaScript, like every flow.

const standin = `http://127.0.0.1:${E2E.mpesaPort}`;

/** A seeded academy child (the squads seed's), read from the site's database. */
function academyChild(): number {
  const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
  try {
    return (db.prepare("SELECT id FROM players WHERE kind = 'academy' AND erased_at IS NULL ORDER BY id LIMIT 1").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

function feePaymentOf(receipt: string) {
  const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
  try {
    return db.prepare("SELECT amount, status, player_id AS playerId, source FROM fee_payments WHERE receipt = ?").get(receipt) as
      | { amount: number; status: string; playerId: number | null; source: string }
      | undefined;
  } finally {
    db.close();
  }
}

test("a Paybill payment from the stand-in arrives, and the statement import finds the one whose confirmation was lost", async ({ page, login }) => {
  const playerId = academyChild();
  const account = feeAccountNumber(playerId);

  await page.goto(`${standin}/standin/c2b`);
  await page.getByLabel("Account no.").fill(account);
  await page.getByLabel("Amount (KES)").fill("1500");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const paid = page.getByRole("status");
  await expect(paid).toContainText(`Paid KES 1500 to account ${account}`);
  await expect(paid).toContainText("the site answered 200");
  const arrived = /receipt (\w+)/.exec((await paid.textContent()) ?? "")![1];
  expect(feePaymentOf(arrived)).toEqual({ amount: 1500, status: "matched", playerId, source: "callback" });

  await page.getByLabel("Account no.").fill(account);
  await page.getByLabel("Amount (KES)").fill("700");
  await page.getByLabel(/Lose the confirmation/).check();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("confirmation lost on purpose");
  const lost = /receipt (\w+)/.exec((await page.getByRole("status").textContent()) ?? "")![1];
  expect(feePaymentOf(lost)).toBeUndefined();

  const statement = await (await page.request.get(`${standin}/standin/c2b/statement.csv`)).body();
  await login({ role: "treasurer" });
  await open(page, "/admin/fees/import");
  await page.getByLabel(/Statement \(CSV/).setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: statement });
  await page.getByRole("button", { name: "Import the statement" }).click();
  const summary = page.getByTestId("import-summary").first();
  await expect(summary.getByTestId("import-matched")).toHaveText("1");
  await expect(summary.getByTestId("import-known")).not.toHaveText("0");
  expect(feePaymentOf(lost)).toEqual({ amount: 700, status: "matched", playerId, source: "import" });
});
