// The admin's M-Pesa payments list: its URL state (filters, page, tab) and the Re-check form.
import { z } from "zod";
import { idField } from "~/schemas/fields";

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "expired"] as const;
/** What a payment paid for. */
export const PAYMENT_PURPOSES = ["order", "membership", "fee"] as const;
export const PAYMENTS_TABS = ["list", "reconciliation"] as const;

/** A calendar day (Nairobi), as a date input sends it. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+03:00`)))
  .optional();

export const paymentListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  status: z.enum(PAYMENT_STATUSES).optional(),
  for: z.enum(PAYMENT_PURPOSES).optional(),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  tab: z.enum(PAYMENTS_TABS).optional(),
});

export type PaymentFilter = {
  q?: string;
  status?: (typeof PAYMENT_STATUSES)[number];
  for?: (typeof PAYMENT_PURPOSES)[number];
  /** First and last day, inclusive, Nairobi time (YYYY-MM-DD). */
  from?: string;
  to?: string;
};

/** The payments screen's buttons: "Re-check with M-Pesa" on a pending payment, "Finish" on a reconciliation row. */
const PAYMENT_ACTIONS = ["recheck", "finish"] as const;
export const paymentActionIntentSchema = z.enum(PAYMENT_ACTIONS);

export const paymentActionFormSchema = z.object({
  intent: paymentActionIntentSchema,
  id: idField,
  redirectTo: z.string().max(2000).optional(),
});
