// The database screen's facts and its three actions: an integrity check, a backup to download, and
// the daily backups kept in DATA_DIR/backups. Snapshots use SQLite's online backup API
// (better-sqlite3's backup()), which copies a consistent image in small steps and lets the event loop
// serve requests between them; writes made meanwhile through the app's connection are carried into
// the copy, so it holds every write acknowledged before it finished.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { getDb } from "~/db/client.server";
import { CERTIFICATE_FOLDER } from "~/models/academy/certificates.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { readSetting, writeSetting } from "~/models/settings.server";
import { getEnv } from "~/config/env.server";
import { IMAGE_FOLDER } from "~/infra/images.server";
import { getStorage } from "~/infra/storage.server";
import type { Result } from "~/utils/result";

export const BACKUPS_KEPT = 7;
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;
const INTEGRITY_KEY = "database.integrity";
// Every folder the storage service keeps uploads in.
const UPLOAD_FOLDERS = [CERTIFICATE_FOLDER, IMAGE_FOLDER];
/** Backups are named club-<UTC time>.db, e.g. club-20261121T030000Z.db (also a valid storage key). */
export const BACKUP_NAME = /^club-\d{8}T\d{6}Z\.db$/;

export type IntegrityKind = "integrity_check" | "quick_check";
export type IntegrityResult = { kind: IntegrityKind; ok: boolean; messages: string[]; checkedAt: string; by: string };
export type BackupFile = { name: string; bytes: number; createdAt: string };

export const backupDir = () => path.join(getEnv().DATA_DIR, "backups");
const scratchDir = () => path.join(getEnv().DATA_DIR, "tmp");

export function backupNameFor(date: Date): string {
  return `club-${date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z")}.db`;
}

/** The backups to delete so that only the newest `keep` remain (names sort by time). */
export function backupsToPrune(names: string[], keep = BACKUPS_KEPT): string[] {
  return names.filter((name) => BACKUP_NAME.test(name)).sort().reverse().slice(keep);
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

export function tableRowCounts(): Array<{ name: string; rows: number }> {
  const client = getDb().$client;
  const tables = client
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string; sql: string | null }>;
  // Full-text indexes keep their data in shadow tables (<name>_data, …): show the index, not its parts.
  const virtual = tables.filter((t) => /^CREATE VIRTUAL/i.test(t.sql ?? "")).map((t) => t.name);
  return tables
    .filter((t) => !virtual.some((v) => t.name.startsWith(`${v}_`)))
    .map((t) => ({
      name: t.name,
      rows: (client.prepare(`SELECT count(*) AS n FROM "${t.name.replace(/"/g, '""')}"`).get() as { n: number }).n,
    }));
}

export async function uploadsUsage(): Promise<{ bytes: number; files: number; where: "local" | "s3" }> {
  const storage = getStorage();
  let bytes = 0;
  let files = 0;
  for (const folder of UPLOAD_FOLDERS) {
    for await (const entry of storage.list(folder)) {
      bytes += entry.size;
      files++;
    }
  }
  return { bytes, files, where: storage.kind };
}

