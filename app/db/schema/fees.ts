// Academy fees: plans, bursaries, one invoice per player and period, the money received (M-Pesa STK
// push, Paybill, cash) and how it was spread over invoices. The rules are in
// docs/decisions/0029-academy-fees.md; in short:
//   - amounts are whole KES; an invoice copies its amounts when it is made, so a later change of a plan or
//     a bursary never changes it;
//   - what an invoice has been paid is the sum of its allocations; a received payment's amount not
//     allocated is the family's credit, spent on the next invoice;
//   - a family is the children who share a guardian (and those children's other guardians): credit,
//     the sibling discount and "the oldest open invoices of the family" are counted over it.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt, flag, id, updatedAt } from "./columns";
import { players } from "./content";
import { teams } from "./fixtures";
import { payments } from "./payments";

export const FEE_PERIOD_KINDS = ["month", "term"] as const;
export type FeePeriodKind = (typeof FEE_PERIOD_KINDS)[number];

/** A fee plan: for one team, or for every team of an age group ("U-13"). A team's own plan comes first. */
export const feePlans = sqliteTable(
  "fee_plans",
  {
    id: id(),
    name: text("name").notNull(),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "cascade" }),
    ageGroup: text("age_group"),
    periodKind: text("period_kind", { enum: FEE_PERIOD_KINDS }).notNull(),
    /** Ended plans make no more invoices (their invoices stay). */
    active: flag("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("fee_plans_one_target", sql`(${t.teamId} IS NULL) <> (${t.ageGroup} IS NULL)`),
    // One active plan per team and per age group, so which plan applies is never a choice.
    uniqueIndex("fee_plans_active_team_idx").on(t.teamId).where(sql`active = 1 AND team_id IS NOT NULL`),
    uniqueIndex("fee_plans_active_age_group_idx").on(t.ageGroup).where(sql`active = 1 AND age_group IS NOT NULL`),
  ],
);

/**
 * A plan's amount and sibling discount from one month on ("2027-01"): a change is a new row from the start
 * of the plan's next period, so the period already invoiced (or under way) keeps its price.
 */
export const feePlanRates = sqliteTable(
  "fee_plan_rates",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => feePlans.id, { onDelete: "cascade" }),
    /** YYYY-MM: the first month of the first period this rate is for. */
    fromMonth: text("from_month").notNull(),
    amount: integer("amount").notNull(),
    /** Percent off for the second and later child of a family (0–100). */
    siblingDiscountPercent: integer("sibling_discount_percent").notNull().default(0),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.fromMonth] }),
    check("fee_plan_rates_amount", sql`${t.amount} > 0`),
    check("fee_plan_rates_discount", sql`${t.siblingDiscountPercent} BETWEEN 0 AND 100`),
  ],
);

/** A full (100) or partial waiver of a player's fees, from one month, until a month or for good. */
export const bursaries = sqliteTable(
  "bursaries",
  {
    id: id(),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    percent: integer("percent").notNull(),
    /** Seen only by admins and the treasurer. */
    reason: text("reason").notNull(),
    fromMonth: text("from_month").notNull(),
    /** YYYY-MM, the last month it covers (null: until ended). */
    untilMonth: text("until_month"),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("bursaries_percent", sql`${t.percent} BETWEEN 1 AND 100`), index("bursaries_player_idx").on(t.playerId)],
);

/**
 * One player's fee for one period ("2026-11" for a month, "2026-T3" for a term). The amounts are copied
 * from the plan, the family and the bursary when it is made and never change; `voidedAt` takes one back.
 */
export const feeInvoices = sqliteTable(
  "fee_invoices",
  {
    id: id(),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id),
    planId: integer("plan_id").references(() => feePlans.id, { onDelete: "set null" }),
    period: text("period").notNull(),
    /** The plan's amount for the period, before any discount. */
    planAmount: integer("plan_amount").notNull(),
    siblingDiscount: integer("sibling_discount").notNull().default(0),
    bursaryWaiver: integer("bursary_waiver").notNull().default(0),
    /** What the family owes: plan amount less the discount and the waiver (never below 0). */
    amount: integer("amount").notNull(),
    /** YYYY-MM-DD, Nairobi. */
    dueDate: text("due_date").notNull(),
    /** When its allocations first reached its amount (null: still open). */
    settledAt: text("settled_at"),
    voidedAt: text("voided_at"),
    /** When the invoice e-mail was queued (null: not yet; the scheduler sends it). */
    mailedAt: text("mailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fee_invoices_player_period_idx").on(t.playerId, t.period),
    index("fee_invoices_period_idx").on(t.period),
    index("fee_invoices_open_idx").on(t.dueDate).where(sql`settled_at IS NULL AND voided_at IS NULL`),
    check("fee_invoices_amounts", sql`${t.amount} >= 0 AND ${t.amount} = ${t.planAmount} - ${t.siblingDiscount} - ${t.bursaryWaiver}`),
  ],
);

