// A coach's "who can play?" (owns availability_requests). Opening a request for one of the team's coming
// fixtures or training sessions writes the request, one answer-link token per child and one e-mail per guardian (in their
// language, one line per child of theirs on the team) in ONE transaction: the families are asked exactly
// when the request is stored; the push with the answer buttons follows the commit. The reminders
// (reminders.server.ts) reuse the same mails and pushes. See docs/decisions/0028-availability-and-match-squads.md.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { getDb, preparedOnce } from "~/db/client.server";
import { availabilityAnswers, availabilityRequests, fixtures, guardians, playerGuardians, players, teamPlayers, teams, trainingCancellations, trainingSessions } from "~/db/schema";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, AVAILABILITY_ANSWERS } from "~/config/availability";
import { getEnv } from "~/config/env.server";
import type { FixtureStatus } from "~/config/fixtures";
import { languageQuery, type Language } from "~/config/i18n";
import enAvailability from "~/locales/en/availability.json";
import enFixtures from "~/locales/en/fixtures.json";
import swAvailability from "~/locales/sw/availability.json";
import swFixtures from "~/locales/sw/fixtures.json";
import { answerPath, answerUrl, issueAnswerToken } from "~/models/availability/tokens.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { templateMails } from "~/models/email.server";
import { queueMails, type OutgoingMail } from "~/models/mail-queue.server";
import { notifyTeamFamilies } from "~/models/push/notifications.server";
import { sessionLabel, upcomingTraining } from "~/models/squads/team-news.server";
import { kickoffFromNairobi } from "~/schemas/fixtures";
import type { OpenRequestInput, RequestSubject } from "~/schemas/availability";
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
  /** A match (`fixtureId` set) or a training session (`trainingDate` and `trainingStartsAt` set). */
  kind: "match" | "training";
  fixtureId: number | null;
  trainingDate: string | null;
  trainingStartsAt: string | null;
  /** The opponent ("" for a training session). */
  opponent: string;
  /** The fixture's venue, or the session's (its own, else the team's training ground). */
  venue: string;
  /** The fixture's live kick-off (it may have moved since the request was opened), or the session's start. */
  startsAt: string;
  /** The stored deadline, but never after the live kick-off. */
  deadlineAt: string;
  /**
   * Answers are taken only while this is "scheduled": a postponed or cancelled match takes none, nor a
   * session called off (training_cancellations) or gone from the team's week.
   */
  fixtureStatus: FixtureStatus;
  note: string;
  createdAt: string;
};

// A training request's session as the team's week has it now: the weekly row on the date's weekday
// (ISO: Monday 1 … Sunday 7; SQLite's %w counts from Sunday 0) at the same start.
const weeklySession = sql`from ${trainingSessions} where ${trainingSessions.teamId} = ${availabilityRequests.teamId} and ${trainingSessions.startsAt} = ${availabilityRequests.trainingStartsAt} and ${trainingSessions.weekday} = ((cast(strftime('%w', ${availabilityRequests.trainingDate}) as integer) + 6) % 7) + 1`;
const calledOff = sql`exists (select 1 from ${trainingCancellations} where ${trainingCancellations.teamId} = ${availabilityRequests.teamId} and ${trainingCancellations.date} = ${availabilityRequests.trainingDate} and ${trainingCancellations.startsAt} = ${availabilityRequests.trainingStartsAt})`;
/** The match's kick-off, or the session's start (stored with the request: a weekly session does not move). */
const startColumn = sql<string>`coalesce(${fixtures.kickoffAt}, ${availabilityRequests.startsAt})`;

const requestColumns = {
  id: availabilityRequests.id,
  teamId: availabilityRequests.teamId,
  teamName: teams.name,
  fixtureId: availabilityRequests.fixtureId,
  trainingDate: availabilityRequests.trainingDate,
  trainingStartsAt: availabilityRequests.trainingStartsAt,
  opponent: sql<string>`coalesce(${fixtures.opponent}, '')`,
  venue: sql<string>`coalesce(${fixtures.venue}, (select ${trainingSessions.venue} ${weeklySession} limit 1), ${teams.trainingVenue})`,
  startsAt: startColumn,
  deadlineAt: availabilityRequests.deadlineAt,
  fixtureStatus: sql<FixtureStatus>`coalesce(${fixtures.status}, case when ${calledOff} or not exists (select 1 ${weeklySession}) then 'cancelled' else 'scheduled' end)`,
  note: availabilityRequests.note,
  createdAt: availabilityRequests.createdAt,
};

