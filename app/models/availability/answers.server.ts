// The families' answers (owns availability_answers): recorded by an answer link's POST, read by the answer
// page and the coach's view. An answer can be changed until the request's deadline and only while the
// match is scheduled (otherwise 409), through its link at most AVAILABILITY_ANSWER_CHANGES times an hour;
// a GET never records. See docs/decisions/0028-availability-and-match-squads.md.
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, preparedOnce } from "~/db/client.server";
import { commitTogether } from "~/db/group-commit.server";
import { availabilityAnswers, availabilityRequests, fixtures, playerGuardians, players, teamPlayers } from "~/db/schema";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, type AvailabilityAnswer } from "~/config/availability";
import { getEnv } from "~/config/env.server";
import { findRequest, firstName, teamRequests, fixturesToAsk, sessionsToAsk, type FixtureToAsk, type RequestMatch, type SessionToAsk } from "~/models/availability/requests.server";
import { findAnswerToken } from "~/models/availability/tokens.server";
import type { AnswerInput, AvailabilityQuestion, FamilyAnswerInput } from "~/schemas/availability";
import { answersOpen } from "~/utils/availability-deadline";
import { singleton } from "~/utils/singleton.server";
import type { Failure, Result } from "~/utils/result";
import { currentTeamPlayers } from "~/models/squads/on-team.server";

export type CurrentAnswer = NonNullable<AvailabilityQuestion["current"]>;

/** What the answer page shows. */
export type AnswerPage = AvailabilityQuestion;

/** Why a link answers nothing: unknown (404) or its match or session has started (`gone`: 410; `training` says which it was). */
export type LinkProblem = Failure<"not-found"> & { gone: boolean; training?: boolean };

const badLink = (gone = false, training = false): LinkProblem => ({
  ok: false,
  reason: "not-found",
  message: gone ? AVAILABILITY_MESSAGES.expiredLink : AVAILABILITY_MESSAGES.badLink,
  gone,
  ...(gone && training ? { training } : {}),
});

function currentAnswer(requestId: number, playerId: number): CurrentAnswer | null {
  return (
    getDb()
      .select({ answer: availabilityAnswers.answer, reason: availabilityAnswers.reason, answeredAt: availabilityAnswers.answeredAt })
      .from(availabilityAnswers)
      .where(and(eq(availabilityAnswers.requestId, requestId), eq(availabilityAnswers.playerId, playerId)))
      .get() ?? null
  );
}

const childQuery = preparedOnce((db) =>
  db
    .select({ name: players.name })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(and(eq(teamPlayers.playerId, sql.placeholder("playerId")), eq(teamPlayers.teamId, sql.placeholder("teamId")), isNull(players.archivedAt), isNull(players.erasedAt)))
    .prepare(),
);

/** The child, if they are still on the request's team (a child who left answers nothing). */
function childOnTeam(playerId: number, teamId: number): { name: string } | undefined {
  return childQuery().get({ playerId, teamId });
}

/** The request and child a link answers, or why it answers nothing. */
function resolveLink(token: string, now: Date): { request: RequestMatch; playerId: number; child: string } | LinkProblem {
  const found = findAnswerToken(token);
  if (!found) return badLink();
  const request = findRequest(found.requestId);
  const child = request && childOnTeam(found.playerId, request.teamId);
  if (!request || !child) return badLink();
  // The fixture's live kick-off, not the token's stored expiry: a match moved later keeps its links, one moved earlier ends them.
  if (Date.parse(request.startsAt) <= now.getTime()) return badLink(true, request.kind === "training");
  return { request, playerId: found.playerId, child: firstName(child.name) };
}

/** Answers are taken until the deadline, and only while the match is on (a postponed or cancelled one takes none until it is reinstated). */
const takesAnswers = (request: RequestMatch, now: Date) => request.fixtureStatus === "scheduled" && answersOpen(request.deadlineAt, now);

const pageOf = (request: RequestMatch, child: string, now: Date, current: CurrentAnswer | null = null): AnswerPage => ({
  kind: request.kind,
  child,
  teamName: request.teamName,
  opponent: request.opponent,
  venue: request.venue,
  kickoffAt: request.startsAt,
  note: request.note,
  deadlineAt: request.deadlineAt,
  open: takesAnswers(request, now),
  notOn: request.fixtureStatus !== "scheduled",
  current,
});

/** GET of an answer link: the page with the choice. Reads only. */
export function answerPageByToken(token: string, now = new Date()): { ok: true; page: AnswerPage } | LinkProblem {
  const link = resolveLink(token, now);
  if ("ok" in link) return link;
  return { ok: true, page: pageOf(link.request, link.child, now, currentAnswer(link.request.id, link.playerId)) };
}

