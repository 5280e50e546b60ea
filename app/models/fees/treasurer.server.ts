// The treasurer's view (docs/decisions/0029-academy-fees.md, "The treasurer's view"): what came in during a
// month and by which channel, what is outstanding by team and by age group, the families in arrears and the
// unmatched payments waiting; the CSV exports of a period's invoices and a month's payments; a cash payment
// from the receipt book. Every figure is an SQL aggregate or one query for all rows (never a query per
// row), so the page stays fast at 2,000 players and 10,000 payments. Admins and the treasurer only.
import { sql } from "drizzle-orm";
import { MATCHED_BY_LABELS, TREASURER_LIMITS, TREASURER_MESSAGES } from "~/config/fees";
import { getDb } from "~/db/client.server";
import type { FeeChannel } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { familyKeysOfAll, recordFeePayment } from "~/models/fees/ledger.server";
import type { CashForm } from "~/schemas/fees-treasurer";
import { todayInNairobi } from "~/utils/age";
import { csvDate, csvDateTime, csvOf } from "~/utils/csv.server";
import { feeAccountNumber } from "~/utils/fee-account";
import { formatKes } from "~/utils/money";
import type { Result } from "~/utils/result";

const DAY_MS = 86_400_000;

/** The month "2026-11" as UTC ISO bounds of its Nairobi days (Nairobi keeps UTC+3 all year). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: new Date(`${month}-01T00:00:00+03:00`).toISOString(), to: new Date(`${next}-01T00:00:00+03:00`).toISOString() };
}

/** This month in Nairobi, "2026-11". */
export const thisMonth = (now = new Date()) => todayInNairobi(now).slice(0, 7);

/** Whole days from `due` (YYYY-MM-DD) to `today`. */
export const daysBetween = (due: string, today: string) => Math.round((Date.parse(today) - Date.parse(due)) / DAY_MS);

export type ChannelTotal = { channel: FeeChannel; count: number; total: number };
export type OutstandingRow = { key: string; label: string; invoices: number; owed: number; overdue: number };
export type ArrearsFamily = {
  /** A child of the family: the statement's and the reminder's address. */
  playerId: number;
  children: string[];
  guardians: string[];
  owed: number;
  oldestDue: string;
  daysOverdue: number;
  /** When the treasurer last reminded the family (any of its invoices), or null. */
  remindedAt: string | null;
};

type OpenByPlayer = { playerId: number; name: string; teamId: number | null; teamName: string | null; ageGroup: string | null; invoices: number; owed: number; overdue: number; oldestOverdue: string | null; remindedAt: string | null };

/**
 * Every child with open invoices: what they owe, how much of it is overdue, since when; one query. Summed
 * per child as invoices less their allocations (two grouped scans) rather than invoice by invoice: an
 * open invoice of a positive amount is never fully allocated (the ledger settles it then), so "open" is
 * "owing".
 */
function openByPlayer(today: string): OpenByPlayer[] {
  return getDb().all<OpenByPlayer>(sql`
    WITH owing AS MATERIALIZED (
      SELECT player_id, count(*) AS invoices, sum(amount) AS amount,
        sum(CASE WHEN due_date < ${today} THEN amount ELSE 0 END) AS overdueAmount,
        min(CASE WHEN due_date < ${today} THEN due_date END) AS oldestOverdue
      FROM fee_invoices WHERE settled_at IS NULL AND voided_at IS NULL AND amount > 0
      GROUP BY player_id
    ), paid AS MATERIALIZED (
      SELECT i.player_id, sum(a.amount) AS paid, sum(CASE WHEN i.due_date < ${today} THEN a.amount ELSE 0 END) AS overduePaid
      FROM fee_allocations a JOIN fee_invoices i ON i.id = a.invoice_id
      WHERE i.settled_at IS NULL AND i.voided_at IS NULL
      GROUP BY i.player_id
    )
    SELECT o.player_id AS playerId, p.name AS name, t.id AS teamId, t.name AS teamName, t.age_group AS ageGroup, o.invoices AS invoices,
      o.amount - coalesce(d.paid, 0) AS owed, o.overdueAmount - coalesce(d.overduePaid, 0) AS overdue,
      CASE WHEN o.overdueAmount > coalesce(d.overduePaid, 0) THEN o.oldestOverdue END AS oldestOverdue,
      (SELECT max(r.created_at) FROM fee_reminders r JOIN fee_invoices ri ON ri.id = r.invoice_id WHERE ri.player_id = o.player_id AND r.step = 0) AS remindedAt
    FROM owing o LEFT JOIN paid d ON d.player_id = o.player_id
    JOIN players p ON p.id = o.player_id
    LEFT JOIN team_players tp ON tp.player_id = o.player_id
    LEFT JOIN teams t ON t.id = tp.team_id
  `);
}

