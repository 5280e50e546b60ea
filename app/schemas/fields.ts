// Field builders shared by every area's schemas, so a text field is checked (and worded) the same way
// on every form and API.
import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Text that must be given: trimmed, at least one character, at most `max`. */
export const requiredText = (message: string, max: number) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong(max));

/** Text that may be left out: trimmed, at most `max`; empty (or null) becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A row id sent in a form or body ("12" or 12). */
export const idField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
