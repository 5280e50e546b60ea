// `npm run db:seed`: opens (and migrates) the configured database and fills every empty content table.
import { count, eq } from "drizzle-orm";
import { closeDb, getDb } from "~/db/client.server";
import { blogPosts, guardians, merchandise, news, players } from "~/db/schema";
import { seedDatabase } from "~/db/seed/index.server";

async function main() {
  const db = getDb();
  const wasEmpty = db.select({ n: count() }).from(news).get()?.n === 0;
  await seedDatabase(db);
  const total = (table: typeof news | typeof blogPosts | typeof merchandise | typeof guardians) => db.select({ n: count() }).from(table).get()?.n ?? 0;
  const ofKind = (kind: "senior" | "academy") => db.select({ n: count() }).from(players).where(eq(players.kind, kind)).get()?.n ?? 0;
  console.log(
    `Seed ${wasEmpty ? "complete" : "checked (existing content kept)"}: ${total(news)} news, ${ofKind("senior")} players, ` +
      `${ofKind("academy")} academy players with ${total(guardians)} guardians, ${total(blogPosts)} blog posts, ${total(merchandise)} products in ${db.$client.name}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error("Seeding failed:", error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
