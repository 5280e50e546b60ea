// Age from a date of birth, counting whether this year's birthday has passed. Dates are calendar
// dates ("YYYY-MM-DD"); "today" is the date in Nairobi, so the rule flips at local midnight.

import { CLUB_TIME_ZONE } from "~/config/club";

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Creating an Intl formatter is slow (about 0.2 ms): make it once.
const nairobiDate = new Intl.DateTimeFormat("en-CA", { timeZone: CLUB_TIME_ZONE });

/** Today's date in Nairobi as YYYY-MM-DD. */
export function todayInNairobi(now = new Date()): string {
  return nairobiDate.format(now);
}

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between `dateOfBirth` and `today` (both YYYY-MM-DD), or null for an invalid date. */
export function ageOn(dateOfBirth: string, today: string = todayInNairobi()): number | null {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(today)) return null;
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}
