// Fee plans (owns fee_plans and fee_plan_rates; ADR 0029, "Plans, bursaries and invoices"). A plan charges
// the academy children of one team, or of every team of an age group, per month or per term. Its amount
// and sibling discount are rates by month: a change is a new rate from the first month of the plan's NEXT
// period, so the period under way (perhaps invoiced already) keeps its price and an invoice never changes.
// One active plan per team and per age group (the partial unique indexes); a team's own plan comes first.
import { and, asc, eq, inArray } from "drizzle-orm";
import { FEE_PLAN_MESSAGES as MESSAGES } from "~/config/fees";
import { getDb } from "~/db/client.server";
import { feePlanRates, feePlans, teams, type FeePlan, type FeePlanRate } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import type { LedgerTx } from "~/models/fees/ledger.server";
import type { ChangeRateInput, CreatePlanInput } from "~/schemas/fee-plans";
import { monthLabel, nextPeriodFirstMonth, periodAt, periodFirstMonth } from "~/utils/fee-periods";
import { formatKes } from "~/utils/money";
import type { Result } from "~/utils/result";

type Rate = Pick<FeePlanRate, "fromMonth" | "amount" | "siblingDiscountPercent">;

/** The rate of `rates` in force in `month` (the latest that starts on or before it), or null. */
export function rateInForce(rates: readonly Rate[], month: string): Rate | null {
  let found: Rate | null = null;
  for (const rate of rates) if (rate.fromMonth <= month && (!found || rate.fromMonth > found.fromMonth)) found = rate;
  return found;
}

type Reader = Pick<LedgerTx, "select">;

/** Every plan's rates, by plan id, oldest first. */
export function ratesByPlan(planIds?: readonly number[], db: Reader = getDb()): Map<number, Rate[]> {
  const rows = db
    .select({ planId: feePlanRates.planId, fromMonth: feePlanRates.fromMonth, amount: feePlanRates.amount, siblingDiscountPercent: feePlanRates.siblingDiscountPercent })
    .from(feePlanRates)
    .where(planIds ? inArray(feePlanRates.planId, [...planIds]) : undefined)
    .orderBy(asc(feePlanRates.planId), asc(feePlanRates.fromMonth))
    .all();
  const byPlan = new Map<number, Rate[]>();
  for (const { planId, ...rate } of rows) byPlan.set(planId, [...(byPlan.get(planId) ?? []), rate]);
  return byPlan;
}

/** The active plans (with their rates), for invoicing (`db`: a transaction's, the seed's). */
export function activePlans(db: Reader = getDb()): (FeePlan & { rates: Rate[] })[] {
  const plans = db.select().from(feePlans).where(eq(feePlans.active, true)).all();
  const rates = ratesByPlan(undefined, db);
  return plans.map((plan) => ({ ...plan, rates: rates.get(plan.id) ?? [] }));
}

export type PlanRow = {
  id: number;
  name: string;
  teamId: number | null;
  teamName: string | null;
  ageGroup: string | null;
  periodKind: FeePlan["periodKind"];
  active: boolean;
  /** The rate of the period under way (null: the plan starts later). */
  current: Rate | null;
  /** A change waiting for the next period. */
  next: Rate | null;
};

/** Every plan for the screen, active first, then by name; with the rate now and any change to come. */
export function listPlans(now = new Date()): PlanRow[] {
  const plans = getDb()
    .select({ plan: feePlans, teamName: teams.name })
    .from(feePlans)
    .leftJoin(teams, eq(teams.id, feePlans.teamId))
    .orderBy(asc(feePlans.name), asc(feePlans.id))
    .all();
  const rates = ratesByPlan();
  return plans
    .map(({ plan, teamName }) => {
      const own = rates.get(plan.id) ?? [];
      const month = periodFirstMonth(periodAt(plan.periodKind, now));
      const current = rateInForce(own, month);
      const later = own.filter((rate) => rate.fromMonth > month);
      return {
        id: plan.id,
        name: plan.name,
        teamId: plan.teamId,
        teamName,
        ageGroup: plan.ageGroup,
        periodKind: plan.periodKind,
        active: plan.active,
        current,
        next: later.at(-1) ?? null,
      };
    })
    .sort((a, b) => Number(b.active) - Number(a.active));
}

/** The teams a plan may be for, and their age groups. */
export function planTargets() {
  const rows = getDb().select({ id: teams.id, name: teams.name, ageGroup: teams.ageGroup }).from(teams).orderBy(asc(teams.sortOrder), asc(teams.name)).all();
  return { teams: rows, ageGroups: [...new Set(rows.map((row) => row.ageGroup))] };
}

