// The one CSV exporter. Lists that can grow (registrations, members, orders) are read in keyset pages
// and written while the client reads, so a 100,000-row export never sits in memory, and reading stops
// when the client goes away. Every cell that starts like a formula (=, +, -, @) is neutralised, since
// names, addresses and page paths come from the public.
import { stringify } from "csv-stringify/sync";
import { CLUB_TIME_ZONE } from "~/config/club";
import { todayInNairobi } from "~/utils/age";

type Cell = string | number | null | undefined;

const csvText = (records: Cell[][], columns: readonly string[] | undefined) =>
  stringify(records.map((record) => record.map((cell) => cell ?? "")), {
    header: Boolean(columns),
    columns: columns ? [...columns] : undefined,
    escape_formulas: true,
  });

/** A whole small table as CSV text (a header line, then one line per record). */
export const csvOf = (columns: readonly string[], records: Cell[][]) => csvText(records, columns);

/** Dates in CSV files: YYYY-MM-DD in Nairobi, which spreadsheets read as dates. */
const csvDateFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeZone: CLUB_TIME_ZONE });
export const csvDate = (iso: string | null | undefined) => (iso ? csvDateFormat.format(new Date(iso)) : "");

/** Moments in CSV files: "YYYY-MM-DD HH:MM" in Nairobi, which sorts as text and spreadsheets read as a date. */
const csvDateTimeFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: CLUB_TIME_ZONE });
export const csvDateTime = (iso: string | null | undefined) => (iso ? csvDateTimeFormat.format(new Date(iso)) : "");

/**
 * A streamed CSV file: `readPage(last)` answers the rows after `last` (null for the first page), at most
 * `pageSize` of them; a shorter page is the last one.
 */
export function csvStream<Row>({
  columns,
  pageSize,
  readPage,
  toRecords,
  signal,
}: {
  columns: readonly string[];
  pageSize: number;
  readPage: (last: Row | null) => Row[];
  /** One page of rows as CSV records (a page at a time, so related rows can be fetched for the page). */
  toRecords: (rows: Row[]) => Cell[][];
  signal?: AbortSignal;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  let first = true;
  return new ReadableStream({
    pull(controller) {
      if (signal?.aborted) return controller.close();
      const rows = readPage(last);
      const text = csvText(toRecords(rows), first ? columns : undefined);
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < pageSize) controller.close();
      else last = rows.at(-1)!;
    },
  });
}

/** The download: `<name>-<today in Nairobi>.csv`, never cached (it holds personal data). */
export function csvResponse(body: ReadableStream<Uint8Array> | string, name: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${todayInNairobi()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
