// Academy fees, paying (ADR 0029) over HTTP with the Daraja stand-in: an invoice's pay page (opened by
// its e-mailed link's key, 404 for any other) takes an STK push for half, then the rest; an overpayment
// becomes the family's credit; a repeated callback changes nothing; the family page pays only its own
// children's invoices (403 otherwise); bad input is 400 and writes nothing; each matched payment mails
// a receipt in the guardian's language; the receipt and statement pages are the family's own, and the
// treasurer's.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { postCallback, startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { Client, freePort, logInAs, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let standin: DarajaStandin;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 300 });
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    ...standin.env(`http://localhost:${port}`),
    // Every prompt here comes from one test client.
    MPESA_PROMPTS_PER_IP: "1000",
    // A payment whose callback never comes is asked about after 1 s.
    MPESA_QUERY_AFTER_SECONDS: "1",
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const insert = (sql: string, ...params: unknown[]) => query<{ id: number }>(`${sql} RETURNING id`, ...params)[0].id;

/** A guardian and their children, straight into the database; the children get one invoice each. */
function addFamily(childNames: string[], language: "en" | "sw", amount: number, dueDate = "2026-11-10") {
  const email = `parent-${uniqueSuffix()}@example.com`.toLowerCase();
  const guardianId = insert("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, ?, ?)", "Wanjiru Kamau", email, "0712 345 678", language);
  const children = childNames.map((name) => {
    const playerId = insert("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', ?, 'Midfielder', 10, '', '', '2016-03-01')", name);
    query("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother') RETURNING player_id", playerId, guardianId);
    const invoiceId = insert(
      "INSERT INTO fee_invoices (player_id, period, plan_amount, amount, due_date) VALUES (?, '2026-11', ?, ?, ?)",
      playerId,
      amount,
      amount,
      dueDate,
    );
    return { playerId, invoiceId };
  });
  return { email, guardianId, children };
}

function signInLink(email: string) {
  const token = crypto.randomBytes(32).toString("base64url");
  insert("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)", email, crypto.createHash("sha256").update(token).digest("hex"), new Date(Date.now() + 600_000).toISOString());
  return token;
}

async function signedIn(email: string): Promise<Client> {
  const client = new Client(server.url);
  expect((await client.postForm("/family/sign-in", { intent: "sign-in", token: signInLink(email) })).status).toBe(302);
  return client;
}

/** The pay link of an invoice, as the family page links it (the same key the invoice e-mail carries). */
async function payPathOf(client: Client, invoiceId: number): Promise<string> {
  const html = await (await client.get("/family")).text();
  const path = new RegExp(`/fees/pay/${invoiceId}\\?t=[\\w-]+`).exec(html)?.[0];
  expect(path, "the family page links the invoice's pay page").toBeTruthy();
  return path!;
}

/** A phone number of its own (the per-phone daily cap), ending in `suffix` (the stand-in's scripted outcome). */
const phoneEnding = (suffix = "123") => `07${String(crypto.randomInt(1e4)).padStart(4, "0")}1${suffix}`.slice(0, 10);

const invoice = (id: number) => query<{ settled_at: string | null; paid: number }>(
  "SELECT settled_at, (SELECT coalesce(sum(amount), 0) FROM fee_allocations WHERE invoice_id = fee_invoices.id) AS paid FROM fee_invoices WHERE id = ?",
  id,
)[0];
const stkPayments = (invoiceId: number) => query<{ id: number; status: string; amount: number }>("SELECT id, status, amount FROM payments WHERE fee_invoice_id = ? ORDER BY id", invoiceId);
const feePaymentsOf = (playerId: number) =>
  query<{ id: number; amount: number; receipt: string; channel: string; payment_id: number | null; allocated: number }>(
    "SELECT id, amount, receipt, channel, payment_id, (SELECT coalesce(sum(amount), 0) FROM fee_allocations WHERE fee_payment_id = fee_payments.id) AS allocated FROM fee_payments WHERE player_id = ? ORDER BY id",
    playerId,
  );
