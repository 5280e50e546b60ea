// Text search in SQL with the visitor's text taken literally: %, _ and \ match themselves.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** The text with LIKE's wildcards escaped (for `LIKE … ESCAPE '\'`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column contains the text (case-insensitive for ASCII, as SQLite's LIKE is). */
export const containsText = (column: SQLiteColumn | SQL, text: string): SQL => sql`${column} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
