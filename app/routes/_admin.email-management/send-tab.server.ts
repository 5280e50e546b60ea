import { DEFAULT_LANGUAGE, LANGUAGE_NAME } from "~/config/i18n";
import { listTemplates, sendCustomEmail } from "~/models/email.server";
import { customEmailFormSchema, type EmailPageQuery } from "~/schemas/email";
import { CUSTOM_REQUIRED_TOAST, EMAIL_TOASTS } from "~/config/email";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { placeholdersIn } from "~/utils/template";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import type { SendReplyExtra, SendTabData } from "./send-tab";

/** The active templates to start from, and the one "Use template" chose (the form opens with its text). */
export function loadSendTab({ templateId }: EmailPageQuery): SendTabData {
  const templates = listTemplates()
    .filter((template) => template.isActive)
    // A translation is named by its language, so the list tells "Order Confirmation" from its Swahili version.
    .map(({ id, name, language, category, subject, content }) => ({
      id,
      name: language === DEFAULT_LANGUAGE ? name : `${name}, ${LANGUAGE_NAME[language]}`,
      category,
      subject,
      content,
    }));
  const chosen = templates.find((template) => template.id === templateId);
  return {
    templates,
    prefill: chosen ? { templateId: String(chosen.id), subject: chosen.subject, content: chosen.content } : null,
  };
}

const blank = (value: unknown) => typeof value !== "string" || !value.trim();

/** intent "send": a custom e-mail. Placeholders left unfilled come back as a list to fill in or send anyway. */
export async function sendEmailAction({ request, context, user, formData }: IntentActionArgs) {
  const intent = "send";
  const submission = parseForm(formData, customEmailFormSchema);
  if (submission.status !== "success") {
    // The toast names the two required fields; a badly written address only shows next to its field.
    const missing = blank(submission.payload.to) || blank(submission.payload.subject);
    return replyToForm(request, context, { intent, submission, toast: missing ? CUSTOM_REQUIRED_TOAST : undefined });
  }
  const sent = sendCustomEmail(user, submission.value);
  if (!sent.ok) {
    const placeholders = sent.reason === "invalid" ? placeholdersIn(submission.value.subject, submission.value.content) : [];
    return replyToForm<SendReplyExtra>(request, context, {
      intent,
      submission,
      failure: sent,
      toast: placeholders.length ? undefined : EMAIL_TOASTS.failed,
      extra: { placeholders },
    });
  }
  return redirectWithSuccess("/email-management?tab=send", EMAIL_TOASTS.sent);
}
