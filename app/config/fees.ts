// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

// ------------------------------------------------------------ plans, bursaries and invoices

// ------------------------------------------------------------ paying: STK push, receipts, statements

/** The smallest part of an invoice one STK push may pay (M-Pesa's own floor is KES 1; less is a slip). */
export const FEE_MIN_PART_PAYMENT = 50;

/** Why an invoice cannot be paid now, or a fee page opened: English, translated on the pages. */
export const FEE_PAY_MESSAGES = {
  invoiceNotFound: "Invoice not found",
  settled: "This invoice is already paid.",
  voided: "This invoice was cancelled: there is nothing to pay.",
  notYours: "This invoice is not one of your children's.",
  amountTooSmall: `Pay at least KES ${FEE_MIN_PART_PAYMENT}, or the whole amount owed`,
  amountTooLarge: "That is more than the invoice still owes",
  amountNotWhole: "Enter the amount in whole shillings, such as 1500",
  receiptNotFound: "Receipt not found",
  notSignedIn: "Sign in to your family page to pay.",
} as const;

/** The page's toast once a prompt is on its way. */
export const FEE_PAY_TOASTS = {
  sent: { title: "Check your phone", description: "Enter your M-Pesa PIN to pay." },
} as const;

/** A season is a calendar year of periods ("2026-01" … "2026-12", "2026-T1" … "2026-T3"). */
export const FEE_SEASON_MIN = 2020;
export const FEE_SEASON_MAX = 2100;

/** What an STK push for an invoice says on the payer's phone ("Fees RS00375"; Daraja keeps 13 characters). */
export const feePushDescription = (account: string) => `Fees ${account}`;

// ------------------------------------------------------------ Paybill (C2B) and the statement import

// ------------------------------------------------------------ the treasurer's view and reminders
