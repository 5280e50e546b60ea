// How the admin list and the CSV export find registrations: by status, and by a search that uses the
// trigram index from three characters and the name indexes below (ADR 0006).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { academyRegistrations } from "~/db/schema";
import type { RegistrationFilter } from "~/schemas/academy";

/**
 * `scanByDate`: for a short search that matches many rows, test each row while walking the date
 * index (the page fills after a few hundred rows) instead of collecting every match first.
 */
export function filterCondition({ q, status }: RegistrationFilter, scanByDate = false): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(academyRegistrations.status, status));
  if (q) conditions.push(searchCondition(q, scanByDate));
  return conditions.length ? and(...conditions) : undefined;
}

/** Searches shorter than this match the start of the player's or the parent/guardian's name. */
const SUBSTRING_SEARCH_MIN = 3;
/** A short search matching more rows than this is paged by walking the date index (see above). */
export const DENSE_SHORT_SEARCH = 2000;

export const isShortSearch = (q: string | undefined) => !!q && [...q].length < SUBSTRING_SEARCH_MIN;

/**
 * Case-insensitive search. Three characters or more: a substring of player, parent/guardian or
 * e-mail, through the trigram index (drizzle/0001_registration_search.sql). One or two letters: the
 * player's or the parent/guardian's name begins with them, through the NOCASE name indexes (a
 * substring that short matches most of the table and cannot use the trigram index: ADR 0006).
 */
function searchCondition(q: string, scanByDate: boolean): SQL {
  if ([...q].length >= SUBSTRING_SEARCH_MIN) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    return sql`${academyRegistrations.id} IN (SELECT rowid FROM academy_registrations_search WHERE academy_registrations_search MATCH ${phrase})`;
  }
  const prefix = likePrefix(q);
  const { id, playerName, parentGuardianName } = academyRegistrations;
  // "+column" keeps SQLite from choosing the name indexes, so that it walks the date index instead.
  if (scanByDate) {
    return sql`(+${playerName} LIKE ${prefix} ESCAPE '\\' OR +${parentGuardianName} LIKE ${prefix} ESCAPE '\\')`;
  }
  const begins = (name: SQLiteColumn) =>
    sql`SELECT ${id} FROM ${academyRegistrations} WHERE ${name} LIKE ${prefix} ESCAPE '\\'`;
  return sql`${id} IN (${begins(playerName)} UNION ${begins(parentGuardianName)})`;
}

/**
 * How many registrations a one- or two-letter search matches: those whose player's name begins with
 * it, plus those whose parent/guardian's name does and the player's does not. Each count reads only
 * a name index (they carry the other name and the status); the union of both ranges that the rows
 * query uses would build a temporary table of every match first (~40 ms for "a" at 100,000).
 */
export function countNamePrefixMatches(q: string, status: RegistrationFilter["status"]): number {
  const prefix = likePrefix(q);
  const { playerName, parentGuardianName } = academyRegistrations;
  const statusIs = status ? sql` AND ${academyRegistrations.status} = ${status}` : sql``;
  const player = getDb().get<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${academyRegistrations} WHERE ${playerName} LIKE ${prefix} ESCAPE '\\'${statusIs}`,
  );
  const parentOnly = getDb().get<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${academyRegistrations} WHERE ${parentGuardianName} LIKE ${prefix} ESCAPE '\\' AND NOT (${playerName} LIKE ${prefix} ESCAPE '\\')${statusIs}`,
  );
  return player.n + parentOnly.n;
}

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
