// Paybill (Daraja C2B) and the statement import over HTTP (ADR 0029): the Daraja stand-in registers the
// site's URLs (npm run mpesa:register-c2b), sends payments as M-Pesa does (validation, then confirmation,
// masked MSISDN), and writes the organisation portal's statement of them. The URLs answer 404 without the
// path secret and 403 outside the source allowlist; a confirmation is recorded once per TransID; a
// mistyped account waits unmatched; the statement import of the same payments changes nothing, finds the
// one whose confirmation was lost, and changes nothing the second time; a disguised file is refused.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeAccountNumber } from "~/utils/fee-account";
import { monthAt } from "~/utils/fee-periods";
import { uniqueSuffix } from "../support/factories";
import { STANDIN_C2B_PATH_SECRET, c2bBody, maskMsisdn, startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { Client, freePort, logInAs, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let standin: DarajaStandin;
let serverEnv: Record<string, string>;

beforeAll(async () => {
  standin = await startDarajaStandin();
  // The C2B URLs are built from the callback base, fixed at boot: the server's port is chosen up front.
  const port = await freePort();
  serverEnv = { PORT: String(port), ...standin.env(`http://localhost:${port}`) };
  server = await startServer(serverEnv);
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const insert = (sql: string, ...params: unknown[]) => query<{ id: number }>(`${sql} RETURNING id`, ...params)[0].id;

const PAYBILL = `/api/paybill/${STANDIN_C2B_PATH_SECRET}`;

/** An academy child with a guardian and an open invoice of `amount` (part A makes invoices; here the test does). */
function childWithInvoice(amount: number, period = "2026-11") {
  const playerId = insert("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', ?, 'Midfielder', 10, '', '', '2016-03-01')", `Baraka ${uniqueSuffix()}`);
  const guardianId = insert("INSERT INTO guardians (name, email, phone, language) VALUES ('Wanjiru Kamau', ?, '0712 345 678', 'en')", `parent-${uniqueSuffix()}@example.com`.toLowerCase());
  query("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother') RETURNING player_id", playerId, guardianId);
  const invoiceId = insert("INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, ?, ?, ?, '2026-11-10')", playerId, period, amount, amount);
  return { playerId, invoiceId, account: feeAccountNumber(playerId) };
}

/** The account number with one digit changed: the check digit then fails. */
const mistyped = (account: string) => account.slice(0, 3) + String((Number(account[3]) + 1) % 10) + account.slice(4);

type FeePaymentRow = { id: number; receipt: string; amount: number; status: string; player_id: number | null; matched_by: string | null; source: string; payer_phone: string | null; payer_name: string | null; account_typed: string | null; paid_at: string; reconciled_at: string | null };
const feePayment = (receipt: string) => query<FeePaymentRow>("SELECT * FROM fee_payments WHERE receipt = ?", receipt)[0];
const invoicePaid = (invoiceId: number) =>
  query<{ paid: number; settled_at: string | null }>("SELECT coalesce((SELECT sum(amount) FROM fee_allocations WHERE invoice_id = i.id), 0) AS paid, settled_at FROM fee_invoices i WHERE id = ?", invoiceId)[0];
const counts = () => query<{ payments: number; allocations: number; audits: number }>(
  "SELECT (SELECT count(*) FROM fee_payments) AS payments, (SELECT count(*) FROM fee_allocations) AS allocations, (SELECT count(*) FROM audit_log WHERE action = 'fee.payment') AS audits",
)[0];

async function registerUrls() {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/mpesa-register-c2b.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: server.dataDir, ...serverEnv },
  });
  return stdout;
}

/** Uploads a statement through the screen's multipart form as the treasurer's browser would. */
function uploadStatement(client: Client, content: string | Buffer, filename = "statement.csv") {
  const form = new FormData();
  form.set("intent", "import");
  form.set("statement", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type: "text/csv" }), filename);
  return client.request("/admin/fees/import", { method: "POST", body: form, headers: { "Sec-Fetch-Site": "same-origin" } });
}

