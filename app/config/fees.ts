// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

// ------------------------------------------------------------ plans, bursaries and invoices

// ------------------------------------------------------------ paying: STK push, receipts, statements

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
