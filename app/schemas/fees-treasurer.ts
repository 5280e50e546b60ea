// What the treasurer's screens accept (docs/decisions/0029-academy-fees.md, "The treasurer's view"): the
// overview's month, the unmatched list's search, assigning / "not a fee" / undo, the one-click reminder, a
// cash payment and the CSV exports' period and month. Words and limits: app/config/fees.ts.
import { z } from "zod";
import { TREASURER_LIMITS as LIMITS, TREASURER_MESSAGES as MESSAGES } from "~/config/fees";
import { idField, idFieldWith, optionalText } from "~/schemas/fields";
import { isCalendarDate, todayInNairobi } from "~/utils/age";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2]|T[1-3])$/;

/** A month as "2026-11". */
export const monthField = z.string({ invalid_type_error: MESSAGES.monthFormat }).trim().regex(MONTH, MESSAGES.monthFormat);

/** An invoice period: a month "2026-11" or a term "2026-T3". */
export const periodField = z.string({ invalid_type_error: MESSAGES.periodFormat }).trim().regex(PERIOD, MESSAGES.periodFormat);

/** The overview's URL state: the month whose collections it shows (default: this month). */
export const overviewQuerySchema = z.object({ month: monthField.optional() });

/** The unmatched list's URL state: a child's-name search, for the payment being assigned. */
export const unmatchedQuerySchema = z.object({
  q: optionalText(LIMITS.search),
  assign: idField.optional(),
});

/** The cash screen's URL state: a child's-name search and the child chosen. */
export const cashQuerySchema = z.object({
  q: optionalText(LIMITS.search),
  player: idField.optional(),
});

export const assignFormSchema = z.object({ paymentId: idField, playerId: idFieldWith(MESSAGES.childRequired) });
export const paymentFormSchema = z.object({ paymentId: idField });
export const remindFormSchema = z.object({ playerId: idFieldWith(MESSAGES.childRequired) });

/** A cash payment as the treasurer records it from the receipt book. */
export const cashFormSchema = z.object({
  playerId: idFieldWith(MESSAGES.childRequired),
  amount: z.coerce
    .number({ required_error: MESSAGES.amountRequired, invalid_type_error: MESSAGES.amountRequired })
    .int(MESSAGES.amountRequired)
    .min(1, MESSAGES.amountRange)
    .max(LIMITS.cashMax, MESSAGES.amountRange),
  receipt: z
    .string({ required_error: MESSAGES.receiptRequired })
    .trim()
    .min(1, MESSAGES.receiptRequired)
    .max(LIMITS.cashReceipt, MESSAGES.receiptFormat)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, MESSAGES.receiptFormat)
    .transform((value) => value.toUpperCase()),
  paidOn: z
    .string({ required_error: MESSAGES.dateRequired })
    .trim()
    .refine(isCalendarDate, MESSAGES.dateRequired)
    .refine((value) => value <= todayInNairobi(), MESSAGES.dateFuture),
});
export type CashForm = z.infer<typeof cashFormSchema>;

/** GET /admin/fees/invoices.csv?period=2026-11 */
export const invoicesExportSchema = z.object({ period: periodField });
/** GET /admin/fees/payments.csv?month=2026-11 */
export const paymentsExportSchema = z.object({ month: monthField });