// The request's copy of the kick-off is when it was asked; the fixture may have moved since, so the
// deadline is clipped to the live kick-off.
const live = (row: Omit<RequestMatch, "kind">): RequestMatch => ({
  ...row,
  kind: row.fixtureId === null ? "training" : "match",
  deadlineAt: Date.parse(row.deadlineAt) > Date.parse(row.startsAt) ? row.startsAt : row.deadlineAt,
});

// Prepared once: every answer reads it (building and preparing it again each time was a third of an
// answer's time with forty families answering at once).
const requestQuery = preparedOnce((db) =>
  db
    .select(requestColumns)
    .from(availabilityRequests)
    .innerJoin(teams, eq(teams.id, availabilityRequests.teamId))
    .leftJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(eq(availabilityRequests.id, sql.placeholder("requestId")))
    .prepare(),
);

/** A request with what it is about: its fixture, or its training session. */
export function findRequest(requestId: number): RequestMatch | undefined {
  const row = requestQuery().get({ requestId });
  return row && live(row);
}

/** The team's latest requests, the latest match or session first. */
export function teamRequests(teamId: number, limit: number = AVAILABILITY_LIMITS.requestList): RequestMatch[] {
  return getDb()
    .select(requestColumns)
    .from(availabilityRequests)
    .innerJoin(teams, eq(teams.id, availabilityRequests.teamId))
    .leftJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(eq(availabilityRequests.teamId, teamId))
    .orderBy(desc(startColumn), desc(availabilityRequests.id))
    .limit(limit)
    .all()
    .map(live);
}

/**
 * The scheduler's reminder is due for these requests at `now`: not reminded yet, the match scheduled and
 * not started, the (live) deadline still ahead but less than `aheadMs` away. A request opened when its
 * deadline was already closer than that gets none: its families were just asked.
 */
export function requestsDueForReminder(aheadMs: number, now = new Date()): RequestMatch[] {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + aheadMs).toISOString();
  return getDb()
    .select(requestColumns)
    .from(availabilityRequests)
    .innerJoin(teams, eq(teams.id, availabilityRequests.teamId))
    .leftJoin(fixtures, eq(fixtures.id, availabilityRequests.fixtureId))
    .where(and(isNull(availabilityRequests.remindedAt), gt(startColumn, at), gt(availabilityRequests.deadlineAt, at), or(lte(availabilityRequests.deadlineAt, soon), lte(startColumn, soon))))
    .orderBy(asc(availabilityRequests.id))
    .all()
    .map(live)
    // A match postponed or cancelled, a session called off or gone from the week: nobody is reminded.
    .filter((request) => request.fixtureStatus === "scheduled" && Date.parse(request.createdAt) <= Date.parse(request.deadlineAt) - aheadMs);
}