/** Families as the ledger counts them (children sharing a guardian), and each child's guardians' names. */
function familiesOf(playerIds: readonly number[]): { familyOf: Map<number, number>; guardiansOf: Map<number, string[]> } {
  const keys = familyKeysOfAll(getDb());
  const guardiansOf = new Map<number, string[]>();
  if (playerIds.length) {
    const names = getDb().all<{ playerId: number; name: string }>(
      sql`SELECT pg.player_id AS playerId, g.name AS name FROM player_guardians pg JOIN guardians g ON g.id = pg.guardian_id WHERE pg.player_id IN (${sql.join(playerIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY pg.player_id, g.name`,
    );
    for (const { playerId, name } of names) guardiansOf.set(playerId, [...(guardiansOf.get(playerId) ?? []), name]);
  }
  return { familyOf: new Map(playerIds.map((id) => [id, keys.get(id) ?? id])), guardiansOf };
}

function arrearsFamilies(rows: readonly OpenByPlayer[], today: string): ArrearsFamily[] {
  const overdue = rows.filter((row) => row.overdue > 0 && row.oldestOverdue);
  const { familyOf, guardiansOf } = familiesOf(overdue.map((row) => row.playerId));
  const families = new Map<number, ArrearsFamily>();
  for (const row of overdue) {
    const key = familyOf.get(row.playerId)!;
    const family = families.get(key) ?? { playerId: row.playerId, children: [], guardians: [], owed: 0, oldestDue: row.oldestOverdue!, daysOverdue: 0, remindedAt: null };
    family.playerId = Math.min(family.playerId, row.playerId);
    family.children.push(row.name);
    for (const name of guardiansOf.get(row.playerId) ?? []) if (!family.guardians.includes(name)) family.guardians.push(name);
    family.owed += row.overdue;
    if (row.oldestOverdue! < family.oldestDue) family.oldestDue = row.oldestOverdue!;
    if (row.remindedAt && (!family.remindedAt || row.remindedAt > family.remindedAt)) family.remindedAt = row.remindedAt;
    families.set(key, family);
  }
  return [...families.values()]
    .map((family) => ({ ...family, daysOverdue: daysBetween(family.oldestDue, today) }))
    .sort((a, b) => a.oldestDue.localeCompare(b.oldestDue) || b.owed - a.owed || a.playerId - b.playerId);
}

function outstandingBy(rows: readonly OpenByPlayer[], keyOf: (row: OpenByPlayer) => { key: string; label: string }): OutstandingRow[] {
  const groups = new Map<string, OutstandingRow>();
  for (const row of rows) {
    const { key, label } = keyOf(row);
    const group = groups.get(key) ?? { key, label, invoices: 0, owed: 0, overdue: 0 };
    group.invoices += row.invoices;
    group.owed += row.owed;
    group.overdue += row.overdue;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, "en", { numeric: true }));
}

/** The overview of `month` ("2026-11"), as of `now`. */
export function feesOverview(month: string, now = new Date()) {
  const today = todayInNairobi(now);
  const { from, to } = monthBounds(month);
  const channels = getDb().all<ChannelTotal & { status: string }>(sql`
    SELECT channel, status, count(*) AS count, sum(amount) AS total FROM fee_payments
    WHERE paid_at >= ${from} AND paid_at < ${to} AND status <> 'not-fee'
    GROUP BY channel, status
  `);
  const byChannel = (["stk", "paybill", "cash"] as const).map((channel) => {
    const of = channels.filter((row) => row.channel === channel);
    return { channel, count: of.reduce((sum, row) => sum + row.count, 0), total: of.reduce((sum, row) => sum + row.total, 0) };
  });
  const matched = channels.filter((row) => row.status === "matched");
  const unmatched = getDb().get<{ count: number; total: number | null }>(sql`SELECT count(*) AS count, sum(amount) AS total FROM fee_payments WHERE status = 'unmatched'`)!;
  const open = openByPlayer(today);
  const arrears = arrearsFamilies(open, today);
  return {
    month,
    today,
    collected: { count: matched.reduce((sum, row) => sum + row.count, 0), total: matched.reduce((sum, row) => sum + row.total, 0) },
    byChannel,
    outstanding: {
      total: open.reduce((sum, row) => sum + row.owed, 0),
      overdue: open.reduce((sum, row) => sum + row.overdue, 0),
      byTeam: outstandingBy(open, (row) => ({ key: String(row.teamId ?? 0), label: row.teamName ?? "No team" })),
      byAgeGroup: outstandingBy(open, (row) => ({ key: row.ageGroup ?? "", label: row.ageGroup ?? "No team" })),
    },
    arrears: { count: arrears.length, total: arrears.reduce((sum, family) => sum + family.owed, 0), families: arrears.slice(0, TREASURER_LIMITS.arrearsShown) },
    unmatched: { count: unmatched.count, total: unmatched.total ?? 0 },
  };
}

