// When a family's availability answers close (ADR 0028): the coach's deadline, or by default a number of
// hours (AVAILABILITY_DEADLINE_HOURS) before kick-off, and never after kick-off. Pure, so the rule is unit-tested.
import { AVAILABILITY_MESSAGES } from "~/config/availability";

const HOUR_MS = 3600_000;

/** The default deadline: `hours` before `startsAt`, but not before `now` (a match two days away still gets an hour or so). */
export function defaultDeadline(startsAt: string, hours: number, now: Date): string {
  const start = Date.parse(startsAt);
  const wanted = start - hours * HOUR_MS;
  // A request opened later than `hours` before the match closes halfway between now and kick-off.
  return new Date(wanted > now.getTime() ? wanted : now.getTime() + Math.floor((start - now.getTime()) / 2)).toISOString();
}

/** The deadline a request gets, or why the coach's one cannot be: it must lie between now and kick-off. */
export function chooseDeadline(
  startsAt: string,
  asked: string | undefined,
  hours: number,
  now: Date,
): { ok: true; deadlineAt: string } | { ok: false; message: string } {
  if (!asked) return { ok: true, deadlineAt: defaultDeadline(startsAt, hours, now) };
  const at = Date.parse(asked);
  if (at > Date.parse(startsAt)) return { ok: false, message: AVAILABILITY_MESSAGES.deadlineAfterStart };
  if (at <= now.getTime()) return { ok: false, message: AVAILABILITY_MESSAGES.deadlinePast };
  return { ok: true, deadlineAt: new Date(at).toISOString() };
}

/** Whether answers are still taken at `now`. */
export const answersOpen = (deadlineAt: string, now: Date) => now.getTime() < Date.parse(deadlineAt);
