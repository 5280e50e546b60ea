// The background job of M-Pesa payments. Its whole state is the payments table, so a restart loses
// nothing: every run (1) asks Daraja about pending payments that have had no answer for
// MPESA_QUERY_AFTER_SECONDS (again every MPESA_QUERY_AFTER_SECONDS), (2) expires pending payments
// older than MPESA_EXPIRE_MINUTES, and (3) settles the order or membership of any paid payment that
// is still pending, or whose fee invoice's payment the fees ledger has not recorded (a crash between the
// two steps of settling).
import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { fanMembers, feePayments, orders, payments, type Payment } from "~/db/schema";
import { confirmByQuery, fulfilPaidPayment, settlePayment } from "~/models/payments/mpesa.server";

export type SweepReport = { queried: number; settled: number; expired: number; fulfilled: number };

export async function sweepPayments(at = Date.now()): Promise<SweepReport> {
  const report: SweepReport = { queried: 0, settled: 0, expired: 0, fulfilled: 0 };
  const config = getEnv().MPESA;
  if (!config) return report;
  const db = getDb();
  const iso = (ms: number) => new Date(ms).toISOString();
  const askBefore = iso(at - config.queryAfterMs);

  const due = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lte(payments.createdAt, askBefore),
        or(isNull(payments.lastQueriedAt), lte(payments.lastQueriedAt, askBefore)),
      ),
    )
    .all();
  for (const payment of due) {
    if (!payment.checkoutRequestId) continue;
    report.queried++;
    if (await confirmByQuery(payment, "query")) report.settled++;
  }

  const expireBefore = iso(at - config.expireAfterMs);
  const stale = db.select({ id: payments.id }).from(payments).where(and(eq(payments.status, "pending"), lte(payments.createdAt, expireBefore))).all();
  for (const { id } of stale) {
    if (settlePayment(id, { status: "expired", resultCode: null, resultDesc: "No answer from M-Pesa in time", via: "expiry" })) report.expired++;
  }

  const unfinished: Payment[] = [
    ...db.select({ payment: payments }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(and(eq(payments.status, "paid"), eq(orders.status, "pending"))).all(),
    ...db.select({ payment: payments }).from(payments).innerJoin(fanMembers, eq(fanMembers.id, payments.memberId)).where(and(eq(payments.status, "paid"), eq(fanMembers.status, "pending"))).all(),
    ...db
      .select({ payment: payments })
      .from(payments)
      .leftJoin(feePayments, eq(feePayments.paymentId, payments.id))
      .where(and(eq(payments.status, "paid"), isNotNull(payments.feeInvoiceId), isNull(feePayments.id)))
      .all(),
  ].map((row) => row.payment);
  for (const payment of unfinished) {
    fulfilPaidPayment(payment);
    report.fulfilled++;
  }
  return report;
}
