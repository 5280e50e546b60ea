// Invoicing (owns the making and the mailing of fee_invoices; ADR 0029, "Plans, bursaries and invoices").
// `makeInvoices(period)` gives every academy child on a team (not archived, not erased) whose plan is of the
// period's kind one invoice for the period, with its amounts copied from the plan's rate in force in the
// period's first month, the sibling discount and the bursary, in ONE transaction with the allocation of
// the families' credit; the unique (player, period) index makes a second run, a restart or two servers
// harmless. `mailNewInvoices` claims the invoices not yet mailed (`mailed_at`) in the transaction that
// queues their mails, so each family is told once. The scheduler runs both (services/startup.server.ts).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { FEE_INVOICE_MAIL_BATCH, FEE_PLAN_MESSAGES as MESSAGES } from "~/config/fees";
import { getEnv } from "~/config/env.server";
import { languageQuery, type Language } from "~/config/i18n";
import { getDb } from "~/db/client.server";
import { feeInvoices, feePayments, guardians, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import enFees from "~/locales/en/fees.json";
import swFees from "~/locales/sw/fees.json";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import { allocateFamily, familyKeysOfAll, paidToInvoice, type LedgerTx } from "~/models/fees/ledger.server";
import { activePlans, rateInForce } from "~/models/fees/plans.server";
import { bursaryPercents } from "~/models/fees/bursaries.server";
import { invoicePayUrl } from "~/models/fees/pay-links.server";
import { formatLongDate } from "~/utils/dates";
import { feeAccountNumber } from "~/utils/fee-account";
import { addDaysToDate, nextPeriod, parsePeriod, periodAt, periodFirstDay, periodFirstMonth, periodLabel } from "~/utils/fee-periods";
import { interpolate } from "~/utils/i18n";
import { formatKes } from "~/utils/money";
import type { Result } from "~/utils/result";

type Reader = Pick<LedgerTx, "select" | "selectDistinct">;

const WORDS = { en: enFees.invoiceMail, sw: swFees.invoiceMail } as const;

// ---------------------------------------------------------------- the rules (pure)

/** A child to invoice: their plan's rate for the period, their family and their bursary. */
export type InvoiceCandidate = {
  playerId: number;
  /** Children with the same key are one family (they share a guardian, directly or through siblings). */
  familyKey: number;
  planId: number;
  planAmount: number;
  siblingDiscountPercent: number;
  /** The highest bursary covering the period's first month (0: none). */
  bursaryPercent: number;
  /** YYYY-MM-DD or null (unknown: counted as the youngest). */
  dateOfBirth: string | null;
};

export type PricedInvoice = { planAmount: number; siblingDiscount: number; bursaryWaiver: number; amount: number };

/** Whole KES of `percent` of `amount`, rounded up: a discount or a waiver rounds in the family's favour. */
const percentUp = (amount: number, percent: number) => Math.ceil((amount * percent) / 100);

/**
 * The amounts of each child's invoice. In each family one child pays the full plan: the one with the
 * most expensive plan, then the oldest, then the first registered; every other child gets their own
 * plan's sibling discount. A bursary waives its percent of what is left. Both round up (the family's
 * favour), so the amount is never below 0 and the parts always add up.
 */
export function priceInvoices(candidates: readonly InvoiceCandidate[]): Map<number, PricedInvoice> {
  const families = new Map<number, InvoiceCandidate[]>();
  for (const candidate of candidates) families.set(candidate.familyKey, [...(families.get(candidate.familyKey) ?? []), candidate]);
  const priced = new Map<number, PricedInvoice>();
  for (const children of families.values()) {
    const order = [...children].sort(
      (a, b) =>
        b.planAmount - a.planAmount ||
        (a.dateOfBirth ?? "9999").localeCompare(b.dateOfBirth ?? "9999") ||
        a.playerId - b.playerId,
    );
    order.forEach((child, index) => {
      const siblingDiscount = index === 0 ? 0 : percentUp(child.planAmount, child.siblingDiscountPercent);
      const bursaryWaiver = percentUp(child.planAmount - siblingDiscount, child.bursaryPercent);
      priced.set(child.playerId, { planAmount: child.planAmount, siblingDiscount, bursaryWaiver, amount: child.planAmount - siblingDiscount - bursaryWaiver });
    });
  }
  return priced;
}

/** The periods staff may invoice now: this month and the next, this term and the next. */
export function invoiceablePeriods(now = new Date()): string[] {
  const month = periodAt("month", now);
  const term = periodAt("term", now);
  return [month, nextPeriod(month), term, nextPeriod(term)];
}

// ---------------------------------------------------------------- making invoices

/** Every child to invoice for `period`, with their plan's rate and bursary (none: no plan of the period's kind). */
function candidatesFor(db: Reader, period: string, families: Map<number, number>): InvoiceCandidate[] {
  const { kind } = parsePeriod(period)!;
  const month = periodFirstMonth(period);
  const plans = activePlans(db);
  const byTeam = new Map(plans.filter((plan) => plan.teamId !== null).map((plan) => [plan.teamId!, plan]));
  const byAgeGroup = new Map(plans.filter((plan) => plan.ageGroup !== null).map((plan) => [plan.ageGroup!, plan]));
  const children = db
    .select({ id: players.id, dateOfBirth: players.dateOfBirth, teamId: teamPlayers.teamId, ageGroup: teams.ageGroup })
    .from(players)
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(players.kind, "academy"), isNull(players.archivedAt), isNull(players.erasedAt)))
    .all();
  const bursaries = bursaryPercents(month, db);
  const candidates: InvoiceCandidate[] = [];
  for (const child of children) {
    // The team's own plan decides, whatever its kind: a team on a termly plan is not also billed monthly
    // by its age group's plan.
    const plan = byTeam.get(child.teamId) ?? byAgeGroup.get(child.ageGroup);
    if (!plan || plan.periodKind !== kind) continue;
    const rate = rateInForce(plan.rates, month);
    if (!rate) continue;
    candidates.push({
      playerId: child.id,
      familyKey: families.get(child.id) ?? child.id,
      planId: plan.id,
      planAmount: rate.amount,
      siblingDiscountPercent: rate.siblingDiscountPercent,
      bursaryPercent: bursaries.get(child.id) ?? 0,
      dateOfBirth: child.dateOfBirth,
    });
  }
  return candidates;
}

