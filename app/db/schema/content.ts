// The club content the landing page shows: headline figures, news and the squad.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { POSITIONS as PLAYER_POSITIONS } from "../../config/academy";
import { flag, id } from "./columns";

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

// One players table for both kinds of player the club has (docs/decisions/0027-squads-and-families.md):
// "senior" players are the showcase squad on the home page, with a public picture, bio and figures;
// "academy" players are children on a youth team. An academy player's full name, date of birth and
// guardians are private: public pages show a first name and initial, and only with media consent.
export const players = sqliteTable(
  "players",
  {
    id: id(),
    kind: text("kind", { enum: ["senior", "academy"] }).notNull().default("senior"),
    name: text("name").notNull(),
    /** An academy player keeps the position of their registration ("Winger", "Not Sure" too). */
    position: text("position", { enum: PLAYER_POSITIONS }).notNull(),
    /** The showcase's age; an academy player's age comes from their date of birth (this is it on joining). */
    age: integer("age").notNull(),
    goals: integer("goals").notNull().default(0),
    assists: integer("assists").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    tackles: integer("tackles").notNull().default(0),
    /** Showcase only ("" for an academy player). */
    bio: text("bio").notNull(),
    /** Showcase only: an academy player's picture is never stored here (""). */
    imageUrl: text("image_url").notNull(),
    /** Academy: YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: ["male", "female"] }),
    /**
     * Academy: the id of the registration the player came from (null: added by staff, e.g. joined on
     * paper). Not a foreign key: a registration may be deleted later, the player stays.
     */
    registrationId: integer("registration_id"),
    /** A guardian agreed that the club may show the child's first name and initial (and photos) publicly. */
    mediaConsent: flag("media_consent").notNull().default(false),
    /** Left the club: off every team and list, nothing deleted. */
    archivedAt: text("archived_at"),
    /** The personal data was erased on a guardian's request: the row stays for anonymous match records. */
    erasedAt: text("erased_at"),
  },
  (t) => [index("players_position_idx").on(t.position), index("players_kind_idx").on(t.kind, t.archivedAt), index("players_registration_idx").on(t.registrationId)],
);
