// The one form protocol, browser half. An action that does not redirect answers with a `FormReply`:
// conform's SubmissionResult for the form that was sent, tagged with that form's intent (a screen with
// several forms shows each its own errors). Forms that use conform's `useForm` pass `reply?.result` as
// `lastResult`; small forms that load no conform in the browser read it with `replyErrors`/`replyValue`.
// The server half is `replyToForm` in app/services/form-reply.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";

export type FormReply<Extra extends object = object> = {
  /** The form (the `intent` button or field) this reply answers; null when the post named none. */
  intent: string | null;
  result: SubmissionResult<string[]>;
} & Extra;

function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "result" in value && "intent" in value;
}

/** The reply to the form with this intent in `data` (an action's or a fetcher's), or undefined. */
export function replyFor<Extra extends object = object>(data: unknown, intent: string): FormReply<Extra> | undefined {
  return isFormReply(data) && data.intent === intent ? (data as FormReply<Extra>) : undefined;
}

/** The last action's reply to the form with this intent, or undefined (another form was sent). */
export function useFormReply<Extra extends object = object>(intent: string): FormReply<Extra> | undefined {
  return replyFor<Extra>(useActionData(), intent);
}

/** The server's messages for one field (`""` for the form as a whole). */
export function replyErrors(reply: FormReply | undefined, name: string): string[] | undefined {
  const errors = reply?.result.error?.[name];
  return errors?.length ? errors : undefined;
}

/** What the visitor had typed into a field, sent back so the form shows it again. */
export function replyValue(reply: FormReply | undefined, name: string): string | undefined {
  const value = reply?.result.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
