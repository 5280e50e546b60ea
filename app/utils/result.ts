// What a use-case function (one action the club can take, in app/models) answers. The routes are
// adapters: an HTML action turns the result into a page, an /api route into JSON with the status
// that `FAILURE_STATUS` (app/utils/api.server.ts) gives each reason. See docs/decisions/0009-use-case-functions.md.

/** Why an action did not happen. Each reason has one HTTP status, so keep this list short. */
export type FailureReason =
  | "invalid"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-type"
  | "rate-limited"
  | "quota-exceeded";

export type Success<T extends object = object> = { ok: true } & T;

export type Failure<R extends FailureReason = FailureReason> = {
  ok: false;
  reason: R;
  /** The sentence an API client gets as `message`. */
  message: string;
  /** Problems by field name, as in the API's `errors`. */
  errors?: Record<string, string[]>;
  /** The toast pages show for this failure (its agreed title and sentence); the API does not send it. */
  toast?: { title: string; description: string };
};

export type Result<T extends object, R extends FailureReason> = Success<T> | Failure<R>;
