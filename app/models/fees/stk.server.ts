// An STK push that paid a fee invoice, carried into the fees ledger. The payments module calls it for a
// paid payment with `feeInvoiceId` (the callback, the background job, a restart, the office's "Finish"):
// the ledger records one fee payment per M-Pesa receipt and per STK payment, so every caller after the
// first changes nothing. The money is the family's whatever became of the invoice meanwhile (settled by
// a Paybill payment, voided): the ledger spreads it over the family's open invoices, or keeps it as credit.
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { feeInvoices, feePayments, type Payment } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";
import { recordFeePaymentIn } from "~/models/fees/ledger.server";
import type { Fulfilment } from "~/models/payments/mpesa.server";
import { formatKes } from "~/utils/money";

/** The receipt a paid STK payment is recorded under: M-Pesa's, or (a query that gave none) one of its own. */
const stkFeeReceipt = (payment: Pick<Payment, "id" | "mpesaReceipt">) => payment.mpesaReceipt ?? `STK-${payment.id}`;

export function recordStkFeePayment(payment: Payment): Fulfilment {
  if (!payment.feeInvoiceId || payment.status !== "paid") return { outcome: "impossible", state: payment.status };
  const outcome = getDb().transaction(
    (tx) => {
      // Already recorded for this STK payment (whatever receipt it was heard under first).
      const known = tx.select().from(feePayments).where(eq(feePayments.paymentId, payment.id)).get();
      if (known) return { created: false as const, feePayment: known };
      const invoice = tx.select({ playerId: feeInvoices.playerId }).from(feeInvoices).where(eq(feeInvoices.id, payment.feeInvoiceId!)).get();
      if (!invoice) return null;
      const recorded = recordFeePaymentIn(tx, {
        channel: "stk",
        amount: payment.amount,
        receipt: stkFeeReceipt(payment),
        paidAt: payment.settledAt ?? new Date().toISOString(),
        source: "callback",
        payerPhone: payment.phone,
        playerId: invoice.playerId,
        matchedBy: "stk",
        paymentId: payment.id,
      });
      return { created: recorded.created, feePayment: recorded.payment };
    },
    { behavior: "immediate" },
  );
  if (!outcome) {
    console.warn(`M-Pesa payment #${payment.id} is paid but fee invoice #${payment.feeInvoiceId} is gone: reconcile by hand`);
    return { outcome: "impossible", state: "gone" };
  }
  if (!outcome.created) return { outcome: "already", state: "recorded" };
  recordAudit(
    null,
    "fee.payment",
    { type: "fee-payment", id: outcome.feePayment.id },
    `Recorded M-Pesa ${outcome.feePayment.receipt} (${formatKes(outcome.feePayment.amount)}) by STK push for fee invoice #${payment.feeInvoiceId}`,
    { paymentId: payment.id, invoiceId: payment.feeInvoiceId, playerId: outcome.feePayment.playerId },
  );
  return { outcome: "fulfilled", state: "recorded" };
}
