// Academy fees: the zod schemas of the area's forms and API bodies (docs/decisions/0029-academy-fees.md).
// Each part of the area keeps its own block below.
import { z } from "zod";

// ------------------------------------------------------------ Paybill (C2B) and the statement import

/** Daraja sends most C2B values as strings, some clients numbers: read both as text. */
const darajaValue = (max: number) => z.union([z.string().max(max), z.number().finite()]).transform((value) => String(value).trim());
const optionalDarajaValue = (max: number) =>
  z
    .union([z.string().max(max), z.number().finite(), z.null()])
    .optional()
    .transform((value) => (value == null ? "" : String(value).trim()));

/**
 * The body Daraja posts to the C2B validation and confirmation URLs (the same fields; validation's
 * TransID may be empty on some shortcodes, confirmation's never is). Unknown fields are ignored.
 */
export const c2bBodySchema = z.object({
  TransactionType: optionalDarajaValue(40),
  TransID: optionalDarajaValue(40),
  TransTime: darajaValue(20),
  TransAmount: darajaValue(20),
  BusinessShortCode: optionalDarajaValue(20),
  /** The account number the payer typed (Paybill); empty for a till. */
  BillRefNumber: optionalDarajaValue(100),
  InvoiceNumber: optionalDarajaValue(100),
  OrgAccountBalance: optionalDarajaValue(40),
  ThirdPartyTransID: optionalDarajaValue(100),
  /** Full, masked ("2547 ***** 126") or hashed (64 hex characters) since 2021–2023: kept as sent. */
  MSISDN: optionalDarajaValue(200),
  FirstName: optionalDarajaValue(100),
  MiddleName: optionalDarajaValue(100),
  LastName: optionalDarajaValue(100),
});

export type C2bBody = z.infer<typeof c2bBodySchema>;

/** A confirmation must name its transaction: TransID is M-Pesa's receipt, the key it is recorded by. */
export const c2bConfirmationSchema = c2bBodySchema.extend({
  TransID: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, "TransID must be M-Pesa's receipt number")),
});
