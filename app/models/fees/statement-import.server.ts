// The statement import (docs/decisions/0029-academy-fees.md "Paybill (C2B) and the statement import"):
// the treasurer uploads the M-Pesa organisation portal's statement (CSV), and it is reconciled against
// what Daraja's confirmations recorded, so a payment whose confirmation was lost is found.
//   - the file is judged by its content, not its name: a binary (a spreadsheet, a PDF, a photo) is 415,
//     text without the statement's header row 400, a file over FEES_IMPORT_MAX_MB 413; nothing is written;
//   - each completed row with money paid in is one M-Pesa receipt. A receipt already known (a fee
//     payment, or a shop, membership or STK payment in `payments`) is marked reconciled and changes
//     nothing else; an unknown one is recorded through the ledger (source "import"), matched by a valid
//     account number or left unmatched;
//   - idempotent: the ledger records a receipt once, and `reconciled_at` is set only where it was empty,
//     so a second upload of the same file changes nothing;
//   - what is already known is read once for the file; the new payments are written in transactions of at
//     most STATEMENT_SLICE_MS, with a pause between them so the site keeps answering meanwhile.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { IMPORT_MESSAGES, STATEMENT_BATCH_ROWS, STATEMENT_PAUSE_MS, STATEMENT_SLICE_MS } from "~/config/fees";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import { feePayments, payments, players } from "~/db/schema";
import { sniffFileType } from "~/infra/upload.server";
import { listAudit, recordAudit, type AuditActor } from "~/models/audit.server";
import { recordFeePaymentIn, type LedgerTx } from "~/models/fees/ledger.server";
import { playerIdFromAccount } from "~/utils/fee-account";
import { formatKes } from "~/utils/money";
import { looksBinary, parseOtherParty, parseStatement, type StatementRow } from "~/utils/mpesa-statement";
import type { Result } from "~/utils/result";

export type SkipReason = "not-completed" | "money-out" | "not-an-amount" | "not-whole-shillings" | "no-receipt" | "no-time" | "repeated";

export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  "not-completed": "not completed (failed, cancelled or pending)",
  "money-out": "money out or nothing paid in (withdrawals, charges, transfers)",
  "not-an-amount": "Paid In is not an amount",
  "not-whole-shillings": "Paid In is not whole shillings",
  "no-receipt": "no M-Pesa receipt number",
  "no-time": "Completion Time is not a date and time",
  repeated: "the same receipt appears again further up the file",
};

export type ImportSummary = {
  fileName: string;
  /** Records below the header row. */
  rowsRead: number;
  /** Completed payments in (what was reconciled). */
  paymentsIn: number;
  alreadyKnown: number;
  newMatched: number;
  newUnmatched: number;
  /** Money newly found, in KES. */
  newAmount: number;
  skipped: Array<{ reason: SkipReason; label: string; count: number; lines: number[] }>;
};

/** The uploaded file as the upload form read it: the bytes, or why there are none (over the cap, empty). */
export type ImportUpload = { file: { bytes: Buffer; filename: string } | null; problem: { kind: "too-large" | "empty" } | null };

const RECEIPT = /^[A-Z0-9]{6,20}$/;
const SKIPPED_LINES_SHOWN = 10;

const now = () => new Date().toISOString();
// A timer, not setImmediate: a request needs several turns of the event loop to be answered.
const pause = () => new Promise((resolve) => setTimeout(resolve, STATEMENT_PAUSE_MS));

/** Sets `reconciled_at` on these M-Pesa receipts where it is still empty (so a second import changes nothing). */
function markReconciled(tx: LedgerTx, receipts: string[], at: string) {
  tx.update(feePayments)
    .set({ reconciledAt: at })
    .where(and(inArray(feePayments.receipt, receipts), sql`${feePayments.channel} <> 'cash'`, isNull(feePayments.reconciledAt)))
    .run();
}

type Payment = { row: StatementRow; receipt: string; amount: number; paidAt: string };

/** The rows that are payments in, and the others with why they were left out. */
function classify(rows: StatementRow[]) {
  const found: Payment[] = [];
  const skipped = new Map<SkipReason, number[]>();
  const skip = (reason: SkipReason, line: number) => skipped.set(reason, [...(skipped.get(reason) ?? []), line]);
  const seen = new Set<string>();
  for (const row of rows) {
    if (!/^completed$/i.test(row.status)) skip("not-completed", row.line);
    else if (row.paidIn === null) skip("not-an-amount", row.line);
    else if (row.paidIn <= 0) skip("money-out", row.line);
    else if (!Number.isInteger(row.paidIn)) skip("not-whole-shillings", row.line);
    else if (!RECEIPT.test(row.receipt)) skip("no-receipt", row.line);
    else if (!row.completedAt) skip("no-time", row.line);
    else if (seen.has(row.receipt)) skip("repeated", row.line);
    else {
      seen.add(row.receipt);
      found.push({ row, receipt: row.receipt, amount: row.paidIn, paidAt: row.completedAt });
    }
  }
  return { found, skipped };
}

