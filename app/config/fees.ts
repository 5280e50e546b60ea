// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

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
