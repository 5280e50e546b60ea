// Availability (docs/decisions/0028-availability-and-match-squads.md): a coach asks a team's families who
// can play a fixture (or come to a training session), and each family answers per child from an e-mailed
// link or the family page. A link carries a random token bound to one request and one player; only its
// SHA-256 is in availability_tokens. The sent mail's copy in the mail log (email_logs bodies) holds the
// link itself, readable by whoever can read the send log until the link expires at kick-off.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AVAILABILITY_ANSWERS } from "../../config/availability";
import { users } from "./auth";
import { createdAt, id, nowIso } from "./columns";
import { players } from "./content";
import { fixtures, teams } from "./fixtures";
import { guardians } from "./squads";


/** "Who can play?": for one fixture of the team, or one training session (date and start). */
export const availabilityRequests = sqliteTable(
  "availability_requests",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** The fixture asked about (null: a training session). */
    fixtureId: integer("fixture_id").references(() => fixtures.id, { onDelete: "cascade" }),
    /** A training session asked about: YYYY-MM-DD and "HH:MM", Nairobi time (null for a fixture). */
    trainingDate: text("training_date"),
    trainingStartsAt: text("training_starts_at"),
    /** When the match or session starts (UTC ISO): answer links work until then. */
    startsAt: text("starts_at").notNull(),
    /** "Meet at 8:30 at the club gate, white kit" ("" for none). */
    note: text("note").notNull().default(""),
    /** Answers are taken (and changed) until then (UTC ISO), never after the start. */
    deadlineAt: text("deadline_at").notNull(),
    openedByUserId: integer("opened_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * When the scheduler's reminder (24 h before the deadline) went to the guardians who had not answered
     * (null: not yet). Set in the transaction that queues the reminders, so a restart never sends it twice.
     */
    remindedAt: text("reminded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // One request per fixture, and per training session (SQLite lets several NULLs through a unique index).
    uniqueIndex("availability_requests_fixture_idx").on(t.fixtureId),
    uniqueIndex("availability_requests_training_idx").on(t.teamId, t.trainingDate, t.trainingStartsAt),
    index("availability_requests_team_created_idx").on(t.teamId, t.createdAt),
  ],
);

/** One child's answer to one request, the latest one (changing it replaces it). */
export const availabilityAnswers = sqliteTable(
  "availability_answers",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => availabilityRequests.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    answer: text("answer", { enum: AVAILABILITY_ANSWERS }).notNull(),
    /** "School trip" ("" for none). */
    reason: text("reason").notNull().default(""),
    answeredAt: text("answered_at").notNull().default(nowIso),
    /** Who answered: a guardian (by link or on the family page; null by link), or a staff user for the family. */
    byGuardianId: integer("by_guardian_id").references(() => guardians.id, { onDelete: "set null" }),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** How often the answer was recorded, by any way (informational: the link's hourly limit is counted in memory). */
    changes: integer("changes").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.playerId] })],
);

/**
 * An answer link's token: answers `requestId` for `playerId` and nothing else, until `expiresAt` (the
 * start of the match or session). Every guardian of the child gets the same link in their mail; a later
 * mail (a reminder) makes a new token for the same pair.
 */
export const availabilityTokens = sqliteTable(
  "availability_tokens",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => availabilityRequests.id, { onDelete: "cascade" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("availability_tokens_request_player_idx").on(t.requestId, t.playerId)],
);
