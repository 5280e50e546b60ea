import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getEnv } from "~/services/env.server";
import { countActiveSessions } from "~/services/session.server";

export type SystemLoad = "Low" | "Moderate" | "High";

/** Load average over the last minute per core: under 0.7 is Low, under 1.5 Moderate, else High. */
export function classifyLoad(loadAverage: number, cores: number): SystemLoad {
  const perCore = loadAverage / Math.max(1, cores);
  if (perCore < 0.7) return "Low";
  if (perCore < 1.5) return "Moderate";
  return "High";
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function databaseSizeBytes(): number {
  const file = getEnv().DATABASE_PATH;
  if (file === ":memory:") return 0;
  return [file, `${file}-wal`].reduce((total, f) => total + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
}

// quick_check reads the whole file: run it at most every five minutes, not on every dashboard visit.
let integrity: { healthy: boolean; checkedAt: number } | undefined;
function databaseIntegrityOk(): boolean {
  if (integrity && Date.now() - integrity.checkedAt < 5 * 60_000) return integrity.healthy;
  let healthy = false;
  try {
    const rows = getDb().$client.pragma("quick_check") as Array<{ quick_check: string }>;
    healthy = rows.length === 1 && rows[0].quick_check === "ok";
  } catch {
    healthy = false;
  }
  integrity = { healthy, checkedAt: Date.now() };
  return healthy;
}

export function getSystemStatus() {
  const databaseHealthy = databaseIntegrityOk();
  const [oneMinute] = os.loadavg();
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return {
    websiteStatus: "Online" as const,
    activeSessions: countActiveSessions(),
    database: { healthy: databaseHealthy, size: formatBytes(databaseSizeBytes()) },
    systemLoad: { level: classifyLoad(oneMinute, cores), loadAverage: oneMinute, cores },
  };
}

export type ActivityKind = "message" | "registration" | "order" | "comment" | "member" | "email";
export type Activity = { kind: ActivityKind; summary: string; at: string; href: string | null };

/** The newest real events across the club's tables, newest first. */
export function listRecentActivity(limit = 8): Activity[] {
  // Each source is cut to its newest rows first, so the indexes on the date columns do the work.
  const newest = (select: ReturnType<typeof sql.raw>, table: string, dateColumn: string) =>
    sql`SELECT * FROM (SELECT ${select}, ${sql.raw(dateColumn)} AS at FROM ${sql.raw(table)} ORDER BY ${sql.raw(dateColumn)} DESC LIMIT ${limit})`;
  const sources = [
    newest(sql.raw(`'message' AS kind, 'Contact message from ' || name AS summary`), "contact_messages", "created_at"),
    newest(
      sql.raw(`'registration', 'Academy registration: ' || player_name || ' (' || status || ')'`),
      "academy_registrations",
      "registration_date",
    ),
    newest(sql.raw(`'order', 'Order #' || id || ' from ' || customer_name || ' (' || status || ')'`), "orders", "created_at"),
    newest(sql.raw(`'comment', 'Blog comment by ' || author_name || ' (' || status || ')'`), "blog_comments", "created_at"),
    newest(sql.raw(`'member', 'New fan member: ' || first_name || ' ' || last_name`), "fan_members", "created_at"),
    newest(sql.raw(`'email', 'E-mail "' || subject || '" to ' || "to" || ' (' || status || ')'`), "email_logs", "sent_at"),
  ];
  const rows = getDb().all<{ kind: ActivityKind; summary: string; at: string }>(
    sql`SELECT * FROM (${sql.join(sources, sql` UNION ALL `)}) ORDER BY at DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({ ...row, href: activityHref[row.kind] }));
}

// Where each kind of event is handled; the dashboard links there only when that screen is built and
// the user may open it. Fan members get theirs when the membership admin lands.
const activityHref: Record<ActivityKind, string | null> = {
  message: null,
  registration: "/academy-admin",
  order: "/admin/orders",
  comment: "/blog-admin?tab=comments",
  member: null,
  email: "/email-management?tab=logs",
};
