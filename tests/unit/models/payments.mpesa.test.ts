// The M-Pesa payments model against the Daraja stand-in and an in-memory database: a paid membership
// (no page starts one yet), the callback's checks, and the background job finishing a payment whose
// membership was not activated (a crash between the two steps of settling).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { addMissingEmailTemplates } from "~/db/seed/index.server";
import { registerMember } from "~/models/membership/members.server";
import { sweepPayments } from "~/models/payments/mpesa-sweep.server";
import { membershipPaymentStatus, paidPaymentsNotCarriedThrough, receiveCallback, recheckPayment, startMembershipPayment } from "~/models/payments/mpesa.server";
import { memberRegistrationSchema } from "~/schemas/membership";
import { callbackBody, startDarajaStandin, type DarajaStandin } from "../../support/daraja-standin";

const paymentOfMember = (memberId: number) => {
  const status = membershipPaymentStatus(memberId);
  return status.ok ? status.payment : null;
};

let standin: DarajaStandin;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 0 });
  // Read by getEnv() on first use, which comes after this.
  Object.assign(process.env, standin.env("http://127.0.0.1:9"), { MPESA_QUERY_AFTER_SECONDS: "1", MPESA_EXPIRE_MINUTES: "1" });
  addMissingEmailTemplates(getDb());
});
afterAll(() => standin.close());

const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).all(...params) as Array<Record<string, unknown>>;
let emails = 0;

function newMember(membershipType: "regular" | "premium" | "vip") {
  const email = `fan${++emails}.${Date.now()}@example.com`;
  const joined = registerMember(memberRegistrationSchema.parse({ membershipType, firstName: "Amani", lastName: "Chege", email, confirmEmail: email }), {
    // A client of its own per member: one client may register only PAID_MEMBERSHIPS_PER_IP paid tiers an hour.
    clientIp: `192.0.2.${emails}`,
  });
  if (!joined.ok) throw new Error("registration failed");
  return joined.member;
}

/** Daraja's callback for the stand-in's latest transaction, as it would post it. */
function callbackFor(phone: string) {
  const tx = standin.transactions.filter((t) => t.phone === phone).at(-1)!;
  const token = tx.callbackUrl.split("/").at(-1)!;
  return { tx, token, body: callbackBody(tx, { code: 0, desc: "The service request is processed successfully." }).Body.stkCallback };
}

const signInMails = (email: string) => sql(`SELECT subject FROM email_logs WHERE "to" = ? AND subject LIKE '%sign-in link%'`, email);