/** The academy children whose account numbers the rows typed (one query for the whole file). */
function accountPlayers(found: Payment[]): Map<string, number> {
  const byAccount = new Map<string, number>();
  for (const { row } of found) {
    const id = row.account ? playerIdFromAccount(row.account) : null;
    if (id) byAccount.set(row.account!, id);
  }
  const ids = [...new Set(byAccount.values())];
  const existing = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = getDb()
      .select({ id: players.id })
      .from(players)
      .where(and(inArray(players.id, ids.slice(i, i + 500)), eq(players.kind, "academy"), isNull(players.erasedAt)))
      .all();
    for (const row of rows) existing.add(row.id);
  }
  for (const [account, id] of byAccount) if (!existing.has(id)) byAccount.delete(account);
  return byAccount;
}

/** The file as text, or why it is not a statement (judged by its bytes, whatever its name). */
async function statementText({ file, problem }: ImportUpload): Promise<Result<{ text: string }, "invalid" | "too-large" | "unsupported-type">> {
  const maxMb = getEnv().FEES_IMPORT_MAX_MB;
  if (problem?.kind === "too-large") return { ok: false, reason: "too-large", message: IMPORT_MESSAGES.tooLarge(maxMb), errors: { statement: [IMPORT_MESSAGES.tooLarge(maxMb)] } };
  if (problem?.kind === "empty") return { ok: false, reason: "invalid", message: IMPORT_MESSAGES.empty, errors: { statement: [IMPORT_MESSAGES.empty] } };
  if (!file) return { ok: false, reason: "invalid", message: IMPORT_MESSAGES.noFile, errors: { statement: [IMPORT_MESSAGES.noFile] } };
  if (file.bytes.length > maxMb * 1024 * 1024) return { ok: false, reason: "too-large", message: IMPORT_MESSAGES.tooLarge(maxMb), errors: { statement: [IMPORT_MESSAGES.tooLarge(maxMb)] } };
  if (file.bytes.length === 0) return { ok: false, reason: "invalid", message: IMPORT_MESSAGES.empty, errors: { statement: [IMPORT_MESSAGES.empty] } };
  const notCsv = { ok: false as const, reason: "unsupported-type" as const, message: IMPORT_MESSAGES.notCsv, errors: { statement: [IMPORT_MESSAGES.notCsv] } };
  // A spreadsheet (xlsx is a zip), a PDF statement or a picture has a signature in its first bytes.
  if (await sniffFileType(file.bytes.subarray(0, 4100))) return notCsv;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
  } catch {
    // Excel on Windows saves CSV as Windows-1252: the columns the import reads are ASCII either way.
    text = new TextDecoder("windows-1252").decode(file.bytes);
  }
  if (looksBinary(text)) return notCsv;
  return { ok: true, text };
}

/**
 * Use case (treasurer): import the M-Pesa organisation statement. Returns the summary (also kept in the
 * `fee.import` audit entry); refuses a file that is not a statement without writing anything.
 */