/** Marks the request's scheduled reminder as sent; false when it already was (another run, before a restart). Call in the transaction that queues it. */
export function claimReminder(requestId: number, now = new Date()): boolean {
  return (
    getDb()
      .update(availabilityRequests)
      .set({ remindedAt: now.toISOString() })
      .where(and(eq(availabilityRequests.id, requestId), isNull(availabilityRequests.remindedAt)))
      .run().changes === 1
  );
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

/** A coming training session of the team (not called off), with its request if one is open. */
export type SessionToAsk = { key: string; date: string; startsAt: string; endsAt: string; venue: string; startsAtUtc: string; requestId: number | null };

/** "2026-12-02T16:00": how the coach's form, the API and the attendance screen's URL name a session. */
export const sessionKeyOf = (session: { date: string; startsAt: string }) => `${session.date}T${session.startsAt}`;

/**
 * The team's training sessions of the coming days (AVAILABILITY_LIMITS.trainingDays, today included)
 * that have not started and are not called off, each with its request if one is open.
 */
export function sessionsToAsk(teamId: number, now = new Date()): SessionToAsk[] {
  const coming = upcomingTraining(teamId, now, AVAILABILITY_LIMITS.trainingDays)
    .filter((session) => session.cancelledBecause === null)
    .map((session) => ({ ...session, key: sessionKeyOf(session), startsAtUtc: kickoffFromNairobi(session.date, session.startsAt)! }))
    .filter((session) => Date.parse(session.startsAtUtc) > now.getTime());
  if (!coming.length) return [];
  const asked = new Map(
    getDb()
      .select({ id: availabilityRequests.id, date: availabilityRequests.trainingDate, startsAt: availabilityRequests.trainingStartsAt })
      .from(availabilityRequests)
      .where(and(eq(availabilityRequests.teamId, teamId), inArray(availabilityRequests.trainingDate, [...new Set(coming.map((session) => session.date))])))
      .all()
      .map((row) => [`${row.date}T${row.startsAt}`, row.id]),
  );
  return coming.map(({ key, date, startsAt, endsAt, venue, startsAtUtc }) => ({ key, date, startsAt, endsAt, venue, startsAtUtc, requestId: asked.get(key) ?? null }));
}

/** A child of the team now and one of their guardians (a child with two guardians is two rows). */
export type FamilyRow = { playerId: number; playerName: string; guardianId: number; guardianName: string; email: string; language: Language };

/** The team's current children and their guardians; with `unansweredFor`, only the children with no answer to that request yet. */
export function teamChildrenAndGuardians(teamId: number, unansweredFor?: number): FamilyRow[] {
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
    .where(
      and(
        eq(teamPlayers.teamId, teamId),
        isNull(players.archivedAt),
        isNull(players.erasedAt),
        unansweredFor === undefined
          ? undefined
          : notExists(
              getDb()
                .select({ one: sql`1` })
                .from(availabilityAnswers)
                .where(and(eq(availabilityAnswers.requestId, unansweredFor), eq(availabilityAnswers.playerId, players.id))),
            ),
      ),
    )
    .orderBy(asc(guardians.id), asc(players.name))
    .all();
}

/** What a request is about, as its mails and pushes word it: a match, or a training session ("" opponent). */
type AskedAbout = Pick<RequestMatch, "kind" | "opponent" | "venue" | "startsAt">;

/** What the families are asked about, with the request's note and deadline. */
type AskedRequest = AskedAbout & Pick<RequestMatch, "id" | "teamId" | "teamName" | "note" | "deadlineAt">;

/**
 * The templates' words about the match or session in `language`: "opponent", "kickoff" and "venue", and
 * the subject's "event" and "question" and the body's "details", worded for a match or for training.
 */
function eventWords(about: AskedAbout, language: Language): Record<string, string> {
  const mail = WORDS[language].availability.mail;
  const values = { opponent: about.opponent, kickoff: kickoffWords(about.startsAt, language), venue: about.venue };
  return about.kind === "match"
    ? { ...values, event: interpolate(mail.matchEvent, values), question: mail.matchQuestion, details: interpolate(mail.matchDetails, values) }
    : { ...values, event: interpolate(mail.trainingEvent, values), question: mail.trainingQuestion, details: interpolate(mail.trainingDetails, values) };
}

/** A new answer token per child of `rows` (one per child, the same link in each of their guardians' messages). Call inside the transaction that queues them. */
export function issueTokens(requestId: number, rows: readonly FamilyRow[], expiresAt: string): Map<number, string> {
  const tokens = new Map<number, string>();
  for (const row of rows) if (!tokens.has(row.playerId)) tokens.set(row.playerId, issueAnswerToken(requestId, row.playerId, expiresAt));
  return tokens;
}

/**
 * One mail of `template` per guardian of `rows`, in the guardian's language, with a line per child of
 * theirs in `rows` and its three answer links; null when the template is missing or inactive. Not queued.
 */
export function answerMails(template: "Availability Request" | "Availability Reminder", asked: AskedRequest, rows: readonly FamilyRow[], tokens: ReadonlyMap<number, string>): OutgoingMail[] | null {
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
  return templateMails(template, recipients, (language) => ({
    teamName: teamNameOf(asked.teamName, language),
    ...eventWords(asked, language),
    note: asked.note ? interpolate(WORDS[language].availability.mail.note, { note: asked.note }) : "",
    deadline: formatDateTime(asked.deadlineAt, language),
    familyUrl: `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/family${languageQuery(language)}`,
  }));
}

/**
 * After the mails' transaction has committed: a push per child of `rows` to the devices on which one of
 * the child's guardians follows the team, in that guardian's language, with the child's answer link (the
 * service worker turns it into Available / Not available / Maybe buttons, app/utils/answer-push.ts) and
 * nothing of any other child. Guardians without such a device get nothing more.
 */
export function pushAnswerButtons(asked: AskedRequest, rows: readonly FamilyRow[], tokens: ReadonlyMap<number, string>, actor: AuditActor, reminder: boolean): void {
  const byChild = new Map<number, FamilyRow[]>();
  for (const row of rows) byChild.set(row.playerId, [...(byChild.get(row.playerId) ?? []), row]);
  for (const [playerId, guardiansOf] of byChild) {
    const token = tokens.get(playerId);
    if (!token) continue;
    const child = firstName(guardiansOf[0].playerName);
    notifyTeamFamilies(
      asked.teamId,
      guardiansOf.map((row) => ({ guardianId: row.guardianId, language: row.language })),
      (language) => {
        const push = WORDS[language].availability.push;
        const training = asked.kind === "training";
        const title = reminder ? (training ? push.trainingReminderTitle : push.reminderTitle) : training ? push.trainingTitle : push.title;
        return {
          title: interpolate(title, { child }),
          body: interpolate(training ? push.trainingBody : push.body, {
            team: teamNameOf(asked.teamName, language),
            ...eventWords(asked, language),
            deadline: formatDateTime(asked.deadlineAt, language),
          }),
          targetUrl: answerPath(token, language),
        };
      },
      actor,
    );
  }
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

/** What a request is about, found among the team's coming fixtures or sessions, in the words its mails use. */
type Subject = {
  columns: { fixtureId: number | null; trainingDate: string | null; trainingStartsAt: string | null };
  /** The match or session as the mails and pushes word it (eventWords). */
  about: AskedAbout;
  /** The staff's words for the audit log. */
  audit: string;
  /** Another request about the same thing, looked up again inside the write's transaction. */
  sameAs: SQL;
};

function subjectOf(teamId: number, subject: RequestSubject, now: Date): Subject | Failure<"not-found" | "conflict"> {
  if (subject.kind === "fixture") {
    const fixture = fixturesToAsk(teamId, now).find((row) => row.id === subject.fixtureId);
    if (!fixture) return refusal("not-found", AVAILABILITY_MESSAGES.fixtureNotFound, "event");
    if (fixture.requestId !== null) return refusal("conflict", AVAILABILITY_MESSAGES.alreadyOpen, "event");
    return {
      columns: { fixtureId: fixture.id, trainingDate: null, trainingStartsAt: null },
      about: { kind: "match", opponent: fixture.opponent, venue: fixture.venue, startsAt: fixture.kickoffAt },
      audit: `who can play against ${fixture.opponent}`,
      sameAs: eq(availabilityRequests.fixtureId, fixture.id),
    };
  }
  const session = sessionsToAsk(teamId, now).find((row) => row.date === subject.date && row.startsAt === subject.startsAt);
  if (!session) return refusal("not-found", AVAILABILITY_MESSAGES.sessionNotFound, "event");
  if (session.requestId !== null) return refusal("conflict", AVAILABILITY_MESSAGES.sessionAlreadyOpen, "event");
  return {
    columns: { fixtureId: null, trainingDate: session.date, trainingStartsAt: session.startsAt },
    // The same template as a match's: its "opponent" is empty, "kickoff" and "venue" are the session's.
    about: { kind: "training", opponent: "", venue: session.venue, startsAt: session.startsAtUtc },
    audit: `who can come to training on ${sessionLabel(session)}`,
    sameAs: and(eq(availabilityRequests.teamId, teamId), eq(availabilityRequests.trainingDate, session.date), eq(availabilityRequests.trainingStartsAt, session.startsAt))!,
  };
}

/**
 * Use case: the coach (or staff) asks the team's families who can play a coming fixture of the team, or
 * who can come to one of its coming training sessions (not called off). One request per fixture and per
 * session; the deadline is the coach's or AVAILABILITY_DEADLINE_HOURS before the start, never after it;
 * at most AVAILABILITY_REQUESTS_PER_TEAM_DAY requests a day per team. Every guardian of a child on the
 * team gets one "Availability Request" e-mail in their language with three answer links per child of
 * theirs; the links work until the start.
 */
export function openAvailabilityRequest(
  teamId: number,
  input: OpenRequestInput,
  opener: Opener,
  now = new Date(),
): Result<{ request: RequestMatch; families: number }, "not-found" | "conflict" | "invalid" | "rate-limited"> {
  const db = getDb();
  const team = db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).get();
  if (!team) return refusal("not-found", AVAILABILITY_MESSAGES.fixtureNotFound, "event");
  const subject = subjectOf(teamId, input.subject, now);
  if ("ok" in subject) return subject;
  const env = getEnv();
  const deadline = chooseDeadline(subject.about.startsAt, input.deadline, env.AVAILABILITY_DEADLINE_HOURS, now);
  if (!deadline.ok) return refusal("invalid", deadline.message, "deadline");
  const rows = teamChildrenAndGuardians(teamId);
  if (!rows.length) return refusal("conflict", AVAILABILITY_MESSAGES.noFamilies);
  const note = input.note ?? "";
  const training = subject.columns.fixtureId === null;

  const written = db.transaction(
    (tx) => {
      const recent = tx
        .select({ id: availabilityRequests.id })
        .from(availabilityRequests)
        .where(and(eq(availabilityRequests.teamId, teamId), gte(availabilityRequests.createdAt, new Date(now.getTime() - DAY_MS).toISOString())))
        .all().length;
      const cap = env.AVAILABILITY_REQUESTS_PER_TEAM_DAY;
      if (recent >= cap) return refusal("rate-limited", AVAILABILITY_MESSAGES.tooManyRequests(cap));
      // Checked again in the write's transaction: two posts at once open one request (the unique indexes are the backstop).
      if (tx.select({ id: availabilityRequests.id }).from(availabilityRequests).where(subject.sameAs).get()) {
        return refusal("conflict", training ? AVAILABILITY_MESSAGES.sessionAlreadyOpen : AVAILABILITY_MESSAGES.alreadyOpen, "event");
      }
      // Checked before anything is written: a request whose families cannot be mailed is not opened.
      if (!templateMails("Availability Request", [], () => ({}))) return refusal("conflict", AVAILABILITY_MESSAGES.templateMissing);
      const request = tx
        .insert(availabilityRequests)
        .values({ teamId, ...subject.columns, startsAt: subject.about.startsAt, note, deadlineAt: deadline.deadlineAt, openedByUserId: opener.id, createdAt: now.toISOString() })
        .returning({ id: availabilityRequests.id })
        .get();
      const tokens = issueTokens(request.id, rows, subject.about.startsAt);
      const asked = { id: request.id, teamId, teamName: team.name, ...subject.about, note, deadlineAt: deadline.deadlineAt };
      queueMails(answerMails("Availability Request", asked, rows, tokens) ?? []);
      return { requestId: request.id, families: new Set(rows.map((row) => row.guardianId)).size, tokens };
    },
    { behavior: "immediate" },
  );
  if ("ok" in written) return written;
  const request = findRequest(written.requestId)!;
  pushAnswerButtons(request, rows, written.tokens, opener, false);
  recordAudit(opener, "squad.availability-request", { type: "availability_request", id: request.id }, `Asked the ${team.name}'s families ${subject.audit} (${written.families} families)`, {
    teamId,
    ...subject.columns,
    families: written.families,
  });
  return { ok: true, request, families: written.families };
}
