// `npm run db:seed`: opens (and migrates) the configured database and fills every empty content table.
import { count } from "drizzle-orm";
import { closeDb, getDb } from "~/db/client.server";
import { blogPosts, merchandise, news, players } from "~/db/schema";
import { seedDatabase } from "~/db/seed/index.server";

async function main() {
  const db = getDb();
  const wasEmpty = db.select({ n: count() }).from(news).get()?.n === 0;
  await seedDatabase(db);
  const total = (table: typeof news | typeof players | typeof blogPosts | typeof merchandise) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0;
  console.log(
    `Seed ${wasEmpty ? "complete" : "checked (existing content kept)"}: ${total(news)} news, ${total(players)} players, ` +
      `${total(blogPosts)} blog posts, ${total(merchandise)} products in ${db.$client.name}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error("Seeding failed:", error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
