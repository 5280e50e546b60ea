import { Form, Link } from "@remix-run/react";
import type { EmailTemplate } from "~/models/email.server";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { Field as InputField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { DEFAULT_LANGUAGE, LANGUAGE_NAME, type Language } from "~/config/i18n";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";

export const PREVIEW_LENGTH = 200;

type Template = Pick<EmailTemplate, "id" | "name" | "language" | "category" | "subject" | "content" | "isActive">;

export type TemplatesTabData = {
  /** May change templates (the "email-templates" permission); others read them. */
  canEdit: boolean;
  /** One card per template: its English version, and the languages it is written in. */
  templates: (Omit<Template, "content" | "language"> & { preview: string; shortened: boolean; languages: Language[] })[];
  /** The template version open in the overlay (`?template=`). */
  viewing: Template | null;
  /** The open template's versions, one per language (the overlay's language choice). */
  versions: { id: number; language: Language }[];
};

const CLOSE_HREF = "/email-management?tab=templates";

export function TemplatesTab({ templates, viewing, versions, canEdit }: TemplatesTabData) {
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Email templates">
        {templates.map((template) => (
          <li key={template.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle as="h2">{template.name}</CardTitle>
                  <Badge variant="secondary" className="capitalize">
                    {template.category}
                  </Badge>
                  {template.isActive ? null : <Badge variant="warning">Inactive</Badge>}
                  {template.languages.length > 1 ? (
                    <Badge variant="outline">{template.languages.map((language) => LANGUAGE_NAME[language]).join(" / ")}</Badge>
                  ) : null}
                </div>
                <CardDescription>{template.subject}</CardDescription>
              </CardHeader>
              <CardContent>
                <p className="text-sm whitespace-pre-line text-slate-700">
                  {template.preview}
                  {template.shortened ? "..." : ""}
                </p>
                <Link
                  to={`/email-management?tab=templates&template=${template.id}`}
                  preventScrollReset
                  className={`${buttonClasses("outline", "sm")} mt-4`}
                  aria-label={`View template ${template.name}`}
                >
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      {viewing ? (
        <Dialog
          title={viewing.language === DEFAULT_LANGUAGE ? viewing.name : `${viewing.name} (${LANGUAGE_NAME[viewing.language]})`}
          description={`Category: ${viewing.category}${viewing.isActive ? "" : " (inactive)"}`}
          closeHref={CLOSE_HREF}
          size="lg"
          footer={
            <>
              <Link to={CLOSE_HREF} preventScrollReset className={buttonClasses("outline")}>
                Close
              </Link>
              {viewing.isActive ? (
                <Link to={`/email-management?tab=send&templateId=${viewing.id}`} className={buttonClasses("default")} data-autofocus>
                  Use Template
                </Link>
              ) : null}
            </>
          }
        >
          {versions.length > 1 ? <LanguageChoice current={viewing} versions={versions} /> : null}
          {canEdit ? <TemplateEditor template={viewing} /> : <TemplateText template={viewing} />}
        </Dialog>
      ) : null}
    </div>
  );
}

/** Links to the open template's version in each language: a mail goes out in its recipient's language. */
function LanguageChoice({ current, versions }: { current: Template; versions: TemplatesTabData["versions"] }) {
  return (
    <nav aria-label="Template language" className="mb-4 flex items-center gap-2 text-sm">
      <span className="text-slate-600">Language:</span>
      {versions.map((version) => (
        <Link
          key={version.id}
          to={`/email-management?tab=templates&template=${version.id}`}
          preventScrollReset
          aria-current={version.id === current.id ? "page" : undefined}
          className={buttonClasses(version.id === current.id ? "default" : "outline", "sm")}
        >
          {LANGUAGE_NAME[version.language]}
        </Link>
      ))}
    </nav>
  );
}

function TemplateText({ template }: { template: Template }) {
  return (
    <div className="space-y-3">
      <p>
        <span className="font-semibold">Subject: </span>
        {template.subject}
      </p>
      <div className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-line">{template.content}</div>
    </div>
  );
}

/** The subject and content form, and the switch that takes the template out of use or back. */
function TemplateEditor({ template }: { template: Template }) {
  const reply = useFormReply("update-template");
  // After a refused save the form shows what was sent (an emptied field stays empty).
  const shown = (name: "subject" | "content") => (reply ? (replyValue(reply, name) ?? "") : template[name]);
  return (
    <div className="space-y-6">
      <Form method="post" className="space-y-4" preventScrollReset aria-label="Edit template">
        <input type="hidden" name="intent" value="update-template" />
        <input type="hidden" name="id" value={template.id} />
        <InputField
          labelProps={{ children: "Subject" }}
          inputProps={{
            name: "subject",
            defaultValue: shown("subject"),
            key: `s-${template.id}-${template.subject}`,
          }}
          errors={replyErrors(reply, "subject")}
        />
        <TextareaField
          labelProps={{ children: "Content" }}
          inputProps={{
            name: "content",
            rows: 12,
            defaultValue: shown("content"),
            key: `c-${template.id}-${template.content.length}`,
          }}
          errors={replyErrors(reply, "content")}
          help="Placeholders such as {{playerName}} are filled in when the template is used."
        />
        <StatusButton name="intent" value="update-template" pendingLabel="Saving...">
          Save template
        </StatusButton>
      </Form>
      <Form method="post" preventScrollReset className="flex items-center gap-3 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="toggle-template" />
        <input type="hidden" name="id" value={template.id} />
        <input type="hidden" name="isActive" value={template.isActive ? "false" : "true"} />
        <p className="flex-1 text-sm text-slate-600">
          {template.isActive ? "Active: it can be used and sent (in every language)." : "Inactive: it sends nothing, in any language, until activated."}
        </p>
        <StatusButton variant={template.isActive ? "destructive" : "secondary"} size="sm" pendingLabel="Saving...">
          {template.isActive ? "Deactivate" : "Activate"}
        </StatusButton>
      </Form>
      {template.language === DEFAULT_LANGUAGE ? null : (
        <Form method="post" preventScrollReset className="flex items-center gap-3 border-t border-slate-200 pt-4">
          <input type="hidden" name="id" value={template.id} />
          <p className="flex-1 text-sm text-slate-600">
            {`Without this version, people who chose ${LANGUAGE_NAME[template.language]} get the English one.`}
          </p>
          <StatusButton name="intent" value="delete-template" variant="destructive" size="sm" pendingLabel="Deleting...">
            {`Delete ${LANGUAGE_NAME[template.language]} version`}
          </StatusButton>
        </Form>
      )}
    </div>
  );
}
