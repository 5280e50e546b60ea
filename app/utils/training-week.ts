// A team's weekly training (weekday 1 = Monday … 7 = Sunday, times "HH:MM" in the club's time zone)
// turned into the next real session: what the "Registration Approved" e-mail tells a family.
import { todayInNairobi } from "~/utils/age";

export type WeeklySession = { weekday: number; startsAt: string };

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date "YYYY-MM-DD". */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every session of a weekly timetable on the dates from the day of `now` (in Nairobi) for `days` days,
 * in date and time order: what a family's page lists as the coming training.
 */
export function trainingDates<T extends WeeklySession>(sessions: readonly T[], now: Date, days: number): (T & { date: string })[] {
  const today = todayInNairobi(now);
  const dates: (T & { date: string })[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    for (const session of [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
      if (session.weekday === weekday) dates.push({ ...session, date });
    }
  }
  return dates;
}

/**
 * The first session after the day of `now` (in Nairobi), within the coming week: the earliest start on
 * the first day that has one. Sessions on `preferredWeekdays` (the days the parent said the player can
 * train) win when there are any; otherwise any session of the week. Null when the week has none.
 */
export function nextTrainingSession(
  sessions: readonly WeeklySession[],
  now: Date,
  preferredWeekdays: readonly number[] = [],
): { date: string; startsAt: string } | null {
  const preferred = sessions.filter((session) => preferredWeekdays.includes(session.weekday));
  const candidates = preferred.length ? preferred : sessions;
  const today = todayInNairobi(now);
  for (let offset = 1; offset <= 7; offset++) {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    const first = candidates
      .filter((session) => session.weekday === weekday)
      .map((session) => session.startsAt)
      .sort()[0];
    if (first) return { date, startsAt: first };
  }
  return null;
}

/**
 * The team a player of `age` trains with: the youngest age group "U-N" they are under, else the
 * oldest youth group (the academy takes players up to 19), else null. `teams` in any order.
 */
export function teamForAge<T extends { ageGroup: string }>(teams: readonly T[], age: number): T | null {
  const youth = teams
    .map((team) => ({ team, limit: /^U-(\d+)$/i.exec(team.ageGroup.trim())?.[1] }))
    .filter((row): row is { team: T; limit: string } => row.limit !== undefined)
    .map(({ team, limit }) => ({ team, limit: Number(limit) }))
    .sort((a, b) => a.limit - b.limit);
  return (youth.find(({ limit }) => age < limit) ?? youth.at(-1))?.team ?? null;
}
