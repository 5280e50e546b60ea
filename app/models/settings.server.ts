// The `settings` table: small named values that must survive restarts (generated keys, the last
// integrity check, the club facts the office edits). Values are JSON text.
import { count, eq, inArray, like } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pushSubscriptions, settings } from "~/db/schema";

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

/**
 * The push service's VAPID public key, from whichever `settings` row holds it (the push area creates
 * its keys on first start): a row whose key names the public key, or a JSON object with `publicKey`.
 */
export function findVapidPublicKey(): string | null {
  const rows = getDb()
    .select()
    .from(settings)
    .where(like(settings.key, "%vapid%"))
    .all();
  for (const row of rows) {
    let value: unknown = row.value;
    try {
      value = JSON.parse(row.value);
    } catch {
      // A plain string.
    }
    if (value && typeof value === "object" && typeof (value as { publicKey?: unknown }).publicKey === "string") {
      return (value as { publicKey: string }).publicKey;
    }
    if (typeof value === "string" && /public/i.test(row.key) && /^[A-Za-z0-9_-]{40,}$/.test(value)) return value;
  }
  return null;
}

export function countPushSubscribers(): number {
  return getDb().select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.isActive, true)).get()?.n ?? 0;
}
