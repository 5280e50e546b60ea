// What a family sees of its fees (ADR 0029, "Paying"): on /family each own child's open invoices with the
// account number and "Pay with M-Pesa", the family's credit and recent receipts; a receipt's page; the
// season's statement. A guardian sees only their own children's (the children linked to them), staff
// with the "fees" permission any family's (the ledger's family: every child sharing a guardian).
// Bursary reasons never appear here.
import { and, asc, desc, eq, gte, inArray, isNull, like, lt } from "drizzle-orm";
import { FEE_MIN_PART_PAYMENT, FEE_PAY_MESSAGES, LEDGER_MESSAGES } from "~/config/fees";
import { getDb } from "~/db/client.server";
import { feeInvoices, feePayments, guardians, playerGuardians, players, type FeeChannel } from "~/db/schema";
import { familyBalance, familyPlayerIds, openInvoices, paidToInvoice } from "~/models/fees/ledger.server";
import { invoicePayPath } from "~/models/fees/pay-links.server";
import { receiptLines, type FamilyBalance, type ReceiptLine } from "~/models/fees/receipts.server";
import { mpesaAvailable } from "~/models/payments/mpesa.server";
import type { FamilyFeesView } from "~/schemas/family-views";
import { nairobiWallClock } from "~/utils/dates";
import { feeAccountNumber } from "~/utils/fee-account";
import type { Result } from "~/utils/result";

const todayInNairobi = (at = new Date()) => nairobiWallClock(at).slice(0, 10);

/** The children linked to a guardian (not erased), by name. */
function ownChildren(guardianId: number) {
  return getDb()
    .select({ id: players.id, name: players.name })
    .from(playerGuardians)
    .innerJoin(players, eq(players.id, playerGuardians.playerId))
    .where(and(eq(playerGuardians.guardianId, guardianId), isNull(players.erasedAt)))
    .orderBy(asc(players.name), asc(players.id))
    .all();
}

type FeeReceiptSummary = { id: number; receipt: string; channel: FeeChannel; amount: number; paidAt: string };

/** The matched payments of a set of children's family, newest first. */
function paymentsOf(playerIds: number[], range?: { from: string; to: string }, limit?: number): FeeReceiptSummary[] {
  if (playerIds.length === 0) return [];
  const query = getDb()
    .select({ id: feePayments.id, receipt: feePayments.receipt, channel: feePayments.channel, amount: feePayments.amount, paidAt: feePayments.paidAt })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.status, "matched"),
        inArray(feePayments.playerId, playerIds),
        range ? gte(feePayments.paidAt, range.from) : undefined,
        range ? lt(feePayments.paidAt, range.to) : undefined,
      ),
    )
    .orderBy(desc(feePayments.paidAt), desc(feePayments.id));
  return limit ? query.limit(limit).all() : query.all();
}


/** How many receipts the family page lists (the statement has them all). */
const RECENT_RECEIPTS = 5;

/**
 * The fees part of a guardian's /family: null when the family has never had an invoice or a payment
 * (the section is left out). Each own child with its open invoices (overdue marked) and account number.
 */
export function familyFees(guardianId: number, at = new Date()): FamilyFeesView | null {
  const children = ownChildren(guardianId);
  if (children.length === 0) return null;
  const ids = children.map((child) => child.id);
  const db = getDb();
  const hasAny = db.select({ id: feeInvoices.id }).from(feeInvoices).where(inArray(feeInvoices.playerId, ids)).limit(1).get();
  const receipts = paymentsOf(ids, undefined, RECENT_RECEIPTS);
  if (!hasAny && receipts.length === 0) return null;
  const today = todayInNairobi(at);
  const open = openInvoices(db, ids);
  const balance = familyBalance(db, ids[0]);
  return {
    children: children.map((child) => ({
      id: child.id,
      name: child.name,
      account: feeAccountNumber(child.id),
      invoices: open
        .filter((invoice) => invoice.playerId === child.id && invoice.owed > 0)
        .map((invoice) => ({
          id: invoice.id,
          period: invoice.period,
          amount: invoice.amount,
          paid: invoice.paid,
          owed: invoice.owed,
          dueDate: invoice.dueDate,
          overdue: invoice.dueDate < today,
          payPath: invoicePayPath(invoice.id),
        })),
    })),
    credit: balance.credit,
    owed: open.reduce((sum, invoice) => sum + invoice.owed, 0),
    receipts,
    season: Number(today.slice(0, 4)),
    minimum: FEE_MIN_PART_PAYMENT,
    canPay: mpesaAvailable(),
  };
}

// ---------------------------------------------------------------- receipts

type FeeReceiptView = FeeReceiptSummary & { lines: ReceiptLine[]; balance: FamilyBalance; childName: string; account: string; playerId: number };

function receiptView(feePaymentId: number): FeeReceiptView | null {
  const db = getDb();
  const payment = db
    .select({ id: feePayments.id, receipt: feePayments.receipt, channel: feePayments.channel, amount: feePayments.amount, paidAt: feePayments.paidAt, playerId: feePayments.playerId, childName: players.name })
    .from(feePayments)
    .innerJoin(players, eq(players.id, feePayments.playerId))
    .where(and(eq(feePayments.id, feePaymentId), eq(feePayments.status, "matched")))
    .get();
  if (!payment || !payment.playerId) return null;
  const playerId = payment.playerId;
  return { ...payment, playerId, account: feeAccountNumber(playerId), lines: receiptLines(db, payment.id), balance: familyBalance(db, playerId) };
}

type ReceiptFailure = "not-found" | "forbidden";

