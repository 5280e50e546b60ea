// How the squads use cases refuse: a reason, the sentence, and the field it is about (forms show it there).
import type { Failure, FailureReason } from "~/utils/result";

export const squadFailure = <R extends FailureReason>(reason: R, message: string, field?: string): Failure<R> => ({
  ok: false,
  reason,
  message,
  ...(field ? { errors: { [field]: [message] } } : {}),
});
