// Academy fees, paying (ADR 0029): the "Pay with M-Pesa" form of the pay page and the family page, and
// the season of a statement.
import { z } from "zod";
import { FEE_PAY_MESSAGES, FEE_SEASON_MAX, FEE_SEASON_MIN } from "~/config/fees";
import { idField } from "~/schemas/fields";
import { mpesaPhoneSchema } from "~/schemas/mpesa";

/** Whole shillings; empty means "all it still owes". Whether it fits the invoice is the use case's check. */
const amountField = z
  .number({ invalid_type_error: FEE_PAY_MESSAGES.amountNotWhole })
  .int(FEE_PAY_MESSAGES.amountNotWhole)
  .positive(FEE_PAY_MESSAGES.amountNotWhole)
  // Daraja's own ceiling for one STK push.
  .max(250_000, FEE_PAY_MESSAGES.amountTooLarge)
  .optional();

/** The pay page's form (the invoice is in the page's address, its key in `?t=`). */
export const feePayFormSchema = z.object({ phone: mpesaPhoneSchema, amount: amountField });

/** The family page's form: which of the guardian's children's invoices. */
export const familyFeePaySchema = feePayFormSchema.extend({ invoiceId: idField });

/** `?season=2026` (default: this year). */
export const statementQuerySchema = z.object({
  season: z.coerce.number().int().min(FEE_SEASON_MIN).max(FEE_SEASON_MAX).optional().catch(undefined),
});
