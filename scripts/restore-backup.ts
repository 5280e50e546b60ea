// Brings a backup back as the live database. Run it with the server STOPPED:
//   npm run db:restore -- --from DATA_DIR/backups/club-20261121T030000Z.db
//   node build/scripts/restore-backup.js --from /data/backups/club-20261121T030000Z.db   (in the container)
// `--from` also takes a bare backup name from DATA_DIR/backups. It refuses while a server is running
// on the data directory (DATA_DIR/server.pid names a live process) and refuses a file that fails
// PRAGMA integrity_check or is not this app's database. The database it replaces is kept next to it as
// club.db.before-restore-<time>; start the server afterwards (it applies any newer migrations).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { parseEnv } from "~/config/env.server";
import { runningServerPid } from "~/infra/server-pid.server";

function fail(message: string): never {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, "r+");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function fsyncFolder(folder: string) {
  try {
    const fd = fs.openSync(folder, "r");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Not supported on this platform.
  }
}

/** integrity_check = ok, and the tables every copy of this app's database has. */
function verifyBackup(file: string) {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    fail(`${file} cannot be opened as a SQLite database (${(error as Error).message})`);
  }
  try {
    const rows = db.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const messages = rows.map((r) => r.integrity_check);
    if (messages.length !== 1 || messages[0] !== "ok") fail(`integrity_check of ${file}: ${messages.slice(0, 5).join("; ")}`);
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name),
    );
    for (const needed of ["__drizzle_migrations", "users", "settings"]) {
      if (!tables.has(needed)) fail(`${file} is not a Rising Stars FC database (no ${needed} table)`);
    }
    const users = (db.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n;
    return { users };
  } catch (error) {
    fail(`${file} could not be checked (${(error as Error).message})`);
  } finally {
    db.close();
  }
}

function main() {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!values.from) fail("Usage: npm run db:restore -- --from <backup file or name in DATA_DIR/backups>");
  const source = fs.existsSync(values.from) ? path.resolve(values.from) : path.join(env.DATA_DIR, "backups", values.from);
  if (!fs.existsSync(source)) fail(`${values.from} not found`);
  const target = env.DATABASE_PATH;
  if (target === ":memory:") fail("DATABASE_PATH is :memory:");
  if (path.resolve(source) === path.resolve(target)) fail("the backup is the live database itself");

  const pid = runningServerPid(env.DATA_DIR);
  if (pid) fail(`a server (pid ${pid}) is running on ${env.DATA_DIR}; stop it first`);

  const { users } = verifyBackup(source);

  // Copy first (same folder, so the final rename is atomic), then move the current database aside.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restore-${crypto.randomBytes(6).toString("hex")}`;
  fs.copyFileSync(source, incoming);
  fsyncFile(incoming);

  let keptAs: string | null = null;
  if (fs.existsSync(target)) {
    // Fold the write-ahead log into the file, so the copy kept aside is complete on its own.
    const current = new Database(target);
    try {
      current.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      current.close();
    }
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}`;
    fs.renameSync(target, keptAs);
  }
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  fsyncFolder(path.dirname(target));

  console.log(`Restored ${source} into ${target} (integrity_check ok, ${users} users).`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  console.log("Start the server now.");
}

main();
