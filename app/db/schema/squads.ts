// Squads and families: the guardians of academy players, the history of team moves, the coaches of each
// team, the messages staff send a team's families and the training sessions they cancel.
// Who may see what is the rule of docs/decisions/0027-squads-and-families.md: a family only its own
// children, a coach only their own teams' families, admins and academy staff everyone.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { createdAt, id, language, nowIso, updatedAt } from "./columns";
import { players } from "./content";
import { fixtures, teams } from "./fixtures";

/** A parent or guardian: signs in by e-mailed link (never a password) and sees their own children. */
export const guardians = sqliteTable("guardians", {
  id: id(),
  name: text("name").notNull(),
  /** Trimmed and lower-cased: the address sign-in links go to. */
  email: text("email").notNull().unique(),
  phone: text("phone").notNull(),
  language: language(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which guardians a player has (one or more), and who they are to the child. */
export const playerGuardians = sqliteTable(
  "player_guardians",
  {
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => guardians.id, { onDelete: "cascade" }),
    /** "Mother", "Father", "Guardian", … */
    relationship: text("relationship").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.guardianId] }), index("player_guardians_guardian_idx").on(t.guardianId)],
);

/**
 * Every change of a player's team, oldest first: joining (from null), moving, and leaving the club (to
 * null). team_players holds where the player is now; this is how they got there.
 */
export const teamMoves = sqliteTable(
  "team_moves",
  {
    id: id(),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    fromTeamId: integer("from_team_id").references(() => teams.id, { onDelete: "set null" }),
    toTeamId: integer("to_team_id").references(() => teams.id, { onDelete: "set null" }),
    movedAt: text("moved_at").notNull().default(nowIso),
    /** The staff user who made the move (null: the seed, or a deleted account). */
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("team_moves_player_idx").on(t.playerId, t.movedAt)],
);

/** Which staff users coach which teams (a coach may have several teams, a team several coaches). */
export const teamCoaches = sqliteTable(
  "team_coaches",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("team_coaches_user_idx").on(t.userId)],
);

/**
 * What a training cancellation's (or reinstatement's) notice is about, as it was when sent: the family
 * page words it again in each reader's language from these, where subject and body hold the English.
 */
export type TrainingNotice = { kind: "cancelled" | "reinstated"; date: string; startsAt: string; endsAt: string; venue: string; reason: string };

/** A message staff or a coach sent to a team's families (by e-mail and push; shown on the family page). */
export const teamMessages = sqliteTable(
  "team_messages",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The sender's name as it was when sent. */
    authorName: text("author_name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** How many guardians it was mailed to. */
    recipients: integer("recipients").notNull().default(0),
    /** Set on a training notice (null: a message typed by staff, shown as written). */
    notice: text("notice", { mode: "json" }).$type<TrainingNotice>(),
    createdAt: createdAt(),
  },
  (t) => [index("team_messages_team_created_idx").on(t.teamId, t.createdAt), index("team_messages_author_created_idx").on(t.authorUserId, t.createdAt)],
);

/**
 * A weekly training session that does not take place on one date. Keyed by team, date and start time
 * rather than by the session row, which the team editor replaces when the week changes.
 */
export const trainingCancellations = sqliteTable(
  "training_cancellations",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, in Nairobi. */
    date: text("date").notNull(),
    /** "HH:MM", Nairobi time: the session's start. */
    startsAt: text("starts_at").notNull(),
    reason: text("reason").notNull(),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("training_cancellations_session_idx").on(t.teamId, t.date, t.startsAt)],
);

/** What to bring to a fixture, as staff wrote it for the families (kit, packed lunch, bus fare). */
export const fixtureNotes = sqliteTable("fixture_notes", {
  fixtureId: integer("fixture_id")
    .primaryKey()
    .references(() => fixtures.id, { onDelete: "cascade" }),
  whatToBring: text("what_to_bring").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A guardian's change of e-mail, waiting for the link sent to the new address (only the token's SHA-256
 * is stored). The address changes only when that link is used, before it expires.
 */
export const guardianEmailChanges = sqliteTable(
  "guardian_email_changes",
  {
    id: id(),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => guardians.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("guardian_email_changes_guardian_idx").on(t.guardianId)],
);