// Recordings through an answer link, per answer (request and child), in a fixed window, in memory (one
// process serves the site; a restart forgets them). A rate, not a lifetime cap: whoever holds a forwarded
// link can only slow the answer down for the rest of the hour, never lock it until kick-off, and the
// signed-in guardian on the family page is not counted (they are identified).
const WINDOW_MS = AVAILABILITY_LIMITS.answerChangeWindowMinutes * 60_000;
type AnswerWindow = { count: number; windowEnd: number };
const linkChanges = () => singleton("availability-link-changes", () => new Map<string, AnswerWindow>());

function linkAllowanceLeft(key: string, now: number): boolean {
  const entry = linkChanges().get(key);
  return !entry || entry.windowEnd <= now || entry.count < getEnv().AVAILABILITY_ANSWER_CHANGES;
}

function countLinkChange(key: string, now: number) {
  const byAnswer = linkChanges();
  const entry = byAnswer.get(key);
  if (!entry || entry.windowEnd <= now) byAnswer.set(key, { count: 1, windowEnd: now + WINDOW_MS });
  else entry.count++;
  // Bounded memory: forget finished windows once the map grows.
  if (byAnswer.size > 10_000) for (const [k, value] of byAnswer) if (value.windowEnd <= now) byAnswer.delete(k);
}

// A change replaces the row (the values the insert was given: SQLite's `excluded`) and counts it.
const upsertAnswer = preparedOnce((db) =>
  db
    .insert(availabilityAnswers)
    .values({
      requestId: sql.placeholder("requestId"),
      playerId: sql.placeholder("playerId"),
      answer: sql.placeholder("answer"),
      reason: sql.placeholder("reason"),
      answeredAt: sql.placeholder("answeredAt"),
      byGuardianId: sql.placeholder("byGuardianId"),
      byUserId: sql.placeholder("byUserId"),
    })
    .onConflictDoUpdate({
      target: [availabilityAnswers.requestId, availabilityAnswers.playerId],
      set: {
        answer: sql`excluded.answer`,
        reason: sql`excluded.reason`,
        answeredAt: sql`excluded.answered_at`,
        byGuardianId: sql`excluded.by_guardian_id`,
        byUserId: sql`excluded.by_user_id`,
        changes: sql`${availabilityAnswers.changes} + 1`,
      },
    })
    .prepare(),
);

/**
 * Records `input` as the child's answer (replacing an earlier one) while answers are open: after the
 * deadline 409; through a link (no `guardianId`), past AVAILABILITY_ANSWER_CHANGES recordings in the
 * window 429. The check and the count run without an await, so two taps at once count twice. The write
 * is committed together with the other answers arriving at the same moment (one fsync for forty
 * families answering at once, db/group-commit.server.ts); the promise settles once it is on disk.
 */
async function recordAnswer(
  request: RequestMatch,
  playerId: number,
  input: AnswerInput,
  by: { guardianId?: number; userId?: number },
  now: Date,
): Promise<Result<{ answer: CurrentAnswer }, "conflict" | "rate-limited">> {
  // 409, not 410: the match (or session) can be reinstated or given a new date, and then the same link works again.
  const training = request.kind === "training";
  if (request.fixtureStatus !== "scheduled") return { ok: false, reason: "conflict", message: training ? AVAILABILITY_MESSAGES.sessionNotOn : AVAILABILITY_MESSAGES.matchNotOn };
  if (!answersOpen(request.deadlineAt, now)) return { ok: false, reason: "conflict", message: training ? AVAILABILITY_MESSAGES.sessionDeadlinePassed : AVAILABILITY_MESSAGES.deadlinePassed };
  const byLink = by.guardianId === undefined && by.userId === undefined;
  const key = `${request.id}:${playerId}`;
  if (byLink && !linkAllowanceLeft(key, now.getTime())) return { ok: false, reason: "rate-limited", message: AVAILABILITY_MESSAGES.tooManyChanges };
  const answer: CurrentAnswer = { answer: input.answer, reason: input.reason ?? "", answeredAt: now.toISOString() };
  const row = { ...answer, byGuardianId: by.guardianId ?? null, byUserId: by.userId ?? null };
  if (byLink) countLinkChange(key, now.getTime());
  // The prepared statement runs on the app's one connection, inside the shared transaction.
  await commitTogether(() => upsertAnswer().run({ requestId: request.id, playerId, ...row }));
  return { ok: true, answer };
}

/** Use case: a family answers by the link in their e-mail (POST). No sign-in: the token is the permission, for this child and request only. */
export async function answerByToken(token: string, input: AnswerInput, now = new Date()): Promise<Result<{ page: AnswerPage }, "conflict" | "rate-limited"> | LinkProblem> {
  const link = resolveLink(token, now);
  if ("ok" in link) return link;
  const recorded = await recordAnswer(link.request, link.playerId, input, {}, now);
  if (!recorded.ok) return recorded;
  return { ok: true, page: { ...pageOf(link.request, link.child, now), current: recorded.answer } };
}

