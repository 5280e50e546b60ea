// What a team's families are told: the messages staff and coaches send, and the training sessions they
// cancel. This module owns team_messages and training_cancellations.
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { teamMessages, teams, trainingCancellations } from "~/db/schema";
import { sessionsByTeam } from "~/models/matches/teams.server";
import { todayInNairobi } from "~/utils/age";
import { trainingDates } from "~/utils/training-week";

export type TeamMessageView = { id: number; teamId: number; subject: string; body: string; authorName: string; createdAt: string };

/** The latest messages to these teams, newest first. */
export function listTeamMessages(teamIds: number[], limit = 10): TeamMessageView[] {
  if (!teamIds.length) return [];
  return getDb()
    .select({ id: teamMessages.id, teamId: teamMessages.teamId, subject: teamMessages.subject, body: teamMessages.body, authorName: teamMessages.authorName, createdAt: teamMessages.createdAt })
    .from(teamMessages)
    .where(inArray(teamMessages.teamId, teamIds))
    .orderBy(desc(teamMessages.createdAt), desc(teamMessages.id))
    .limit(limit)
    .all();
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
