// Sign-in accounts for the admin area and their DB-backed sessions.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../config/roles";
import { createdAt, id } from "./columns";

export const users = sqliteTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ROLES }).notNull().default("staff"),
  displayName: text("display_name").notNull(),
  createdAt: createdAt(),
  lastLoginAt: text("last_login_at"),
  // Set when an admin disables the account: it can no longer sign in and its sessions are gone.
  disabledAt: text("disabled_at"),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the session token; the token itself lives only in the cookie / Bearer header.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
    // Moves with the idle deadline (at most once a minute), so "last seen" is right to the minute.
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type Role = User["role"];
