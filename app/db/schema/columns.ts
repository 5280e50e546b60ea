// Column builders every area shares, so the storage conventions stay one decision: timestamps are
// ISO-8601 UTC strings ("2026-11-21T08:30:00.000Z"), lists are JSON text, flags are 0/1 integers.
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../config/i18n";

/** SQL default producing the same ISO format as Date#toISOString(). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = () => text("created_at").notNull().default(nowIso);
export const updatedAt = () => text("updated_at").notNull().default(nowIso);
export const stringList = (name: string) =>
  text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
export const flag = (name: string) => integer(name, { mode: "boolean" });
export const id = () => integer("id").primaryKey({ autoIncrement: true });
/** The language a visitor used ("en" | "sw"): the mails sent to them later are written in it. */
export const language = () => text("language", { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE);
