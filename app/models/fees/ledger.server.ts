// The fees ledger: money received for academy fees and how it is spread over invoices. Every use case
// that receives money (an STK push paid, a Paybill confirmation, the statement import, cash) and every one
// that moves it (the treasurer assigning an unmatched payment, undoing that, a new invoice meeting the
// family's credit) ends in `allocateFamily`, in the same transaction as its own write, so an invoice's
// paid amount and the family's credit are never half-updated. The rules:
//   - an invoice has been paid the sum of its allocations; it is settled when that reaches its amount;
//   - a payment goes first to the invoice it was made for (an STK push from an invoice), then to the
//     open invoices of its child (the account number's), oldest due first, then to the family's;
//   - what is left of a payment is the family's credit, spent by the next invoice;
//   - one row per M-Pesa receipt: recording a receipt already known changes nothing (a repeated
//     confirmation, the statement import of a payment whose callback arrived).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { LEDGER_MESSAGES } from "~/config/fees";
import { getDb, type Db } from "~/db/client.server";
import { feeAllocations, feeInvoices, feePayments, payments, playerGuardians, players, type FeeChannel, type FeePayment } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { queueFeeReceiptIn, type FamilyBalance } from "~/models/fees/receipts.server";
import { formatKes } from "~/utils/money";
import type { Result } from "~/utils/result";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Tx, "select" | "selectDistinct">;

const now = () => new Date().toISOString();

/**
 * The children of `playerId`'s family: every child reachable through shared guardians (a child with no
 * guardian is a family of one). Sorted by id.
 */
export function familyPlayerIds(tx: Reader, playerId: number): number[] {
  const family = new Set([playerId]);
  let frontier = [playerId];
  while (frontier.length > 0) {
    const guardianIds = tx
      .selectDistinct({ id: playerGuardians.guardianId })
      .from(playerGuardians)
      .where(inArray(playerGuardians.playerId, frontier))
      .all()
      .map((row) => row.id);
    if (guardianIds.length === 0) break;
    const children = tx
      .selectDistinct({ id: playerGuardians.playerId })
      .from(playerGuardians)
      .where(inArray(playerGuardians.guardianId, guardianIds))
      .all()
      .map((row) => row.id);
    frontier = children.filter((id) => !family.has(id));
    for (const id of frontier) family.add(id);
  }
  return [...family].sort((a, b) => a - b);
}

/**
 * The families of the whole academy at once (what `familyPlayerIds` finds for one child), for the work
 * that covers everyone (invoicing, the treasurer's arrears): union-find over every guardian link, each
 * linked child → the smallest child id of their family. A child with no guardian is not in the map.
 */
export function familyKeysOfAll(db: Reader): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const firstChildOf = new Map<number, number>();
  for (const link of db.select({ playerId: playerGuardians.playerId, guardianId: playerGuardians.guardianId }).from(playerGuardians).all()) {
    const first = firstChildOf.get(link.guardianId);
    if (first === undefined) {
      firstChildOf.set(link.guardianId, link.playerId);
      find(link.playerId);
      continue;
    }
    const [a, b] = [find(first), find(link.playerId)];
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  }
  const keys = new Map<number, number>();
  for (const id of parent.keys()) keys.set(id, find(id));
  return keys;
}

// Written out: drizzle renders a column inside a select's sql`` unqualified ("id"), which a subquery would
// read as its own table's column.
/** SQL: what an invoice (in a query from fee_invoices) has been paid. */
export const paidToInvoice = sql<number>`coalesce((select sum(a.amount) from fee_allocations a where a.invoice_id = fee_invoices.id), 0)`;
const allocatedFromPayment = sql<number>`coalesce((select sum(a.amount) from fee_allocations a where a.fee_payment_id = fee_payments.id), 0)`;

/** The family's open invoices (not settled, not voided) with what each still owes, oldest due first. */
export function openInvoices(tx: Reader, playerIds: number[]) {
  return tx
    .select({ id: feeInvoices.id, playerId: feeInvoices.playerId, period: feeInvoices.period, amount: feeInvoices.amount, dueDate: feeInvoices.dueDate, paid: paidToInvoice })
    .from(feeInvoices)
    .where(and(inArray(feeInvoices.playerId, playerIds), isNull(feeInvoices.settledAt), isNull(feeInvoices.voidedAt)))
    .orderBy(asc(feeInvoices.dueDate), asc(feeInvoices.id))
    .all()
    .map((invoice) => ({ ...invoice, owed: invoice.amount - invoice.paid }));
}

