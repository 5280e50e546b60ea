// The club's sponsors and partners: managed at /admin/sponsors, shown on the landing page.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, updatedAt } from "./columns";

export const sponsors = sqliteTable(
  "sponsors",
  {
    id: id(),
    name: text("name").notNull(),
    /** main | partner | supporter: the landing page lists them in that order. */
    tier: text("tier").notNull(),
    websiteUrl: text("website_url"),
    /** A picture from the image pipeline (/media/…) or an https address; without one the name is shown. */
    logoUrl: text("logo_url"),
    /** Shown on the landing page while true; kept for the record when the deal ends. */
    isActive: flag("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sponsors_tier_name_idx").on(t.tier, t.name), index("sponsors_active_idx").on(t.isActive)],
);