// ---------------------------------------------------------------- finding a child

export type ChildFound = { id: number; name: string; teamName: string | null; guardians: string; account: string };

/** Academy children whose name contains `q` (their team, their guardians, their account number), for assigning and cash. */
export function searchChildren(q: string | undefined, limit: number = TREASURER_LIMITS.searchResults): ChildFound[] {
  if (!q) return [];
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
    .all<Omit<ChildFound, "account">>(sql`
      SELECT p.id AS id, p.name AS name, t.name AS teamName,
        coalesce((SELECT group_concat(g.name, ', ') FROM player_guardians pg JOIN guardians g ON g.id = pg.guardian_id WHERE pg.player_id = p.id), '') AS guardians
      FROM players p LEFT JOIN team_players tp ON tp.player_id = p.id LEFT JOIN teams t ON t.id = tp.team_id
      WHERE p.kind = 'academy' AND p.name LIKE ${like} ESCAPE '\\'
      ORDER BY p.name, p.id LIMIT ${limit}
    `)
    .map((child) => ({ ...child, account: feeAccountNumber(child.id) }));
}

/** One academy child by id (the cash screen's chosen child), or null. */
export function childById(id: number): ChildFound | null {
  const child = getDb().get<Omit<ChildFound, "account">>(sql`
    SELECT p.id AS id, p.name AS name, t.name AS teamName,
      coalesce((SELECT group_concat(g.name, ', ') FROM player_guardians pg JOIN guardians g ON g.id = pg.guardian_id WHERE pg.player_id = p.id), '') AS guardians
    FROM players p LEFT JOIN team_players tp ON tp.player_id = p.id LEFT JOIN teams t ON t.id = tp.team_id
    WHERE p.id = ${id} AND p.kind = 'academy'
  `);
  return child ? { ...child, account: feeAccountNumber(child.id) } : null;
}

// ---------------------------------------------------------------- cash

/**
 * Use case (treasurer): money taken in cash, with the receipt book's number (unique among cash receipts:
 * 409 when already used). Recorded through the ledger, which spreads it over the family's invoices at
 * once; audited `fee.cash`.
 */
export function recordCashPayment(form: CashForm, actor: AuditActor): Result<{ paymentId: number; settled: boolean }, "not-found" | "conflict"> {
  const child = childById(form.playerId);
  if (!child) return { ok: false, reason: "not-found", message: TREASURER_MESSAGES.childNotFound, errors: { playerId: [TREASURER_MESSAGES.childNotFound] } };
  // Noon in Nairobi of the day taken: inside that day's month whatever the reader's time zone.
  const paidAt = new Date(`${form.paidOn}T12:00:00+03:00`).toISOString();
  const recorded = recordFeePayment({
    channel: "cash",
    source: "staff",
    matchedBy: "cash",
    amount: form.amount,
    receipt: form.receipt,
    paidAt,
    playerId: child.id,
    byUserId: actor?.id ?? null,
  });
  if (!recorded.created) return { ok: false, reason: "conflict", message: TREASURER_MESSAGES.receiptUsed, errors: { receipt: [TREASURER_MESSAGES.receiptUsed] } };
  recordAudit(actor, "fee.cash", { type: "fee-payment", id: recorded.payment.id }, `Recorded cash receipt ${form.receipt} (${formatKes(form.amount)}) from the family of ${child.name}`, {
    playerId: child.id,
    amount: form.amount,
    paidOn: form.paidOn,
  });
  const allocated = getDb().get<{ total: number | null }>(sql`SELECT sum(amount) AS total FROM fee_allocations WHERE fee_payment_id = ${recorded.payment.id}`);
  return { ok: true, paymentId: recorded.payment.id, settled: (allocated?.total ?? 0) > 0 };
}

// ---------------------------------------------------------------- CSV exports

