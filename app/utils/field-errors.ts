import type { z } from "zod";

/** A zod error's messages by field (the first part of each problem's path), as `Failure.errors` holds them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.flatten().fieldErrors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}