/** The family's matched payments with money not yet allocated, oldest first, and the invoice each was made for. */
function paymentsWithCredit(tx: Reader, playerIds: number[]) {
  return tx
    .select({ id: feePayments.id, playerId: feePayments.playerId, amount: feePayments.amount, allocated: allocatedFromPayment, forInvoiceId: payments.feeInvoiceId })
    .from(feePayments)
    .leftJoin(payments, eq(payments.id, feePayments.paymentId))
    // "+status": keeps SQLite off the (status, paid_at) index, which it would pick to skip the sort and then
    // walk every matched payment of the club for each family (quadratic: a 10,000-row statement import
    // took 43 s); the player index finds the family's few rows.
    .where(and(sql`+${feePayments.status} = 'matched'`, inArray(feePayments.playerId, playerIds)))
    .orderBy(asc(feePayments.paidAt), asc(feePayments.id))
    .all()
    .map((payment) => ({ ...payment, left: payment.amount - payment.allocated }))
    .filter((payment) => payment.left > 0);
}

/** The family's credit: money received and matched to it that no invoice has taken yet. */
export function familyCredit(tx: Reader, playerId: number): number {
  return paymentsWithCredit(tx, familyPlayerIds(tx, playerId)).reduce((sum, payment) => sum + payment.left, 0);
}

/** What `playerId`'s family still owes on its open invoices, and its credit. */
export function familyBalance(tx: Reader, playerId: number): FamilyBalance {
  const family = familyPlayerIds(tx, playerId);
  return {
    owed: openInvoices(tx, family).reduce((sum, invoice) => sum + invoice.owed, 0),
    credit: paymentsWithCredit(tx, family).reduce((sum, payment) => sum + payment.left, 0),
  };
}

/**
 * The receipt hook: a payment has just found its family (recorded matched, or assigned) and been
 * spread; its receipt e-mail is queued in the same transaction, so it goes exactly once per matching
 * whatever crashes (a repeated confirmation finds the receipt known and never gets here).
 */
function afterMatched(tx: Tx, payment: FeePayment): void {
  const playerId = payment.playerId;
  // The balance only when there is a guardian to tell (a bulk import of a family-less child skips it).
  if (playerId) queueFeeReceiptIn(tx, payment, () => familyBalance(tx, playerId));
}

/**
 * Spreads the family's unallocated money over its open invoices (the rules at the top of this file) and
 * marks the invoices it completes as settled. Idempotent: with no credit or no open invoice it writes
 * nothing. Returns the invoices it settled.
 */
export function allocateFamily(tx: Tx, playerId: number, at = now()): number[] {
  const family = familyPlayerIds(tx, playerId);
  const credit = paymentsWithCredit(tx, family);
  if (credit.length === 0) return [];
  const invoices = openInvoices(tx, family).filter((invoice) => invoice.owed > 0);
  const settled: number[] = [];
  for (const payment of credit) {
    const order = [
      ...invoices.filter((invoice) => invoice.id === payment.forInvoiceId),
      ...invoices.filter((invoice) => invoice.id !== payment.forInvoiceId && invoice.playerId === payment.playerId),
      ...invoices.filter((invoice) => invoice.id !== payment.forInvoiceId && invoice.playerId !== payment.playerId),
    ];
    for (const invoice of order) {
      if (payment.left === 0) break;
      const amount = Math.min(payment.left, invoice.owed);
      if (amount === 0) continue;
      tx.insert(feeAllocations).values({ feePaymentId: payment.id, invoiceId: invoice.id, amount, createdAt: at }).run();
      payment.left -= amount;
      invoice.owed -= amount;
      if (invoice.owed === 0) settled.push(invoice.id);
    }
  }
  if (settled.length > 0) tx.update(feeInvoices).set({ settledAt: at }).where(and(inArray(feeInvoices.id, settled), isNull(feeInvoices.settledAt))).run();
  return settled;
}

/** Takes back every allocation of a payment and reopens the invoices that are no longer fully paid. */
function releasePayment(tx: Tx, feePaymentId: number): void {
  const invoiceIds = tx
    .select({ id: feeAllocations.invoiceId })
    .from(feeAllocations)
    .where(eq(feeAllocations.feePaymentId, feePaymentId))
    .all()
    .map((row) => row.id);
  tx.delete(feeAllocations).where(eq(feeAllocations.feePaymentId, feePaymentId)).run();
  if (invoiceIds.length > 0) tx.update(feeInvoices).set({ settledAt: null }).where(inArray(feeInvoices.id, invoiceIds)).run();
}

