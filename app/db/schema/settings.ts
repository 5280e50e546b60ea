import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";

/** Generated secrets and keys (VAPID keys, …) that must survive restarts. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
