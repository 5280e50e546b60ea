// Academy fees: the words, limits and settings of the area (docs/decisions/0029-academy-fees.md). Amounts
// are whole KES. Each part of the area keeps its own block below.

// ------------------------------------------------------------ plans, bursaries and invoices

// ------------------------------------------------------------ paying: STK push, receipts, statements

// ------------------------------------------------------------ Paybill (C2B) and the statement import

// ------------------------------------------------------------ the treasurer's view and reminders
