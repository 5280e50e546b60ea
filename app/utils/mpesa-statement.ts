// Reading the M-Pesa organisation portal's statement export (CSV) and Daraja's C2B fields: pure
// functions, so the rules are unit-tested without a server (tests/unit/mpesa-statement.test.ts).
//   - the export starts with a few preamble lines (organisation, period, …) before its header row, which
//     is found by its column names, in any order, in any case;
//   - fields may be quoted ("Pay Bill from 2547****126 - JANE W Acc. RS00375"), with "" for a quote and
//     line breaks inside quotes; a UTF-8 byte order mark and CRLF lines are common (Excel);
//   - amounts carry thousands separators ("1,500.00"); fees are whole shillings, so a fraction is kept
//     and reported, never rounded into a payment;
//   - times are Nairobi wall clock (UTC+3 all year, no daylight saving).
import { STATEMENT_COLUMNS, STATEMENT_HEADER_SEARCH_LINES, STATEMENT_REQUIRED } from "~/config/fees";

const UNQUOTED = /[^,\r\n]*/y;

/**
 * RFC 4180 records: quoted fields with "" for a quote, commas and line breaks inside quotes; CRLF or LF.
 * Fields are sliced, not built a character at a time: a 10,000-row statement is read in tens of ms.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const length = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (i >= length) return records;
  let record: string[] = [];
  for (;;) {
    let field: string;
    if (text[i] === '"') {
      field = "";
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) {
          field += text.slice(from);
          i = length;
          break;
        }
        field += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the next delimiter is kept (a lenient reading).
      UNQUOTED.lastIndex = i;
      UNQUOTED.exec(text);
      field += text.slice(i, UNQUOTED.lastIndex);
      i = UNQUOTED.lastIndex;
    } else {
      UNQUOTED.lastIndex = i;
      UNQUOTED.exec(text);
      field = text.slice(i, UNQUOTED.lastIndex);
      i = UNQUOTED.lastIndex;
    }
    record.push(field);
    if (i >= length) {
      records.push(record);
      return records;
    }
    if (text[i] === ",") {
      i++;
      if (i >= length) {
        record.push("");
        records.push(record);
        return records;
      }
      continue;
    }
    records.push(record);
    record = [];
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    if (i >= length) return records;
  }
}

const normalizeHeader = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

type ColumnKey = keyof typeof STATEMENT_COLUMNS;

/** Where each known column is in a header row, or null when a required one is missing. */
export function headerColumns(record: string[]): Partial<Record<ColumnKey, number>> | null {
  const names = record.map(normalizeHeader);
  const columns: Partial<Record<ColumnKey, number>> = {};
  for (const [key, name] of Object.entries(STATEMENT_COLUMNS) as Array<[ColumnKey, string]>) {
    const index = names.indexOf(normalizeHeader(name));
    if (index >= 0) columns[key] = index;
  }
  return STATEMENT_REQUIRED.every((key) => columns[key] !== undefined) ? columns : null;
}

/**
 * A money cell as a number of shillings: "1,500.00" → 1500, "" → 0, "-200.00" → -200, "KES 50" → 50;
 * null when it is not an amount at all.
 */
