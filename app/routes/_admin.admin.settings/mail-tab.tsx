import { Form } from "@remix-run/react";
import Send from "lucide-react/dist/esm/icons/send.js";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import type { SettingsData } from "./route";

export function MailTab({ mail }: Extract<SettingsData, { tab: "mail" }>) {
  const reply = useFormReply("send-test-email");
  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <h2 id="mail-heading" className="text-xl font-semibold">
        Mail
      </h2>
      <dl className="grid gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Mode</dt>
        <dd>{mail.kind === "smtp" ? "SMTP" : "Outbox folder"}: {mail.detail}</dd>
        <dt className="font-semibold">Sender</dt>
        <dd>{mail.from}</dd>
        <dt className="font-semibold">Office address</dt>
        <dd>{mail.office}</dd>
      </dl>
      <Form method="post" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <Field
          className="flex-1"
          labelProps={{ children: "Send a test e-mail to" }}
          inputProps={{ name: "to", id: "test-email-to", type: "email", required: true, defaultValue: replyValue(reply, "to") ?? mail.office }}
          errors={replyErrors(reply, "to")}
        />
        <StatusButton name="intent" value="send-test-email" pendingLabel="Sending...">
          <Send aria-hidden="true" />
          Send test e-mail
        </StatusButton>
      </Form>
    </section>
  );
}
