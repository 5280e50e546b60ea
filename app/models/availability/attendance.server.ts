// Training attendance (owns training_attendance): on the phone at the pitch the coach ticks who came to
// one session of the team. The sheet starts ticked with what was saved for that session, else with
// everyone who answered "available" to its availability request, else with nobody. Saving replaces the
// session's rows of the current players in one transaction: a row per current player, present or not,
// so a rate is "present / sessions recorded" (the rows of a child who has left since stay as they were). The statistics and the family page read the table. See ADR 0028.
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { availabilityAnswers, availabilityRequests, trainingAttendance } from "~/db/schema";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "~/config/availability";
import { sessionKeyOf } from "~/models/availability/requests.server";
import { recordAudit } from "~/models/audit.server";
import { findTeam, sessionLabel, upcomingTraining } from "~/models/squads/team-news.server";
import type { AttendanceInput, TrainingSessionKey } from "~/schemas/availability";
import { kickoffFromNairobi } from "~/schemas/fixtures";
import type { Result } from "~/utils/result";
import { currentTeamPlayers } from "~/models/squads/on-team.server";

const DAY_MS = 86_400_000;

/** A session the coach may tick: today's or one of the last days', as the team's week has it now, not called off. */
export type AttendanceSession = { key: string; date: string; startsAt: string; endsAt: string; venue: string; label: string; recorded: boolean };

/** Where the sheet's ticks come from: what was saved, the "available" answers to the session's request, or nothing yet. */
export type AttendanceSource = "saved" | "available" | "none";

export type AttendanceSheet = {
  sessions: AttendanceSession[];
  /** The session shown (the one asked for, else the latest that has started), null when there is none. */
  session: AttendanceSession | null;
  source: AttendanceSource;
  players: { playerId: number; name: string; position: string; present: boolean }[];
};

const ofSession = (teamId: number, session: TrainingSessionKey) =>
  and(eq(trainingAttendance.teamId, teamId), eq(trainingAttendance.trainingDate, session.date), eq(trainingAttendance.trainingStartsAt, session.startsAt));

/**
 * The team's sessions of the last AVAILABILITY_LIMITS.attendanceDays days, today's included (even those
 * still to start: the coach may tick at the gate), oldest first, as its weekly timetable has them now,
 * leaving out those called off; each says whether attendance was saved.
 */
export function attendanceSessions(teamId: number, now = new Date()): AttendanceSession[] {
  const days = AVAILABILITY_LIMITS.attendanceDays;
  const sessions = upcomingTraining(teamId, new Date(now.getTime() - (days - 1) * DAY_MS), days).filter((session) => session.cancelledBecause === null);
  if (!sessions.length) return [];
  const recorded = new Set(
    getDb()
      .selectDistinct({ date: trainingAttendance.trainingDate, startsAt: trainingAttendance.trainingStartsAt })
      .from(trainingAttendance)
      .where(eq(trainingAttendance.teamId, teamId))
      .all()
      .map(sessionKeyOf),
  );
  return sessions.map(({ date, startsAt, endsAt, venue }) => {
    const key = sessionKeyOf({ date, startsAt });
    return { key, date, startsAt, endsAt, venue, label: sessionLabel({ date, startsAt }), recorded: recorded.has(key) };
  });
}

/** Who is ticked at first: the saved attendance, else those who answered "available" to the session's request, else nobody. */
function firstTicks(teamId: number, session: TrainingSessionKey): { source: AttendanceSource; present: Set<number> } {
  const db = getDb();
  const saved = db.select({ playerId: trainingAttendance.playerId, present: trainingAttendance.present }).from(trainingAttendance).where(ofSession(teamId, session)).all();
  if (saved.length) return { source: "saved", present: new Set(saved.filter((row) => row.present).map((row) => row.playerId)) };
  const available = db
    .select({ playerId: availabilityAnswers.playerId })
    .from(availabilityAnswers)
    .innerJoin(availabilityRequests, eq(availabilityRequests.id, availabilityAnswers.requestId))
    .where(
      and(
        eq(availabilityRequests.teamId, teamId),
        eq(availabilityRequests.trainingDate, session.date),
        eq(availabilityRequests.trainingStartsAt, session.startsAt),
        eq(availabilityAnswers.answer, "available"),
      ),
    )
    .all();
  return { source: available.length ? "available" : "none", present: new Set(available.map((row) => row.playerId)) };
}

/**
 * The attendance sheet of one session of the team (`sessionKey`, "2026-12-02T16:00"; by default the
 * latest session that has started, else today's first): every current player, ticked as `firstTicks` says.
 */
export function attendanceSheet(teamId: number, sessionKey?: string, now = new Date()): AttendanceSheet {
  const sessions = attendanceSessions(teamId, now);
  const started = sessions.filter((session) => Date.parse(kickoffFromNairobi(session.date, session.startsAt) ?? "") <= now.getTime());
  const session = sessions.find((row) => row.key === sessionKey) ?? started.at(-1) ?? sessions[0] ?? null;
  if (!session) return { sessions, session: null, source: "none", players: [] };
  const { source, present } = firstTicks(teamId, session);
  return { sessions, session, source, players: currentTeamPlayers(teamId).map((player) => ({ ...player, present: present.has(player.playerId) })) };
}

export type Recorder = { id: number; username: string };

/**
 * Use case: the coach (or staff) saves who came to a session of the team: one of its sessions of the
 * last days (else 404), ticking only its current players (else 400, nothing written). The session's
 * rows of the current players are replaced in one transaction, a row each (present or not), and it is
 * audited.
 */
export function saveAttendance(
  teamId: number,
  input: AttendanceInput,
  recorder: Recorder,
  now = new Date(),
): Result<{ session: AttendanceSession; present: number; players: number }, "not-found" | "invalid"> {
  const team = findTeam(teamId);
  const session = team && attendanceSessions(teamId, now).find((row) => row.date === input.session.date && row.startsAt === input.session.startsAt);
  if (!team || !session) {
    const message = AVAILABILITY_MESSAGES.attendanceSessionNotFound;
    return { ok: false, reason: "not-found", message, errors: { session: [message] } };
  }
  const squad = currentTeamPlayers(teamId);
  const onTeam = new Set(squad.map((player) => player.playerId));
  if (input.present.some((id) => !onTeam.has(id))) {
    const message = AVAILABILITY_MESSAGES.attendanceNotOnTeam;
    return { ok: false, reason: "invalid", message, errors: { present: [message] } };
  }
  const present = new Set(input.present);
  const recordedAt = now.toISOString();
  getDb().transaction(
    (tx) => {
      if (squad.length) {
        tx.delete(trainingAttendance)
          .where(and(ofSession(teamId, session), inArray(trainingAttendance.playerId, [...onTeam])))
          .run();
        tx.insert(trainingAttendance)
          .values(
            squad.map((player) => ({
              teamId,
              trainingDate: session.date,
              trainingStartsAt: session.startsAt,
              playerId: player.playerId,
              present: present.has(player.playerId),
              recordedByUserId: recorder.id,
              recordedAt,
            })),
          )
          .run();
      }
    },
    { behavior: "immediate" },
  );
  recordAudit(
    recorder,
    "squad.training-attendance",
    { type: "training_attendance", id: `${teamId}:${session.date}:${session.startsAt}` },
    `Recorded the ${team.name}'s attendance at training on ${session.label}: ${present.size} of ${squad.length} came`,
    { teamId, date: session.date, startsAt: session.startsAt, present: present.size, players: squad.length },
  );
  return { ok: true, session: { ...session, recorded: true }, present: present.size, players: squad.length };
}