export function parseAmount(cell: string): number | null {
  const compact = cell.trim().replace(/^KES\s*/i, "").replace(/,/g, "").replace(/\s/g, "");
  if (compact === "") return 0;
  if (!/^[-+]?\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

const NAIROBI_OFFSET = "+03:00";

/** Daraja's TransTime (YYYYMMDDHHmmss, Nairobi) as an ISO instant, or null when it is not a real time. */
export function darajaTimeToIso(stamp: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return isoOfNairobi(y, mo, d, h, mi, s);
}

function isoOfNairobi(y: string, mo: string, d: string, h: string, mi: string, s: string): string | null {
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${NAIROBI_OFFSET}`);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31 November over to 1 December: a time that does not round-trip is not a real one.
  const back = new Date(at.getTime() + 3 * 3600_000).toISOString();
  if (back.slice(0, 19) !== `${y}-${mo}-${d}T${h}:${mi}:${s}`) return null;
  return at.toISOString();
}

/**
 * A statement's time cell as an ISO instant: the portal writes "29-11-2026 14:03:22" (day first) or
 * "2026-11-29 14:03:22", sometimes with "/" and without seconds; null otherwise.
 */
export function parseStatementTime(cell: string): string | null {
  const text = cell.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (dayFirst) {
    const [, d, mo, y, h, mi, s] = dayFirst;
    return isoOfNairobi(y, mo.padStart(2, "0"), d.padStart(2, "0"), h.padStart(2, "0"), mi, s ?? "00");
  }
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (yearFirst) {
    const [, y, mo, d, h, mi, s] = yearFirst;
    return isoOfNairobi(y, mo.padStart(2, "0"), d.padStart(2, "0"), h.padStart(2, "0"), mi, s ?? "00");
  }
  return null;
}

/**
 * The payer in "Other Party Info": the portal writes "254712345678 - JANE WANJIRU" (older exports), or a
 * masked or hashed number before the name. Kept as sent: we never match on it automatically.
 */
export function parseOtherParty(cell: string): { phone: string | null; name: string | null } {
  const text = cell.trim();
  if (!text) return { phone: null, name: null };
  const split = /^(\S+)\s+-\s+(.+)$/.exec(text);
  if (split && /\d/.test(split[1])) return { phone: split[1], name: split[2].trim() || null };
  if (/^\S*\d\S*$/.test(text)) return { phone: text, name: null };
  return { phone: null, name: text };
}

/** The account number typed, from the A/C No. column or, when that is empty, "Acc. XXX" in Details. */
export function accountOf(account: string, details: string): string | null {
  const typed = account.trim();
  if (typed) return typed;
  const fromDetails = /\bAcc(?:ount)?\.?\s*(?:No\.?\s*)?([A-Za-z0-9][A-Za-z0-9 .\-_/]{0,39})\s*$/i.exec(details.trim());
  return fromDetails ? fromDetails[1].trim() : null;
}

export type StatementRow = {
  /** The line of the file (1-based) where the record starts, for the summary's "skipped" reasons. */
  line: number;
  receipt: string;
  /** ISO instant (from Completion Time), or null when the cell is not a time. */
  completedAt: string | null;
  status: string;
  /** Shillings (may have a fraction), or null when the cell is not an amount. */
  paidIn: number | null;
  withdrawn: number | null;
  details: string;
  otherParty: string;
  account: string | null;
};

export type ParsedStatement = { ok: true; rows: StatementRow[] } | { ok: false; reason: "no-header" };

/** The statement's records below its header row (blank lines dropped). */
export function parseStatement(text: string): ParsedStatement {
  const records = parseCsv(text);
  let headerIndex = -1;
  let columns: Partial<Record<ColumnKey, number>> | null = null;
  for (let i = 0; i < Math.min(records.length, STATEMENT_HEADER_SEARCH_LINES); i++) {
    columns = headerColumns(records[i]);
    if (columns) {
      headerIndex = i;
      break;
    }
  }
  if (!columns) return { ok: false, reason: "no-header" };
  const cell = (record: string[], key: ColumnKey) => {
    const index = columns![key];
    return index === undefined ? "" : (record[index] ?? "").trim();
  };
  // Line numbers: a record may span lines (a quoted line break), so count them as we go.
  const rows: StatementRow[] = [];
  let line = 1;
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    let lines = 1;
    for (const field of record) if (field.includes("\n") || field.includes("\r")) lines += field.match(/\r\n|\r|\n/g)!.length;
    if (i > headerIndex && record.some((field) => field.trim() !== "")) {
      rows.push({
        line,
        receipt: cell(record, "receipt").toUpperCase(),
        completedAt: parseStatementTime(cell(record, "completedAt")),
        status: cell(record, "status"),
        paidIn: parseAmount(cell(record, "paidIn")),
        withdrawn: parseAmount(cell(record, "withdrawn")),
        details: cell(record, "details"),
        otherParty: cell(record, "otherParty"),
        account: accountOf(cell(record, "account"), cell(record, "details")),
      });
    }
    line += lines;
  }
  return { ok: true, rows };
}

/** Bytes that no CSV text has: NUL, or a run of other control characters (a binary file renamed .csv). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  if (sample.includes("\u0000")) return true;
  const controls = sample.match(/[\u0001-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return controls > Math.max(8, sample.length / 100);
}