const receiptMails = (email: string) =>
  query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM email_logs WHERE "to" = ? AND (subject LIKE 'Receipt %' OR subject LIKE 'Risiti %') ORDER BY id`, email);

/** Waits until the invoice's STK payments are all answered and the ledger recorded the paid ones. */
async function settled(invoiceId: number, playerId: number, paidCount: number) {
  await expect.poll(() => stkPayments(invoiceId).every((row) => row.status !== "pending"), { timeout: 30_000, interval: 100 }).toBe(true);
  await expect.poll(() => feePaymentsOf(playerId).filter((row) => row.channel === "stk").length, { timeout: 30_000, interval: 100 }).toBe(paidCount);
}

describe("paying a fee invoice by STK push", () => {
  it("pays half from the pay page, then the rest: part-paid, then settled, with a receipt each, mailed in English", async () => {
    const family = addFamily(["Amani Otieno"], "en", 3000);
    const [{ playerId, invoiceId }] = family.children;
    const parent = await signedIn(family.email);
    const payPath = await payPathOf(parent, invoiceId);

    // The link needs no sign-in, and names the child by first name only.
    const stranger = new Client(server.url);
    const page = withoutScripts(await (await stranger.get(payPath)).text());
    expect(page).toContain("Amani");
    expect(page).not.toContain("Otieno");
    expect(page).toContain("KES 3,000");
    expect(page).toMatch(/RS\d{5,}/);
    expect(page).toContain("Business no.: 174379");

    const first = await stranger.postForm(payPath, { intent: "fee-pay", phone: phoneEnding(), amount: "1500" });
    expect(first.status).toBe(302);
    const push = standin.transactions.at(-1)!;
    expect(push).toMatchObject({ amount: 1500, accountReference: expect.stringMatching(/^RS\d{5,}$/) });
    expect(push.description).toBe(`Fees ${push.accountReference}`);
    await settled(invoiceId, playerId, 1);
    expect(invoice(invoiceId)).toEqual({ settled_at: null, paid: 1500 });
    const partPaid = withoutScripts(await (await stranger.get(payPath)).text());
    expect(partPaid).toMatch(/data-testid="fee-owed"[^>]*>KES 1,500/);
    expect(partPaid).toContain(feePaymentsOf(playerId)[0].receipt);

    // The rest: the amount left empty pays all that is owed.
    expect((await stranger.postForm(payPath, { intent: "fee-pay", phone: phoneEnding(), amount: "" })).status).toBe(302);
    expect(standin.transactions.at(-1)!.amount).toBe(1500);
    await settled(invoiceId, playerId, 2);
    expect(invoice(invoiceId).paid).toBe(3000);
    expect(invoice(invoiceId).settled_at).not.toBeNull();
    expect(feePaymentsOf(playerId).map((row) => row.allocated)).toEqual([1500, 1500]);
    expect(withoutScripts(await (await stranger.get(payPath)).text())).toContain("This invoice is paid in full.");

    // A paid invoice takes no more prompts.
    expect((await stranger.postForm(payPath, { intent: "fee-pay", phone: phoneEnding(), amount: "" })).status).toBe(409);

    await expect.poll(() => receiptMails(family.email).length, { timeout: 30_000 }).toBe(2);
    const [mail] = receiptMails(family.email);
    expect(mail.subject).toMatch(/^Receipt \w+: KES 1,500 for academy fees$/);
    expect(mail.text_body).toContain("Amani, November 2026: KES 1,500");
    expect(mail.text_body).toContain("Still owed on your family's invoices: KES 1,500.");
    expect(receiptMails(family.email)[1].text_body).toContain("Nothing is owed");

    // The receipt page and the statement, for the family itself.
    const [paymentOne] = feePaymentsOf(playerId);
    const receipt = await parent.get(`/family/fees/receipts/${paymentOne.id}`);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain(paymentOne.receipt);
    const statement = withoutScripts(await (await parent.get("/family/fees/statement?season=2026")).text());
    expect(statement).toContain("Amani Otieno");
    expect(statement).toMatch(/data-testid="statement-balance"[^>]*>KES 0/);
  });

  it("an overpayment (a cash payment while the prompt waited) becomes the family's credit, and the receipt is in Swahili", async () => {
    const family = addFamily(["Baraka Mwangi"], "sw", 2000);
    const [{ playerId, invoiceId }] = family.children;
    const parent = await signedIn(family.email);
    const payPath = await payPathOf(parent, invoiceId);
    // "404": paid, but no callback: the background job's query finds it a second or more later.
    expect((await parent.postForm(payPath, { intent: "fee-pay", phone: phoneEnding("404"), amount: "2000" })).status).toBe(302);
    // Meanwhile the treasurer takes KES 500 in cash for the same invoice.
    const cashId = insert(
      "INSERT INTO fee_payments (channel, amount, receipt, paid_at, player_id, status, matched_by, source) VALUES ('cash', 500, ?, ?, ?, 'matched', 'cash', 'staff')",
      `C-${uniqueSuffix()}`,
      new Date().toISOString(),
      playerId,
    );
    insert("INSERT INTO fee_allocations (fee_payment_id, invoice_id, amount) VALUES (?, ?, 500)", cashId, invoiceId);
    await settled(invoiceId, playerId, 1);
    const stk = feePaymentsOf(playerId).find((row) => row.channel === "stk")!;
    expect(stk).toMatchObject({ amount: 2000, allocated: 1500 });
    expect(invoice(invoiceId)).toMatchObject({ paid: 2000 });
    expect(invoice(invoiceId).settled_at).not.toBeNull();
    const page = withoutScripts(await (await parent.get("/family?lang=sw")).text());
    expect(page).toContain("Familia yako ina salio la KES 500");

    await expect.poll(() => receiptMails(family.email).length, { timeout: 30_000 }).toBe(1);
    const [mail] = receiptMails(family.email);
    expect(mail.subject).toMatch(/^Risiti \w+: KES 2,000 za ada ya akademia$/);
    expect(mail.text_body).toContain("Baraka, Novemba 2026: KES 1,500");
    expect(mail.text_body).toContain("Familia yako ina salio la KES 500");
  });

  it("a repeated callback changes nothing: one fee payment, allocations equal to it, one receipt", async () => {
    const family = addFamily(["Chebet Korir"], "en", 1200);
    const [{ playerId, invoiceId }] = family.children;
    const parent = await signedIn(family.email);
    const payPath = await payPathOf(parent, invoiceId);
    // "222": the stand-in sends the callback twice.
    expect((await parent.postForm(payPath, { intent: "fee-pay", phone: phoneEnding("222"), amount: "" })).status).toBe(302);
    const push = standin.transactions.at(-1)!;
    await settled(invoiceId, playerId, 1);
    await standin.settled();
    expect(push.callbackStatuses).toEqual([200, 200]);
    // And once more, by hand, after everything settled.
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
        },
      },
    };
    expect(await postCallback(push.callbackUrl, body)).toBe(200);
    expect(feePaymentsOf(playerId)).toEqual([expect.objectContaining({ amount: 1200, allocated: 1200, receipt: push.receipt })]);
    expect(invoice(invoiceId).paid).toBe(1200);
    await expect.poll(() => receiptMails(family.email).length, { timeout: 30_000 }).toBe(1);
  });
});

describe("who may pay or see what", () => {
  it("a wrong or missing key is 404 and shows nothing; a POST with it writes nothing", async () => {
    const family = addFamily(["Daudi Njoroge"], "en", 1000);
    const [{ invoiceId }] = family.children;
    const other = addFamily(["Esther Wambui"], "en", 1000);
    const otherPath = await payPathOf(await signedIn(other.email), other.children[0].invoiceId);
    const otherKey = new URL(otherPath, server.url).searchParams.get("t")!;
    const visitor = new Client(server.url);
    for (const path of [`/fees/pay/${invoiceId}`, `/fees/pay/${invoiceId}?t=wrong`, `/fees/pay/${invoiceId}?t=${otherKey}`, `/fees/pay/999999?t=${otherKey}`, "/fees/pay/abc?t=x"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("Daudi");
    }
    expect((await visitor.postForm(`/fees/pay/${invoiceId}?t=${otherKey}`, { intent: "fee-pay", phone: phoneEnding(), amount: "" })).status).toBe(404);
    expect(stkPayments(invoiceId)).toEqual([]);
  });

  it("the family page pays only the guardian's own children's invoices (403), and their receipts are theirs alone", async () => {
    const mine = addFamily(["Faith Achieng"], "en", 1000);
    const theirs = addFamily(["Gitau Kimani"], "en", 1000);
    const parent = await signedIn(mine.email);
    const refused = await parent.postForm("/family", { intent: "fee-pay", invoiceId: String(theirs.children[0].invoiceId), phone: phoneEnding(), amount: "" });
    expect(refused.status).toBe(403);
    expect(stkPayments(theirs.children[0].invoiceId)).toEqual([]);
    // Not signed in: 401, nothing written.
    expect((await new Client(server.url).postForm("/family", { intent: "fee-pay", invoiceId: String(mine.children[0].invoiceId), phone: phoneEnding() })).status).toBe(401);

    // Their own: the prompt goes, and the page to watch it is the invoice's pay page.
    const own = await parent.postForm("/family", { intent: "fee-pay", invoiceId: String(mine.children[0].invoiceId), phone: phoneEnding(), amount: "" });
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toMatch(new RegExp(`^/fees/pay/${mine.children[0].invoiceId}\\?t=`));
    await settled(mine.children[0].invoiceId, mine.children[0].playerId, 1);
    const [payment] = feePaymentsOf(mine.children[0].playerId);
    const other = await signedIn(theirs.email);
    expect((await other.get(`/family/fees/receipts/${payment.id}`)).status).toBe(403);
    expect((await parent.get(`/family/fees/receipts/${payment.id}`)).status).toBe(200);
    expect((await new Client(server.url).get(`/family/fees/receipts/${payment.id}`)).status).toBe(302);

    // Staff with "fees" open any family's; a coach never.
    const { client: treasurer } = await logInAs(server, "treasurer");
    expect((await treasurer.get(`/admin/fees/receipts/${payment.id}`)).status).toBe(200);
    const statement = await treasurer.get(`/admin/fees/families/${mine.children[0].playerId}/statement?season=2026`);
    expect(statement.status).toBe(200);
    expect(await statement.text()).toContain("Faith Achieng");
    // The shop's payments screen: a fee payment is the treasurer's, never plain staff's.
    const csv = async (client: Client) => (await (await client.get("/admin/payments/export.csv?for=fee")).text()).trim().split("\n");
    expect((await csv(treasurer)).some((line) => line.includes(",fee,"))).toBe(true);
    const { client: staff } = await logInAs(server, "staff");
    expect(await csv(staff)).toHaveLength(1);
    expect(await (await staff.get("/admin/payments?for=fee")).text()).not.toContain("Fee invoice #");
    const { client: coach } = await logInAs(server, "coach");
    expect((await coach.get(`/admin/fees/receipts/${payment.id}`)).status).toBe(403);
    expect((await coach.get(`/admin/fees/families/${mine.children[0].playerId}/statement`)).status).toBe(403);
  });

  it("a bad phone or amount is 400 with the message next to the field, and no payment row", async () => {
    const family = addFamily(["Hassan Ali"], "en", 1000);
    const [{ invoiceId }] = family.children;
    const parent = await signedIn(family.email);
    const payPath = await payPathOf(parent, invoiceId);
    const cases: Array<[Record<string, string>, string]> = [
      [{ phone: "12", amount: "" }, "Enter an M-Pesa phone number"],
      [{ phone: phoneEnding(), amount: "abc" }, "Enter the amount in whole shillings"],
      [{ phone: phoneEnding(), amount: "1.5" }, "Enter the amount in whole shillings"],
      [{ phone: phoneEnding(), amount: "-5" }, "Enter the amount in whole shillings"],
      [{ phone: phoneEnding(), amount: "10" }, "Pay at least KES 50"],
      [{ phone: phoneEnding(), amount: "1001" }, "That is more than the invoice still owes"],
      [{ phone: phoneEnding(), amount: "99999999" }, "That is more than the invoice still owes"],
    ];
    for (const [fields, message] of cases) {
      const response = await parent.postForm(payPath, { intent: "fee-pay", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain(message);
      const onFamily = await parent.postForm("/family", { intent: "fee-pay", invoiceId: String(invoiceId), ...fields });
      expect(onFamily.status, JSON.stringify(fields)).toBe(400);
    }
    expect(stkPayments(invoiceId)).toEqual([]);
  });
});
