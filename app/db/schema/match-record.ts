// Who played and what they did (docs/decisions/0028-availability-and-match-squads.md): the coach picks a
// match squad from the team's players, every squad player of a played fixture has an appearance, goals
// are the fixture's scorers (fixture_scorers, with the player when they are on our books), and staff add
// assists and a player of the match. Training attendance is ticked at the pitch per session.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { flag, nowIso } from "./columns";
import { players } from "./content";
import { fixtures, teams } from "./fixtures";

/** A player selected for a fixture's squad. A played fixture's squad players are its appearances. */
export const matchSquads = sqliteTable(
  "match_squads",
  {
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    selectedByUserId: integer("selected_by_user_id").references(() => users.id, { onDelete: "set null" }),
    selectedAt: text("selected_at").notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.playerId] }), index("match_squads_player_idx").on(t.playerId)],
);

/**
 * What each child's family was last told about a fixture's squad: "selected" or "not_selected". A change
 * of the squad mails only the families whose word changed, and a repeated save mails no one.
 */
export const matchSquadNotices = sqliteTable(
  "match_squad_notices",
  {
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    told: text("told", { enum: ["selected", "not_selected"] }).notNull(),
    toldAt: text("told_at").notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.playerId] })],
);

/** A player's assists and player-of-the-match award in a played fixture (goals are fixture_scorers). */
export const matchContributions = sqliteTable(
  "match_contributions",
  {
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    assists: integer("assists").notNull().default(0),
    playerOfTheMatch: flag("player_of_the_match").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.fixtureId, t.playerId] }),
    index("match_contributions_player_idx").on(t.playerId),
    // At most one player of the match per fixture.
    uniqueIndex("match_contributions_potm_idx").on(t.fixtureId).where(sql`${t.playerOfTheMatch} = 1`),
  ],
);

/** Who came to one training session of a team (date and start, Nairobi time), ticked by the coach. */
export const trainingAttendance = sqliteTable(
  "training_attendance",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD and "HH:MM", Nairobi time, as availability requests name a session. */
    trainingDate: text("training_date").notNull(),
    trainingStartsAt: text("training_starts_at").notNull(),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    present: flag("present").notNull(),
    recordedByUserId: integer("recorded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    recordedAt: text("recorded_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.trainingDate, t.trainingStartsAt, t.playerId] }),
    index("training_attendance_player_idx").on(t.playerId, t.trainingDate),
  ],
);