export function listBackups(): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir());
  } catch {
    return [];
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const stamp = name.slice(5, 21);
      const createdAt = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.000Z`;
      return { name, bytes: fileSize(path.join(backupDir(), name)), createdAt };
    });
}

export function lastIntegrityCheck(): IntegrityResult | null {
  return readSetting<IntegrityResult>(INTEGRITY_KEY);
}

export async function getDatabaseOverview() {
  const file = getEnv().DATABASE_PATH;
  return {
    fileBytes: file === ":memory:" ? 0 : fileSize(file),
    walBytes: file === ":memory:" ? 0 : fileSize(`${file}-wal`),
    tables: tableRowCounts(),
    integrity: lastIntegrityCheck(),
    uploads: await uploadsUsage(),
    backups: listBackups(),
    s3Backups: getStorage().kind === "s3",
  };
}

/** The answer of PRAGMA integrity_check / quick_check on a connection: ok, or the problems it lists. */
export function checkIntegrity(client: Database.Database, kind: IntegrityKind): { ok: boolean; messages: string[] } {
  const rows = client.pragma(`${kind}(20)`) as Array<Record<string, string>>;
  const messages = rows.map((row) => String(Object.values(row)[0]));
  return { ok: messages.length === 1 && messages[0] === "ok", messages };
}

/** The stored result when it is recent, else a quick_check run now (and stored). */
export function recentIntegrityCheck(maxAgeMs = 60 * 60_000): IntegrityResult {
  const last = lastIntegrityCheck();
  if (last && Date.now() - Date.parse(last.checkedAt) < maxAgeMs) return last;
  return runIntegrityCheck("quick_check", null).check;
}

/** Runs the check on the live database and remembers the result (settings) for the screen and dashboard. */
export function runIntegrityCheck(kind: IntegrityKind, actor: AuditActor): { ok: true; check: IntegrityResult } {
  const { ok, messages } = checkIntegrity(getDb().$client, kind);
  const check: IntegrityResult = {
    kind,
    ok,
    messages,
    checkedAt: new Date().toISOString(),
    by: actor?.username ?? "system",
  };
  writeSetting(INTEGRITY_KEY, check);
  // The dashboard's own periodic check is not an admin action.
  if (actor) recordAudit(actor, "database.check", { type: "database" }, `Ran ${kind}: ${ok ? "ok" : `${messages.length} problem(s)`}`, {
    kind,
    ok,
  });
  return { ok: true, check };
}

/**
 * Copies the live database into `destination` (a consistent snapshot) through a temporary file in the
 * same folder, so a reader never finds half a backup under the final name.
 */
export async function snapshotDatabase(destination: string): Promise<number> {
  await fsp.mkdir(path.dirname(destination), { recursive: true });
  const temporary = `${destination}.${crypto.randomBytes(6).toString("hex")}.partial`;
  try {
    await getDb().$client.backup(temporary);
    // The copy inherits WAL mode: make it one self-contained file, so opening it (to check or restore
    // it) leaves no -wal/-shm companions behind.
    const copy = new Database(temporary);
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const handle = await fsp.open(temporary, "r+");
    await handle.sync();
    await handle.close();
    await fsp.rename(temporary, destination);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
  return fileSize(destination);
}

/** A fresh snapshot in DATA_DIR/tmp for one download; the caller streams it and removes it. */
export async function snapshotForDownload(actor: AuditActor): Promise<{ file: string; name: string; bytes: number }> {
  const name = backupNameFor(new Date());
  const file = path.join(scratchDir(), `download-${crypto.randomBytes(8).toString("hex")}.db`);
  const bytes = await snapshotDatabase(file);
  recordAudit(actor, "database.download-backup", { type: "database" }, `Downloaded a backup of the database (${bytes} bytes)`);
  return { file, name, bytes };
}

/**
 * Makes a backup into DATA_DIR/backups (checked with quick_check before it counts), uploads it to the
 * S3 bucket when uploads live there, and keeps the newest seven in both places.
 */
export async function makeStoredBackup(actor: AuditActor, now = new Date()): Promise<Result<{ backup: BackupFile }, "conflict">> {
  const name = backupNameFor(now);
  const file = path.join(backupDir(), name);
  if (fs.existsSync(file)) return { ok: false, reason: "conflict", message: "A backup was made this very second" };
  const bytes = await snapshotDatabase(file);
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  let verdict: { ok: boolean; messages: string[] };
  try {
    verdict = checkIntegrity(copy, "quick_check");
  } finally {
    copy.close();
  }
  if (!verdict.ok) {
    await fsp.rm(file, { force: true });
    throw new Error(`The new backup failed its check: ${verdict.messages.join("; ")}`);
  }
  const storage = getStorage();
  if (storage.kind === "s3") {
    await storage.put(`backups/${name}`, await fsp.readFile(file), "application/vnd.sqlite3");
    const remote: string[] = [];
    for await (const entry of storage.list("backups")) remote.push(entry.key.slice("backups/".length));
    for (const old of backupsToPrune(remote)) await storage.delete(`backups/${old}`);
  }
  for (const old of backupsToPrune(fs.readdirSync(backupDir()))) await fsp.rm(path.join(backupDir(), old), { force: true });
  recordAudit(actor, "database.backup", { type: "backup", id: name }, `Made the backup ${name} (${bytes} bytes)`, {
    s3: storage.kind === "s3",
  });
  return { ok: true, backup: { name, bytes, createdAt: now.toISOString() } };
}

/** The daily backup: made when the newest one is a day old (or there is none). */
export async function runScheduledBackup(now = new Date()): Promise<BackupFile | null> {
  const newest = listBackups()[0];
  if (newest && now.getTime() - Date.parse(newest.createdAt) < BACKUP_EVERY_MS - 5 * 60_000) return null;
  const made = await makeStoredBackup(null, now);
  return made.ok ? made.backup : null;
}

/** Snapshots a crash left in DATA_DIR/tmp or half-written backups: removed when an hour old. */
export async function removeStaleSnapshots(now = Date.now()): Promise<number> {
  let removed = 0;
  for (const [folder, pattern] of [
    [scratchDir(), /^download-[0-9a-f]+\.db(\.[0-9a-f]+\.partial)?$/],
    [backupDir(), /\.partial$/],
  ] as const) {
    const names = await fsp.readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((n) => pattern.test(n))) {
      const stat = await fsp.stat(path.join(folder, name)).catch(() => null);
      if (stat && now - stat.mtimeMs > 60 * 60_000) {
        await fsp.rm(path.join(folder, name), { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** A stored backup's path, for its download; null for any name that is not one of ours. */
export function storedBackupPath(name: string): string | null {
  if (!BACKUP_NAME.test(name)) return null;
  const file = path.join(backupDir(), name);
  return fs.existsSync(file) ? file : null;
}
