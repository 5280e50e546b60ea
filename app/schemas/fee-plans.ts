// What the plans and bursaries screen (/admin/fees/plans) accepts: a new plan, a plan's new amount, ending
// a plan, a bursary, ending one, and "make invoices for <period>". Words and limits: app/config/fees.ts.
import { z } from "zod";
import { FEE_PLAN_LIMITS as LIMITS, FEE_PLAN_MESSAGES as MESSAGES } from "~/config/fees";
import { idFieldWith, requiredText } from "~/schemas/fields";
import { isPeriod } from "~/utils/fee-periods";

const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);

const amount = wholeNumber(MESSAGES.amountInvalid, 1, LIMITS.maxAmount);
const discount = wholeNumber(MESSAGES.discountInvalid, 0, 100);

/** What a plan is for: "team:12" or "age:U-13" (one select on the form). */
export type PlanTarget = { teamId: number; ageGroup?: never } | { ageGroup: string; teamId?: never };

const target = z
  .string({ required_error: MESSAGES.targetInvalid, invalid_type_error: MESSAGES.targetInvalid })
  .max(60, MESSAGES.targetInvalid)
  .transform((value, ctx): PlanTarget => {
    const team = /^team:(\d{1,15})$/.exec(value);
    if (team && Number(team[1]) > 0) return { teamId: Number(team[1]) };
    const age = /^age:([A-Za-z0-9-]{1,20})$/.exec(value);
    if (age) return { ageGroup: age[1] };
    ctx.addIssue({ code: "custom", message: MESSAGES.targetInvalid });
    return z.NEVER;
  });

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month as `<input type="month">` sends it: "2026-11". */
const month = z.string({ required_error: MESSAGES.monthInvalid, invalid_type_error: MESSAGES.monthInvalid }).trim().regex(MONTH, MESSAGES.monthInvalid);

export const createPlanSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, LIMITS.name),
  target,
  periodKind: z.enum(["month", "term"], { errorMap: () => ({ message: MESSAGES.kindInvalid }) }),
  amount,
  siblingDiscountPercent: discount,
});
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

export const changeRateSchema = z.object({ planId: idFieldWith(MESSAGES.planNotFound), amount, siblingDiscountPercent: discount });
export type ChangeRateInput = z.infer<typeof changeRateSchema>;

export const planIdSchema = z.object({ planId: idFieldWith(MESSAGES.planNotFound) });

export const createBursarySchema = z
  .object({
    playerId: idFieldWith(MESSAGES.playerInvalid),
    percent: wholeNumber(MESSAGES.percentInvalid, 1, 100),
    reason: requiredText(MESSAGES.reasonRequired, LIMITS.bursaryReason),
    fromMonth: month,
    untilMonth: z
      .string({ invalid_type_error: MESSAGES.monthInvalid })
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.string().regex(MONTH, MESSAGES.monthInvalid).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.untilMonth && value.untilMonth < value.fromMonth) ctx.addIssue({ code: "custom", path: ["untilMonth"], message: MESSAGES.untilBeforeFrom });
  });
export type CreateBursaryInput = z.infer<typeof createBursarySchema>;

export const bursaryIdSchema = z.object({ bursaryId: idFieldWith(MESSAGES.bursaryNotFound) });

/** A period, "2026-11" or "2026-T3" (which ones may be invoiced now is the use case's rule). */
export const makeInvoicesSchema = z.object({
  period: z
    .string({ required_error: MESSAGES.periodInvalid, invalid_type_error: MESSAGES.periodInvalid })
    .trim()
    .max(7, MESSAGES.periodInvalid)
    .refine(isPeriod, MESSAGES.periodInvalid),
});
