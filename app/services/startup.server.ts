import { getDb } from "~/db/client.server";
import { isDatabaseEmpty, seedDatabase } from "~/db/seed.server";
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
  purgeExpiredSessions();
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