/** A receipt for a signed-in guardian: only a payment of their own children's (one it paid, or one made for them). */
export function receiptForGuardian(guardianId: number, feePaymentId: number): Result<{ receipt: FeeReceiptView }, ReceiptFailure> {
  const receipt = receiptView(feePaymentId);
  if (!receipt) return { ok: false, reason: "not-found", message: FEE_PAY_MESSAGES.receiptNotFound };
  const own = new Set(ownChildren(guardianId).map((child) => child.id));
  const payer = getDb().select({ playerId: feePayments.playerId }).from(feePayments).where(eq(feePayments.id, feePaymentId)).get();
  const theirs = (payer?.playerId && own.has(payer.playerId)) || receipt.lines.some((line) => own.has(line.playerId));
  if (!theirs) return { ok: false, reason: "forbidden", message: FEE_PAY_MESSAGES.notYours };
  return { ok: true, receipt };
}

/** A receipt for staff with the "fees" permission. */
export function receiptForStaff(feePaymentId: number): Result<{ receipt: FeeReceiptView }, "not-found"> {
  const receipt = receiptView(feePaymentId);
  return receipt ? { ok: true, receipt } : { ok: false, reason: "not-found", message: FEE_PAY_MESSAGES.receiptNotFound };
}

// ---------------------------------------------------------------- the season's statement

type StatementInvoice = { id: number; period: string; amount: number; paid: number; owed: number; dueDate: string; state: "open" | "settled" | "voided" };
export type FeeStatement = {
  season: number;
  children: Array<{ id: number; name: string; account: string; invoices: StatementInvoice[]; invoiced: number; paid: number; owed: number }>;
  payments: FeeReceiptSummary[];
  totals: { invoiced: number; paid: number; owed: number; credit: number };
  /** The seasons with invoices, newest first (the statement's season switch). */
  seasons: number[];
};

/** The instant a Nairobi calendar year starts (UTC+3, no daylight saving). */
const nairobiYearStart = (year: number) => new Date(Date.parse(`${year}-01-01T00:00:00+03:00`)).toISOString();

function statementOf(children: Array<{ id: number; name: string }>, season: number): FeeStatement {
  const db = getDb();
  const ids = children.map((child) => child.id);
  const invoices = ids.length
    ? db
        .select({
          id: feeInvoices.id,
          playerId: feeInvoices.playerId,
          period: feeInvoices.period,
          amount: feeInvoices.amount,
          dueDate: feeInvoices.dueDate,
          settledAt: feeInvoices.settledAt,
          voidedAt: feeInvoices.voidedAt,
          paid: paidToInvoice,
        })
        .from(feeInvoices)
        .where(and(inArray(feeInvoices.playerId, ids), like(feeInvoices.period, `${season}-%`)))
        .orderBy(asc(feeInvoices.period), asc(feeInvoices.id))
        .all()
    : [];
  const seasons = ids.length
    ? [...new Set(db.selectDistinct({ period: feeInvoices.period }).from(feeInvoices).where(inArray(feeInvoices.playerId, ids)).all().map((row) => Number(row.period.slice(0, 4))))].sort((a, b) => b - a)
    : [];
  const rows = children.map((child) => {
    const own = invoices
      .filter((invoice) => invoice.playerId === child.id)
      .map((invoice): StatementInvoice => {
        // A voided invoice owes nothing, whatever it had been paid.
        const owed = invoice.voidedAt ? 0 : Math.max(0, invoice.amount - invoice.paid);
        return { id: invoice.id, period: invoice.period, amount: invoice.voidedAt ? 0 : invoice.amount, paid: invoice.paid, owed, dueDate: invoice.dueDate, state: invoice.voidedAt ? "voided" : owed === 0 ? "settled" : "open" };
      });
    const sum = (pick: (invoice: StatementInvoice) => number) => own.reduce((total, invoice) => total + pick(invoice), 0);
    return { id: child.id, name: child.name, account: feeAccountNumber(child.id), invoices: own, invoiced: sum((i) => i.amount), paid: sum((i) => i.paid), owed: sum((i) => i.owed) };
  });
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    season,
    children: rows.filter((row) => row.invoices.length > 0),
    payments: paymentsOf(ids, { from: nairobiYearStart(season), to: nairobiYearStart(season + 1) }),
    totals: { invoiced: total((r) => r.invoiced), paid: total((r) => r.paid), owed: total((r) => r.owed), credit: ids.length ? familyBalance(db, ids[0]).credit : 0 },
    seasons,
  };
}

/** This year in Nairobi: the statement's default season. */
export const currentSeason = (at = new Date()) => Number(todayInNairobi(at).slice(0, 4));

/** The season's statement of a signed-in guardian's own children. */
export function statementForGuardian(guardianId: number, season: number): FeeStatement {
  return statementOf(ownChildren(guardianId), season);
}

/** The season's statement of `playerId`'s whole family, for staff with the "fees" permission (404: no such child). */
export function statementForFamilyOf(playerId: number, season: number): Result<{ statement: FeeStatement; familyName: string }, "not-found"> {
  const db = getDb();
  const found = db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).get();
  if (!found) return { ok: false, reason: "not-found", message: LEDGER_MESSAGES.playerNotFound };
  const family = familyPlayerIds(db, playerId);
  const children = db.select({ id: players.id, name: players.name }).from(players).where(inArray(players.id, family)).orderBy(asc(players.name), asc(players.id)).all();
  // Named by its guardians (the statement's heading), as the family sees itself.
  const names = db
    .selectDistinct({ name: guardians.name })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(inArray(playerGuardians.playerId, family))
    .all()
    .map((row) => row.name);
  return { ok: true, statement: statementOf(children, season), familyName: names.join(", ") || children.map((child) => child.name).join(", ") };
}
