// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

// ------------------------------------------------------------ plans, bursaries and invoices

// ------------------------------------------------------------ paying: STK push, receipts, statements

// ------------------------------------------------------------ Paybill (C2B) and the statement import

// ------------------------------------------------------------ the treasurer's view and reminders
/** The treasurer's screens: how much one page shows and the one-click reminder's cap. */
export const TREASURER_LIMITS = {
  /** Families in arrears listed on the overview (the invoices CSV has them all). */
  arrearsShown: 50,
  /** Unmatched payments on one page of the list, newest first. */
  unmatchedShown: 50,
  /** Recent assignments and "not a fee" decisions listed with their Undo. */
  recentShown: 20,
  /** Children a name search lists. */
  searchResults: 20,
  /** Characters a child's-name search takes. */
  search: 60,
  /** The treasurer's "Send reminder": at most this many per family per Nairobi day (then 429). */
  familyRemindersPerDay: 1,
  /** A cash payment: the largest amount (KES) and the receipt book number's length. */
  cashMax: 1_000_000,
  cashReceipt: 30,
} as const;

export const TREASURER_MESSAGES = {
  monthFormat: "Choose a month as YYYY-MM",
  periodFormat: "Choose a period as YYYY-MM (a month) or YYYY-T1 to YYYY-T3 (a term)",
  childRequired: "Choose the child whose family paid",
  amountRequired: "Enter the amount in whole shillings",
  amountRange: `Enter an amount between KES 1 and KES ${TREASURER_LIMITS.cashMax.toLocaleString("en-KE")}`,
  receiptRequired: "Enter the receipt book number",
  receiptFormat: "Use letters, digits, / and - only",
  dateRequired: "Enter the day the money was taken",
  dateFuture: "The day cannot be after today",
  receiptUsed: "That receipt book number is already recorded: check the book, or find the payment in the payments CSV.",
  childNotFound: "That child was not found.",
  nothingOverdue: "This family has no overdue invoice: nothing to remind them of.",
  remindedToday: "This family was already reminded today: try again tomorrow.",
  templateMissing: 'The "Fee Reminder" e-mail template is missing or inactive: restore it under Email Management.',
  noGuardian: "This family has no guardian with an e-mail address to remind.",
} as const;

/** How a payment found its family, as the payments CSV words it. */
export const MATCHED_BY_LABELS = { account: "Account number", stk: "STK push", cash: "Cash", treasurer: "Assigned by the treasurer" } as const;

/** Channels as the treasurer's screens name them. */
export const CHANNEL_LABELS = { stk: "M-Pesa STK push", paybill: "M-Pesa Paybill", cash: "Cash" } as const;
