// Field builders shared by every area's schemas, so a text field is checked (and worded) the same way
// on every form and API.
import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Text that must be given: trimmed, at least `min` characters (one by default), at most `max`. A missing value gets the same message. */
export const requiredText = (message: string, max: number, min = 1) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(min, message).max(max, tooLong(max));

/** Text that may be left out: trimmed, at most `max`; empty (or null) becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : undefined));

/** Text kept exactly as typed (not trimmed: an e-mail body's spacing matters), at most `max`; left out becomes "". */
export const untrimmedTextOrEmpty = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value ?? "");

/** A row id sent in a form or body ("12" or 12); `notANumber` words a value that is no number at all. */
export const idFieldWith = (notANumber?: string) =>
  z.coerce
    .number(notANumber ? { invalid_type_error: notANumber } : undefined)
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER);

/** A row id sent in a form or body ("12" or 12). */
export const idField = idFieldWith();
