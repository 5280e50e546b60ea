// The `settings` table: small named values that must survive restarts (generated keys, the last
// integrity check, the club facts the office edits). Values are JSON text. Also the facts about the
// site's set-up that the Settings screen shows (how mail leaves, how many push subscribers).
import { count, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pushSubscriptions, settings } from "~/db/schema";
import { getEnv } from "~/config/env.server";

export function readSetting<T>(key: string): T | null {
  const row = getDb().select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return null;
  }
}

export function readSettings(keys: string[]): Map<string, string> {
  if (!keys.length) return new Map();
  const rows = getDb().select().from(settings).where(inArray(settings.key, keys)).all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export function writeSetting(key: string, value: unknown) {
  const text = JSON.stringify(value);
  const updatedAt = new Date().toISOString();
  getDb()
    .insert(settings)
    .values({ key, value: text, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value: text, updatedAt } })
    .run();
}

export function countPushSubscribers(): number {
  return getDb().select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.isActive, true)).get()?.n ?? 0;
}

export type MailMode = { kind: "outbox" | "smtp"; detail: string };

/** How mail leaves the site: SMTP when SMTP_URL is set, else .eml files in the outbox folder. */
export function mailMode(): MailMode {
  const env = getEnv();
  if (!env.SMTP_URL) return { kind: "outbox", detail: `Written as .eml files to ${env.DATA_DIR}/outbox (no SMTP_URL set)` };
  const url = new URL(env.SMTP_URL);
  const secure = url.protocol === "smtps:";
  return { kind: "smtp", detail: `${secure ? "SMTPS" : "SMTP"} via ${url.hostname}:${url.port || (secure ? 465 : 587)}` };
}
