import { Form, Link } from "@remix-run/react";
import type { EmailTemplate } from "~/models/email.server";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Dialog } from "~/components/ui/Dialog";
import { Field as InputField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";

export const PREVIEW_LENGTH = 200;

type Template = Pick<EmailTemplate, "id" | "name" | "category" | "subject" | "content" | "isActive">;

export type TemplatesTabData = {
  /** May change templates (the "email-templates" permission); others read them. */
  canEdit: boolean;
  templates: (Omit<Template, "content"> & { preview: string; shortened: boolean })[];
  /** The template open in the overlay (`?template=`). */
  viewing: Template | null;
};

const CLOSE_HREF = "/email-management?tab=templates";

export function TemplatesTab({ templates, viewing, canEdit }: TemplatesTabData) {
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
          title={viewing.name}
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
          {canEdit ? <TemplateEditor template={viewing} /> : <TemplateText template={viewing} />}
        </Dialog>
      ) : null}
    </div>
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
          {template.isActive ? "Active: it can be used and sent." : "Inactive: it sends nothing until activated."}
        </p>
        <StatusButton variant={template.isActive ? "destructive" : "secondary"} size="sm" pendingLabel="Saving...">
          {template.isActive ? "Deactivate" : "Activate"}
        </StatusButton>
      </Form>
    </div>
  );
}
