// Paying a fee invoice by STK push (ADR 0029, "Paying"): from the invoice e-mail's link (the pay page,
// opened by the link's key, no sign-in) or from the family page (a signed-in guardian, own children only).
// The prompt itself is the payments module's (app/models/payments/mpesa.server.ts: the same caps, the
// token-guarded callback, the result from Daraja's query); when it is paid, app/models/fees/stk.server.ts
// records it in the ledger. The rules of this step:
//   - only an open invoice (not settled, not voided) may be paid;
//   - the amount is what it still owes, or a part the payer chooses: at least FEE_MIN_PART_PAYMENT (or
//     all that is owed, when that is less), at most what is owed, so an STK push never pays more than
//     its invoice asks (money beyond it only comes by Paybill or a payment racing another, and becomes
//     the family's credit in the ledger);
//   - the push says "Fees RS00375" with the account number as its reference, so the payer's M-Pesa
//     message and the statement name the child.
import { and, asc, eq } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { FEE_MIN_PART_PAYMENT, FEE_PAY_MESSAGES, feePushDescription } from "~/config/fees";
import { getDb } from "~/db/client.server";
import { feeAllocations, feeInvoices, feePayments, playerGuardians, players, type FeeChannel } from "~/db/schema";
import { paidToInvoice } from "~/models/fees/ledger.server";
import { receiptLines, type ReceiptLine } from "~/models/fees/receipts.server";
import { latestFeeInvoicePayment, mpesaAvailable, promptForFeeInvoice, type PaymentView, type PromptClient, type StartResult } from "~/models/payments/mpesa.server";
import { feeAccountNumber } from "~/utils/fee-account";
import { firstName } from "~/utils/child-name";
import type { Failure } from "~/utils/result";

/** An invoice with what it has been paid and still owes. */
function invoiceWithPaid(invoiceId: number) {
  const invoice = getDb()
    .select({
      id: feeInvoices.id,
      playerId: feeInvoices.playerId,
      childName: players.name,
      period: feeInvoices.period,
      amount: feeInvoices.amount,
      dueDate: feeInvoices.dueDate,
      settledAt: feeInvoices.settledAt,
      voidedAt: feeInvoices.voidedAt,
      paid: paidToInvoice,
    })
    .from(feeInvoices)
    .innerJoin(players, eq(players.id, feeInvoices.playerId))
    .where(eq(feeInvoices.id, invoiceId))
    .get();
  return invoice ? { ...invoice, owed: Math.max(0, invoice.amount - invoice.paid) } : undefined;
}

/** The club's Paybill number families pay to (the business number of the M-Pesa configuration). */
const paybillNumber = (): string | null => getEnv().MPESA?.shortcode ?? null;

/** Whether a guardian is one of the child's (so may see and pay the child's invoices). */
function isGuardianOf(guardianId: number, playerId: number): boolean {
  return Boolean(
    getDb()
      .select({ id: playerGuardians.playerId })
      .from(playerGuardians)
      .where(and(eq(playerGuardians.guardianId, guardianId), eq(playerGuardians.playerId, playerId)))
      .get(),
  );
}

/** What the pay page shows: the child's first name only (anyone holding the link may open it), the sums, how to pay. */
export type InvoicePayView = {
  id: number;
  childFirstName: string;
  period: string;
  amount: number;
  paid: number;
  owed: number;
  dueDate: string;
  state: "open" | "settled" | "voided";
  account: string;
  paybill: string | null;
  payment: PaymentView | null;
  /** A prompt may be started now: M-Pesa configured, the invoice open, no prompt waiting. */
  canPay: boolean;
  minimum: number;
  /** The receipt of the latest STK payment, once the ledger has recorded it. */
  receipt: { receipt: string; amount: number; paidAt: string; lines: ReceiptLine[] } | null;
  /** Every payment that went towards the invoice, whatever the channel: its receipt and the part it paid here. */
  payments: Array<{ receipt: string; channel: FeeChannel; amount: number; paidAt: string }>;
};

