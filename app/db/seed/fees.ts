// The sample academy fees (ADR 0029), written with the sample families: a monthly plan for each youth team,
// a bursary, last month's invoices for two families who have not paid (overdue), this month's invoices
// for every academy child on a team (made by the invoicing rules themselves, so a sibling family gets its
// discount), Paybill payments by account number (paid in full, part-paid) and two Paybill payments that
// match no child (a mistyped account number, none at all) for the treasurer's unmatched list. Every
// payment goes through the ledger; the invoices are marked mailed, so a fresh start mails no family.
import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, like } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { bursaries, feeInvoices, feePlanRates, feeReminders, feePlans, players, teamPlayers, teams } from "~/db/schema";
import { recordFeePaymentIn, type LedgerTx } from "~/models/fees/ledger.server";
import { makeInvoicesIn } from "~/models/fees/invoicing.server";
import { latestStepDue } from "~/models/fees/reminders.server";
import { todayInNairobi } from "~/utils/age";
import { feeAccountNumber } from "~/utils/fee-account";
import { addDaysToDate, monthAt, periodFirstDay, previousMonth } from "~/utils/fee-periods";

/** Each youth team's monthly fee, whole KES, by the team's slug; the sibling discount is the same for all. */
export const SEED_FEE_PLANS: Record<string, number> = { "u-9": 1500, "u-11": 1800, "u-13": 2000, "u-15": 2200, "u-17": 2500 };
export const SEED_SIBLING_DISCOUNT = 10;
export const SEED_BURSARY = { team: "u-11", percent: 50, reason: "Family hardship after a parent lost their job; agreed with the academy director for the season." };

/** An M-Pesa-like receipt number (ten characters, upper case). */
const receipt = () => `TK${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
/** "2547****126": how Daraja often sends a payer's phone. */
const masked = (seed: number) => `2547****${String(100 + ((seed * 37) % 900))}`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function fillFees(tx: Tx, now: Date): void {
  if (tx.select({ id: feePlans.id }).from(feePlans).limit(1).get()) return;
  const ledger = tx as unknown as LedgerTx;
  const month = monthAt(now);
  const lastMonth = previousMonth(month);
  const dueAfterDays = getEnv().FEES_DUE_AFTER_DAYS;
  const youth = tx.select({ id: teams.id, slug: teams.slug, name: teams.name }).from(teams).where(like(teams.ageGroup, "U-%")).all();
  const planOf = new Map<number, { id: number; amount: number }>();
  for (const team of youth) {
    const amount = SEED_FEE_PLANS[team.slug];
    if (!amount) continue;
    const plan = tx.insert(feePlans).values({ name: `${team.name} monthly`, teamId: team.id, periodKind: "month", createdAt: `${lastMonth}-01T06:00:00.000Z` }).returning({ id: feePlans.id }).get();
    // From last month, so last month's invoices below came from it too.
    tx.insert(feePlanRates).values({ planId: plan.id, fromMonth: lastMonth, amount, siblingDiscountPercent: SEED_SIBLING_DISCOUNT }).run();
    planOf.set(team.id, { id: plan.id, amount });
  }
  if (planOf.size === 0) return;

  const children = tx
    .select({ id: players.id, teamId: teamPlayers.teamId, slug: teams.slug })
    .from(players)
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(players.kind, "academy"), isNull(players.archivedAt), isNull(players.erasedAt), inArray(teamPlayers.teamId, [...planOf.keys()])))
    .orderBy(asc(teams.sortOrder), asc(players.name))
    .all();
  const bursaryChild = children.filter((child) => child.slug === SEED_BURSARY.team)[1] ?? children[0];
  if (bursaryChild) tx.insert(bursaries).values({ playerId: bursaryChild.id, percent: SEED_BURSARY.percent, reason: SEED_BURSARY.reason, fromMonth: lastMonth }).run();

  // Overdue: two children (of different teams) whose families have not paid last month.
  const overdue = [children.find((child) => child.slug === "u-13" && child.id !== bursaryChild?.id), children.find((child) => child.slug === "u-15")].filter((child) => child !== undefined);
  for (const child of overdue) {
    const { id: planId, amount } = planOf.get(child.teamId)!;
    tx.insert(feeInvoices)
      .values({ playerId: child.id, planId, period: lastMonth, planAmount: amount, amount, dueDate: addDaysToDate(periodFirstDay(lastMonth), dueAfterDays), createdAt: `${lastMonth}-01T06:00:00.000Z` })
      .run();
  }

  makeInvoicesIn(ledger, month, now, dueAfterDays);
  const invoices = tx
    .select({ id: feeInvoices.id, playerId: feeInvoices.playerId, amount: feeInvoices.amount })
    .from(feeInvoices)
    .where(and(eq(feeInvoices.period, month), isNull(feeInvoices.settledAt)))
    .orderBy(asc(feeInvoices.id))
    .all();
  const overdueIds = new Set(overdue.map((child) => child.id));
  invoices.forEach((invoice, index) => {
    if (overdueIds.has(invoice.playerId) || index % 6 === 5) return; // left open
    const amount = index % 6 === 1 ? Math.round(invoice.amount / 2) : invoice.amount; // part-paid, or paid
    const paidAt = new Date(now.getTime() - (index + 1) * 2 * 3_600_000).toISOString();
    const account = feeAccountNumber(invoice.playerId);
    recordFeePaymentIn(ledger, { channel: "paybill", amount, receipt: receipt(), paidAt, source: "callback", payerPhone: masked(index), accountTyped: account, playerId: invoice.playerId, matchedBy: "account" }, paidAt);
  });

  // The treasurer's unmatched list: a slip of the thumb (a check digit that fails) and no account at all.
  const typo = feeAccountNumber(children[0]?.id ?? 1).replace(/\d$/, (digit) => String((Number(digit) + 3) % 10));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  recordFeePaymentIn(ledger, { channel: "paybill", amount: 1500, receipt: receipt(), paidAt: at(5), source: "callback", payerPhone: masked(91), payerName: "MARY W", accountTyped: typo, playerId: null }, at(5));
  recordFeePaymentIn(ledger, { channel: "paybill", amount: 2000, receipt: receipt(), paidAt: at(3), source: "callback", payerPhone: masked(92), payerName: "JOHN O", accountTyped: "", playerId: null }, at(3));

  // Mailed and reminded already: a fresh start must not e-mail the sample families about sample fees.
  tx.update(feeInvoices).set({ mailedAt: now.toISOString() }).where(isNull(feeInvoices.mailedAt)).run();
  const today = todayInNairobi(now);
  for (const invoice of tx.select({ id: feeInvoices.id, dueDate: feeInvoices.dueDate }).from(feeInvoices).where(isNull(feeInvoices.settledAt)).all()) {
    const step = latestStepDue(getEnv().FEES_REMINDER_DAYS, Math.round((Date.parse(today) - Date.parse(invoice.dueDate)) / 86_400_000));
    if (step !== null) tx.insert(feeReminders).values({ invoiceId: invoice.id, step, sentAt: now.toISOString() }).run();
  }
}
