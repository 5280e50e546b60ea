// Page views counted by the server itself (no tracker, no visitor cookie): one row per Nairobi day and
// page path, so the table grows with the site's pages, not with its visitors.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const pageViews = sqliteTable(
  "page_views",
  {
    /** YYYY-MM-DD in Nairobi time (CLUB_TIME_ZONE). */
    day: text("day").notNull(),
    /** The normalized path ("/", "/academy-registration", "/blog/some-post"). */
    path: text("path").notNull(),
    /** The Remix route that answered ("routes/_index"), to group pages of one kind. */
    routeId: text("route_id").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), index("page_views_route_day_idx").on(t.routeId, t.day)],
);
