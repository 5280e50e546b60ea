// A coach's "who can play?" (owns availability_requests). Opening a request for one of the team's coming
// fixtures writes the request, one answer-link token per child and one e-mail per guardian (in their
// language, one line per child of theirs on the team) in ONE transaction: the families are asked exactly
// when the request is stored. See docs/decisions/0028-availability-and-match-squads.md.
import { and, asc, desc, eq, gt, gte, isNull, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { availabilityRequests, fixtures, guardians, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, AVAILABILITY_ANSWERS } from "~/config/availability";
import { getEnv } from "~/config/env.server";
import type { FixtureStatus } from "~/config/fixtures";
import { languageQuery, type Language } from "~/config/i18n";
import enAvailability from "~/locales/en/availability.json";
import enFixtures from "~/locales/en/fixtures.json";
import swAvailability from "~/locales/sw/availability.json";
import swFixtures from "~/locales/sw/fixtures.json";
import { answerUrl, issueAnswerToken } from "~/models/availability/tokens.server";
import { recordAudit } from "~/models/audit.server";
import { templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import type { OpenRequestInput } from "~/schemas/availability";
import { chooseDeadline } from "~/utils/availability-deadline";
import { formatDateTime, formatFullMatchDate, formatKickoffTime } from "~/utils/dates";
import { interpolate } from "~/utils/i18n";
import type { Failure, Result } from "~/utils/result";
import { teamNameIn } from "~/utils/team-name";

const WORDS = { en: { fixtures: enFixtures, availability: enAvailability }, sw: { fixtures: swFixtures, availability: swAvailability } } as const;
const DAY_MS = 86_400_000;

/** The team's name as `language` says it ("Chini ya Miaka 13" for the Under-13s). */
export function teamNameOf(name: string, language: Language): string {
  const words = WORDS[language].fixtures.teamNames;
  return teamNameIn(name, language, (key, values) => interpolate(key === "teamNames.under" ? words.under : words.senior, values));
}

/** "Saturday, 5 December 2026, 10:00" in `language`, Nairobi time. */
export const kickoffWords = (iso: string, language: Language) => `${formatFullMatchDate(iso, language)}, ${formatKickoffTime(iso, language)}`;

/** A child's first name: what the answer page and the mail call them (the guardian knows who). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export type RequestMatch = {
  id: number;
  teamId: number;
  teamName: string;
  fixtureId: number | null;
  opponent: string;
  venue: string;
  /** The fixture's live kick-off (it may have moved since the request was opened). */
  startsAt: string;
  /** The stored deadline, but never after the live kick-off. */
  deadlineAt: string;
  /** Answers are taken only while this is "scheduled" (a postponed or cancelled match takes none). */
  fixtureStatus: FixtureStatus;
  note: string;
  createdAt: string;
};

const requestColumns = {
  id: availabilityRequests.id,
  teamId: availabilityRequests.teamId,
  teamName: teams.name,
  fixtureId: availabilityRequests.fixtureId,
  opponent: fixtures.opponent,
  venue: fixtures.venue,
  startsAt: fixtures.kickoffAt,
  deadlineAt: availabilityRequests.deadlineAt,
  fixtureStatus: fixtures.status,
  note: availabilityRequests.note,
  createdAt: availabilityRequests.createdAt,
};

// The request's copy of the kick-off is when it was asked; the fixture may have moved since, so the
// deadline is clipped to the live kick-off.
const live = (row: RequestMatch): RequestMatch => (Date.parse(row.deadlineAt) > Date.parse(row.startsAt) ? { ...row, deadlineAt: row.startsAt } : row);

/** A request with what it is about (fixture requests only in this slice: a training request has no opponent). */
export function findRequest(requestId: number): RequestMatch | undefined {
  const row = getDb()
    .select(requestColumns)
    .from(availabilityRequests)
    .innerJoin(teams, eq(teams.id, availabilityRequests.teamId))
    .innerJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(eq(availabilityRequests.id, requestId))
    .get();
  return row && live(row);
}

/** The team's latest requests, newest match first. */
export function teamRequests(teamId: number, limit: number = AVAILABILITY_LIMITS.requestList): RequestMatch[] {
  return getDb()
    .select(requestColumns)
    .from(availabilityRequests)
    .innerJoin(teams, eq(teams.id, availabilityRequests.teamId))
    .innerJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(eq(availabilityRequests.teamId, teamId))
    .orderBy(desc(fixtures.kickoffAt), desc(availabilityRequests.id))
    .limit(limit)
    .all()
    .map(live);
}

export type FixtureToAsk = { id: number; opponent: string; homeOrAway: "home" | "away"; venue: string; kickoffAt: string; requestId: number | null };

/** The team's scheduled fixtures that have not kicked off, in the coming weeks, each with its request if one is open. */
export function fixturesToAsk(teamId: number, now = new Date()): FixtureToAsk[] {
  return getDb()
    .select({
      id: fixtures.id,
      opponent: fixtures.opponent,
      homeOrAway: fixtures.homeOrAway,
      venue: fixtures.venue,
      kickoffAt: fixtures.kickoffAt,
      requestId: availabilityRequests.id,
    })
    .from(fixtures)
    .leftJoin(availabilityRequests, eq(availabilityRequests.fixtureId, fixtures.id))
    .where(
      and(
        eq(fixtures.teamId, teamId),
        eq(fixtures.status, "scheduled"),
        gt(fixtures.kickoffAt, now.toISOString()),
        lte(fixtures.kickoffAt, new Date(now.getTime() + AVAILABILITY_LIMITS.fixtureDays * DAY_MS).toISOString()),
      ),
    )
    .orderBy(asc(fixtures.kickoffAt))
    .all();
}

/** A child of the team now and one of their guardians (a child with two guardians is two rows). */
type FamilyRow = { playerId: number; playerName: string; guardianId: number; guardianName: string; email: string; language: Language };

function teamChildrenAndGuardians(teamId: number): FamilyRow[] {
  return getDb()
    .select({
      playerId: players.id,
      playerName: players.name,
      guardianId: guardians.id,
      guardianName: guardians.name,
      email: guardians.email,
      language: guardians.language,
    })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .innerJoin(playerGuardians, eq(playerGuardians.playerId, players.id))
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(and(eq(teamPlayers.teamId, teamId), isNull(players.archivedAt), isNull(players.erasedAt)))
    .orderBy(asc(guardians.id), asc(players.name))
    .all();
}

const refusal = <R extends "not-found" | "conflict" | "invalid" | "rate-limited">(reason: R, message: string, field?: string): Failure<R> => ({
  ok: false,
  reason,
  message,
  ...(field ? { errors: { [field]: [message] } } : {}),
});

/** The deadline a request gets when the coach sets none: hours before kick-off (AVAILABILITY_DEADLINE_HOURS). */
export const defaultDeadlineHours = () => getEnv().AVAILABILITY_DEADLINE_HOURS;

export type Opener = { id: number; username: string };

/**
 * Use case: the coach (or staff) asks the team's families who can play `input.fixtureId`, a coming
 * fixture of the team. One request per fixture; the deadline is the coach's or AVAILABILITY_DEADLINE_HOURS
 * before kick-off, never after it; at most AVAILABILITY_REQUESTS_PER_TEAM_DAY requests a day per team.
 * Every guardian of a child on the team gets one "Availability Request" e-mail in their language with
 * three answer links per child of theirs; the links work until kick-off.
 */
export function openFixtureRequest(
  teamId: number,
  input: OpenRequestInput,
  opener: Opener,
  now = new Date(),
): Result<{ request: RequestMatch; families: number }, "not-found" | "conflict" | "invalid" | "rate-limited"> {
  const db = getDb();
  const team = db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).get();
  const fixture = fixturesToAsk(teamId, now).find((row) => row.id === input.fixtureId);
  if (!team || !fixture) return refusal("not-found", AVAILABILITY_MESSAGES.fixtureNotFound, "fixtureId");
  if (fixture.requestId !== null) return refusal("conflict", AVAILABILITY_MESSAGES.alreadyOpen, "fixtureId");
  const env = getEnv();
  const deadline = chooseDeadline(fixture.kickoffAt, input.deadline, env.AVAILABILITY_DEADLINE_HOURS, now);
  if (!deadline.ok) return refusal("invalid", deadline.message, "deadline");
  const rows = teamChildrenAndGuardians(teamId);
  if (!rows.length) return refusal("conflict", AVAILABILITY_MESSAGES.noFamilies);
  const note = input.note ?? "";

  const written = db.transaction(
    (tx) => {
      const recent = tx
        .select({ id: availabilityRequests.id })
        .from(availabilityRequests)
        .where(and(eq(availabilityRequests.teamId, teamId), gte(availabilityRequests.createdAt, new Date(now.getTime() - DAY_MS).toISOString())))
        .all().length;
      const cap = env.AVAILABILITY_REQUESTS_PER_TEAM_DAY;
      if (recent >= cap) return refusal("rate-limited", AVAILABILITY_MESSAGES.tooManyRequests(cap));
      // Checked again in the write's transaction: two posts at once open one request (the unique index is the backstop).
      if (tx.select({ id: availabilityRequests.id }).from(availabilityRequests).where(eq(availabilityRequests.fixtureId, fixture.id)).get()) {
        return refusal("conflict", AVAILABILITY_MESSAGES.alreadyOpen, "fixtureId");
      }
      // Checked before anything is written: a request whose families cannot be mailed is not opened.
      if (!templateMails("Availability Request", [], () => ({}))) return refusal("conflict", AVAILABILITY_MESSAGES.templateMissing);
      const request = tx
        .insert(availabilityRequests)
        .values({ teamId, fixtureId: fixture.id, startsAt: fixture.kickoffAt, note, deadlineAt: deadline.deadlineAt, openedByUserId: opener.id, createdAt: now.toISOString() })
        .returning({ id: availabilityRequests.id })
        .get();
      // One token per child, the same link in each of the child's guardians' mail.
      const tokens = new Map<number, string>();
      for (const row of rows) if (!tokens.has(row.playerId)) tokens.set(row.playerId, issueAnswerToken(request.id, row.playerId, fixture.kickoffAt));
      const byGuardian = new Map<number, FamilyRow[]>();
      for (const row of rows) byGuardian.set(row.guardianId, [...(byGuardian.get(row.guardianId) ?? []), row]);
      const recipients = [...byGuardian.values()].map((children) => {
        const { email, language, guardianName } = children[0];
        const line = WORDS[language].availability.mail.line;
        const answers = children
          .map((child) => {
            const token = tokens.get(child.playerId)!;
            const links = Object.fromEntries(AVAILABILITY_ANSWERS.map((answer) => [answer, answerUrl(token, answer, language)]));
            return interpolate(line, { child: firstName(child.playerName), ...links });
          })
          .join("\n\n");
        return { email, language, data: { guardianName, answers } };
      });
      const mails = templateMails("Availability Request", recipients, (language) => ({
        teamName: teamNameOf(team.name, language),
        opponent: fixture.opponent,
        kickoff: kickoffWords(fixture.kickoffAt, language),
        venue: fixture.venue,
        note: note ? interpolate(WORDS[language].availability.mail.note, { note }) : "",
        deadline: formatDateTime(deadline.deadlineAt, language),
        familyUrl: `${env.PUBLIC_URL.replace(/\/$/, "")}/family${languageQuery(language)}`,
      }));
      queueMails(mails ?? []);
      return { requestId: request.id, families: recipients.length };
    },
    { behavior: "immediate" },
  );
  if ("ok" in written) return written;
  const request = findRequest(written.requestId)!;
  recordAudit(opener, "squad.availability-request", { type: "availability_request", id: request.id }, `Asked the ${team.name}'s families who can play against ${request.opponent} (${written.families} families)`, {
    teamId,
    fixtureId: fixture.id,
    families: written.families,
  });
  return { ok: true, request, families: written.families };
}