export const FEE_CHANNELS = ["stk", "paybill", "cash"] as const;
export type FeeChannel = (typeof FEE_CHANNELS)[number];

/**
 * Money received for fees. A Paybill payment is recorded from Daraja's C2B confirmation or from the
 * statement import, whichever comes first (one row per M-Pesa receipt, `receipt` unique); an STK push's
 * once its payment is paid; cash by the treasurer with the receipt book's number.
 */
export const feePayments = sqliteTable(
  "fee_payments",
  {
    id: id(),
    channel: text("channel", { enum: FEE_CHANNELS }).notNull(),
    amount: integer("amount").notNull(),
    /** M-Pesa's receipt (TransID), or the cash receipt book's number. */
    receipt: text("receipt").notNull(),
    /** When the money arrived (M-Pesa's completion time; for cash, the day it was taken). */
    paidAt: text("paid_at").notNull(),
    /** The payer's phone as M-Pesa sent it: full, masked ("2547****126") or hashed; null for cash. */
    payerPhone: text("payer_phone"),
    payerName: text("payer_name"),
    /** The account number the payer typed (Paybill), exactly as received. */
    accountTyped: text("account_typed"),
    /** The family it belongs to, through one of its children (null while unmatched or not a fee). */
    playerId: integer("player_id").references(() => players.id),
    status: text("status", { enum: ["matched", "unmatched", "not-fee"] }).notNull(),
    /** How it found its family: the account number, an STK push from an invoice, cash, or the treasurer. */
    matchedBy: text("matched_by", { enum: ["account", "stk", "cash", "treasurer"] }),
    /** Where it was first heard of. */
    source: text("source", { enum: ["callback", "import", "staff"] }).notNull(),
    /** The STK push payment it came from. */
    paymentId: integer("payment_id")
      .references(() => payments.id)
      .unique(),
    /** When a statement import listed it (null: never yet). */
    reconciledAt: text("reconciled_at"),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("fee_payments_amount", sql`${t.amount} > 0`),
    check("fee_payments_matched_player", sql`(${t.status} = 'matched') = (${t.playerId} IS NOT NULL)`),
    // M-Pesa receipts are unique across STK and Paybill; cash receipt numbers are their own series.
    uniqueIndex("fee_payments_mpesa_receipt_idx").on(t.receipt).where(sql`channel <> 'cash'`),
    uniqueIndex("fee_payments_cash_receipt_idx").on(t.receipt).where(sql`channel = 'cash'`),
    index("fee_payments_player_idx").on(t.playerId),
    index("fee_payments_status_paid_idx").on(t.status, t.paidAt),
  ],
);

/** How much of a received payment went to which invoice. */
export const feeAllocations = sqliteTable(
  "fee_allocations",
  {
    id: id(),
    feePaymentId: integer("fee_payment_id")
      .notNull()
      .references(() => feePayments.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => feeInvoices.id),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("fee_allocations_amount", sql`${t.amount} > 0`), index("fee_allocations_payment_idx").on(t.feePaymentId), index("fee_allocations_invoice_idx").on(t.invoiceId)],
);

/**
 * A reminder sent for an open invoice: the scheduler's at each step (days after the due date), never twice
 * for one step; the treasurer's one-click reminder is step 0 (may repeat, counted for its daily cap).
 */
export const feeReminders = sqliteTable(
  "fee_reminders",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => feeInvoices.id, { onDelete: "cascade" }),
    /** Days after the due date (a step of FEES_REMINDER_DAYS), or 0 for the treasurer's one-click reminder. */
    step: integer("step").notNull(),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fee_reminders_step_idx").on(t.invoiceId, t.step).where(sql`step > 0`),
    index("fee_reminders_invoice_idx").on(t.invoiceId, t.sentAt),
  ],
);

export type FeePlan = typeof feePlans.$inferSelect;
export type FeePlanRate = typeof feePlanRates.$inferSelect;
export type Bursary = typeof bursaries.$inferSelect;
export type FeeInvoice = typeof feeInvoices.$inferSelect;
export type FeePayment = typeof feePayments.$inferSelect;
