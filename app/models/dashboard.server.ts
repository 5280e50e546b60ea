import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/config/env.server";
import { recentAudit } from "~/models/audit.server";
import { recentIntegrityCheck } from "~/models/database.server";
import { countAwaitingResult } from "~/models/matches/season.server";
import { countActiveSessions } from "~/models/session.server";
import { hasPermission, type Permission } from "~/config/admin-sections";
import type { Role } from "~/config/roles";
import { auditAreasFor } from "~/utils/audit";
import { formatBytes } from "~/utils/bytes";

export type SystemLoad = "Low" | "Moderate" | "High";

/** Load average over the last minute per core: under 0.7 is Low, under 1.5 Moderate, else High. */
export function classifyLoad(loadAverage: number, cores: number): SystemLoad {
  const perCore = loadAverage / Math.max(1, cores);
  if (perCore < 0.7) return "Low";
  if (perCore < 1.5) return "Moderate";
  return "High";
}

export { formatBytes };

function databaseSizeBytes(): number {
  const file = getEnv().DATABASE_PATH;
  if (file === ":memory:") return 0;
  return [file, `${file}-wal`].reduce((total, f) => total + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
}

/** "3 d 4 h", "2 h 5 min", "12 min" */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

export function getSystemStatus(now = Date.now()) {
  let check: { ok: boolean; checkedAt: string; kind: string } | null = null;
  try {
    check = recentIntegrityCheck();
  } catch {
    check = null;
  }
  const [oneMinute, fiveMinutes, fifteenMinutes] = os.loadavg();
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const startedAt = new Date(now - process.uptime() * 1000).toISOString();
  return {
    websiteStatus: "Online" as const,
    uptime: { startedAt, text: formatDuration(process.uptime() * 1000) },
    activeSessions: countActiveSessions(),
    database: {
      healthy: check?.ok ?? false,
      checkedAt: check?.checkedAt ?? null,
      kind: check?.kind ?? null,
      size: formatBytes(databaseSizeBytes()),
    },
    systemLoad: {
      level: classifyLoad(oneMinute, cores),
      loadAverage: oneMinute,
      loadAverages: [oneMinute, fiveMinutes, fifteenMinutes],
      cores,
      memory: { rss: formatBytes(process.memoryUsage().rss), free: formatBytes(os.freemem()), total: formatBytes(os.totalmem()) },
    },
  };
}

export type ActivityKind = "message" | "registration" | "order" | "comment" | "member" | "email" | "admin";
export type Activity = { kind: ActivityKind; summary: string; at: string; href: string | null };
type SourceKind = Exclude<ActivityKind, "admin">;

/**
 * Who sees each kind of event: the permission of the section that handles it (any user of the admin
 * area sees that a contact message came in). The audit log's changes go by their area
 * (`AUDIT_AREA_PERMISSIONS`).
 */
const ACTIVITY_PERMISSIONS: Record<SourceKind, Permission> = {
  message: "dashboard",
  registration: "academy",
  order: "shop",
  comment: "blog",
  member: "membership",
  email: "email",
};

// Each source is cut to its newest rows first, so the indexes on the date columns do the work.
const ACTIVITY_SOURCES: Record<SourceKind, { select: string; table: string; dateColumn: string }> = {
  message: { select: `'Contact message from ' || name`, table: "contact_messages", dateColumn: "created_at" },
  registration: {
    select: `'Academy registration: ' || player_name || ' (' || status || ')'`,
    table: "academy_registrations",
    dateColumn: "registration_date",
  },
  order: { select: `'Order #' || id || ' from ' || customer_name || ' (' || status || ')'`, table: "orders", dateColumn: "created_at" },
  comment: { select: `'Blog comment by ' || author_name || ' (' || status || ')'`, table: "blog_comments", dateColumn: "created_at" },
  member: { select: `'New fan member: ' || first_name || ' ' || last_name`, table: "fan_members", dateColumn: "created_at" },
  email: { select: `'E-mail "' || subject || '" to ' || "to" || ' (' || status || ')'`, table: "email_logs", dateColumn: "sent_at" },
};

/** The newest real events across the club's tables that `role` may see, newest first. */
export function listRecentActivity(role: Role, limit = 8): Activity[] {
  const kinds = (Object.keys(ACTIVITY_SOURCES) as SourceKind[]).filter((kind) => hasPermission(role, ACTIVITY_PERMISSIONS[kind]));
  if (!kinds.length) return [];
  const sources = kinds.map((kind) => {
    const { select, table, dateColumn } = ACTIVITY_SOURCES[kind];
    return sql`SELECT * FROM (SELECT '${sql.raw(kind)}' AS kind, ${sql.raw(select)} AS summary, ${sql.raw(dateColumn)} AS at
      FROM ${sql.raw(table)} ORDER BY ${sql.raw(dateColumn)} DESC LIMIT ${limit})`;
  });
  const rows = getDb().all<{ kind: ActivityKind; summary: string; at: string }>(
    sql`SELECT * FROM (${sql.join(sources, sql` UNION ALL `)}) ORDER BY at DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({ ...row, href: activityHref[row.kind] }));
}

// Where each kind of event is handled; the dashboard links there only when that screen is built and
// the user may open it.
const activityHref: Record<ActivityKind, string | null> = {
  message: null,
  registration: "/academy-admin",
  order: "/admin/orders",
  comment: "/blog-admin?tab=comments",
  member: "/admin/members",
  email: "/email-management?tab=logs",
  admin: "/admin/settings?tab=audit",
};

/** Admin changes from the audit log and the areas' newest rows that `role` may see, newest first. */
export function listDashboardActivity(role: Role, limit = 10): Activity[] {
  const changes: Activity[] = recentAudit(limit, auditAreasFor(role)).map((entry) => ({
    kind: "admin",
    summary: `${entry.username}: ${entry.summary}`,
    at: entry.createdAt,
    href: activityHref.admin,
  }));
  return [...changes, ...listRecentActivity(role, limit)].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** Work waiting for someone, with the list that holds it; the dashboard shows these before anything else. */
export type Todo = { id: "comments" | "registrations" | "orders-to-confirm" | "orders-to-dispatch" | "results-to-record"; count: number; href: string };

// A count is SQL, or the owning model's function where the rule lives there.
const TODO_SOURCES: Array<{ id: Todo["id"]; permission: Permission; href: string; count: string | (() => number) }> = [
  { id: "comments", permission: "blog", href: "/blog-admin?tab=comments", count: `SELECT count(*) FROM blog_comments WHERE status = 'pending'` },
  {
    id: "registrations",
    permission: "academy",
    href: "/academy-admin?status=pending",
    count: `SELECT count(*) FROM academy_registrations WHERE status = 'pending'`,
  },
  {
    id: "orders-to-confirm",
    permission: "shop",
    href: "/admin/orders?status=pending",
    count: `SELECT count(*) FROM orders WHERE status = 'pending' AND staff_confirmed_at IS NULL`,
  },
  { id: "orders-to-dispatch", permission: "shop", href: "/admin/orders?status=paid", count: `SELECT count(*) FROM orders WHERE status = 'paid'` },
  { id: "results-to-record", permission: "fixtures", href: "/admin/fixtures?when=to-record", count: () => countAwaitingResult() },
];

/** The to-dos `role` may act on, each with how many are waiting (zero included: "nothing waiting" is news too). */
export function listDashboardTodos(role: Role): Todo[] {
  const db = getDb();
  return TODO_SOURCES.filter((source) => hasPermission(role, source.permission)).map(({ id, href, count }) => ({
    id,
    href,
    count: typeof count === "function" ? count() : (db.get<{ n: number }>(sql`SELECT (${sql.raw(count)}) AS n`)?.n ?? 0),
  }));
}

export { countMembers as getMemberCounts } from "~/models/membership/members-admin.server";
