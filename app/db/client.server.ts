import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import * as schema from "./schema";
import { trackTables, watchForeignWrites } from "./table-tracking.server";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens a SQLite file with the pragmas every connection needs (they are per connection).
 * `synchronous = FULL`: a commit is fsynced before it returns, so a write answered with success
 * survives a power cut, not only a crash of the process (ADR 0010). Every statement reports the tables it
 * reads and writes, which keeps the page cache exact (table-tracking.server.ts).
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  trackTables(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

export function migrateDatabase(db: Db, migrationsFolder = path.resolve("drizzle")) {
  migrate(db, { migrationsFolder });
}

/** The app's database, opened and migrated on first use. */
export function getDb(): Db {
  return singleton("db", () => {
    const db = openDatabase(getEnv().DATABASE_PATH);
    migrateDatabase(db);
    watchForeignWrites(db.$client);
    return db;
  });
}

export function closeDb() {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  const db = store.__singletons?.get("db") as Db | undefined;
  if (db?.$client.open) db.$client.close();
  store.__singletons?.delete("db");
}

/**
 * A query drizzle builds and SQLite prepares once per connection, then runs with each call's values
 * (`sql.placeholder`): for the few statements a page runs on every request, where building the SQL
 * again costs more than running it. Tracked like any other statement (table-tracking.server.ts).
 */
export function preparedOnce<T>(build: (db: Db) => T): () => T {
  const prepared = new WeakMap<Db, T>();
  return () => {
    const db = getDb();
    let query = prepared.get(db);
    if (query === undefined) prepared.set(db, (query = build(db)));
    return query;
  };
}
