import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { feeAllocations, feeInvoices, feePayments, guardians, payments, playerGuardians, players } from "~/db/schema";
import { upsertUser } from "~/models/user.server";
import { assignFeePayment, familyCredit, familyPlayerIds, markNotFee, recordFeePayment, setAsideForeignReceipt, unassignFeePayment } from "~/models/fees/ledger.server";
import { dammCheckDigit, feeAccountNumber, playerIdFromAccount } from "~/utils/fee-account";
import { uniqueSuffix } from "../support/factories";

const { user } = await upsertUser({ username: `treasurer-${uniqueSuffix()}`, password: "correct-horse-battery", role: "treasurer" });
const actor = { id: user.id, username: user.username };

function child(name: string) {
  return getDb()
    .insert(players)
    .values({ kind: "academy", name, position: "Midfielder", age: 11, bio: "", imageUrl: "", dateOfBirth: "2015-03-01" })
    .returning()
    .get().id;
}

function guardianOf(...playerIds: number[]) {
  const guardian = getDb()
    .insert(guardians)
    .values({ name: "Grace W", email: `g-${uniqueSuffix()}@example.com`, phone: "0712345678" })
    .returning()
    .get();
  for (const playerId of playerIds) getDb().insert(playerGuardians).values({ playerId, guardianId: guardian.id, relationship: "Mother" }).run();
  return guardian.id;
}

function invoice(playerId: number, period: string, amount: number, dueDate: string) {
  return getDb().insert(feeInvoices).values({ playerId, period, planAmount: amount, amount, dueDate }).returning().get().id;
}

const paidTo = (invoiceId: number) =>
  getDb()
    .select({ amount: feeAllocations.amount })
    .from(feeAllocations)
    .where(eq(feeAllocations.invoiceId, invoiceId))
    .all()
    .reduce((sum, row) => sum + row.amount, 0);
const settledAt = (invoiceId: number) => getDb().select().from(feeInvoices).where(eq(feeInvoices.id, invoiceId)).get()!.settledAt;
const receipt = () => `T${uniqueSuffix().toUpperCase()}`.slice(0, 12);

describe("fee account numbers", () => {
  it("are RS, the player's number and a Damm check digit, and read back forgivingly", () => {
    expect(feeAccountNumber(37)).toBe(`RS0037${dammCheckDigit("0037")}`);
    const account = feeAccountNumber(1234);
    expect(playerIdFromAccount(account)).toBe(1234);
    expect(playerIdFromAccount(account.toLowerCase())).toBe(1234);
    expect(playerIdFromAccount(` ${account.slice(0, 4)}-${account.slice(4)} `)).toBe(1234);
    expect(playerIdFromAccount(account.slice(2))).toBe(1234);
    expect(playerIdFromAccount(feeAccountNumber(123456))).toBe(123456);
  });

  it("refuse every single wrong digit and every swap of neighbours", () => {
    const digits = feeAccountNumber(4071).slice(2);
    for (let at = 0; at < digits.length; at++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === digits[at]) continue;
        expect(playerIdFromAccount(`RS${digits.slice(0, at)}${digit}${digits.slice(at + 1)}`)).toBeNull();
      }
      if (at + 1 < digits.length && digits[at] !== digits[at + 1]) {
        expect(playerIdFromAccount(`RS${digits.slice(0, at)}${digits[at + 1]}${digits[at]}${digits.slice(at + 2)}`)).toBeNull();
      }
    }
    for (const junk of ["", "RS", "RS12", "hello", "RS00000", "=1+1", "9".repeat(50)]) expect(playerIdFromAccount(junk)).toBeNull();
  });
});

