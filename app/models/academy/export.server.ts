// The registrations as CSV (the admin list's filters), streamed batch by batch.
import { and, desc, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { academyRegistrations } from "~/db/schema";
import type { RegistrationFilter } from "~/schemas/academy";
import { ageOn, todayInNairobi } from "~/utils/age";
import { csvDateTime, csvStream } from "~/utils/csv.server";
import { registrationColumns, type Registration } from "~/models/academy/rows.server";
import { filterCondition } from "~/models/academy/search.server";

export const CSV_COLUMNS = [
  "Player Name",
  "Age",
  "Gender",
  "Position",
  "Parent/Guardian",
  "Phone",
  "Email",
  "Address",
  "Status",
  "Registration Date",
] as const;

/**
 * The filtered registrations as CSV, produced batch by batch (keyset pagination), so memory stays
 * flat however many rows there are and no query stays open between batches.
 */
export function registrationsCsvStream(
  filter: RegistrationFilter,
  { batchSize = 1000, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): ReadableStream<Uint8Array> {
  const where = filterCondition(filter);
  const today = todayInNairobi();
  return csvStream({
    columns: CSV_COLUMNS,
    pageSize: batchSize,
    signal,
    // A row-value comparison lets SQLite seek in the date index instead of rescanning it.
    readPage: (last: Registration | null) =>
      getDb()
        .select(registrationColumns)
        .from(academyRegistrations)
        .where(
          and(
            where,
            last ? sql`(${academyRegistrations.registrationDate}, ${academyRegistrations.id}) < (${last.registrationDate}, ${last.id})` : undefined,
          ),
        )
        .orderBy(desc(academyRegistrations.registrationDate), desc(academyRegistrations.id))
        .limit(batchSize)
        .all(),
    toRecords: (rows) =>
      rows.map((row) => [
        row.playerName,
        ageOn(row.dateOfBirth, today) ?? "",
        row.gender,
        row.position,
        row.parentGuardianName,
        row.phoneNumber,
        row.email,
        row.address.replace(/,/g, ";"),
        row.status,
        csvDateTime(row.registrationDate),
      ]),
  });
}