/** The children named by matched payments with money not yet allocated (their families have credit). */
function familiesWithCredit(db: Reader): number[] {
  return db
    .selectDistinct({ playerId: feePayments.playerId })
    .from(feePayments)
    .where(and(eq(feePayments.status, "matched"), sql`${feePayments.amount} > coalesce((select sum(a.amount) from fee_allocations a where a.fee_payment_id = fee_payments.id), 0)`))
    .all()
    .flatMap((row) => (row.playerId === null ? [] : [row.playerId]));
}

export type InvoiceRun = { period: string; created: number; existing: number; settled: number };

const INSERT_BATCH = 500;
/** Children per write transaction of a run: small enough that the site answers between two of them. */
const RUN_CHUNK = 250;

/** A run's plan, read once: every child to invoice with their amounts, whole families together. */
type PlannedRun = { candidates: InvoiceCandidate[]; priced: Map<number, PricedInvoice>; familyOf: (playerId: number) => number };

function planRun(db: Reader, period: string): PlannedRun {
  const keys = familyKeysOfAll(db);
  const familyOf = (playerId: number) => keys.get(playerId) ?? playerId;
  // Sorted by family, so a chunk never splits one and siblings' invoices (and their e-mail) sit together.
  const candidates = candidatesFor(db, period, keys).sort((a, b) => a.familyKey - b.familyKey || a.playerId - b.playerId);
  return { candidates, priced: priceInvoices(candidates), familyOf };
}

