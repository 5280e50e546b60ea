// Which team a child belongs in by age. Youth football counts a child's age on the season's cut-off
// date, not on the day they register, so a whole age group stays together for the season: the club
// sets the cut-off (MM-DD, a setting) and the suggestion is the youngest "U-N" team the child is under
// on that date.
import { isCalendarDate } from "~/utils/age";

/** "MM-DD" that exists every year (no 29 February: it would have no date in three years of four). */
export function isSeasonCutoff(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isCalendarDate(`2025-${value}`);
}

/** The current season's cut-off date: the latest date with `cutoff`'s month and day on or before `today` (YYYY-MM-DD). */
export function seasonCutoffDate(cutoff: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${cutoff}`;
  return thisYear <= today ? thisYear : `${year - 1}-${cutoff}`;
}

/** Whole years of a child born on `dateOfBirth` on the cut-off date of the season `today` is in. */
export function ageOnSeasonCutoff(dateOfBirth: string, cutoff: string, today: string): number {
  const on = seasonCutoffDate(cutoff, today);
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [cy, cm, cd] = on.split("-").map(Number);
  return cy - by - (cm > bm || (cm === bm && cd >= bd) ? 0 : 1);
}

/**
 * The team suggested for a child: the youngest team whose age group is "U-N" with N above the child's
 * age on the season's cut-off date; null when none is (older than every youth group, or no youth teams).
 * `teams` in any order; an age group that is not "U-N" ("Senior") is never suggested.
 */
export function suggestedTeam<T extends { ageGroup: string }>(teams: readonly T[], dateOfBirth: string, cutoff: string, today: string): T | null {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(today) || !isSeasonCutoff(cutoff)) return null;
  const age = ageOnSeasonCutoff(dateOfBirth, cutoff, today);
  const limitOf = (team: T) => Number(/^U-(\d+)$/i.exec(team.ageGroup.trim())?.[1] ?? NaN);
  return (
    teams
      .filter((team) => limitOf(team) > age)
      .sort((a, b) => limitOf(a) - limitOf(b))[0] ?? null
  );
}
