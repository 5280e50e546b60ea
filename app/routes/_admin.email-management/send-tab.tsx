import { Form } from "@remix-run/react";
import type { EmailTemplate } from "~/models/email.server";
import FileText from "lucide-react/dist/esm/icons/file-text.js";
import Send from "lucide-react/dist/esm/icons/send.js";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Field as InputField, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { placeholdersIn } from "~/utils/template";

type TemplateChoice = Pick<EmailTemplate, "id" | "name" | "category" | "subject" | "content">;

export type SendTabData = {
  /** The active templates. */
  templates: TemplateChoice[];
  /** The text "Use template" (a GET, so it works without JavaScript) opened the form with. */
  prefill: { templateId: string; subject: string; content: string } | null;
};

/** Placeholders the message still has after a send: the form asks to fill them in or send anyway. */
export type SendReplyExtra = { placeholders?: string[] };

export function SendTab({ templates, prefill }: SendTabData) {
  const reply = useFormReply<SendReplyExtra>("send");
  // What was sent comes back after a refusal; otherwise the chosen template's text, if any.
  const initial = reply
    ? { templateId: replyValue(reply, "templateId") ?? "", subject: replyValue(reply, "subject") ?? "", content: replyValue(reply, "content") ?? "" }
    : (prefill ?? { templateId: "", subject: "", content: "" });
  const to = replyValue(reply, "to") ?? "";
  const [templateId, setTemplateId] = useState(initial.templateId);
  const [subject, setSubject] = useState(initial.subject);
  const [content, setContent] = useState(initial.content);
  // A new "Use template" (GET) or a re-rendered reply replaces what the form shows.
  useEffect(() => {
    setTemplateId(initial.templateId);
    setSubject(initial.subject);
    setContent(initial.content);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, reply]);
  const placeholders = placeholdersIn(subject, content);
  const confirming = Boolean(reply?.placeholders?.length);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Send Email</CardTitle>
        <CardDescription>Start from a template or write your own message.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" preventScrollReset>
          <input type="hidden" name="tab" value="send" />
          <SelectField
            className="flex-1"
            labelProps={{ children: "Template (optional)" }}
            placeholder="No template"
            options={templates.map((t) => ({ value: String(t.id), label: `${t.name} (${t.category})` }))}
            inputProps={{
              id: "template-picker",
              name: "templateId",
              value: templateId,
              onChange: (event) => {
                const id = event.currentTarget.value;
                setTemplateId(id);
                const template = templates.find((t) => String(t.id) === id);
                if (template) {
                  setSubject(template.subject);
                  setContent(template.content);
                }
              },
            }}
          />
          <Button type="submit" variant="outline">
            <FileText aria-hidden="true" />
            Use template
          </Button>
        </Form>

        <Form method="post" className="space-y-4" preventScrollReset>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="templateId" value={templateId} />
          <InputField
            labelProps={{ children: "Recipient *" }}
            inputProps={{
              name: "to",
              type: "email",
              autoComplete: "off",
              defaultValue: to,
              key: `to-${to}`,
              "aria-required": true,
              placeholder: "name@example.com",
            }}
            errors={replyErrors(reply, "to")}
          />
          <InputField
            labelProps={{ children: "Subject *" }}
            inputProps={{ name: "subject", value: subject, onChange: (e) => setSubject(e.currentTarget.value), "aria-required": true }}
            errors={replyErrors(reply, "subject")}
          />
          <TextareaField
            labelProps={{ children: "Content" }}
            inputProps={{ name: "content", rows: 12, value: content, onChange: (e) => setContent(e.currentTarget.value) }}
            errors={replyErrors(reply, "content")}
          />
          {placeholders.length ? (
            <div role={confirming ? "alert" : "status"} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
              <p className="font-semibold">
                {confirming ? "These placeholders are still not filled in:" : "Placeholders to fill in before sending:"}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Unfilled placeholders">
                {placeholders.map((name) => (
                  <li key={name}>
                    <code className="rounded bg-white px-1.5 py-0.5">{`{{${name}}}`}</code>
                  </li>
                ))}
              </ul>
              <p className="mt-2">Replace each with the right words, or send the text as it is.</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <StatusButton name="allowPlaceholders" value="false" pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Email
            </StatusButton>
            {confirming && placeholders.length ? (
              <StatusButton name="allowPlaceholders" value="true" variant="outline" pendingLabel="Sending...">
                Send anyway
              </StatusButton>
            ) : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
