import { getDb } from "~/db/client.server";
import { isDatabaseEmpty, seedDatabase } from "~/db/seed/index.server";
import { purgeOrphanCertificates } from "~/models/academy.server";
import { pruneAudit } from "~/models/audit.server";
import { purgeStaleCarts } from "~/models/shop.server";
import { ensureFirstAdmin } from "~/models/user.server";
import type { Env } from "~/services/env.server";
import { pruneOutbox } from "~/services/mail.server";
import { purgeExpiredSessions } from "~/services/session.server";

/** Everything `npm start` does before listening: migrate, seed an empty DB, create the first admin. */
export async function prepareApplication(env: Env) {
  const db = getDb(); // opens and migrates
  if (isDatabaseEmpty(db)) {
    await seedDatabase(db);
    console.log("Seeded an empty database with the club's content");
  }
  await ensureFirstAdmin(env);
  scheduleHousekeeping();
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * Runs a background task so that its failure (a busy database, a full disk) is logged and retried at
 * the next run, never an uncaught exception that stops the site.
 */
export async function runInBackground(what: string, task: () => unknown): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(`${what} failed:`, error);
  }
}

/**
 * Expired sessions, abandoned uploads, old outbox files, year-old audit entries and carts past their
 * cookie's 30 days are removed now and every six hours.
 */
function scheduleHousekeeping() {
  const run = () =>
    Promise.all([
      runInBackground("Removing expired sessions", purgeExpiredSessions),
      runInBackground("Removing abandoned uploads", async () => {
        const removed = await purgeOrphanCertificates();
        if (removed) console.log(`Removed ${removed} abandoned birth-certificate uploads`);
      }),
      runInBackground("Pruning the mail outbox", pruneOutbox),
      runInBackground("Pruning the audit log", async () => pruneAudit()),
      runInBackground("Removing abandoned carts", async () => purgeStaleCarts()),
    ]);
  void run();
  setInterval(run, SIX_HOURS).unref();
}

/** True when the database answers a real query (the /healthz probe). */
export function checkDatabaseHealth(): boolean {
  try {
    getDb().$client.prepare("SELECT count(*) FROM sqlite_master").get();
    return true;
  } catch {
    return false;
  }
}
