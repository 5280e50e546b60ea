import { Form } from "@remix-run/react";
import Send from "lucide-react/dist/esm/icons/send.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/Card";
import { Field as InputField, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";

/** Two ready-made e-mails: each form fills one template's placeholders. */
export function QuickTab() {
  const welcome = useFormReply("welcome");
  const sponsorship = useFormReply("sponsorship");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Welcome Email</CardTitle>
          <CardDescription>Welcome a new academy player with the date of the first training.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="space-y-4" preventScrollReset aria-label="Welcome email">
            <input type="hidden" name="intent" value="welcome" />
            <RequiredField reply={welcome} name="playerName" label="Player name" />
            <RequiredField reply={welcome} name="email" label="Email" type="email" />
            <RequiredField reply={welcome} name="trainingDate" label="Training date" type="date" />
            <RequiredField reply={welcome} name="trainingTime" label="Training time" type="time" />
            <SelectField
              labelProps={{ children: "Language" }}
              inputProps={{ name: "language", defaultValue: replyValue(welcome, "language") ?? "", key: `language-${replyValue(welcome, "language") ?? ""}` }}
              options={[
                { value: "", label: "The family's (from their registration, else English)" },
                { value: "en", label: "English" },
                { value: "sw", label: "Kiswahili" },
              ]}
              errors={replyErrors(welcome, "language")}
            />
            <StatusButton pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Welcome Email
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sponsorship Proposal</CardTitle>
          <CardDescription>Invite a company to partner with the club.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="space-y-4" preventScrollReset aria-label="Sponsorship proposal">
            <input type="hidden" name="intent" value="sponsorship" />
            <RequiredField reply={sponsorship} name="email" label="Email" type="email" />
            <RequiredField reply={sponsorship} name="companyName" label="Company name" />
            <RequiredField reply={sponsorship} name="senderName" label="Sender name" />
            <RequiredField reply={sponsorship} name="senderTitle" label="Sender title" />
            <StatusButton pendingLabel="Sending...">
              <Send aria-hidden="true" />
              Send Proposal
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

function RequiredField({ reply, name, label, type = "text" }: { reply?: FormReply; name: string; label: string; type?: string }) {
  const value = replyValue(reply, name) ?? "";
  // A new reply remounts the field (its key), so it shows what was sent.
  return (
    <InputField
      labelProps={{ children: `${label} *` }}
      inputProps={{ name, type, defaultValue: value, key: `${name}-${value}`, "aria-required": true }}
      errors={replyErrors(reply, name)}
    />
  );
}