const INVOICE_COLUMNS = ["Child", "Account no.", "Team", "Period", "Amount", "Paid", "Owed", "Due", "Status"] as const;
const PAYMENT_COLUMNS = ["Paid at", "Channel", "Receipt", "Amount", "Status", "Matched by", "Child", "Account typed", "Payer name", "Payer phone", "Source"] as const;

/** An invoice's status as the CSV and the screens word it. */
export function invoiceStatus(invoice: { amount: number; paid: number; dueDate: string; settledAt: string | null; voidedAt: string | null }, today: string): string {
  if (invoice.voidedAt) return "Void";
  if (invoice.settledAt || invoice.paid >= invoice.amount) return "Paid";
  if (invoice.dueDate < today) return invoice.paid > 0 ? "Part-paid, overdue" : "Overdue";
  return invoice.paid > 0 ? "Part-paid" : "Open";
}

/** Use case (treasurer): every invoice of `period` as CSV (formula-safe); audited `fee.export`. */
export function exportPeriodInvoices(period: string, actor: AuditActor, now = new Date()): { csv: string; count: number } {
  const today = todayInNairobi(now);
  const rows = getDb().all<{ playerId: number; name: string; teamName: string | null; period: string; amount: number; paid: number; dueDate: string; settledAt: string | null; voidedAt: string | null }>(sql`
    SELECT fee_invoices.player_id AS playerId, p.name AS name, t.name AS teamName, fee_invoices.period AS period, fee_invoices.amount AS amount,
      coalesce((SELECT sum(a.amount) FROM fee_allocations a WHERE a.invoice_id = fee_invoices.id), 0) AS paid,
      fee_invoices.due_date AS dueDate, fee_invoices.settled_at AS settledAt, fee_invoices.voided_at AS voidedAt
    FROM fee_invoices JOIN players p ON p.id = fee_invoices.player_id
    LEFT JOIN team_players tp ON tp.player_id = fee_invoices.player_id LEFT JOIN teams t ON t.id = tp.team_id
    WHERE fee_invoices.period = ${period}
    ORDER BY t.sort_order, t.name, p.name, fee_invoices.id
  `);
  const records = rows.map((row) => [
    row.name,
    feeAccountNumber(row.playerId),
    row.teamName ?? "",
    row.period,
    row.amount,
    row.paid,
    row.voidedAt ? 0 : Math.max(0, row.amount - row.paid),
    row.dueDate,
    invoiceStatus(row, today),
  ]);
  recordAudit(actor, "fee.export", { type: "fee-period", id: period }, `Exported the ${period} fee invoices (${rows.length})`, { period, rows: rows.length });
  return { csv: csvOf(INVOICE_COLUMNS, records), count: rows.length };
}

/** Use case (treasurer): every payment received in `month` (Nairobi) as CSV (formula-safe); audited `fee.export`. */
export function exportMonthPayments(month: string, actor: AuditActor): { csv: string; count: number } {
  const { from, to } = monthBounds(month);
  const rows = getDb().all<{
    paidAt: string;
    channel: FeeChannel;
    receipt: string;
    amount: number;
    status: string;
    matchedBy: keyof typeof MATCHED_BY_LABELS | null;
    name: string | null;
    accountTyped: string | null;
    payerName: string | null;
    payerPhone: string | null;
    source: string;
  }>(sql`
    SELECT f.paid_at AS paidAt, f.channel AS channel, f.receipt AS receipt, f.amount AS amount, f.status AS status, f.matched_by AS matchedBy,
      p.name AS name, f.account_typed AS accountTyped, f.payer_name AS payerName, f.payer_phone AS payerPhone, f.source AS source
    FROM fee_payments f LEFT JOIN players p ON p.id = f.player_id
    WHERE f.paid_at >= ${from} AND f.paid_at < ${to}
    ORDER BY f.paid_at, f.id
  `);
  const records = rows.map((row) => [
    row.channel === "cash" ? csvDate(row.paidAt) : csvDateTime(row.paidAt),
    row.channel,
    row.receipt,
    row.amount,
    row.status,
    row.matchedBy ? MATCHED_BY_LABELS[row.matchedBy] : "",
    row.name ?? "",
    row.accountTyped ?? "",
    row.payerName ?? "",
    row.payerPhone ?? "",
    row.source,
  ]);
  recordAudit(actor, "fee.export", { type: "fee-month", id: month }, `Exported the fee payments of ${month} (${rows.length})`, { month, rows: rows.length });
  return { csv: csvOf(PAYMENT_COLUMNS, records), count: rows.length };
}