const isUniqueViolation = (error: unknown) => error instanceof Error && "code" in error && String((error as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT");

type PlanFailure = "invalid" | "not-found" | "conflict";

/**
 * Use case (treasurer, admins): a new plan for a team or an age group. Its first rate is from the first
 * month of the period under way, so the scheduler invoices that period (the screen says so). 409 when the
 * team or age group has an active plan already.
 */
export function createPlan(input: CreatePlanInput, actor: AuditActor, now = new Date()): Result<{ plan: FeePlan }, PlanFailure> {
  const db = getDb();
  const { target } = input;
  if (target.teamId !== undefined) {
    if (!db.select({ id: teams.id }).from(teams).where(eq(teams.id, target.teamId)).get()) {
      return { ok: false, reason: "invalid", message: MESSAGES.teamNotFound, errors: { target: [MESSAGES.teamNotFound] } };
    }
  } else if (!db.select({ id: teams.id }).from(teams).where(eq(teams.ageGroup, target.ageGroup)).get()) {
    return { ok: false, reason: "invalid", message: MESSAGES.ageGroupNotFound, errors: { target: [MESSAGES.ageGroupNotFound] } };
  }
  const conflict = { ok: false, reason: "conflict", message: target.teamId !== undefined ? MESSAGES.teamHasPlan : MESSAGES.ageGroupHasPlan } as const;
  const fromMonth = periodFirstMonth(periodAt(input.periodKind, now));
  let plan: FeePlan;
  try {
    plan = db.transaction(
      (tx) => {
        const made = tx
          .insert(feePlans)
          .values({ name: input.name, teamId: target.teamId ?? null, ageGroup: target.ageGroup ?? null, periodKind: input.periodKind })
          .returning()
          .get();
        tx.insert(feePlanRates).values({ planId: made.id, fromMonth, amount: input.amount, siblingDiscountPercent: input.siblingDiscountPercent, byUserId: actor?.id ?? null }).run();
        return made;
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    // The partial unique index is the one rule: two staff saving at once cannot both win.
    if (isUniqueViolation(error)) return conflict;
    throw error;
  }
  recordAudit(
    actor,
    "fee.plan",
    { type: "fee-plan", id: plan.id },
    `Created the fee plan "${plan.name}" (${formatKes(input.amount)} per ${input.periodKind}, sibling discount ${input.siblingDiscountPercent}%) from ${monthLabel(fromMonth)}`,
    { target, fromMonth, amount: input.amount, siblingDiscountPercent: input.siblingDiscountPercent },
  );
  return { ok: true, plan };
}

/**
 * Use case: a plan's new amount and sibling discount, from the first month of its next period ("Applies
 * from December 2026"). A second change before then replaces the first; the period under way keeps its rate.
 */
export function changePlanRate(input: ChangeRateInput, actor: AuditActor, now = new Date()): Result<{ plan: FeePlan; fromMonth: string }, PlanFailure> {
  const db = getDb();
  const plan = db.select().from(feePlans).where(eq(feePlans.id, input.planId)).get();
  if (!plan) return { ok: false, reason: "not-found", message: MESSAGES.planNotFound };
  if (!plan.active) return { ok: false, reason: "conflict", message: MESSAGES.planEnded };
  const fromMonth = nextPeriodFirstMonth(plan.periodKind, now);
  const rates = ratesByPlan([plan.id]).get(plan.id) ?? [];
  const inForce = rateInForce(rates, fromMonth);
  if (inForce && inForce.amount === input.amount && inForce.siblingDiscountPercent === input.siblingDiscountPercent) {
    return { ok: false, reason: "invalid", message: MESSAGES.unchanged, errors: { amount: [MESSAGES.unchanged] } };
  }
  const values = { amount: input.amount, siblingDiscountPercent: input.siblingDiscountPercent, byUserId: actor?.id ?? null };
  db.insert(feePlanRates)
    .values({ planId: plan.id, fromMonth, ...values })
    .onConflictDoUpdate({ target: [feePlanRates.planId, feePlanRates.fromMonth], set: values })
    .run();
  recordAudit(
    actor,
    "fee.plan",
    { type: "fee-plan", id: plan.id },
    `Changed the fee plan "${plan.name}" to ${formatKes(input.amount)} (sibling discount ${input.siblingDiscountPercent}%) from ${monthLabel(fromMonth)}`,
    { fromMonth, amount: input.amount, siblingDiscountPercent: input.siblingDiscountPercent, before: inForce },
  );
  return { ok: true, plan, fromMonth };
}

/** Use case: end a plan. It makes no more invoices; those it made stay as they are. */
export function endPlan(planId: number, actor: AuditActor): Result<{ plan: FeePlan }, PlanFailure> {
  const db = getDb();
  const ended = db
    .update(feePlans)
    .set({ active: false, updatedAt: new Date().toISOString() })
    .where(and(eq(feePlans.id, planId), eq(feePlans.active, true)))
    .returning()
    .get();
  if (!ended) {
    const exists = db.select({ id: feePlans.id }).from(feePlans).where(eq(feePlans.id, planId)).get();
    return exists ? { ok: false, reason: "conflict", message: MESSAGES.planEnded } : { ok: false, reason: "not-found", message: MESSAGES.planNotFound };
  }
  recordAudit(actor, "fee.plan", { type: "fee-plan", id: planId }, `Ended the fee plan "${ended.name}"`);
  return { ok: true, plan: ended };
}
