// The club's season as data: teams by age group, the competitions they play in, our fixtures and their
// results, and the results between other clubs that staff enter so league tables are complete.
// Kick-offs are UTC ISO strings like every timestamp here; pages show them in Nairobi time (CLUB_TIME_ZONE).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { blogPosts } from "./blog";
import { createdAt, id, updatedAt } from "./columns";
import { players } from "./content";

export const teams = sqliteTable(
  "teams",
  {
    id: id(),
    /** The address part: /teams/u-13. */
    slug: text("slug").notNull().unique(),
    /** "Under-13s" */
    name: text("name").notNull(),
    /** "U-13", or "Senior". */
    ageGroup: text("age_group").notNull(),
    /** The coach's name, one of the club's coaching staff. */
    coach: text("coach"),
    /** Where the team trains (its home ground unless a session says otherwise). */
    trainingVenue: text("training_venue").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("teams_sort_idx").on(t.sortOrder)],
);

/** A weekly training session: weekday 1 (Monday) … 7 (Sunday), times as "HH:MM" in Nairobi time. */
export const trainingSessions = sqliteTable(
  "training_sessions",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    /** Null: the team's training venue. */
    venue: text("venue"),
  },
  (t) => [index("training_sessions_team_idx").on(t.teamId, t.weekday)],
);

/** Which team a player plays for (a player may train with one team at a time). */
export const teamPlayers = sqliteTable(
  "team_players",
  {
    playerId: integer("player_id")
      .primaryKey()
      .references(() => players.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
  },
  (t) => [index("team_players_team_idx").on(t.teamId)],
);

export const competitions = sqliteTable("competitions", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** league: has a table computed from results; cup: knockout, no table. */
  kind: text("kind", { enum: ["league", "cup"] }).notNull(),
  /** "2026/27" */
  season: text("season").notNull(),
  /** The team of ours that plays in it (a league is one age group). */
  teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
  /** How many players a match squad may have in it (null: the club's default, MATCH_SQUAD_MAX). */
  squadSizeMax: integer("squad_size_max"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const fixtures = sqliteTable(
  "fixtures",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "restrict" }),
    opponent: text("opponent").notNull(),
    homeOrAway: text("home_or_away", { enum: ["home", "away"] }).notNull(),
    venue: text("venue").notNull(),
    /** UTC ISO kick-off. */
    kickoffAt: text("kickoff_at").notNull(),
    status: text("status", { enum: ["scheduled", "played", "postponed", "cancelled"] }).notNull().default("scheduled"),
    /** Goals, set when played. */
    ourScore: integer("our_score"),
    opponentScore: integer("opponent_score"),
    /** The match was awarded without being played out: to "us" or to the "opponent" (a 3-0 in the table). */
    walkover: text("walkover", { enum: ["us", "opponent"] }),
    reportPostId: integer("report_post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    /** Raised whenever the time, place or status changes, so calendars replace their copy (iCalendar SEQUENCE). */
    revision: integer("revision").notNull().default(0),
    /** When the day-before reminder push went out (null: not yet). */
    reminderSentAt: text("reminder_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fixtures_kickoff_idx").on(t.kickoffAt),
    index("fixtures_team_kickoff_idx").on(t.teamId, t.kickoffAt),
    index("fixtures_competition_idx").on(t.competitionId, t.status),
  ],
);

/** Our scorers in a played fixture: one row per player, with the goals they scored. */
export const fixtureScorers = sqliteTable(
  "fixture_scorers",
  {
    id: id(),
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    /** The player when they are on our books; the name is kept as written either way. */
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    goals: integer("goals").notNull().default(1),
  },
  (t) => [index("fixture_scorers_fixture_idx").on(t.fixtureId)],
);

/** A result between two other clubs in one of our leagues, entered by staff for the table. */
export const leagueResults = sqliteTable(
  "league_results",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    homeClub: text("home_club").notNull(),
    awayClub: text("away_club").notNull(),
    homeGoals: integer("home_goals").notNull(),
    awayGoals: integer("away_goals").notNull(),
    /** The side the match was awarded to without being played out. */
    walkover: text("walkover", { enum: ["home", "away"] }),
    /** The match day, YYYY-MM-DD. */
    playedOn: text("played_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("league_results_competition_idx").on(t.competitionId, t.playedOn),
    uniqueIndex("league_results_match_idx").on(t.competitionId, t.homeClub, t.awayClub, t.playedOn),
  ],
);
