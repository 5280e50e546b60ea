import { getDb } from "~/db/client.server";
import { isDatabaseEmpty, seedDatabase } from "~/db/seed/index.server";
import { purgeOrphanCertificates } from "~/models/academy.server";
import { ensureFirstAdmin } from "~/models/user.server";
import type { Env } from "~/services/env.server";
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

/** Expired sessions and abandoned certificate uploads are removed now and every six hours. */
function scheduleHousekeeping() {
  const run = () => {
    purgeExpiredSessions();
    purgeOrphanCertificates()
      .then((removed) => removed && console.log(`Removed ${removed} abandoned birth-certificate uploads`))
      .catch((error) => console.error("Removing abandoned uploads failed:", error));
  };
  run();
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
