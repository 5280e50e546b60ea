// Which tables a piece of work read, and which tables have been written since: the page cache's
// dependency tracking (app/services/page-cache.server.ts). Every statement of the app's SQLite
// connection reports its tables here, so no model has to remember to invalidate anything: a write
// through any model (or any raw statement) drops exactly the cached pages that read that table.
// The same scope records which of the visitor's cookies the work looked at (noteCookieRead): a page
// that never looks at a cookie is the same page with or without it.
import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";
import { singleton } from "~/utils/singleton.server";

type ReadScope = { tables: Set<string>; cookies: Set<string>; wrote: boolean };
type WriteListener = (tables: ReadonlySet<string> | "all") => void;

// Shared by the Express bundle and the Remix build (each has its own copy of this module).
const state = () =>
  singleton("table-tracking", () => ({
    reads: new AsyncLocalStorage<ReadScope>(),
    counters: new AsyncLocalStorage<true>(),
    sequence: 0,
    lastWrite: new Map<string, number>(),
    everythingWrittenAt: 0,
    listeners: new Set<WriteListener>(),
    // The app's main connection and the last `PRAGMA data_version` it reported that we can explain.
    watched: null as Database.Database | null,
    expectedVersion: 0,
  }));

const dataVersion = (sqlite: Database.Database) => sqlite.pragma("data_version", { simple: true }) as number;

/**
 * Writes from outside the process (a script, the sqlite3 shell, a test) are not seen statement by
 * statement. The main connection's `data_version` changes whenever another connection commits; a
 * change that our own other connections (the mail worker's) do not explain means "anything may have
 * changed".
 */
export function watchForeignWrites(sqlite: Database.Database) {
  const tracking = state();
  tracking.watched = sqlite;
  tracking.expectedVersion = dataVersion(sqlite);
}

/** Checks for writes from outside the process since the last check (cheap: one pragma). */
export function checkForeignWrites() {
  const tracking = state();
  if (!tracking.watched?.open) return;
  const version = dataVersion(tracking.watched);
  if (version === tracking.expectedVersion) return;
  tracking.expectedVersion = version;
  // Someone else's commit, whatever this process is doing (moving a counter, say): everything may have changed.
  recordWrite("all");
}

const READ_TABLES = /\b(?:from|join)\s+["`[]?([A-Za-z_]\w*)/gi;
const WRITTEN_TABLE =
  /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+["`[]?([A-Za-z_]\w*)/i;

/** The tables a statement reads and the one it writes (if any), from its SQL text. */
export function tablesOf(sqlText: string): { reads: string[]; writes: string | null } {
  const writes = WRITTEN_TABLE.exec(sqlText)?.[1]?.toLowerCase() ?? null;
  const reads = new Set<string>();
  for (const match of sqlText.matchAll(READ_TABLES)) reads.add(match[1].toLowerCase());
  if (writes) reads.delete(writes);
  return { reads: [...reads], writes };
}

/** A write of this process's, unless it only moved a counter (asCounterUpdate). */
function noteWrite(table: string | "all") {
  if (state().counters.getStore()) return;
  recordWrite(table);
}

function recordWrite(table: string | "all") {
  const tracking = state();
  const scope = tracking.reads.getStore();
  if (scope) scope.wrote = true;
  tracking.sequence += 1;
  if (table === "all") tracking.everythingWrittenAt = tracking.sequence;
  else tracking.lastWrite.set(table, tracking.sequence);
  for (const listener of tracking.listeners) listener(table === "all" ? "all" : new Set([table]));
}

/** Records the tables of every statement this connection runs (reads into the current scope, writes globally). */
export function trackTables(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    const { reads, writes } = tablesOf(source);
    for (const method of ["run", "get", "all", "iterate"] as const) {
      const original = statement[method] as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        const tracking = state();
        const scope = tracking.reads.getStore();
        if (scope) for (const table of reads) scope.tables.add(table);
        const secondary = writes !== null && tracking.watched !== null && tracking.watched !== sqlite;
        if (secondary) checkForeignWrites();
        const result = original.apply(this, args);
        // Counted after it ran: a statement that failed changed nothing.
        if (writes) noteWrite(writes);
        // The main connection will see this commit as another connection's: it is explained.
        if (secondary && tracking.watched?.open) tracking.expectedVersion = dataVersion(tracking.watched);
        return result;
      };
    }
    return statement;
  }) as typeof sqlite.prepare;
  // exec runs scripts (migrations, VACUUM INTO): whatever they did, assume everything changed.
  const exec = sqlite.exec.bind(sqlite);
  sqlite.exec = ((source: string) => {
    const result = exec(source);
    noteWrite("all");
    return result;
  }) as typeof sqlite.exec;
}