export type ReceivedFeePayment = {
  channel: FeeChannel;
  amount: number;
  receipt: string;
  paidAt: string;
  source: FeePayment["source"];
  payerPhone?: string | null;
  payerName?: string | null;
  accountTyped?: string | null;
  /** The child whose family it is (null: unmatched, for the treasurer). */
  playerId: number | null;
  matchedBy?: FeePayment["matchedBy"];
  paymentId?: number | null;
  byUserId?: number | null;
};

/**
 * Records money received, once per receipt (M-Pesa's, or the cash book's for cash): a receipt already
 * recorded is returned as it is with `created: false`, whatever the new report says. A matched payment is
 * spread over the family's invoices in the same transaction. Call inside `tx` (a caller's transaction).
 */
export function recordFeePaymentIn(tx: Tx, received: ReceivedFeePayment, at = now()): { payment: FeePayment; created: boolean } {
  const sameSeries = received.channel === "cash" ? eq(feePayments.channel, "cash") : sql`${feePayments.channel} <> 'cash'`;
  const known = tx.select().from(feePayments).where(and(eq(feePayments.receipt, received.receipt), sameSeries)).get();
  if (known && received.paymentId && !known.paymentId && known.status === "unmatched") return adoptStkReceipt(tx, known, received, at);
  if (known) return { payment: known, created: false };
  const payment = tx
    .insert(feePayments)
    .values({
      channel: received.channel,
      amount: received.amount,
      receipt: received.receipt,
      paidAt: received.paidAt,
      payerPhone: received.payerPhone ?? null,
      payerName: received.payerName ?? null,
      accountTyped: received.accountTyped ?? null,
      playerId: received.playerId,
      status: received.playerId ? "matched" : "unmatched",
      matchedBy: received.playerId ? (received.matchedBy ?? null) : null,
      source: received.source,
      paymentId: received.paymentId ?? null,
      byUserId: received.byUserId ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .get();
  if (payment.playerId) {
    allocateFamily(tx, payment.playerId, at);
    afterMatched(tx, payment);
  }
  return { payment, created: true };
}

/**
 * An STK push to the club's shortcode is confirmed to the Paybill (C2B) URL too, and that confirmation
 * (or the statement import) may arrive before the push's own result: the receipt then waits unmatched,
 * without an account number we know. The push names its invoice, so when its result comes the row is
 * taken over as the STK payment it is (counted as this call's recording: it is matched only now).
 */
function adoptStkReceipt(tx: Tx, known: FeePayment, received: ReceivedFeePayment, at: string): { payment: FeePayment; created: boolean } {
  const payment = tx
    .update(feePayments)
    .set({ channel: "stk", paymentId: received.paymentId, playerId: received.playerId, status: received.playerId ? "matched" : "unmatched", matchedBy: received.playerId ? "stk" : null, updatedAt: at })
    .where(eq(feePayments.id, known.id))
    .returning()
    .get()!;
  if (payment.playerId) {
    allocateFamily(tx, payment.playerId, at);
    afterMatched(tx, payment);
  }
  return { payment, created: true };
}

/**
 * The other half of the same race, for a push that paid a shop order or a membership: its receipt's
 * Paybill confirmation, recorded unmatched, is not a fee. Returns whether one was set aside.
 */
export function setAsideForeignReceipt(receipt: string): boolean {
  const payment = getDb()
    .update(feePayments)
    .set({ status: "not-fee", updatedAt: now() })
    .where(and(eq(feePayments.receipt, receipt), eq(feePayments.status, "unmatched"), sql`${feePayments.channel} <> 'cash'`))
    .returning()
    .get();
  if (payment) recordAudit(null, "fee.not-fee", { type: "fee-payment", id: payment.id }, `Set aside ${describe(payment)}: it paid a shop order or a membership by STK push`);
  return !!payment;
}

/** `recordFeePaymentIn` in its own immediate transaction. */
export function recordFeePayment(received: ReceivedFeePayment, at = now()): { payment: FeePayment; created: boolean } {
  return getDb().transaction((tx) => recordFeePaymentIn(tx, received, at), { behavior: "immediate" });
}

type MoveFailure = "not-found" | "conflict";

function describe(payment: FeePayment): string {
  return `${payment.channel === "cash" ? "cash" : "M-Pesa"} ${payment.receipt} (${formatKes(payment.amount)})`;
}

/**
 * Use case (treasurer): an unmatched payment belongs to `playerId`'s family. It is spread over the
 * family's invoices at once; audited, and undone by `unassignFeePayment`.
 */
export function assignFeePayment(feePaymentId: number, playerId: number, actor: AuditActor): Result<{ payment: FeePayment; settledInvoices: number[] }, MoveFailure> {
  const outcome = getDb().transaction(
    (tx): Result<{ payment: FeePayment; settledInvoices: number[] }, MoveFailure> => {
      const payment = tx.select().from(feePayments).where(eq(feePayments.id, feePaymentId)).get();
      if (!payment) return { ok: false, reason: "not-found", message: LEDGER_MESSAGES.paymentNotFound };
      if (payment.status !== "unmatched") return { ok: false, reason: "conflict", message: LEDGER_MESSAGES.notUnmatched };
      const player = tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).get();
      if (!player) return { ok: false, reason: "not-found", message: LEDGER_MESSAGES.playerNotFound };
      const updated = tx
        .update(feePayments)
        .set({ status: "matched", playerId, matchedBy: "treasurer", byUserId: actor?.id ?? null, updatedAt: now() })
        .where(and(eq(feePayments.id, feePaymentId), eq(feePayments.status, "unmatched")))
        .returning()
        .get();
      if (!updated) return { ok: false, reason: "conflict", message: LEDGER_MESSAGES.notUnmatched };
      const settledInvoices = allocateFamily(tx, playerId);
      afterMatched(tx, updated);
      return { ok: true, payment: updated, settledInvoices };
    },
    { behavior: "immediate" },
  );
  if (outcome.ok) {
    recordAudit(actor, "fee.assign", { type: "fee-payment", id: feePaymentId }, `Assigned ${describe(outcome.payment)} to the family of player #${playerId}`, {
      playerId,
      settledInvoices: outcome.settledInvoices,
    });
  }
  return outcome;
}

/**
 * Use case (treasurer): a payment is not a fee (a shop sale, a donation, a wrong number). It leaves the
 * unmatched list; `unassignFeePayment` brings it back.
 */
export function markNotFee(feePaymentId: number, actor: AuditActor): Result<{ payment: FeePayment }, MoveFailure> {
  const payment = getDb()
    .update(feePayments)
    .set({ status: "not-fee", byUserId: actor?.id ?? null, updatedAt: now() })
    .where(and(eq(feePayments.id, feePaymentId), eq(feePayments.status, "unmatched")))
    .returning()
    .get();
  if (!payment) {
    const exists = getDb().select({ id: feePayments.id }).from(feePayments).where(eq(feePayments.id, feePaymentId)).get();
    return exists ? { ok: false, reason: "conflict", message: LEDGER_MESSAGES.notUnmatched } : { ok: false, reason: "not-found", message: LEDGER_MESSAGES.paymentNotFound };
  }
  recordAudit(actor, "fee.not-fee", { type: "fee-payment", id: feePaymentId }, `Marked ${describe(payment)} as not a fee`);
  return { ok: true, payment };
}

/**
 * Use case (treasurer): undo an assignment (or "not a fee"): the payment's allocations are taken back,
 * the invoices it paid reopen, the family's other credit is spread again, and the payment waits in the
 * unmatched list. Only what the treasurer decided can be undone: a payment matched by its account
 * number, an STK push or cash stays.
 */
export function unassignFeePayment(feePaymentId: number, actor: AuditActor): Result<{ payment: FeePayment }, MoveFailure> {
  const outcome = getDb().transaction(
    (tx): Result<{ payment: FeePayment; formerPlayerId: number | null }, MoveFailure> => {
      const payment = tx.select().from(feePayments).where(eq(feePayments.id, feePaymentId)).get();
      if (!payment) return { ok: false, reason: "not-found", message: LEDGER_MESSAGES.paymentNotFound };
      const undoable = payment.status === "not-fee" || (payment.status === "matched" && payment.matchedBy === "treasurer");
      if (!undoable) return { ok: false, reason: "conflict", message: LEDGER_MESSAGES.notMatched };
      releasePayment(tx, payment.id);
      const updated = tx
        .update(feePayments)
        .set({ status: "unmatched", playerId: null, matchedBy: null, byUserId: actor?.id ?? null, updatedAt: now() })
        .where(eq(feePayments.id, payment.id))
        .returning()
        .get()!;
      if (payment.playerId) allocateFamily(tx, payment.playerId);
      return { ok: true, payment: updated, formerPlayerId: payment.playerId };
    },
    { behavior: "immediate" },
  );
  if (!outcome.ok) return outcome;
  recordAudit(actor, "fee.unassign", { type: "fee-payment", id: feePaymentId }, `Undid the assignment of ${describe(outcome.payment)}${outcome.formerPlayerId ? ` to the family of player #${outcome.formerPlayerId}` : " (not a fee)"}`, {
    formerPlayerId: outcome.formerPlayerId,
  });
  return { ok: true, payment: outcome.payment };
}

export type { Tx as LedgerTx };
