// The club content the landing page shows: headline figures, news and the squad.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

export const clubStats = sqliteTable("club_stats", {
  id: id(),
  activePlayers: integer("active_players").notNull(),
  matchesWon: integer("matches_won").notNull(),
  trophies: integer("trophies").notNull(),
  yearsActive: integer("years_active").notNull(),
});

export const news = sqliteTable(
  "news",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    imageUrl: text("image_url").notNull(),
    publishedAt: text("published_at").notNull(),
    category: text("category").notNull(),
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt)],
);

export const players = sqliteTable(
  "players",
  {
    id: id(),
    name: text("name").notNull(),
    position: text("position", { enum: ["Goalkeeper", "Defender", "Midfielder", "Forward"] }).notNull(),
    age: integer("age").notNull(),
    goals: integer("goals").notNull().default(0),
    assists: integer("assists").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    tackles: integer("tackles").notNull().default(0),
    bio: text("bio").notNull(),
    imageUrl: text("image_url").notNull(),
  },
  (t) => [index("players_position_idx").on(t.position)],
);