export async function importStatement(upload: ImportUpload, actor: AuditActor): Promise<Result<{ summary: ImportSummary }, "invalid" | "too-large" | "unsupported-type">> {
  const read = await statementText(upload);
  if (!read.ok) return read;
  const statement = parseStatement(read.text);
  if (!statement.ok) return { ok: false, reason: "invalid", message: IMPORT_MESSAGES.noHeader, errors: { statement: [IMPORT_MESSAGES.noHeader] } };

  const { found, skipped } = classify(statement.rows);
  const childOfAccount = accountPlayers(found);
  const summary: ImportSummary = {
    fileName: (upload.file?.filename || "statement.csv").slice(0, 200),
    rowsRead: statement.rows.length,
    paymentsIn: found.length,
    alreadyKnown: 0,
    newMatched: 0,
    newUnmatched: 0,
    newAmount: 0,
    skipped: [...skipped].map(([reason, lines]) => ({ reason, label: SKIP_REASON_LABELS[reason], count: lines.length, lines: lines.slice(0, SKIPPED_LINES_SHOWN) })),
  };

  // What the site already knows, read once for the whole file (chunks of 500 receipts per query).
  const receipts = found.map((payment) => payment.receipt);
  const knownFees = new Set<string>();
  const knownOther = new Set<string>();
  for (let i = 0; i < receipts.length; i += 500) {
    const chunk = receipts.slice(i, i + 500);
    for (const row of getDb().select({ receipt: feePayments.receipt }).from(feePayments).where(and(inArray(feePayments.receipt, chunk), sql`${feePayments.channel} <> 'cash'`)).all()) knownFees.add(row.receipt);
    for (const row of getDb().select({ receipt: payments.mpesaReceipt }).from(payments).where(inArray(payments.mpesaReceipt, chunk)).all()) if (row.receipt) knownOther.add(row.receipt);
    await pause();
  }
  const at = now();
  const known = receipts.filter((receipt) => knownFees.has(receipt));
  getDb().transaction(
    (tx) => {
      for (let i = 0; i < known.length; i += 500) markReconciled(tx, known.slice(i, i + 500), at);
    },
    { behavior: "immediate" },
  );
  summary.alreadyKnown = receipts.filter((receipt) => knownFees.has(receipt) || knownOther.has(receipt)).length;

  // The new ones through the ledger, in transactions of at most STATEMENT_SLICE_MS (or
  // STATEMENT_BATCH_ROWS rows), with a pause between them in which the site answers other requests.
  const unknown = found.filter((payment) => !knownFees.has(payment.receipt) && !knownOther.has(payment.receipt));
  let next = 0;
  while (next < unknown.length) {
    const sliceStart = performance.now();
    getDb().transaction(
      (tx) => {
        const sliceAt = now();
        const listed: string[] = [];
        for (let rows = 0; next < unknown.length && rows < STATEMENT_BATCH_ROWS && performance.now() - sliceStart < STATEMENT_SLICE_MS; rows++) {
          const payment = unknown[next++];
          const playerId = payment.row.account ? (childOfAccount.get(payment.row.account) ?? null) : null;
          const { payment: recorded, created } = recordFeePaymentIn(
            tx,
            {
              channel: "paybill",
              source: "import",
              amount: payment.amount,
              receipt: payment.receipt,
              paidAt: payment.paidAt,
              // As the statement writes them (masked or hashed too): read by the treasurer, never matched on.
              payerPhone: parseOtherParty(payment.row.otherParty).phone,
              payerName: parseOtherParty(payment.row.otherParty).name,
              accountTyped: payment.row.account,
              playerId,
              matchedBy: playerId ? "account" : null,
            },
            sliceAt,
          );
          listed.push(recorded.receipt);
          if (!created) {
            summary.alreadyKnown++;
            continue;
          }
          if (playerId) summary.newMatched++;
          else summary.newUnmatched++;
          summary.newAmount += recorded.amount;
          // In the slice's transaction (the same connection): the payment and its audit entry land together.
          recordAudit(
            actor,
            "fee.payment",
            { type: "fee-payment", id: recorded.id },
            `Paybill ${recorded.receipt} (${formatKes(recorded.amount)}) found by the statement import, ${playerId ? `for the family of player #${playerId}` : "unmatched"}`,
            { channel: "paybill", source: "import", receipt: recorded.receipt, amount: recorded.amount, playerId, accountTyped: payment.row.account },
          );
        }
        // The statement listed them: reconciled from the start (a confirmation that arrived meanwhile too).
        markReconciled(tx, listed, sliceAt);
      },
      { behavior: "immediate" },
    );
    if (next < unknown.length) await pause();
  }

  const newFound = summary.newMatched + summary.newUnmatched;
  recordAudit(
    actor,
    "fee.import",
    { type: "fee-statement" },
    `Imported the M-Pesa statement ${summary.fileName}: ${summary.rowsRead} rows, ${summary.alreadyKnown} already known, ${newFound} new (${summary.newMatched} matched, ${summary.newUnmatched} unmatched, ${formatKes(summary.newAmount)})`,
    { summary },
  );
  return { ok: true, summary };
}

export type ImportRecord = { id: number; at: string; by: string; summary: ImportSummary };

/** The latest imports, newest first, with their summaries (kept in the `fee.import` audit entries). */
export function recentImports(limit = 5): ImportRecord[] {
  return listAudit({ action: "fee.import", limit, offset: 0 })
    .entries.map((entry) => ({ id: entry.id, at: entry.createdAt, by: entry.username, summary: (entry.details as { summary?: ImportSummary } | null)?.summary }))
    .filter((record): record is ImportRecord => Boolean(record.summary));
}
