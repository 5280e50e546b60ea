/** The first field problem as an API error's message: one sentence naming the usual mistake. */
export function firstError(errors: Record<string, string[]>): string {
  return Object.values(errors).flat()[0] ?? "Invalid request body";
}