describe("paying a membership with M-Pesa", () => {
  it("prompts for the tier's price, then a confirmed callback activates the membership and mails a sign-in link", async () => {
    const member = newMember("vip");
    const started = await startMembershipPayment(member.id, "254712000111", { clientIp: null });
    expect(started).toMatchObject({ ok: true, payment: { status: "pending", amount: 5000 } });
    const { tx, token, body } = callbackFor("254712000111");
    expect(tx).toMatchObject({ amount: 5000, accountReference: `Member ${member.id}`, description: "VIP Fan" });

    expect(await receiveCallback(token, body)).toEqual({ ok: true, settled: true });
    expect(paymentOfMember(member.id)).toMatchObject({ status: "paid", receipt: tx.receipt });
    expect(sql("SELECT status FROM fan_members WHERE id = ?", member.id)).toEqual([{ status: "active" }]);
    expect(sql("SELECT username, action FROM audit_log WHERE target_id = ? AND action = 'membership.activate'", String(member.id))).toEqual([
      { username: "system", action: "membership.activate" },
    ]);
    expect(signInMails(member.email)).toHaveLength(1);

    // The same callback again changes nothing and mails nothing.
    expect(await receiveCallback(token, body)).toEqual({ ok: true, settled: false });
    expect(signInMails(member.email)).toHaveLength(1);
    await expect(startMembershipPayment(member.id, "254712000111", { clientIp: null })).resolves.toMatchObject({ ok: false, reason: "conflict" });
  });

  it("refuses a free or unknown membership", async () => {
    await expect(startMembershipPayment(newMember("regular").id, "254712000112", { clientIp: null })).resolves.toMatchObject({
      ok: false,
      reason: "conflict",
      message: "This membership is not waiting for payment.",
    });
    await expect(startMembershipPayment(999_999, "254712000112", { clientIp: null })).resolves.toMatchObject({ ok: false, reason: "not-found" });
  });

  it("takes the result and the receipt from Daraja's query, never from what the callback says", async () => {
    const member = newMember("premium");
    await startMembershipPayment(member.id, "254712000113", { clientIp: null });
    const { tx, token, body } = callbackFor("254712000113");
    const items = body.CallbackMetadata!.Item;
    const withItem = (name: string, value: string | number) => ({ ...body, CallbackMetadata: { Item: items.map((item) => (item.Name === name ? { Name: name, Value: value } : item)) } });
    // A callback claiming a failure and a made-up receipt: Daraja's query says paid, with its own receipt.
    const failed = { ...withItem("MpesaReceiptNumber", "FAKE000001"), ResultCode: 1, ResultDesc: "The balance is insufficient for the transaction." };
    expect(await receiveCallback(token, failed)).toEqual({ ok: true, settled: true });
    expect(paymentOfMember(member.id)).toMatchObject({ status: "paid", resultCode: 0, receipt: tx.receipt });
    expect(sql("SELECT mpesa_receipt FROM payments WHERE member_id = ?", member.id)).toEqual([{ mpesa_receipt: tx.receipt }]);
    // Once settled, another callback changes nothing.
    expect(await receiveCallback(token, withItem("MpesaReceiptNumber", "FAKE000002"))).toEqual({ ok: true, settled: false });
    expect(paymentOfMember(member.id)?.receipt).toBe(tx.receipt);
    expect(await receiveCallback("x".repeat(43), body)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("a prompt M-Pesa refuses is a failed payment the member may try again after, not an error", async () => {
    const member = newMember("premium");
    standin.failNext("/mpesa/stkpush/v1/processrequest", 400);
    const refused = await startMembershipPayment(member.id, "254712000115", { clientIp: null });
    expect(refused).toMatchObject({ ok: true, payment: { status: "failed", nextSteps: ["try-again", "pay-on-delivery"] } });
    expect(sql("SELECT checkout_request_id, result_desc FROM payments WHERE member_id = ?", member.id)).toEqual([
      { checkout_request_id: null, result_desc: "M-Pesa refused the request: Bad Request" },
    ]);
    await expect(startMembershipPayment(member.id, "254712000115", { clientIp: null })).resolves.toMatchObject({ ok: true, payment: { status: "pending" } });
  });

  it("the background job expires a payment whose prompt never got Daraja's answer (a crash mid-push)", async () => {
    const member = newMember("vip");
    const stale = new Date(Date.now() - 2 * 60_000).toISOString();
    getDb().$client.prepare("INSERT INTO payments (member_id, amount, phone, callback_token_hash, created_at) VALUES (?, 5000, '254712000116', ?, ?)").run(member.id, `hash-${member.id}`, stale);
    expect((await sweepPayments()).expired).toBeGreaterThanOrEqual(1);
    expect(paymentOfMember(member.id)).toMatchObject({ status: "expired", nextSteps: ["try-again", "pay-on-delivery"] });
    expect(sql("SELECT status FROM fan_members WHERE id = ?", member.id)).toEqual([{ status: "pending" }]);
  });

  it("the background job activates a membership whose payment is paid but was not carried through", async () => {
    const member = newMember("premium");
    await startMembershipPayment(member.id, "254712000114", { clientIp: null });
    // As if the process stopped right after recording the payment: paid, membership still pending.
    getDb().$client.prepare("UPDATE payments SET status = 'paid', result_code = 0, settled_via = 'callback' WHERE member_id = ?").run(member.id);
    expect(sql("SELECT status FROM fan_members WHERE id = ?", member.id)).toEqual([{ status: "pending" }]);
    expect((await sweepPayments()).fulfilled).toBeGreaterThanOrEqual(1);
    expect(sql("SELECT status FROM fan_members WHERE id = ?", member.id)).toEqual([{ status: "active" }]);
    expect(signInMails(member.email)).toHaveLength(1);
    await sweepPayments();
    expect(signInMails(member.email)).toHaveLength(1);
  });
});

describe("staff tools", () => {
  const staff = { id: 1, username: "office" };

  it("Re-check with M-Pesa settles a pending payment M-Pesa has an answer for, and is audited", async () => {
    const member = newMember("premium");
    standin.script("254712000117", "no-callback");
    const started = await startMembershipPayment(member.id, "254712000117", { clientIp: null });
    if (!started.ok) throw new Error("the prompt must start");
    await standin.settled();
    expect(await recheckPayment(started.payment.id, staff)).toMatchObject({ ok: true, settled: true, payment: { status: "paid" } });
    expect(sql("SELECT status FROM fan_members WHERE id = ?", member.id)).toEqual([{ status: "active" }]);
    expect(sql("SELECT username, summary FROM audit_log WHERE action = 'payment.recheck' AND target_id = ?", String(started.payment.id))).toEqual([
      { username: "office", summary: `Re-checked M-Pesa payment #${started.payment.id} with M-Pesa: paid` },
    ]);
    await expect(recheckPayment(started.payment.id, staff)).resolves.toMatchObject({ ok: false, reason: "conflict" });
    await expect(recheckPayment(999_999, staff)).resolves.toMatchObject({ ok: false, reason: "not-found" });
  });

  it("the reconciliation report lists paid payments whose membership was not carried through", async () => {
    const member = newMember("vip");
    const stale = new Date(Date.now() - 2 * 60_000).toISOString();
    getDb().$client.prepare("INSERT INTO payments (member_id, amount, phone, callback_token_hash, status, created_at) VALUES (?, 5000, '254712000118', ?, 'paid', ?)").run(member.id, `hash-r-${member.id}`, stale);
    expect(paidPaymentsNotCarriedThrough().map((row) => row.memberId)).toContain(member.id);
    await sweepPayments();
    expect(paidPaymentsNotCarriedThrough().map((row) => row.memberId)).not.toContain(member.id);
  });
});