/** Writes the invoices of `candidates` (whole families) that do not exist yet, and lets the families' credit pay them. */
function writeInvoices(tx: LedgerTx, planned: PlannedRun, candidates: readonly InvoiceCandidate[], period: string, at: string, dueDate: string): InvoiceRun {
  const created: { id: number; playerId: number; amount: number }[] = [];
  for (let i = 0; i < candidates.length; i += INSERT_BATCH) {
    const rows = candidates.slice(i, i + INSERT_BATCH).map((candidate) => ({ playerId: candidate.playerId, planId: candidate.planId, period, dueDate, createdAt: at, ...planned.priced.get(candidate.playerId)! }));
    created.push(
      ...tx
        .insert(feeInvoices)
        .values(rows)
        .onConflictDoNothing({ target: [feeInvoices.playerId, feeInvoices.period] })
        .returning({ id: feeInvoices.id, playerId: feeInvoices.playerId, amount: feeInvoices.amount })
        .all(),
    );
  }
  const free = created.filter((invoice) => invoice.amount === 0).map((invoice) => invoice.id);
  for (let i = 0; i < free.length; i += INSERT_BATCH) tx.update(feeInvoices).set({ settledAt: at }).where(inArray(feeInvoices.id, free.slice(i, i + INSERT_BATCH))).run();
  // Only a family with money not yet spent can pay its new invoices: finding those in one query spares the
  // ledger a walk of every family.
  const withCredit = new Set(familiesWithCredit(tx).map(planned.familyOf));
  const families = new Map<number, number>();
  for (const invoice of created) {
    const family = planned.familyOf(invoice.playerId);
    if (withCredit.has(family)) families.set(family, invoice.playerId);
  }
  let settled = free.length;
  for (const playerId of families.values()) settled += allocateFamily(tx, playerId, at).length;
  return { period, created: created.length, existing: candidates.length - created.length, settled };
}

