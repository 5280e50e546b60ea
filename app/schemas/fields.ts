// Field builders shared by every area's schemas, so a text field is checked (and worded) the same way
// on every form and API.
import { z } from "zod";

export const tooLong = (max: number) => `Must be at most ${max} characters`;

// A field shown as one line (a name, a title, a venue) holds no control character and no Unicode line
// separator: a line break or a tab in it would break out of its line wherever the value is copied to a
// format made of lines (a calendar file, a mail header, a CSV row). Text typed in a box of several
// lines keeps its line breaks and tabs, and nothing else of the kind.
export const ONE_LINE_MESSAGE = "Must be one line of text, without tabs or control characters";
export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
const NOT_TEXT = /[^\P{Cc}\t\n\r]/u;

/** True when `value` may stand on one line: no control character, no line or paragraph separator. */
export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** The one-line rule on a string schema (applied last: the result no longer takes `.min`/`.max`). */
export const oneLine = (text: z.ZodString) => text.refine(isOneLine, ONE_LINE_MESSAGE);

/** The rule of a box of several lines: line breaks and tabs, no other control character. */
export const textLines = (text: z.ZodString) => text.refine((value) => !NOT_TEXT.test(value), CONTROL_CHARACTER_MESSAGE);

const required = (message: string, max: number, min: number) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(min, message).max(max, tooLong(max));

const optional = (max: number) => z.string({ invalid_type_error: "Must be text" }).trim().max(max, tooLong(max));

const emptyAsUndefined = (value: string | null | undefined) => (value ? value : undefined);

/** One line that must be given: trimmed, at least `min` characters (one by default), at most `max`. A missing value gets the same message. */
export const requiredText = (message: string, max: number, min = 1) => oneLine(required(message, max, min));

/** One line that may be left out: trimmed, at most `max`; empty (or null) becomes undefined. */
export const optionalText = (max: number) => oneLine(optional(max)).nullish().transform(emptyAsUndefined);

/** Text of several lines that must be given (a message, an address, a post's body), as `requiredText`. */
export const requiredLines = (message: string, max: number, min = 1) => textLines(required(message, max, min));

/** Text of several lines that may be left out, as `optionalText`. */
export const optionalLines = (max: number) => textLines(optional(max)).nullish().transform(emptyAsUndefined);

/** Text kept exactly as typed (not trimmed: an e-mail body's spacing matters), at most `max`; left out becomes "". */
export const untrimmedTextOrEmpty = (max: number) =>
  textLines(z.string({ invalid_type_error: "Must be text" }).max(max, tooLong(max)))
    .optional()
    .transform((value) => value ?? "");

/**
 * An e-mail address as the club stores the addresses people sign in with (members, guardians): trimmed
 * and lower-cased, at most 254 characters; `message` for anything else, a missing value included. (The
 * address rule itself admits no control character or line break.)
 */
export const emailAddress = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(254, message)
    .email(message)
    .transform((value) => value.toLowerCase());

/** A row id sent in a form or body ("12" or 12); `notANumber` words a value that is no number at all. */
export const idFieldWith = (notANumber?: string) =>
  z.coerce
    .number(notANumber ? { invalid_type_error: notANumber } : undefined)
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER);

/** A row id sent in a form or body ("12" or 12). */
export const idField = idFieldWith();
