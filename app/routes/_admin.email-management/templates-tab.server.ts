import { hasPermission } from "~/config/admin-sections";
import { deleteTemplateTranslation, getTemplate, listTemplates, setTemplateActive, updateTemplate } from "~/models/email.server";
import type { PublicUser } from "~/models/user.server";
import { templateActiveSchema, templateRefSchema, templateUpdateSchema, type EmailPageQuery } from "~/schemas/email";
import { EMAIL_TOASTS, TEMPLATE_MESSAGES } from "~/config/email";
import { DEFAULT_LANGUAGE } from "~/config/i18n";
import { requireUser } from "~/services/auth.server";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess } from "~/services/toast.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import { PREVIEW_LENGTH, type TemplatesTabData } from "./templates-tab";

/**
 * Every template (its English version, with the start of its text and the languages it has), and the
 * version open in the overlay with its siblings in the other languages.
 */
export function loadTemplatesTab(user: PublicUser, { template: open }: EmailPageQuery): TemplatesTabData {
  const templates = listTemplates();
  const versionsOf = (name: string) => templates.filter((template) => template.name === name).map(({ id, language }) => ({ id, language }));
  const viewing = templates.find((template) => template.id === open) ?? null;
  return {
    canEdit: hasPermission(user.role, "email-templates"),
    templates: templates
      .filter((template) => template.language === DEFAULT_LANGUAGE)
      .map(({ id, name, category, subject, content, isActive }) => ({
        id,
        name,
        category,
        subject,
        isActive,
        preview: content.slice(0, PREVIEW_LENGTH),
        shortened: content.length > PREVIEW_LENGTH,
        languages: versionsOf(name).map((version) => version.language),
      })),
    viewing,
    versions: viewing ? versionsOf(viewing.name) : [],
  };
}

/** The template the form names; an unknown one is refused before anything else is read. */
function namedTemplate(formData: FormData) {
  const ref = templateRefSchema.safeParse({ id: formData.get("id") });
  return ref.success ? getTemplate(ref.data.id) : undefined;
}

const notFound = { ok: false, reason: "not-found", message: TEMPLATE_MESSAGES.notFound } as const;
const templateHref = (id: number) => `/email-management?tab=templates&template=${id}`;

/** intent "update-template": a template's new subject and content. */
export async function updateTemplateAction({ request, context, formData }: IntentActionArgs) {
  const intent = "update-template";
  const editor = await requireUser(request, "email-templates");
  const template = namedTemplate(formData);
  if (!template) return replyToForm(request, context, { intent, failure: notFound, toast: EMAIL_TOASTS.templateFailed });
  const submission = parseForm(formData, templateUpdateSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: EMAIL_TOASTS.templateFailed });
  }
  const saved = updateTemplate(editor, template.id, submission.value);
  if (!saved.ok) return replyToForm(request, context, { intent, submission, failure: saved, toast: EMAIL_TOASTS.templateFailed });
  return redirectWithSuccess(templateHref(template.id), EMAIL_TOASTS.templateSaved);
}

/** intent "delete-template": delete a template's version in a language other than English. */
export async function deleteTemplateAction({ request, context, formData }: IntentActionArgs) {
  const intent = "delete-template";
  const editor = await requireUser(request, "email-templates");
  const template = namedTemplate(formData);
  if (!template) return replyToForm(request, context, { intent, failure: notFound, toast: EMAIL_TOASTS.templateFailed });
  const deleted = deleteTemplateTranslation(editor, template.id);
  if (!deleted.ok) return replyToForm(request, context, { intent, failure: deleted, toast: { ...EMAIL_TOASTS.templateFailed, description: deleted.message } });
  const english = listTemplates().find((other) => other.name === template.name && other.language === DEFAULT_LANGUAGE);
  return redirectWithSuccess(english ? templateHref(english.id) : "/email-management?tab=templates", EMAIL_TOASTS.translationDeleted);
}

/** intent "toggle-template": take a template out of use, or back (in every language). */
export async function toggleTemplateAction({ request, context, formData }: IntentActionArgs) {
  const intent = "toggle-template";
  const editor = await requireUser(request, "email-templates");
  const template = namedTemplate(formData);
  if (!template) return replyToForm(request, context, { intent, failure: notFound, toast: EMAIL_TOASTS.templateFailed });
  const submission = parseForm(formData, templateActiveSchema);
  if (submission.status !== "success") {
    return replyToForm(request, context, { intent, submission, toast: EMAIL_TOASTS.templateFailed });
  }
  const changed = setTemplateActive(editor, template.id, submission.value.isActive);
  if (!changed.ok) return replyToForm(request, context, { intent, submission, failure: changed, toast: EMAIL_TOASTS.templateFailed });
  return redirectWithSuccess(
    templateHref(template.id),
    submission.value.isActive ? EMAIL_TOASTS.templateActivated : EMAIL_TOASTS.templateDeactivated,
  );
}