function paymentsTowards(invoiceId: number): InvoicePayView["payments"] {
  return getDb()
    .select({ receipt: feePayments.receipt, channel: feePayments.channel, amount: feeAllocations.amount, paidAt: feePayments.paidAt })
    .from(feeAllocations)
    .innerJoin(feePayments, eq(feePayments.id, feeAllocations.feePaymentId))
    .where(eq(feeAllocations.invoiceId, invoiceId))
    .orderBy(asc(feePayments.paidAt), asc(feePayments.id))
    .all();
}

/** The receipt of an STK payment once recorded: what it paid (first names only, as the page shows). */
function stkReceipt(paymentId: number): InvoicePayView["receipt"] {
  const db = getDb();
  const recorded = db.select({ id: feePayments.id, receipt: feePayments.receipt, amount: feePayments.amount, paidAt: feePayments.paidAt }).from(feePayments).where(eq(feePayments.paymentId, paymentId)).get();
  if (!recorded) return null;
  const { id, ...rest } = recorded;
  return { ...rest, lines: receiptLines(db, id) };
}

export function invoicePayView(invoiceId: number): InvoicePayView | null {
  const invoice = invoiceWithPaid(invoiceId);
  if (!invoice) return null;
  const payment = latestFeeInvoicePayment(invoiceId);
  const state = invoice.voidedAt ? "voided" : invoice.settledAt || invoice.owed === 0 ? "settled" : "open";
  return {
    id: invoice.id,
    childFirstName: firstName(invoice.childName),
    period: invoice.period,
    amount: invoice.amount,
    paid: invoice.paid,
    owed: invoice.owed,
    dueDate: invoice.dueDate,
    state,
    account: feeAccountNumber(invoice.playerId),
    paybill: paybillNumber(),
    payment,
    canPay: mpesaAvailable() && state === "open" && payment?.status !== "pending",
    minimum: Math.min(FEE_MIN_PART_PAYMENT, invoice.owed),
    receipt: payment?.status === "paid" ? stkReceipt(payment.id) : null,
    payments: paymentsTowards(invoice.id),
  };
}

const invalidAmount = (message: string): Failure<"invalid"> => ({ ok: false, reason: "invalid", message, errors: { amount: [message] } });

/**
 * Use case: pay fee invoice `invoiceId` by STK push to `phone`: `amount` shillings (a part), or all it
 * still owes when `amount` is left out. The caller has shown the right to pay it (the pay link's key, or
 * a guardian of the child: `startOwnInvoicePayment`).
 */
export async function startInvoicePayment(invoiceId: number, phone: string, amount: number | undefined, from: PromptClient): Promise<StartResult | Failure<"invalid">> {
  const invoice = invoiceWithPaid(invoiceId);
  if (!invoice) return { ok: false, reason: "not-found", message: FEE_PAY_MESSAGES.invoiceNotFound };
  if (invoice.voidedAt) return { ok: false, reason: "conflict", message: FEE_PAY_MESSAGES.voided };
  if (invoice.settledAt || invoice.owed === 0) return { ok: false, reason: "conflict", message: FEE_PAY_MESSAGES.settled };
  const paying = amount ?? invoice.owed;
  if (paying > invoice.owed) return invalidAmount(FEE_PAY_MESSAGES.amountTooLarge);
  if (paying < Math.min(FEE_MIN_PART_PAYMENT, invoice.owed)) return invalidAmount(FEE_PAY_MESSAGES.amountTooSmall);
  const account = feeAccountNumber(invoice.playerId);
  return promptForFeeInvoice(invoice.id, paying, phone, { reference: account, description: feePushDescription(account) }, from);
}

/** Use case: a signed-in guardian pays one of their own children's invoices from the family page (403 for anyone else's). */
export async function startOwnInvoicePayment(
  guardianId: number,
  invoiceId: number,
  phone: string,
  amount: number | undefined,
  from: PromptClient,
): Promise<StartResult | Failure<"invalid" | "forbidden">> {
  const invoice = getDb().select({ playerId: feeInvoices.playerId }).from(feeInvoices).where(eq(feeInvoices.id, invoiceId)).get();
  if (!invoice) return { ok: false, reason: "not-found", message: FEE_PAY_MESSAGES.invoiceNotFound };
  if (!isGuardianOf(guardianId, invoice.playerId)) return { ok: false, reason: "forbidden", message: FEE_PAY_MESSAGES.notYours };
  return startInvoicePayment(invoiceId, phone, amount, from);
}