/** The candidates in chunks of about RUN_CHUNK children, never splitting a family. */
function chunksOf(candidates: readonly InvoiceCandidate[]): InvoiceCandidate[][] {
  const chunks: InvoiceCandidate[][] = [];
  let chunk: InvoiceCandidate[] = [];
  candidates.forEach((candidate, index) => {
    chunk.push(candidate);
    const next = candidates[index + 1];
    if (chunk.length >= RUN_CHUNK && (!next || next.familyKey !== candidate.familyKey)) {
      chunks.push(chunk);
      chunk = [];
    }
  });
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** Lets the event loop answer other requests between two transactions of a long run. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Use case (the scheduler, and staff's "Make invoices for <period>"): the period's invoices for every
 * child who has none yet. Idempotent: a second run (or a second server) makes nothing, the unique
 * (player, period) index decides. A 0 KES invoice (a full bursary) is settled at once, and each family's
 * credit pays its new invoices in the transaction that makes them. The work is done a few hundred children
 * (whole families) per transaction, so the site keeps answering during a large academy's run; a crash
 * between two leaves the rest for the next run. Audited once per run that made invoices, or that staff asked for.
 */
export async function makeInvoices(period: string, actor: AuditActor, now = new Date()): Promise<Result<{ run: InvoiceRun }, "invalid">> {
  if (!parsePeriod(period) || !invoiceablePeriods(now).includes(period)) {
    return { ok: false, reason: "invalid", message: MESSAGES.periodInvalid, errors: { period: [MESSAGES.periodInvalid] } };
  }
  const at = now.toISOString();
  const dueDate = addDaysToDate(periodFirstDay(period), getEnv().FEES_DUE_AFTER_DAYS);
  const planned = planRun(getDb(), period);
  const run: InvoiceRun = { period, created: 0, existing: 0, settled: 0 };
  for (const chunk of chunksOf(planned.candidates)) {
    const part = getDb().transaction((tx) => writeInvoices(tx, planned, chunk, period, at, dueDate), { behavior: "immediate" });
    run.created += part.created;
    run.existing += part.existing;
    run.settled += part.settled;
    await breathe();
  }
  if (run.created > 0 || actor) {
    recordAudit(actor, "fee.invoice", { type: "fee-period", id: period }, `Made ${run.created} fee invoices for ${periodLabel(period)} (${run.existing} already made, ${run.settled} settled at once)`, run);
  }
  return { ok: true, run };
}

/** `makeInvoices`' work in one go inside the caller's transaction (the seed's), without the checks and the audit. */
export function makeInvoicesIn(tx: LedgerTx, period: string, now: Date, dueAfterDays: number): InvoiceRun {
  const planned = planRun(tx, period);
  return writeInvoices(tx, planned, planned.candidates, period, now.toISOString(), addDaysToDate(periodFirstDay(period), dueAfterDays));
}

// ---------------------------------------------------------------- the invoice e-mail

type MailRow = { invoiceId: number; playerId: number; child: string; period: string; amount: number; paid: number; dueDate: string; guardianId: number; guardianName: string; email: string; language: Language };

/** A child's line (or lines) in the invoice e-mail, in `language`. */
function invoiceLines(row: MailRow, language: Language, paybill: string | null): string {
  const words = WORDS[language];
  const account = feeAccountNumber(row.playerId);
  const lines = [
    interpolate(words.line, {
      child: row.child.split(/\s+/)[0],
      period: periodLabel(row.period, language),
      amount: formatKes(row.amount - row.paid, language),
      due: formatLongDate(`${row.dueDate}T09:00:00Z`, language),
      account,
    }),
  ];
  if (paybill) lines.push(interpolate(words.payLink, { payUrl: invoicePayUrl(row.invoiceId) }), interpolate(words.paybill, { paybill, account }));
  return lines.join("\n");
}

/**
 * One transaction of `mailNewInvoices`: about `limit` invoices not mailed yet (and the other unmailed
 * invoices of the same guardians' children), claimed (`mailed_at`) in the transaction that queues their
 * mails, so a restart never mails twice.
 */
function mailInvoiceBatch(now: Date, limit: number): { invoices: number; families: number } {
  const paybill = getEnv().MPESA?.shortcode ?? null;
  const familyUrl = (language: Language) => `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/family${languageQuery(language)}`;
  return getDb().transaction(
    (tx) => {
      const first = tx
        .select({ id: feeInvoices.id, playerId: feeInvoices.playerId })
        .from(feeInvoices)
        .where(and(isNull(feeInvoices.mailedAt), isNull(feeInvoices.voidedAt)))
        .orderBy(asc(feeInvoices.id))
        .limit(limit)
        .all();
      if (first.length === 0) return { invoices: 0, families: 0 };
      // The batch takes in every unmailed invoice of its guardians' children (and so on, through a child's
      // other guardians), so no guardian's children are split over two mails.
      const batch = new Map(first.map((row) => [row.id, row.playerId]));
      for (let grown = true; grown; ) {
        const guardianIds = tx
          .selectDistinct({ id: playerGuardians.guardianId })
          .from(playerGuardians)
          .where(inArray(playerGuardians.playerId, [...new Set(batch.values())]))
          .all()
          .map((row) => row.id);
        const children = guardianIds.length
          ? tx.selectDistinct({ id: playerGuardians.playerId }).from(playerGuardians).where(inArray(playerGuardians.guardianId, guardianIds)).all().map((row) => row.id)
          : [];
        const more = children.length
          ? tx
              .select({ id: feeInvoices.id, playerId: feeInvoices.playerId })
              .from(feeInvoices)
              .where(and(inArray(feeInvoices.playerId, children), isNull(feeInvoices.mailedAt), isNull(feeInvoices.voidedAt)))
              .all()
              .filter((row) => !batch.has(row.id))
          : [];
        for (const row of more) batch.set(row.id, row.playerId);
        grown = more.length > 0;
      }
      const due = [...batch.keys()];
      const rows: MailRow[] = [];
      for (let i = 0; i < due.length; i += INSERT_BATCH) {
        rows.push(
          ...tx
            .select({
              invoiceId: feeInvoices.id,
              playerId: feeInvoices.playerId,
              child: players.name,
              period: feeInvoices.period,
              amount: feeInvoices.amount,
              paid: paidToInvoice,
              dueDate: feeInvoices.dueDate,
              guardianId: guardians.id,
              guardianName: guardians.name,
              email: guardians.email,
              language: guardians.language,
            })
            .from(feeInvoices)
            .innerJoin(players, eq(players.id, feeInvoices.playerId))
            .innerJoin(playerGuardians, eq(playerGuardians.playerId, feeInvoices.playerId))
            .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
            .where(and(inArray(feeInvoices.id, due.slice(i, i + INSERT_BATCH)), isNull(players.erasedAt)))
            .orderBy(asc(guardians.id), asc(feeInvoices.period), asc(players.name))
            .all()
            .filter((row) => row.amount - row.paid > 0),
        );
      }
      const byGuardian = new Map<number, MailRow[]>();
      for (const row of rows) byGuardian.set(row.guardianId, [...(byGuardian.get(row.guardianId) ?? []), row]);
      const recipients = [...byGuardian.values()].map((own) => {
        const { email, language, guardianName } = own[0];
        const words = WORDS[language];
        const periods = [...new Set(own.map((row) => row.period))].map((period) => periodLabel(period, language));
        return {
          email,
          language,
          data: {
            guardianName,
            periods: periods.join(", "),
            total: formatKes(
              own.reduce((sum, row) => sum + row.amount - row.paid, 0),
              language,
            ),
            lines: own.map((row) => invoiceLines(row, language, paybill)).join("\n\n"),
            howToPay: paybill ? words.paybillHow : words.noPaybill,
            familyUrl: familyUrl(language),
          },
        };
      });
      queueMails(templateMails("Fee Invoice", recipients, () => ({})) ?? []);
      const at = now.toISOString();
      for (let i = 0; i < due.length; i += INSERT_BATCH) tx.update(feeInvoices).set({ mailedAt: at }).where(inArray(feeInvoices.id, due.slice(i, i + INSERT_BATCH))).run();
      return { invoices: due.length, families: recipients.length };
    },
    { behavior: "immediate" },
  );
}

const MAIL_CHUNK = 200;

/**
 * The scheduler's (and staff's, after making invoices): one "Fee Invoice" e-mail per guardian for the
 * invoices not mailed yet, in the guardian's language, one line per own child, a few hundred invoices per
 * transaction. An invoice with nothing left to pay (a full bursary, credit) is claimed without a line. With
 * the template missing nothing is claimed (the next run tries again). At most FEE_INVOICE_MAIL_BATCH
 * invoices per run.
 */
export async function mailNewInvoices(now = new Date()): Promise<Result<{ invoices: number; families: number }, "conflict">> {
  if (!templateMails("Fee Invoice", [], () => ({}))) return { ok: false, reason: "conflict", message: MESSAGES.templateMissing };
  const total = { invoices: 0, families: 0 };
  while (total.invoices < FEE_INVOICE_MAIL_BATCH) {
    const batch = mailInvoiceBatch(now, MAIL_CHUNK);
    if (batch.invoices === 0) break;
    total.invoices += batch.invoices;
    total.families += batch.families;
    await breathe();
  }
  return { ok: true, ...total };
}

/**
 * The scheduler's run: this month's invoices, this term's (made on the term's first run, then found
 * made), then their e-mails. Restart-safe: each step is idempotent.
 */
export async function runFeeInvoicing(now = new Date()): Promise<{ created: number; mailed: number }> {
  let created = 0;
  for (const period of [periodAt("month", now), periodAt("term", now)]) {
    const made = await makeInvoices(period, null, now);
    if (made.ok) created += made.run.created;
  }
  const mailed = await mailNewInvoices(now);
  return { created, mailed: mailed.ok ? mailed.families : 0 };
}

/** Use case (staff's "Make invoices for <period>"): the period's invoices, then the e-mails of every invoice not mailed yet. */
export async function invoicePeriod(period: string, actor: AuditActor, now = new Date()): Promise<Result<{ run: InvoiceRun; families: number }, "invalid">> {
  const made = await makeInvoices(period, actor, now);
  if (!made.ok) return made;
  const mailed = await mailNewInvoices(now);
  return { ok: true, run: made.run, families: mailed.ok ? mailed.families : 0 };
}