describe("the fees ledger", () => {
  it("finds a family through shared guardians", () => {
    const [a, b, c, stranger] = [child("A"), child("B"), child("C"), child("D")];
    guardianOf(a, b);
    guardianOf(b, c);
    guardianOf(stranger);
    expect(familyPlayerIds(getDb(), c)).toEqual([a, b, c]);
    expect(familyPlayerIds(getDb(), stranger)).toEqual([stranger]);
  });

  it("pays the child's oldest invoice first, then the family's, and keeps the rest as credit", () => {
    const [older, younger] = [child("Older"), child("Younger")];
    guardianOf(older, younger);
    const olderOct = invoice(older, "2026-10", 3000, "2026-10-05");
    const youngerOct = invoice(younger, "2026-10", 2000, "2026-10-05");
    const youngerNov = invoice(younger, "2026-11", 2000, "2026-11-05");

    recordFeePayment({ channel: "paybill", amount: 3500, receipt: receipt(), paidAt: "2026-11-02T10:00:00.000Z", source: "callback", playerId: younger, matchedBy: "account" });
    expect([paidTo(youngerOct), paidTo(youngerNov), paidTo(olderOct)]).toEqual([2000, 1500, 0]);
    expect(settledAt(youngerOct)).not.toBeNull();
    expect(settledAt(youngerNov)).toBeNull();

    recordFeePayment({ channel: "cash", amount: 4000, receipt: receipt(), paidAt: "2026-11-03T10:00:00.000Z", source: "staff", playerId: younger, matchedBy: "cash" });
    expect([paidTo(youngerNov), paidTo(olderOct)]).toEqual([2000, 3000]);
    expect(familyCredit(getDb(), older)).toBe(500);

    // The next invoice takes the credit when the family's money is spread again.
    const olderDec = invoice(older, "2026-12", 3000, "2026-12-05");
    recordFeePayment({ channel: "paybill", amount: 100, receipt: receipt(), paidAt: "2026-12-01T10:00:00.000Z", source: "callback", playerId: older, matchedBy: "account" });
    expect(paidTo(olderDec)).toBe(600);
    expect(familyCredit(getDb(), older)).toBe(0);
  });

  it("records a receipt once, whatever a repeat says", () => {
    const kid = child("Once");
    const due = invoice(kid, "2026-11", 1000, "2026-11-05");
    const number = receipt();
    const first = recordFeePayment({ channel: "paybill", amount: 1000, receipt: number, paidAt: "2026-11-02T10:00:00.000Z", source: "callback", playerId: kid, matchedBy: "account" });
    const again = recordFeePayment({ channel: "paybill", amount: 5000, receipt: number, paidAt: "2026-11-02T10:00:00.000Z", source: "import", playerId: null });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, payment: { id: first.payment.id, amount: 1000 } });
    expect(paidTo(due)).toBe(1000);
    expect(getDb().select().from(feePayments).where(eq(feePayments.receipt, number)).all()).toHaveLength(1);
  });

  it("assigns an unmatched payment, undoes it (the invoice reopens), and marks one not a fee", () => {
    const kid = child("Assigned");
    const due = invoice(kid, "2026-11", 1500, "2026-11-05");
    const { payment } = recordFeePayment({ channel: "paybill", amount: 1500, receipt: receipt(), paidAt: "2026-11-02T10:00:00.000Z", source: "callback", accountTyped: "RS9999", playerId: null });
    expect(payment.status).toBe("unmatched");
    expect(assignFeePayment(payment.id, kid, actor)).toMatchObject({ ok: true, settledInvoices: [due] });
    expect(assignFeePayment(payment.id, kid, actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(settledAt(due)).not.toBeNull();

    expect(unassignFeePayment(payment.id, actor)).toMatchObject({ ok: true, payment: { status: "unmatched", playerId: null } });
    expect([paidTo(due), settledAt(due)]).toEqual([0, null]);

    expect(markNotFee(payment.id, actor)).toMatchObject({ ok: true, payment: { status: "not-fee" } });
    expect(unassignFeePayment(payment.id, actor)).toMatchObject({ ok: true, payment: { status: "unmatched" } });
    expect(assignFeePayment(payment.id, 99_999_999, actor)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("never undoes a payment matched by its account number", () => {
    const kid = child("Matched");
    const { payment } = recordFeePayment({ channel: "paybill", amount: 700, receipt: receipt(), paidAt: "2026-11-02T10:00:00.000Z", source: "callback", playerId: kid, matchedBy: "account" });
    expect(unassignFeePayment(payment.id, actor)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("takes over a receipt its Paybill confirmation recorded first when the STK push that made it reports", () => {
    const kid = child("Raced");
    const due = invoice(kid, "2026-11", 2000, "2026-11-05");
    const number = receipt();
    // The C2B confirmation of the push came first: the push's account reference is no account number.
    const early = recordFeePayment({ channel: "paybill", amount: 2000, receipt: number, paidAt: "2026-11-02T10:00:00.000Z", source: "callback", accountTyped: "Fees", playerId: null });
    expect(early.payment.status).toBe("unmatched");
    const push = getDb().insert(payments).values({ feeInvoiceId: due, amount: 2000, phone: "254712345678", callbackTokenHash: `h-${number}`, status: "paid", mpesaReceipt: number }).returning().get();
    const late = recordFeePayment({ channel: "stk", amount: 2000, receipt: number, paidAt: "2026-11-02T10:00:05.000Z", source: "callback", playerId: kid, matchedBy: "stk", paymentId: push.id });
    expect(late).toMatchObject({ created: true, payment: { id: early.payment.id, channel: "stk", status: "matched", paymentId: push.id } });
    expect(paidTo(due)).toBe(2000);
    // Heard again: nothing more.
    expect(recordFeePayment({ channel: "stk", amount: 2000, receipt: number, paidAt: "2026-11-02T10:00:05.000Z", source: "callback", playerId: kid, matchedBy: "stk", paymentId: push.id }).created).toBe(false);
    expect(paidTo(due)).toBe(2000);
  });

  it("sets aside the Paybill confirmation of a push that paid something else", () => {
    const number = receipt();
    const { payment } = recordFeePayment({ channel: "paybill", amount: 900, receipt: number, paidAt: "2026-11-02T10:00:00.000Z", source: "callback", accountTyped: "Order 12", playerId: null });
    expect(setAsideForeignReceipt(number)).toBe(true);
    expect(getDb().select().from(feePayments).where(eq(feePayments.id, payment.id)).get()!.status).toBe("not-fee");
    expect(setAsideForeignReceipt(number)).toBe(false);
  });
});