describe("Paybill (C2B)", () => {
  it("registers the validation and confirmation URLs with the configured credentials, printing no secret", async () => {
    const printed = await registerUrls();
    expect(printed).toContain("Registered with Daraja: ResponseCode 0");
    expect(printed).not.toContain(STANDIN_C2B_PATH_SECRET);
    expect(printed).not.toContain(standin.credentials.consumerSecret);
    expect(standin.c2bRegistration()).toEqual({
      shortCode: standin.credentials.shortcode,
      responseType: "Completed",
      validationUrl: `${serverEnv.MPESA_CALLBACK_URL}${PAYBILL}/validation`,
      confirmationUrl: `${serverEnv.MPESA_CALLBACK_URL}${PAYBILL}/confirmation`,
    });
  });

  it("accepts a payment to a good account number, records it once however often it is confirmed, and settles the invoice", async () => {
    const child = childWithInvoice(3000);
    const paid = await standin.payC2b({ amount: 1500, account: child.account.toLowerCase(), phone: "254712345126", firstName: "Wanjiru" });
    expect(paid).toMatchObject({ status: "completed", validationCode: "0", confirmationStatus: 200 });
    expect(feePayment(paid.transId)).toMatchObject({
      amount: 1500,
      status: "matched",
      player_id: child.playerId,
      matched_by: "account",
      source: "callback",
      payer_phone: "2547****126",
      payer_name: "WANJIRU",
      account_typed: child.account.toLowerCase(),
    });
    // TransTime is Nairobi wall clock: stored as the instant (three hours earlier in UTC).
    const stamp = paid.transTime;
    expect(feePayment(paid.transId).paid_at).toBe(new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12)}+03:00`).toISOString());
    expect(invoicePaid(child.invoiceId)).toEqual({ paid: 1500, settled_at: null });

    // Daraja repeats a confirmation it thinks was lost: acknowledged the same, nothing written.
    const before = counts();
    const again = await new Client(server.url).postJson(`${PAYBILL}/confirmation`, c2bBody(paid, standin.credentials.shortcode));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ResultCode: "0", ResultDesc: "Success" });
    expect(counts()).toEqual(before);

    const second = await standin.payC2b({ amount: 1500, account: child.account, phone: "254712345126" });
    expect(feePayment(second.transId)).toMatchObject({ status: "matched", player_id: child.playerId });
    expect(invoicePaid(child.invoiceId)).toMatchObject({ paid: 3000, settled_at: expect.any(String) });
    expect(query("SELECT id FROM audit_log WHERE action = 'fee.payment' AND target_id = ?", String(feePayment(paid.transId).id))).toHaveLength(1);
  });

  it("validation refuses a mistyped account number with C2B00012, and M-Pesa then cancels the payment", async () => {
    const child = childWithInvoice(2000);
    const validation = await new Client(server.url).postJson(`${PAYBILL}/validation`, c2bBody({ transId: "", transTime: "20261129101500", amount: 500, account: mistyped(child.account), msisdn: maskMsisdn("254712345678"), firstName: "JANE" }, standin.credentials.shortcode));
    expect(validation.status).toBe(200);
    expect(await validation.json()).toEqual({ ResultCode: "C2B00012", ResultDesc: "Rejected" });

    const before = counts();
    const refused = await standin.payC2b({ amount: 500, account: mistyped(child.account), phone: "254712345678" });
    expect(refused).toMatchObject({ status: "cancelled", validationCode: "C2B00012", confirmationStatus: null });
    expect(counts()).toEqual(before);
    // A fraction of a shilling is not an M-Pesa amount.
    const fraction = await new Client(server.url).postJson(`${PAYBILL}/validation`, { ...c2bBody(refused, standin.credentials.shortcode), BillRefNumber: child.account, TransAmount: "10.50" });
    expect(await fraction.json()).toMatchObject({ ResultCode: "C2B00013" });
  });

  it("a mistyped account on a shortcode without validation lands in the unmatched list", async () => {
    const child = childWithInvoice(2000);
    const paid = await standin.payC2b({ amount: 700, account: mistyped(child.account), phone: "254798765432", validation: false });
    expect(paid).toMatchObject({ status: "completed", validationCode: null, confirmationStatus: 200 });
    expect(feePayment(paid.transId)).toMatchObject({ status: "unmatched", player_id: null, matched_by: null, account_typed: mistyped(child.account), payer_phone: "2547****432" });
    expect(invoicePaid(child.invoiceId)).toEqual({ paid: 0, settled_at: null });
  });

  it("answers 404 to a wrong path secret and 400 to a body that is not a confirmation, writing nothing", async () => {
    const client = new Client(server.url);
    const body = c2bBody({ transId: "TST0000001", transTime: "20261129101500", amount: 100, account: "RS00019", msisdn: "2547****678", firstName: "JANE" }, "174379");
    const before = counts();
    for (const url of ["/api/paybill/not-the-secret/confirmation", `/api/paybill/${STANDIN_C2B_PATH_SECRET}x/validation`]) {
      const response = await client.postJson(url, body);
      expect(response.status, url).toBe(404);
    }
    const bad: Array<[string, string | object]> = [
      ["not JSON", "{TransID:"],
      ["no TransID", { ...body, TransID: undefined }],
      ["no amount", { ...body, TransAmount: undefined }],
      ["a fraction of a shilling", { ...body, TransAmount: "99.50" }],
      ["a time that is not one", { ...body, TransTime: "20261131250000" }],
      ["an array", [body]],
    ];
    for (const [what, sent] of bad) {
      const response = await client.request(`${PAYBILL}/confirmation`, { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof sent === "string" ? sent : JSON.stringify(sent) });
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toMatchObject({ message: expect.any(String) });
    }
    const garbage = await client.request(`${PAYBILL}/validation`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "nonsense" });
    expect(garbage.status).toBe(200);
    expect(await garbage.json()).toEqual({ ResultCode: "C2B00016", ResultDesc: "Rejected" });
    expect(counts()).toEqual(before);
  });

  it("answers 403 to a source outside MPESA_C2B_ALLOWED_IPS", async () => {
    // Fly's proxy reports the source in Fly-Client-IP (believed with FLY_APP_NAME), as in production.
    const guarded = await startServer({ ...serverEnv, PORT: "0", MPESA_C2B_ALLOWED_IPS: "196.201.214.0/24, 2001:db8::/32", FLY_APP_NAME: "rsfc-test" });
    try {
      const body = c2bBody({ transId: "", transTime: "20261129101500", amount: 100, account: "nobody", msisdn: "2547****678", firstName: "JANE" }, "174379");
      const outside = await new Client(guarded.url, "203.0.113.9").postJson(`${PAYBILL}/validation`, body);
      expect(outside.status).toBe(403);
      const inside = await new Client(guarded.url, "196.201.214.200").postJson(`${PAYBILL}/validation`, body);
      expect(inside.status).toBe(200);
      expect(await inside.json()).toMatchObject({ ResultCode: "C2B00012" });
      // The secret comes first: a wrong one is 404 from anywhere.
      expect((await new Client(guarded.url, "203.0.113.9").postJson("/api/paybill/wrong-secret-wrong-secret/validation", body)).status).toBe(404);
    } finally {
      await guarded.stop();
    }
  });
});

describe("the statement import", () => {
  it("changes nothing for payments already recorded, finds the one whose confirmation was lost, and changes nothing the second time", async () => {
    const { client: treasurer } = await logInAs(server, "treasurer");
    const child = childWithInvoice(4000, "2026-12");
    const arrived = await standin.payC2b({ amount: 2500, account: child.account, phone: "254711222333" });
    const lost = await standin.payC2b({ amount: 1500, account: child.account, phone: "254711222333", loseConfirmation: true });
    expect(lost).toMatchObject({ status: "completed", confirmationStatus: null });
    expect(feePayment(lost.transId)).toBeUndefined();
    const statement = standin.c2bStatement();

    const before = counts();
    const first = await uploadStatement(treasurer, statement);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin/fees/import#latest-import");
    expect(counts().payments).toBe(before.payments + 1);
    expect(feePayment(lost.transId)).toMatchObject({ amount: 1500, status: "matched", player_id: child.playerId, source: "import", reconciled_at: expect.any(String), payer_phone: maskMsisdn("254711222333") });
    expect(feePayment(arrived.transId)).toMatchObject({ source: "callback", reconciled_at: expect.any(String) });
    expect(invoicePaid(child.invoiceId)).toMatchObject({ paid: 4000, settled_at: expect.any(String) });
    const page = withoutScripts(await (await treasurer.get("/admin/fees/import")).text());
    const completed = standin.c2bPayments.filter((payment) => payment.status === "completed").length;
    expect(page).toMatch(new RegExp(`data-testid="import-rows">${completed}<`));
    expect(page).toMatch(new RegExp(`data-testid="import-known">${completed - 1}<`));
    expect(page).toMatch(/data-testid="import-matched">1</);

    const after = counts();
    const reconciled = query("SELECT id, reconciled_at FROM fee_payments ORDER BY id");
    const second = await uploadStatement(treasurer, statement);
    expect(second.status).toBe(302);
    expect(counts()).toEqual(after);
    expect(query("SELECT id, reconciled_at FROM fee_payments ORDER BY id")).toEqual(reconciled);
    expect(query("SELECT id FROM audit_log WHERE action = 'fee.import'")).toHaveLength(2);
  });

  it("reads the portal's quirks: preamble, quotes, thousands separators; skips what is not a payment in, and leaves a mistyped account unmatched", async () => {
    const { client: treasurer } = await logInAs(server, "treasurer");
    const child = childWithInvoice(1500, "2027-01");
    const receipt = `TK${uniqueSuffix().replace(/\W/g, "").slice(-8).toUpperCase()}`.padEnd(10, "7");
    const csv = [
      "Organisation Name:,RISING STARS FC",
      "",
      "Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.",
      `${receipt},29-11-2026 09:15:00,29-11-2026 09:15:00,"Pay Bill from 2547****999 - OTIENO, J Acc. ${mistyped(child.account)}",Completed,"1,200.00",,"9,999.00",true,Pay Bill Online,"2547****999 - OTIENO, J",,${mistyped(child.account)}`,
      `${receipt.slice(0, 9)}X,29-11-2026 09:20:00,29-11-2026 09:20:00,Pay Bill,Failed,500.00,,,true,Pay Bill Online,,,${child.account}`,
      `${receipt.slice(0, 9)}Y,29-11-2026 10:00:00,29-11-2026 10:00:00,Business Charges,Completed,,30.00,,true,Charge,,,`,
    ].join("\r\n");
    const response = await uploadStatement(treasurer, csv);
    expect(response.status).toBe(302);
    expect(feePayment(receipt)).toMatchObject({ amount: 1200, status: "unmatched", account_typed: mistyped(child.account), payer_phone: "2547****999", payer_name: "OTIENO, J", paid_at: "2026-11-29T06:15:00.000Z" });
    expect(feePayment(`${receipt.slice(0, 9)}X`)).toBeUndefined();
    const page = withoutScripts(await (await treasurer.get("/admin/fees/import")).text());
    expect(page).toContain("not completed (failed, cancelled or pending)");
    expect(page).toContain("money out or nothing paid in");
  });

  it("refuses by content, writing nothing: a disguised file 415, no header 400; and a coach may not import", async () => {
    const { client: treasurer } = await logInAs(server, "treasurer");
    const before = counts();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605ea0000000049454e44ae426082", "hex");
    const disguised = await uploadStatement(treasurer, png, "statement.csv");
    expect(disguised.status).toBe(415);
    expect(withoutScripts(await disguised.text())).toContain("not a CSV statement");
    const noHeader = await uploadStatement(treasurer, "name,amount\r\nJane,100\r\n");
    expect(noHeader.status).toBe(400);
    expect(withoutScripts(await noHeader.text())).toContain("No header row found");
    expect(counts()).toEqual(before);

    const { client: coach } = await logInAs(server, "coach");
    expect((await coach.get("/admin/fees/import")).status).toBe(403);
    expect((await uploadStatement(coach, standin.c2bStatement())).status).toBe(403);
    expect(counts()).toEqual(before);
  });
});

describe("a month of fees, end to end", () => {
  it("a family gets its invoice by e-mail, pays half by STK push and half by Paybill; a mistyped payment waits until the treasurer assigns it; the statement import changes nothing", async () => {
    const { client: treasurer } = await logInAs(server, "treasurer");
    // A new child on the Under-13s, whose seeded monthly plan is KES 2,000.
    const email = `parent-${uniqueSuffix()}@example.com`.toLowerCase();
    const playerId = insert("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', ?, 'Defender', 12, '', '', '2014-02-01')", `Imani Story ${uniqueSuffix()}`);
    const guardianId = insert("INSERT INTO guardians (name, email, phone, language) VALUES ('Achieng Story', ?, '0722 000 111', 'en')", email);
    query("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother') RETURNING player_id", playerId, guardianId);
    const [{ id: teamId }] = query<{ id: number }>("SELECT id FROM teams WHERE slug = 'u-13'");
    query("INSERT INTO team_players (player_id, team_id) VALUES (?, ?) RETURNING player_id", playerId, teamId);

    // The treasurer's "Make invoices" is the scheduler's use case: the month's invoice, mailed at once.
    const month = monthAt(new Date());
    expect((await treasurer.postForm("/admin/fees/plans", { intent: "make-invoices", period: month })).status).toBe(302);
    const [invoiceRow] = query<{ id: number; amount: number }>("SELECT id, amount FROM fee_invoices WHERE player_id = ? AND period = ?", playerId, month);
    expect(invoiceRow.amount).toBe(2000);
    await expect.poll(() => query<{ text_body: string }>(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE 'Academy fees for %'`, email).length).toBe(1);
    const [invoiceMail] = query<{ text_body: string }>(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE 'Academy fees for %'`, email);
    const account = feeAccountNumber(playerId);
    expect(invoiceMail.text_body).toContain(account);
    expect(invoiceMail.text_body).toContain(standin.credentials.shortcode);
    const payPath = new RegExp(`/fees/pay/${invoiceRow.id}\\?t=[\\w-]+`).exec(invoiceMail.text_body)?.[0];
    expect(payPath, "the mail's Pay with M-Pesa link").toBeTruthy();

    // Half by STK push from the mail's link, without signing in.
    const parent = new Client(server.url);
    expect((await parent.postForm(payPath!, { intent: "fee-pay", phone: "0722000111", amount: "1000" })).status).toBe(302);
    await expect.poll(() => invoicePaid(invoiceRow.id).paid, { timeout: 30_000, interval: 100 }).toBe(1000);

    // Half by Paybill with the account number, as the stand-in's M-Pesa menu sends it.
    const paybill = await standin.payC2b({ amount: 1000, account, phone: "254722000111", firstName: "ACHIENG" });
    expect(paybill).toMatchObject({ status: "completed", confirmationStatus: 200 });
    expect(invoicePaid(invoiceRow.id)).toMatchObject({ paid: 2000, settled_at: expect.any(String) });
    const paid = query<{ receipt: string; channel: string }>("SELECT receipt, channel FROM fee_payments WHERE player_id = ? ORDER BY id", playerId);
    expect(paid.map((row) => row.channel)).toEqual(["stk", "paybill"]);
    const paidPage = withoutScripts(await (await parent.get(payPath!)).text());
    expect(paidPage).toContain("This invoice is paid in full.");
    for (const { receipt } of paid) expect(paidPage).toContain(receipt);
    await expect.poll(() => query(`SELECT id FROM email_logs WHERE "to" = ? AND subject LIKE 'Receipt %'`, email).length, { timeout: 30_000 }).toBe(2);

    // A third payment with a slip of the thumb (validation off on this shortcode): unmatched until assigned.
    const slip = await standin.payC2b({ amount: 500, account: mistyped(account), phone: "254722000111", validation: false });
    expect(feePayment(slip.transId)).toMatchObject({ status: "unmatched", player_id: null });
    const waiting = withoutScripts(await (await treasurer.get("/admin/fees/unmatched")).text());
    expect(waiting).toContain(slip.transId);
    const assigned = await treasurer.postForm("/admin/fees/unmatched", { intent: "assign", paymentId: String(feePayment(slip.transId).id), playerId: String(playerId) });
    expect(assigned.status).toBe(302);
    expect(feePayment(slip.transId)).toMatchObject({ status: "matched", player_id: playerId, matched_by: "treasurer" });

    // The statement of the same transactions (the push, both Paybill payments): nothing changes.
    const statement = standin.c2bStatement();
    for (const { receipt } of paid) expect(statement).toContain(receipt);
    const before = counts();
    const rowsBefore = query("SELECT id, status, player_id, amount FROM fee_payments ORDER BY id");
    expect((await uploadStatement(treasurer, statement)).status).toBe(302);
    expect(counts()).toEqual(before);
    expect(query("SELECT id, status, player_id, amount FROM fee_payments ORDER BY id")).toEqual(rowsBefore);
    expect(invoicePaid(invoiceRow.id)).toMatchObject({ paid: 2000 });
    for (const { receipt } of paid) expect(feePayment(receipt).reconciled_at).not.toBeNull();
  });
});
