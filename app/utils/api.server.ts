// Shared plumbing of the JSON API: one error shape, one status per failure reason, and body parsing
// that never ends in a 500.
import { fieldErrorsOf } from "~/utils/field-errors";
import type { z } from "zod";
import type { Failure, FailureReason } from "~/utils/result";

export type ApiError = { message: string; errors?: Record<string, string[]> };

export function apiError(status: number, message: string, errors?: Record<string, string[]>) {
  return Response.json({ message, ...(errors ? { errors } : {}) } satisfies ApiError, { status });
}

/** The HTTP status of each reason a use case can fail for (pages answer with the same status). */
export const FAILURE_STATUS = {
  invalid: 400,
  // The caller may not do this (e.g. does not prove it holds the push subscription it names).
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  // A per-client or per-person limit (a burst per IP, a day per parent…) is used up: try again later.
  "rate-limited": 429,
  // The server's room for this kind of data is used up (507 Insufficient Storage): try again later.
  "quota-exceeded": 507,
} as const satisfies Record<FailureReason, number>;

/** A use case's failure as the API's JSON error. */
export function apiFailure(failure: Failure) {
  return apiError(FAILURE_STATUS[failure.reason], failure.message, failure.errors);
}

/**
 * Reads a JSON body and validates it with `schema`. Throws a ready 4xx Response for a wrong content
 * type (415), an oversized body (413), invalid JSON or invalid fields (400).
 */
export async function parseJsonBody<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  {
    maxBytes = 64 * 1024,
    invalidMessage = "Invalid request body",
  }: { maxBytes?: number; invalidMessage?: string | ((errors: Record<string, string[]>) => string) } = {},
): Promise<z.infer<Schema>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw apiError(415, "Content-Type must be application/json");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw apiError(413, `Request body too large (limit ${maxBytes / 1024} KB)`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) {
    throw apiError(413, `Request body too large (limit ${maxBytes / 1024} KB)`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, "Request body is not valid JSON");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    throw apiError(400, typeof invalidMessage === "function" ? invalidMessage(errors) : invalidMessage, errors);
  }
  return result.data;
}
