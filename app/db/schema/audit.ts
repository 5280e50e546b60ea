// Who changed what in the admin area, and when. Kept for one year (pruned by the maintenance timer).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    createdAt: createdAt(),
    // The username is copied so an entry still reads right after the user is renamed or removed.
    userId: integer("user_id"),
    username: text("username").notNull(),
    /** `<area>.<verb>`, e.g. "academy.approve", "blog.publish", "user.disable". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** One readable line: "Approved the registration of Brian Otieno". */
    summary: text("summary").notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_user_idx").on(t.userId, t.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
