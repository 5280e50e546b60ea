// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

// ------------------------------------------------------------ the ledger (assigning, undoing, "not a fee")

export const LEDGER_MESSAGES = {
  paymentNotFound: "That payment was not found.",
  playerNotFound: "That child was not found.",
  notUnmatched: "That payment is no longer waiting to be matched: reload to see what it is now.",
  notMatched: "That payment is not assigned to a family.",
} as const;

// ------------------------------------------------------------ plans, bursaries and invoices

/** Limits of the plans screen's fields. */
export const FEE_PLAN_LIMITS = {
  name: 80,
  /** The largest monthly or termly fee a plan may charge, whole KES. */
  maxAmount: 200_000,
  bursaryReason: 300,
} as const;

export const FEE_PERIOD_KIND_LABELS = { month: "Monthly", term: "Per term" } as const;

export const FEE_PLAN_MESSAGES = {
  nameRequired: "Name the plan, for example \"U-13 monthly\".",
  targetInvalid: "Choose a team or an age group.",
  teamNotFound: "That team was not found.",
  ageGroupNotFound: "No team has that age group.",
  kindInvalid: "Choose monthly or per term.",
  amountInvalid: `Enter the fee in whole shillings, from 1 to ${FEE_PLAN_LIMITS.maxAmount.toLocaleString("en-KE")}.`,
  discountInvalid: "Enter a sibling discount from 0 to 100 percent.",
  teamHasPlan: "That team already has an active plan: change its amount or end it first.",
  ageGroupHasPlan: "That age group already has an active plan: change its amount or end it first.",
  planNotFound: "That plan was not found.",
  planEnded: "That plan has ended: make a new one instead.",
  unchanged: "That is the plan's amount and discount already.",
  playerInvalid: "Choose an academy player.",
  playerNotFound: "That academy player was not found.",
  percentInvalid: "Enter a bursary from 1 to 100 percent.",
  reasonRequired: "Give the reason for the bursary (only admins and the treasurer see it).",
  monthInvalid: "Choose a month.",
  untilBeforeFrom: "The last month must not be before the first.",
  bursaryNotFound: "That bursary was not found.",
  bursaryEnded: "That bursary has already ended.",
  periodInvalid: "Choose the current or the next month or term.",
  templateMissing: 'The "Fee Invoice" e-mail template is missing or inactive: an admin can turn it back on in Email Management.',
} as const;

export const FEE_PLAN_TOASTS = {
  invalid: { title: "Not Saved", description: "Please correct the highlighted fields." },
  notSaved: (why: string) => ({ title: "Not Saved", description: why }),
  planCreated: (name: string) => ({ title: "Plan Created", description: `"${name}" applies from the current period.` }),
  rateChanged: (from: string) => ({ title: "Plan Changed", description: `The new amount applies from ${from}; invoices already made keep theirs.` }),
  planEnded: (name: string) => ({ title: "Plan Ended", description: `"${name}" makes no more invoices.` }),
  bursaryAdded: { title: "Bursary Added", description: "Invoices made from its first month carry the waiver." },
  bursaryEnded: { title: "Bursary Ended", description: "Invoices after this month are charged in full." },
  invoicesMade: (period: string, created: number, mailed: number) => ({
    title: "Invoices Made",
    description: `${period}: ${created} new ${created === 1 ? "invoice" : "invoices"}, ${mailed} ${mailed === 1 ? "family" : "families"} e-mailed.`,
  }),
} as const;

/** The scheduler mails at most this many invoices per run (the rest wait for the next run). */
export const FEE_INVOICE_MAIL_BATCH = 5_000;

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
// Daraja's C2B validation answers (ADR 0029): "0" accepts; a C2B000xx code makes M-Pesa cancel the payment
// and tell the payer (only when Safaricom has turned external validation on for the shortcode).
export const C2B_RESULT = {
  accepted: { ResultCode: "0", ResultDesc: "Accepted" },
  invalidMsisdn: { ResultCode: "C2B00011", ResultDesc: "Rejected" },
  invalidAccount: { ResultCode: "C2B00012", ResultDesc: "Rejected" },
  invalidAmount: { ResultCode: "C2B00013", ResultDesc: "Rejected" },
  invalidKyc: { ResultCode: "C2B00014", ResultDesc: "Rejected" },
  invalidShortcode: { ResultCode: "C2B00015", ResultDesc: "Rejected" },
  otherError: { ResultCode: "C2B00016", ResultDesc: "Rejected" },
} as const;

/** What we answer a confirmation: Daraja only needs a 200; the body is what its samples show. */
export const C2B_CONFIRMATION_ANSWER = { ResultCode: "0", ResultDesc: "Success" } as const;

/** A C2B body is a few hundred bytes; anything near this is not Daraja. */
export const C2B_BODY_MAX_BYTES = 8 * 1024;

export const C2B_MESSAGES = {
  notFound: "Not found",
  sourceRefused: "This address may not post M-Pesa notifications",
  notInteger: "TransAmount must be a whole number of shillings",
  badTime: "TransTime must be YYYYMMDDHHmmss",
} as const;

/** The columns of the M-Pesa organisation portal's statement export, as its header row names them. */
export const STATEMENT_COLUMNS = {
  receipt: "Receipt No.",
  completedAt: "Completion Time",
  initiatedAt: "Initiation Time",
  details: "Details",
  status: "Transaction Status",
  paidIn: "Paid In",
  withdrawn: "Withdrawn",
  balance: "Balance",
  balanceConfirmed: "Balance Confirmed",
  reasonType: "Reason Type",
  otherParty: "Other Party Info",
  linkedId: "Linked Transaction ID",
  account: "A/C No.",
} as const;

/** The columns without which a statement cannot be reconciled. */
export const STATEMENT_REQUIRED = ["receipt", "completedAt", "status", "paidIn"] as const;

/** The header row is looked for in the first lines only (the portal's preamble is a handful). */
export const STATEMENT_HEADER_SEARCH_LINES = 30;

/**
 * The import writes new payments in transactions of at most this many rows or milliseconds, then pauses
 * so that the site's other requests are answered in between (the import runs in the web process).
 */
export const STATEMENT_BATCH_ROWS = 500;
export const STATEMENT_SLICE_MS = 40;
export const STATEMENT_PAUSE_MS = 10;

export const IMPORT_MESSAGES = {
  noFile: "Choose the statement file (CSV) to import.",
  empty: "That file is empty.",
  tooLarge: (mb: number) => `That file is too large: a statement may be at most ${mb} MB.`,
  notCsv: "That file is not a CSV statement: export the statement from the M-Pesa organisation portal as CSV and upload that file.",
  noHeader: `No header row found: the statement must have the portal's columns (${["Receipt No.", "Completion Time", "Transaction Status", "Paid In"].join(", ")}, …).`,
} as const;

export const IMPORT_TOASTS = {
  imported: (rows: number, found: number) => ({
    title: "Statement imported",
    description: `${rows} ${rows === 1 ? "row" : "rows"} read, ${found} new ${found === 1 ? "payment" : "payments"} found.`,
  }),
  refused: (message: string) => ({ title: "Statement not imported", description: message }),
} as const;

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