// ---------------------------------------------------------------- the coach's view

export type PlayerAvailability = { playerId: number; name: string; position: string; answer: AvailabilityAnswer | null; reason: string };
export type RequestSummary = RequestMatch & {
  open: boolean;
  counts: Record<AvailabilityAnswer | "none", number>;
  players: PlayerAvailability[];
};

/**
 * The coach's view of the team: the coming fixtures and training sessions (to ask about) and the latest requests, each with
 * the counts and every current player by position with their answer and reason. Two queries for the
 * players and answers, whatever the number of requests.
 */
export function teamAvailability(teamId: number, now = new Date()): { fixtures: FixtureToAsk[]; sessions: SessionToAsk[]; requests: RequestSummary[] } {
  const db = getDb();
  const requests = teamRequests(teamId);
  const squad = currentTeamPlayers(teamId);
  const answers = requests.length
    ? db
        .select({ requestId: availabilityAnswers.requestId, playerId: availabilityAnswers.playerId, answer: availabilityAnswers.answer, reason: availabilityAnswers.reason })
        .from(availabilityAnswers)
        .where(
          inArray(
            availabilityAnswers.requestId,
            requests.map((request) => request.id),
          ),
        )
        .all()
    : [];
  const byKey = new Map(answers.map((row) => [`${row.requestId}:${row.playerId}`, row]));
  return {
    fixtures: fixturesToAsk(teamId, now),
    sessions: sessionsToAsk(teamId, now),
    requests: requests.map((request) => {
      const list = squad.map((player) => {
        const given = byKey.get(`${request.id}:${player.playerId}`);
        return { ...player, answer: given?.answer ?? null, reason: given?.reason ?? "" };
      });
      const counts = { available: 0, unavailable: 0, maybe: 0, none: 0 };
      for (const player of list) counts[player.answer ?? "none"]++;
      return { ...request, open: takesAnswers(request, now), counts, players: list };
    }),
  };
}

// ---------------------------------------------------------------- on the family page

/** An open question on the family page: one child of the guardian's and one coming match. */
export type FamilyQuestion = AnswerPage & { requestId: number; playerId: number };

/**
 * The requests about the signed-in guardian's own children (current players) whose match or session has
 * not started, soonest first, each with the child's answer so far. Starts from player_guardians: a family
 * sees only its own children.
 */
export function openQuestionsForGuardian(guardianId: number, now = new Date()): FamilyQuestion[] {
  // A match's live kick-off, or the session's start.
  const startOf = sql<string>`coalesce(${fixtures.kickoffAt}, ${availabilityRequests.startsAt})`;
  const rows = getDb()
    .select({ requestId: availabilityRequests.id, playerId: players.id, name: players.name })
    .from(playerGuardians)
    .innerJoin(players, eq(players.id, playerGuardians.playerId))
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(availabilityRequests, eq(availabilityRequests.teamId, teamPlayers.teamId))
    .leftJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(and(eq(playerGuardians.guardianId, guardianId), isNull(players.archivedAt), isNull(players.erasedAt), gt(startOf, now.toISOString())))
    .orderBy(asc(startOf), asc(players.name))
    .all();
  return rows.flatMap((row) => {
    const request = findRequest(row.requestId);
    return request ? [{ ...pageOf(request, firstName(row.name), now, currentAnswer(row.requestId, row.playerId)), requestId: row.requestId, playerId: row.playerId }] : [];
  });
}

/** Use case: the signed-in guardian answers for their own child on the family page (403 for anyone else's child). */
export async function answerForOwnChild(
  guardianId: number,
  input: FamilyAnswerInput,
  now = new Date(),
): Promise<Result<{ answer: CurrentAnswer }, "forbidden" | "not-found" | "conflict" | "rate-limited">> {
  const own = getDb()
    .select({ playerId: playerGuardians.playerId })
    .from(playerGuardians)
    .where(and(eq(playerGuardians.guardianId, guardianId), eq(playerGuardians.playerId, input.playerId)))
    .get();
  if (!own) return { ok: false, reason: "forbidden", message: AVAILABILITY_MESSAGES.notYourChild };
  const request = findRequest(input.requestId);
  if (!request || !childOnTeam(input.playerId, request.teamId) || Date.parse(request.startsAt) <= now.getTime()) {
    return { ok: false, reason: "not-found", message: AVAILABILITY_MESSAGES.requestNotFound };
  }
  return recordAnswer(request, input.playerId, input, { guardianId }, now);
}
