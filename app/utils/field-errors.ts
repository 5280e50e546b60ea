import type { z } from "zod";
import type { Failure } from "~/utils/result";

/**
 * A zod error's messages by field (the first part of each problem's path), as `Failure.errors` and the
 * API's `errors` hold them; problems with the whole input (no path) under `_form`.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const { fieldErrors, formErrors } = error.flatten();
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  if (formErrors.length) errors._form = formErrors;
  return errors;
}

/** The refusal of input that did not pass its schema, with the problems by field. */
export const invalidInput = (error: z.ZodError, message = "Please correct the highlighted fields"): Failure<"invalid"> => ({
  ok: false,
  reason: "invalid",
  message,
  errors: fieldErrorsOf(error),
});