/** For reads that do not go through a statement each time (values memoised in memory). */
export function noteRead(...tables: string[]) {
  const scope = state().reads.getStore();
  if (scope) for (const table of tables) scope.tables.add(table);
}

/** A cookie the work looked for, whether the request had it or not (services/visitor-cookies.server.ts). */
export function noteCookieRead(name: string) {
  state().reads.getStore()?.cookies.add(name);
}

/**
 * Runs `work` and returns what it read: the tables and cookies, whether it wrote anything (a page
 * whose render changes data must not be served from a cache) and the write sequence number it
 * started at.
 */
export async function withReadTracking<T>(work: () => Promise<T>) {
  const tracking = state();
  const scope: ReadScope = { tables: new Set(), cookies: new Set(), wrote: false };
  const startedAt = tracking.sequence;
  const result = await tracking.reads.run(scope, work);
  return { result, tables: scope.tables, cookies: scope.cookies, wrote: scope.wrote, startedAt };
}

/** True when one of `tables` was written after write number `since` (the data read may be outdated). */
export function writtenSince(tables: Iterable<string>, since: number): boolean {
  const tracking = state();
  if (tracking.everythingWrittenAt > since) return true;
  for (const table of tables) if ((tracking.lastWrite.get(table) ?? 0) > since) return true;
  return false;
}

/**
 * Runs writes that only bump counters a page shows (a post's view count): they do not invalidate
 * cached pages, which pick the new figure up when they expire. Content changes never go through here.
 */
export function asCounterUpdate<T>(work: () => T): T {
  return state().counters.run(true, work);
}

export function onTablesWritten(listener: WriteListener): () => void {
  state().listeners.add(listener);
  return () => state().listeners.delete(listener);
}

/**
 * A value computed from `tables` (synchronously), kept until one of them is written, in this process
 * or from outside it. For figures every request needs, such as counts over a large table.
 */
export function memoUntilWritten<T>(tables: readonly string[], compute: () => T): () => T {
  let cached: { value: T; at: number } | null = null;
  return () => {
    checkForeignWrites();
    noteRead(...tables);
    if (cached && !writtenSince(tables, cached.at)) return cached.value;
    const at = state().sequence;
    cached = { value: compute(), at };
    return cached.value;
  };
}

/**
 * Values computed per key (synchronously), each kept until a table its computation read is written, in
 * this process or from outside it, or until the time the computation said it holds (`until`, ms: what
 * "from now on" lists change at without any write, a kick-off or midnight). The tables are those the
 * computation's statements actually read, recorded as a page's render records them, so the module
 * that computes needs no list of them kept in step with its queries. A computation that wrote is not
 * kept. At most `maxEntries` keys, least recently used dropped first.
 */
export function memoByKeyUntilWritten<K, T>(compute: (key: K, now: Date) => { value: T; until: number }, maxEntries = 500) {
  const entries = new Map<K, { value: T; at: number; from: number; until: number; tables: string[] }>();
  return (key: K, now = new Date()): T => {
    checkForeignWrites();
    const tracking = state();
    const time = now.getTime();
    const kept = entries.get(key);
    if (kept && kept.from <= time && time < kept.until && !writtenSince(kept.tables, kept.at)) {
      noteRead(...kept.tables);
      // Most recently used last: eviction takes the first.
      entries.delete(key);
      entries.set(key, kept);
      return kept.value;
    }
    const at = tracking.sequence;
    const outer = tracking.reads.getStore();
    const scope: ReadScope = { tables: new Set(), cookies: new Set(), wrote: false };
    const { value, until } = tracking.reads.run(scope, () => compute(key, now));
    if (outer) {
      for (const table of scope.tables) outer.tables.add(table);
      if (scope.wrote) outer.wrote = true;
    }
    entries.delete(key);
    if (!scope.wrote) entries.set(key, { value, at, from: time, until, tables: [...scope.tables] });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return value;
  };
}
