import type { z } from "zod";
import type { AuditActor } from "~/models/audit.server";
import { sendAcademyWelcome } from "~/models/academy.server";
import { sendSponsorshipProposal } from "~/models/email.server";
import { sponsorshipProposalSchema, welcomeEmailSchema } from "~/schemas/email";
import { EMAIL_TOASTS, QUICK_REQUIRED_MESSAGE } from "~/config/email";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import type { Toast } from "~/services/toast.server";
import { redirectWithSuccess } from "~/services/toast.server";
import type { Result } from "~/utils/result";
import type { IntentArgs } from "./intent.server";

/** A quick action's form: its schema, its use case, and its two toasts. */
function quickAction<Schema extends z.ZodTypeAny>(
  intent: string,
  schema: Schema,
  send: (actor: AuditActor, input: z.infer<Schema>) => Result<object, "invalid" | "not-found" | "conflict">,
  toasts: { sent: Toast; failed: Toast },
) {
  return async function ({ request, context, user, formData }: IntentArgs) {
    const submission = parseForm(formData, schema);
    if (submission.status !== "success") {
      return replyToForm(request, context, { intent, submission, toast: { title: QUICK_REQUIRED_MESSAGE } });
    }
    const sent = send(user, submission.value);
    if (!sent.ok) return replyToForm(request, context, { intent, submission, failure: sent, toast: toasts.failed });
    return redirectWithSuccess("/email-management?tab=quick", toasts.sent);
  };
}

/** intent "welcome": the welcome e-mail to a new academy player's family. */
export const sendWelcomeAction = quickAction("welcome", welcomeEmailSchema, sendAcademyWelcome, {
  sent: EMAIL_TOASTS.welcomeSent,
  failed: EMAIL_TOASTS.welcomeFailed,
});

/** intent "sponsorship": the sponsorship proposal to a company. */
export const sendSponsorshipAction = quickAction("sponsorship", sponsorshipProposalSchema, sendSponsorshipProposal, {
  sent: EMAIL_TOASTS.sponsorshipSent,
  failed: EMAIL_TOASTS.sponsorshipFailed,
});
