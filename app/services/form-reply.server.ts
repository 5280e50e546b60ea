// The one form protocol, server half. Every form action parses with `parseForm` (app/utils/form.server.ts:
// conform over the form's zod schema) and either redirects with a toast (success) or answers `replyToForm`: the same
// page again with the submission's reply, so the form shows its errors next to the fields and keeps
// what was typed. `useFormReply` (app/utils/form-reply.ts) reads it in the component.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { z } from "zod";
import type { Toast, ToastVariant } from "~/services/toast.server";
import { toastHeaders } from "~/services/toast.server";
import { FAILURE_STATUS } from "~/utils/api.server";
import type { FormReply } from "~/utils/form-reply";
import type { Failure } from "~/utils/result";

/** A submission with no usable fields, for replies to a post that could not be read at all. */
const EMPTY_FORM = () => parseWithZod(new FormData(), { schema: z.object({}) });

type ReplyOptions<Extra extends object> = {
  /** The form this answers (its `intent`); null when the post named none that exists. */
  intent: string | null;
  /** The form as parsed; omit it when the post could not be read (the reply then echoes nothing). */
  submission?: Submission<unknown>;
  /** A use case's refusal: its HTTP status, its field errors, its message as the form's error. */
  failure?: Failure;
  /** HTTP status; defaults to the failure's, else 400 when there are errors, else 200. */
  status?: number;
  /** Shown now (on this page, JS on or off). */
  toast?: Toast;
  toastVariant?: ToastVariant;
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
  /** Errors found after parsing (a missing file, a rule checked outside the schema). */
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
  /** Clears the form (a success that stays on the page). */
  resetForm?: boolean;
  /** More the page shows with this reply (a generated password, shown once). */
  extra?: Extra;
  headers?: HeadersInit;
};

/** The page again with the form's reply: errors by field, the typed values, a toast, a status. */
export async function replyToForm<Extra extends object = object>(
  request: Request,
  context: AppLoadContext,
  options: ReplyOptions<Extra>,
) {
  const { intent, failure, toast } = options;
  const submission = options.submission ?? EMPTY_FORM();
  const fieldErrors = { ...failure?.errors, ...options.fieldErrors };
  const formErrors = options.formErrors ?? (failure && !failure.errors ? [failure.message] : undefined);
  const hasErrors = submission.status === "error" || Object.keys(fieldErrors).length > 0 || Boolean(formErrors?.length);
  const result = options.resetForm
    ? submission.reply({ resetForm: true })
    : submission.reply({ fieldErrors, formErrors, hideFields: options.hideFields });
  const status = options.status ?? (failure ? FAILURE_STATUS[failure.reason] : hasErrors ? 400 : 200);
  const headers = new Headers(options.headers);
  if (toast) {
    const variant = options.toastVariant ?? (status >= 400 ? "destructive" : "default");
    (await toastHeaders(request, context, toast, variant)).forEach((value, name) => headers.append(name, value));
  }
  const body = { intent, result, ...options.extra } as FormReply<Extra>;
  return data(body, { status, headers });
}
