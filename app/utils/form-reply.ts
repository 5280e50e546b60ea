// The one form protocol, browser half. An action that does not redirect answers with a `FormReply`:
// conform's SubmissionResult for the form that was sent, tagged with that form's intent (a screen with
// several forms shows each its own errors). Forms that use conform's `useForm` pass `reply?.result` as
// `lastResult`; small forms that load no conform in the browser read it with `replyErrors`/`replyValue`.
// The server half is `replyToForm` in app/services/form-reply.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

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

/** The schema's HTML constraints per field (conform's getZodConstraint, computed on the server and sent by the loader). */
export type FieldConstraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;

/**
 * A control's props in a form that loads no conform: its id (`${formId}-${name}`), name, the value the
 * reply sends back and the schema's constraints. The Field components add the error wiring.
 */
export function replyControl(reply: FormReply | undefined, constraints: FieldConstraints, formId: string, name: string) {
  const constraint = constraints[name];
  return {
    id: `${formId}-${name}`,
    name,
    defaultValue: replyValue(reply, name),
    required: constraint?.required,
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    pattern: constraint?.pattern,
  };
}

/** The first of `names` (the form's fields in page order) that the reply has errors for: it gets `autoFocus` (pages without JavaScript). */
export function firstErrorField(reply: FormReply | undefined, names: readonly string[]): string | undefined {
  return names.find((name) => replyErrors(reply, name));
}

/**
 * Moves the focus to the first field the reply finds a mistake in, as conform's `useForm` does: for
 * forms that load no conform (with JavaScript; without it the page's `autoFocus` does this).
 */
export function useFocusOnFirstError(form: RefObject<HTMLFormElement | null>, reply: FormReply | undefined) {
  useEffect(() => {
    const errors = reply?.result.error;
    if (!form.current || !errors) return;
    for (const element of Array.from(form.current.elements)) {
      const name = element.getAttribute("name");
      if (name && errors[name]?.length && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
  }, [form, reply]);
}
