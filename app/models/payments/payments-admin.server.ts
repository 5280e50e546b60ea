// The admin's view of M-Pesa payments: the list (filtered by status, purpose, date and a search), one
// payment in detail, the payments of one order or member, the reconciliation report and the CSV
// export. Never the callback token's hash: it is no one's business once the payment is written.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { containsText } from "~/db/like.server";
import { getDb } from "~/db/client.server";
import { fanMembers, payments } from "~/db/schema";
import { paidPaymentsNotCarriedThrough } from "~/models/payments/mpesa.server";
import { PAYMENT_STATUSES, type PaymentFilter } from "~/schemas/payments-admin";
import { csvDateTime, csvStream } from "~/utils/csv.server";
import { normalizeKenyanPhone, type PaymentStatus } from "~/utils/mpesa";

/** Midnight at the start of a Nairobi calendar day, as the ISO instant the table stores. */
const nairobiDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 86_400_000).toISOString();

/**
 * The payments a filter selects. The search matches a phone in any usual spelling (or its digits),
 * an M-Pesa receipt, an order number (12 or #12) or a member number.
 */
export function paymentWhere(filter: PaymentFilter & { withFees?: boolean }): SQL | undefined {
  const conditions: SQL[] = [];
  // Fee payments are the treasurer's (permission "fees"): shop staff never see who paid academy fees.
  if (!filter.withFees) conditions.push(isNull(payments.feeInvoiceId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.for === "order") conditions.push(isNotNull(payments.orderId));
  if (filter.for === "membership") conditions.push(isNotNull(payments.memberId));
  if (filter.for === "fee") conditions.push(isNotNull(payments.feeInvoiceId));
  if (filter.from) conditions.push(gte(payments.createdAt, nairobiDayStart(filter.from)));
  if (filter.to) conditions.push(lt(payments.createdAt, nairobiDayStart(filter.to, 1)));
  const q = filter.q;
  if (q) {
    const matches = [containsText(payments.mpesaReceipt, q), containsText(fanMembers.membershipNumber, q)];
    const phone = normalizeKenyanPhone(q);
    if (phone.ok) matches.push(eq(payments.phone, phone.phone));
    else if (/^\d{3,12}$/.test(q)) matches.push(containsText(payments.phone, q));
    const number = /^#?(\d{1,15})$/.exec(q);
    if (number) matches.push(eq(payments.orderId, Number(number[1])));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The columns staff see of a payment, with the member's number and name for a membership. */
const adminPaymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  memberId: payments.memberId,
  feeInvoiceId: payments.feeInvoiceId,
  memberNumber: fanMembers.membershipNumber,
  memberName: sql<string | null>`${fanMembers.firstName} || ' ' || ${fanMembers.lastName}`,
  amount: payments.amount,
  phone: payments.phone,
  status: payments.status,
  resultCode: payments.resultCode,
  resultDesc: payments.resultDesc,
  mpesaReceipt: payments.mpesaReceipt,
  merchantRequestId: payments.merchantRequestId,
  checkoutRequestId: payments.checkoutRequestId,
  settledVia: payments.settledVia,
  settledAt: payments.settledAt,
  lastQueriedAt: payments.lastQueriedAt,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

const selectPayments = () => getDb().select(adminPaymentColumns).from(payments).leftJoin(fanMembers, eq(fanMembers.id, payments.memberId));

export type AdminPayment = Awaited<ReturnType<ReturnType<typeof selectPayments>["all"]>>[number];

export function countPaymentsByStatus(withFees = false): Record<PaymentStatus | "total", number> {
  const rows = getDb()
    .select({ status: payments.status, n: count() })
    .from(payments)
    .where(withFees ? undefined : isNull(payments.feeInvoiceId))
    .groupBy(payments.status)
    .all();
  const by: Record<string, number> = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    ...(Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, by[status] ?? 0])) as Record<PaymentStatus, number>),
  };
}

