// The academy's age rule, shared by the registration form (as the date is typed) and its schema.
import { ACADEMY_MAX_AGE, FUTURE_BIRTH_DATE_MESSAGE, INVALID_DATE_MESSAGE, NOT_ELIGIBLE_MESSAGE } from "~/config/academy";
import { ageOn, isCalendarDate, todayInNairobi } from "~/utils/age";

/**
 * The player's age on `today` for a date of birth (null for an invalid or future date) and, when they
 * may not register, why.
 */
export function academyAgeCheck(dateOfBirth: string, today: string = todayInNairobi()) {
  if (!isCalendarDate(dateOfBirth)) return { age: null, problem: INVALID_DATE_MESSAGE };
  if (dateOfBirth > today) return { age: null, problem: FUTURE_BIRTH_DATE_MESSAGE };
  const age = ageOn(dateOfBirth, today) ?? 0;
  return { age, problem: age > ACADEMY_MAX_AGE ? NOT_ELIGIBLE_MESSAGE : null };
}
