// What a team's families are told: the messages staff and coaches send, and the training sessions they
// cancel (and put back on). This module owns team_messages and training_cancellations.
//
// Telling the families is one step: the team_messages row (which the family page lists), the other rows
// of the change (a cancellation) and one e-mail per guardian, each in the guardian's language, are
// written in ONE transaction, so the families are mailed exactly when the change is stored. The push to
// the phones that follow the team goes after the commit (a push is news, not a record). Sending is
// capped per team and per sender (TEAM_MESSAGE_CAPS in app/config/team-news.ts), checked in the same
// immediate transaction as the insert, so two posts at once cannot both slip under a cap.
import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { guardians, players, playerGuardians, teamMessages, teamPlayers, teams, trainingCancellations, type TrainingNotice } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import { DEFAULT_LANGUAGE, languageQuery, type Language } from "~/config/i18n";
import { SQUAD_MESSAGES } from "~/config/squads";
import { TEAM_MESSAGE_CAPS, TEAM_NEWS_LIMITS, TEAM_NEWS_MESSAGES } from "~/config/team-news";
import enFixtures from "~/locales/en/fixtures.json";
import enTeamNews from "~/locales/en/team-news.json";
import swFixtures from "~/locales/sw/fixtures.json";
import swTeamNews from "~/locales/sw/team-news.json";
import { auditHistoryByTarget, recordAudit } from "~/models/audit.server";
import { readableTrainingDate, templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import { sessionsByTeam } from "~/models/matches/teams.server";
import { notifyTeamFamilies } from "~/models/push/notifications.server";
import type { TeamMessageInput } from "~/schemas/team-news";
import { todayInNairobi } from "~/utils/age";
import { formatClockRange, formatClockTime, formatDateTime } from "~/utils/dates";
import { interpolate } from "~/utils/i18n";
import type { Failure, Result } from "~/utils/result";
import { teamNameIn } from "~/utils/team-name";
import { trainingDates } from "~/utils/training-week";
import { onTeamNow } from "~/models/squads/on-team.server";

export type TeamMessageView = { id: number; teamId: number; subject: string; body: string; authorName: string; createdAt: string };

/**
 * The latest messages to these teams, newest first, in `language`: a training notice is worded in it
 * from what it is about (as its e-mail was), a message staff typed reads as written.
 */
export function listTeamMessages(teamIds: number[], limit = 10, language: Language = DEFAULT_LANGUAGE): TeamMessageView[] {
  if (!teamIds.length) return [];
  return getDb()
    .select({
      id: teamMessages.id,
      teamId: teamMessages.teamId,
      subject: teamMessages.subject,
      body: teamMessages.body,
      authorName: teamMessages.authorName,
      createdAt: teamMessages.createdAt,
      notice: teamMessages.notice,
    })
    .from(teamMessages)
    .where(inArray(teamMessages.teamId, teamIds))
    .orderBy(desc(teamMessages.createdAt), desc(teamMessages.id))
    .limit(limit)
    .all()
    .map(({ notice, ...message }) => {
      if (!notice) return message;
      const { subject, message: body } = sessionNotice(notice)(language);
      return { ...message, subject, body };
    });
}

/** A training session on a date: where, when, and whether staff cancelled it (with their reason). */
export type TrainingDate = { date: string; weekday: number; startsAt: string; endsAt: string; venue: string; cancelledBecause: string | null };

/** The cancellations of `teamId` from the day of `now` on, by "date startsAt". */
export function cancellationsFrom(teamId: number, now = new Date()): Map<string, string> {
  const rows = getDb()
    .select({ date: trainingCancellations.date, startsAt: trainingCancellations.startsAt, reason: trainingCancellations.reason })
    .from(trainingCancellations)
    .where(and(eq(trainingCancellations.teamId, teamId), gte(trainingCancellations.date, todayInNairobi(now))))
    .all();
  return new Map(rows.map((row) => [`${row.date} ${row.startsAt}`, row.reason]));
}

/** The team's training sessions from today (Nairobi) for `days` days, each with its cancellation if any. */
export function upcomingTraining(teamId: number, now = new Date(), days = 14): TrainingDate[] {
  const team = getDb().select({ trainingVenue: teams.trainingVenue }).from(teams).where(eq(teams.id, teamId)).get();
  if (!team) return [];
  const cancelled = cancellationsFrom(teamId, now);
  return trainingDates(sessionsByTeam([teamId]).get(teamId) ?? [], now, days).map((session) => ({
    date: session.date,
    weekday: session.weekday,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    venue: session.venue ?? team.trainingVenue,
    cancelledBecause: cancelled.get(`${session.date} ${session.startsAt}`) ?? null,
  }));
}

// ---------------------------------------------------------------- who is told, and how often

/** A guardian of a child in the team now: the person a team message goes to. */
export type TeamFamilyContact = { guardianId: number; name: string; email: string; language: Language };

/**
 * The guardians of the team's current players (not archived, not erased), each once however many of
 * their children play in it.
 */
export function teamFamilies(teamId: number): TeamFamilyContact[] {
  return getDb()
    .selectDistinct({ guardianId: guardians.id, name: guardians.name, email: guardians.email, language: guardians.language })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .innerJoin(playerGuardians, eq(playerGuardians.playerId, players.id))
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(onTeamNow(teamId))
    .orderBy(asc(guardians.id))
    .all();
}

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** When the oldest of the messages that keep a cap full leaves its window: the next may go then. */
function nextAllowedAt(createdAts: string[], cap: number, windowMs: number): string {
  return formatDateTime(new Date(Date.parse(createdAts[createdAts.length - cap]) + windowMs).toISOString());
}

/** The messages (oldest first) counted against each cap at `now`. */
function countedMessages(teamId: number, senderId: number, now: Date) {
  const db = getDb();
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const toTeam = db
    .select({ createdAt: teamMessages.createdAt })
    .from(teamMessages)
    .where(and(eq(teamMessages.teamId, teamId), gte(teamMessages.createdAt, since(DAY_MS))))
    .orderBy(asc(teamMessages.createdAt))
    .all()
    .map((row) => row.createdAt);
  const bySender = db
    .select({ createdAt: teamMessages.createdAt })
    .from(teamMessages)
    .where(and(eq(teamMessages.authorUserId, senderId), gte(teamMessages.createdAt, since(HOUR_MS))))
    .orderBy(asc(teamMessages.createdAt))
    .all()
    .map((row) => row.createdAt);
  return { toTeam, bySender };
}

/** Why one more message to `teamId` from `senderId` may not go now, or null. */
function capRefusal(teamId: number, senderId: number, now: Date): Failure<"rate-limited"> | null {
  const { toTeam, bySender } = countedMessages(teamId, senderId, now);
  const { perTeamPerDay, perSenderPerHour } = TEAM_MESSAGE_CAPS;
  if (toTeam.length >= perTeamPerDay) {
    return { ok: false, reason: "rate-limited", message: TEAM_NEWS_MESSAGES.teamCapReached(perTeamPerDay, nextAllowedAt(toTeam, perTeamPerDay, DAY_MS)) };
  }
  if (bySender.length >= perSenderPerHour) {
    return { ok: false, reason: "rate-limited", message: TEAM_NEWS_MESSAGES.senderCapReached(perSenderPerHour, nextAllowedAt(bySender, perSenderPerHour, HOUR_MS)) };
  }
  return null;
}

/** How many more messages the team's families may get today, and the sender may send this hour (the screen says so). */
export function teamMessageAllowance(teamId: number, senderId: number, now = new Date()): { team: number; sender: number } {
  const { toTeam, bySender } = countedMessages(teamId, senderId, now);
  return { team: Math.max(0, TEAM_MESSAGE_CAPS.perTeamPerDay - toTeam.length), sender: Math.max(0, TEAM_MESSAGE_CAPS.perSenderPerHour - bySender.length) };
}

// ---------------------------------------------------------------- sending

/** The signed-in staff user or coach who sends: their name is shown with the message. */
export type Sender = { id: number; username: string; displayName: string };

export type SentTeamMessage = typeof teamMessages.$inferSelect;

type Words = { subject: string; message: string };
type Team = { id: number; name: string };

const WORDS = { en: { fixtures: enFixtures, news: enTeamNews }, sw: { fixtures: swFixtures, news: swTeamNews } } as const;

/** The team's name as `language` says it ("Chini ya Miaka 11" for the Under-11s). */
function teamNameOf(team: Team, language: Language): string {
  return teamNameIn(team.name, language, (key, values) => interpolate(key === "teamNames.under" ? WORDS[language].fixtures.teamNames.under : WORDS[language].fixtures.teamNames.senior, values));
}

const publicUrl = (path: string, language: Language) => `${getEnv().PUBLIC_URL.replace(/\/$/, "")}${path}${languageQuery(language)}`;

/** The team whose news a staff screen shows, or undefined. */
export function findTeam(teamId: number): (Team & { slug: string }) | undefined {
  return getDb().select({ id: teams.id, name: teams.name, slug: teams.slug }).from(teams).where(eq(teams.id, teamId)).get();
}

const teamNotFound = (): Failure<"not-found"> => ({ ok: false, reason: "not-found", message: SQUAD_MESSAGES.teamNotFound });

/**
 * Tells the team's families: within the caps, `alsoWrite` (the change the message is about, if any),
 * the team_messages row (in English, as the staff screens read it, with `notice` when it is a training
 * notice the family page words in each reader's language) and one "Team Message" e-mail per guardian in
 * their language, all in one transaction; then the push, in each language. A team without families is
 * refused when `needsFamilies` (a message to no one), else written with no mail (a cancellation still
 * shows on the team's pages).
 */
function tellFamilies(
  team: Team,
  sender: Sender,
  wordedIn: (language: Language) => Words,
  { alsoWrite, needsFamilies, notice, now }: { alsoWrite?: () => void; needsFamilies: boolean; notice?: TrainingNotice; now: Date },
): Result<{ sent: SentTeamMessage; families: number }, "conflict" | "rate-limited"> {
  const families = teamFamilies(team.id);
  if (!families.length && needsFamilies) return { ok: false, reason: "conflict", message: TEAM_NEWS_MESSAGES.noFamilies };
  const authorName = sender.displayName || sender.username;
  const mails = templateMails(
    "Team Message",
    families.map((family) => ({ email: family.email, language: family.language, data: { guardianName: family.name } })),
    (language) => ({ ...wordedIn(language), teamName: teamNameOf(team, language), authorName, familyUrl: publicUrl("/family", language) }),
  );
  if (!mails) return { ok: false, reason: "conflict", message: TEAM_NEWS_MESSAGES.templateMissing };
  const english = wordedIn(DEFAULT_LANGUAGE);
  const written = getDb().transaction(
    (tx) => {
      const refused = capRefusal(team.id, sender.id, now);
      if (refused) return refused;
      alsoWrite?.();
      const sent = tx
        .insert(teamMessages)
        .values({
          teamId: team.id,
          authorUserId: sender.id,
          authorName,
          subject: english.subject,
          body: english.message,
          recipients: families.length,
          notice: notice ?? null,
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      queueMails(mails);
      return sent;
    },
    { behavior: "immediate" },
  );
  if ("ok" in written) return written;
  notifyTeamFamilies(
    team.id,
    families.map((family) => ({ guardianId: family.guardianId, language: family.language })),
    (language) => {
      const { subject, message } = wordedIn(language);
      const body = message.length > TEAM_NEWS_LIMITS.pushBody ? `${message.slice(0, TEAM_NEWS_LIMITS.pushBody - 1).trimEnd()}…` : message;
      return { title: interpolate(WORDS[language].news.pushTitle, { team: teamNameOf(team, language), subject }), body, targetUrl: `/family${languageQuery(language)}` };
    },
    sender,
  );
  return { ok: true, sent: written, families: families.length };
}

/**
 * Use case: a coach or the academy office writes to the families of a team (the admin screen and
 * POST /api/squads/teams/{id}/messages). Every guardian of a child in the team gets it once by e-mail,
 * the phones that follow the team get a push, and the family page lists it.
 */
export function sendTeamMessage(
  teamId: number,
  input: TeamMessageInput,
  sender: Sender,
  now = new Date(),
): Result<{ sent: SentTeamMessage; families: number }, "not-found" | "conflict" | "rate-limited"> {
  const team = findTeam(teamId);
  if (!team) return teamNotFound();
  const told = tellFamilies(team, sender, () => ({ subject: input.subject, message: input.message }), { needsFamilies: true, now });
  if (!told.ok) return told;
  recordAudit(sender, "squad.message", { type: "team_message", id: told.sent.id }, `Sent "${input.subject}" to the families of the ${team.name} (${told.families})`, {
    teamId,
    families: told.families,
  });
  return told;
}

/** The messages sent to a team, newest first, with how many families each was mailed to (the staff screen). */
export function sentTeamMessages(teamId: number, limit: number = TEAM_NEWS_LIMITS.sentList): Pick<SentTeamMessage, "id" | "subject" | "body" | "authorName" | "recipients" | "createdAt">[] {
  return getDb()
    .select({ id: teamMessages.id, subject: teamMessages.subject, body: teamMessages.body, authorName: teamMessages.authorName, recipients: teamMessages.recipients, createdAt: teamMessages.createdAt })
    .from(teamMessages)
    .where(eq(teamMessages.teamId, teamId))
    .orderBy(desc(teamMessages.createdAt), desc(teamMessages.id))
    .limit(limit)
    .all();
}

// ---------------------------------------------------------------- training cancellations

/** The team's session at `startsAt` on `date`, if its week has one then within the coming weeks. */
function findSession(teamId: number, date: string, startsAt: string, now: Date): TrainingDate | undefined {
  return upcomingTraining(teamId, now, TEAM_NEWS_LIMITS.trainingDays).find((session) => session.date === date && session.startsAt === startsAt);
}

/** "Saturday 5 December 2026, 4:00 PM": a session as the staff screens and toasts name it. */
export const sessionLabel = (session: Pick<TrainingDate, "date" | "startsAt">) =>
  interpolate(enTeamNews.session, { date: readableTrainingDate(session.date), time: formatClockTime(session.startsAt) });

/** What a notice about `session` is: its cancellation (with the reason) or that it is on again. */
const noticeOf = (kind: TrainingNotice["kind"], session: TrainingDate, reason: string): TrainingNotice => ({
  kind,
  date: session.date,
  startsAt: session.startsAt,
  endsAt: session.endsAt,
  venue: session.venue,
  reason,
});

/** `notice` in `language`: the mail, the push and the family page say the same. */
function sessionNotice(notice: TrainingNotice) {
  return (language: Language): Words => {
    const words = WORDS[language].news[notice.kind];
    const date = readableTrainingDate(notice.date, language);
    const values = {
      session: interpolate(WORDS[language].news.session, { date, time: formatClockTime(notice.startsAt, language) }),
      date,
      time: formatClockRange(notice.startsAt, notice.endsAt, language),
      venue: notice.venue,
      reason: notice.reason,
    };
    return { subject: interpolate(words.subject, values), message: interpolate(words.message, values) };
  };
}

/** The audit target of one session on one date; its entries count the session's revisions in the calendar feed. */
const sessionTarget = (teamId: number, date: string, startsAt: string) => ({ type: "training", id: `${teamId}:${date}:${startsAt}` });

/**
 * Use case: a session of the team's weekly training does not take place on `date`. It must be one of the
 * team's sessions in the coming weeks and not cancelled already. The families are told (a team message
 * by e-mail and push, in their language, within the caps); the team page, the family page and the team's
 * calendar feed show it cancelled.
 */
export function cancelTrainingSession(
  teamId: number,
  date: string,
  startsAt: string,
  reason: string,
  sender: Sender,
  now = new Date(),
): Result<{ session: TrainingDate; families: number }, "not-found" | "conflict" | "rate-limited"> {
  const team = findTeam(teamId);
  if (!team) return teamNotFound();
  const session = findSession(teamId, date, startsAt, now);
  if (!session) return { ok: false, reason: "not-found", message: TEAM_NEWS_MESSAGES.sessionNotFound };
  if (session.cancelledBecause !== null) return { ok: false, reason: "conflict", message: TEAM_NEWS_MESSAGES.alreadyCancelled };
  const notice = noticeOf("cancelled", session, reason);
  const told = tellFamilies(team, sender, sessionNotice(notice), {
    // The check above and these writes run in one synchronous step (one process, one SQLite writer), so
    // no second cancellation can come between; the unique index on (team, date, start) is the backstop.
    alsoWrite: () => getDb().insert(trainingCancellations).values({ teamId, date, startsAt, reason, byUserId: sender.id }).run(),
    needsFamilies: false,
    notice,
    now,
  });
  if (!told.ok) return told;
  recordAudit(sender, "squad.training-cancel", sessionTarget(teamId, date, startsAt), `Cancelled the ${team.name}'s training of ${sessionLabel(session)}: ${reason} (${told.families} families told)`, {
    teamId,
    date,
    startsAt,
  });
  return { ok: true, session: { ...session, cancelledBecause: reason }, families: told.families };
}

/** Use case: a cancelled session takes place after all. The families are told it is on again. */
export function reinstateTrainingSession(
  teamId: number,
  date: string,
  startsAt: string,
  sender: Sender,
  now = new Date(),
): Result<{ session: TrainingDate; families: number }, "not-found" | "conflict" | "rate-limited"> {
  const team = findTeam(teamId);
  if (!team) return teamNotFound();
  const session = findSession(teamId, date, startsAt, now);
  if (!session) return { ok: false, reason: "not-found", message: TEAM_NEWS_MESSAGES.sessionNotFound };
  if (session.cancelledBecause === null) return { ok: false, reason: "conflict", message: TEAM_NEWS_MESSAGES.notCancelled };
  const notice = noticeOf("reinstated", session, "");
  const told = tellFamilies(team, sender, sessionNotice(notice), {
    alsoWrite: () =>
      getDb()
        .delete(trainingCancellations)
        .where(and(eq(trainingCancellations.teamId, teamId), eq(trainingCancellations.date, date), eq(trainingCancellations.startsAt, startsAt)))
        .run(),
    needsFamilies: false,
    notice,
    now,
  });
  if (!told.ok) return told;
  recordAudit(sender, "squad.training-reinstate", sessionTarget(teamId, date, startsAt), `Put the ${team.name}'s training of ${sessionLabel(session)} back on (${told.families} families told)`, {
    teamId,
    date,
    startsAt,
  });
  return { ok: true, session: { ...session, cancelledBecause: null }, families: told.families };
}

/** A session on a date as the team's calendar feed writes it: its revision (SEQUENCE) and when it last changed. */
export type TrainingOccurrence = TrainingDate & { revision: number; revisedAt: string };

/**
 * The team's sessions from today for `days` days, for the calendar feed. An occurrence's revision is how
 * often it was cancelled or put back on (counted from the audit log, so it only ever grows: calendar
 * apps replace their copy when it rises), and it was last revised when that last happened or when the
 * team's week was last saved, whichever is later.
 */
export function trainingForCalendar(teamId: number, now = new Date(), days: number = TEAM_NEWS_LIMITS.calendarDays): TrainingOccurrence[] {
  const team = getDb().select({ updatedAt: teams.updatedAt }).from(teams).where(eq(teams.id, teamId)).get();
  if (!team) return [];
  const history = auditHistoryByTarget(["squad.training-cancel", "squad.training-reinstate"], "training", `${teamId}:`);
  return upcomingTraining(teamId, now, days).map((session) => {
    const changes = history.get(sessionTarget(teamId, session.date, session.startsAt).id);
    return {
      ...session,
      revision: changes?.count ?? 0,
      revisedAt: changes && changes.lastAt > team.updatedAt ? changes.lastAt : team.updatedAt,
    };
  });
}