/** One page of the filtered payments, newest first, with the total and the counts by status. */
export function listPayments(filter: PaymentFilter & { limit: number; offset: number; withFees?: boolean }) {
  const where = paymentWhere(filter);
  const rows = selectPayments().where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(filter.limit).offset(filter.offset).all();
  const total = getDb().select({ n: count() }).from(payments).leftJoin(fanMembers, eq(fanMembers.id, payments.memberId)).where(where).get()?.n ?? 0;
  return { rows, total, counts: countPaymentsByStatus(filter.withFees) };
}

export function getPayment(id: number, withFees = false): AdminPayment | null {
  return selectPayments().where(and(eq(payments.id, id), withFees ? undefined : isNull(payments.feeInvoiceId))).get() ?? null;
}

/** A payment as the order and member screens list it. */
export type PaymentSummary = Pick<AdminPayment, "id" | "status" | "amount" | "mpesaReceipt" | "createdAt">;

/** The payments of one order or one membership, newest first. */
export function paymentsOf(purpose: { orderId: number } | { memberId: number }): PaymentSummary[] {
  return getDb()
    .select({
      id: payments.id,
      status: payments.status,
      amount: payments.amount,
      mpesaReceipt: payments.mpesaReceipt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where("orderId" in purpose ? eq(payments.orderId, purpose.orderId) : eq(payments.memberId, purpose.memberId))
    .orderBy(desc(payments.id))
    .all();
}

/** The reconciliation report as staff see it: each paid payment not carried through, and where it stuck. */
export function reconciliationReport(withFees = false) {
  const stuck = paidPaymentsNotCarriedThrough().filter((payment) => withFees || !payment.feeInvoiceId);
  const memberIds = stuck.flatMap((payment) => (payment.memberId ? [payment.memberId] : []));
  const numbers = new Map(
    memberIds.length
      ? getDb()
          .select({ id: fanMembers.id, number: fanMembers.membershipNumber })
          .from(fanMembers)
          .where(inArray(fanMembers.id, memberIds))
          .all()
          .map((member) => [member.id, member.number])
      : [],
  );
  return stuck.map((payment) => ({
    id: payment.id,
    orderId: payment.orderId,
    memberId: payment.memberId,
    feeInvoiceId: payment.feeInvoiceId,
    memberNumber: payment.memberId ? (numbers.get(payment.memberId) ?? null) : null,
    amount: payment.amount,
    phone: payment.phone,
    mpesaReceipt: payment.mpesaReceipt,
    settledAt: payment.settledAt,
    /** What the order or membership is instead of paid/active ("gone" when its row is missing). */
    stuckAs: payment.feeInvoiceId ? "not recorded in the fees ledger" : ((payment.orderId ? payment.orderStatus : payment.memberStatus) ?? "gone"),
  }));
}

export const PAYMENT_CSV_COLUMNS = [
  "Payment",
  "Date",
  "For",
  "Order",
  "Member Number",
  "Amount (KES)",
  "Phone",
  "Status",
  "Result Code",
  "Result",
  "M-Pesa Receipt",
  "Settled",
  "Settled Via",
] as const;

/** The filtered payments as CSV, batch by batch (keyset pagination), so memory stays flat. */
export function paymentsCsvStream(
  filter: PaymentFilter & { withFees?: boolean },
  { batchSize = 500, signal }: { batchSize?: number; signal?: AbortSignal } = {}
): ReadableStream<Uint8Array> {
  const where = paymentWhere(filter);
  return csvStream({
    columns: PAYMENT_CSV_COLUMNS,
    pageSize: batchSize,
    signal,
    readPage: (last: AdminPayment | null) =>
      selectPayments()
        .where(and(where, last ? sql`(${payments.createdAt}, ${payments.id}) < (${last.createdAt}, ${last.id})` : undefined))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(batchSize)
        .all(),
    toRecords: (rows) =>
      rows.map((row) => [
        row.id,
        csvDateTime(row.createdAt),
        row.orderId ? "order" : row.feeInvoiceId ? "fee" : "membership",
        row.orderId,
        row.memberNumber,
        row.amount,
        row.phone,
        row.status,
        row.resultCode,
        row.resultDesc,
        row.mpesaReceipt,
        csvDateTime(row.settledAt),
        row.settledVia,
      ]),
  });
}
