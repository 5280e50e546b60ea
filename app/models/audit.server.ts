// The audit log: every admin action that changes data records who did it, what, when and to what.
// Recording is part of the action (same request, after the change succeeded); a failure to write the
// entry is logged and never undoes or fails the action itself. The names of the actions are the list
// in app/utils/audit.ts.
import { and, count, desc, eq, gte, inArray, lt, max, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog, type AuditEntry } from "~/db/schema";
import type { AuditAction, AuditArea } from "~/utils/audit";

export type { AuditAction, AuditEntry };

/** The signed-in user who acted (what `requireUser` returns), or null for the system itself. */
export type AuditActor = { id: number; username: string } | null;

export type AuditTarget = { type: string; id?: string | number | null };

export const AUDIT_KEEP_DAYS = 365;

export function recordAudit(
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget,
  summary: string,
  details?: Record<string, unknown>,
): void {
  try {
    getDb()
      .insert(auditLog)
      .values({
        userId: actor?.id ?? null,
        username: actor?.username ?? "system",
        action,
        targetType: target.type,
        targetId: target.id == null ? null : String(target.id),
        summary: summary.slice(0, 500),
        details: details ?? null,
      })
      .run();
  } catch (error) {
    console.error(`Could not record audit entry ${action}:`, error);
  }
}

export type AuditFilter = {
  /** An action ("academy.approve") or an area, the part before the first dot ("academy"). */
  action?: string;
  userId?: number;
  /** Free text over the summary and the username. */
  q?: string;
  since?: string;
  limit: number;
  offset: number;
};

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) {
    const action = filter.action;
    const byAction = action.includes(".") ? eq(auditLog.action, action) : likeLiteral(auditLog.action, `${escapeLike(action)}.%`);
    conditions.push(byAction);
  }
  if (filter.userId != null) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(likeLiteral(auditLog.summary, pattern), likeLiteral(auditLog.username, pattern))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const likeLiteral = (column: AnyColumn, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

export function listAudit(filter: AuditFilter): { entries: AuditEntry[]; total: number } {
  const db = getDb();
  const where = auditWhere(filter);
  const entries = db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
  const total = db.select({ n: count() }).from(auditLog).where(where).get()?.n ?? 0;
  return { entries, total };
}

type RecentAuditEntry = Pick<AuditEntry, "username" | "summary" | "createdAt">;

/** The newest entries of the given areas (only what the dashboard's recent activity shows of them). */
export function recentAudit(limit: number, areas: readonly AuditArea[]): RecentAuditEntry[] {
  if (!areas.length) return [];
  return getDb()
    .select({ username: auditLog.username, summary: auditLog.summary, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(or(...areas.map((area) => likeLiteral(auditLog.action, `${escapeLike(area)}.%`))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all();
}

/** Deletes entries older than a year; returns how many went. */
export function pruneAudit(now = Date.now()): number {
  const cutoff = new Date(now - AUDIT_KEEP_DAYS * 24 * 3600_000).toISOString();
  return getDb().delete(auditLog).where(lt(auditLog.createdAt, cutoff)).run().changes;
}

/**
 * How many entries of `actions` each target of `targetType` whose id starts with `idPrefix` has, and
 * when the last was written, by target id: how often something was changed back and forth (a training
 * session cancelled and put back on), for a revision number that only grows.
 */
export function auditHistoryByTarget(actions: readonly AuditAction[], targetType: string, idPrefix: string): Map<string, { count: number; lastAt: string }> {
  if (!actions.length) return new Map();
  const rows = getDb()
    .select({ targetId: auditLog.targetId, count: count(), lastAt: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [...actions]), eq(auditLog.targetType, targetType), likeLiteral(auditLog.targetId, `${escapeLike(idPrefix)}%`)))
    .groupBy(auditLog.targetId)
    .all();
  return new Map(rows.map((row) => [row.targetId ?? "", { count: row.count, lastAt: row.lastAt ?? "" }]));
}
