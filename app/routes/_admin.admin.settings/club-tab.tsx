import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import type { SettingsData } from "./route";

export function ClubFactsTab({ facts }: Extract<SettingsData, { tab: "club" }>) {
  const reply = useFormReply("save-club-facts");
  // What was typed, when the form comes back refused; else what is stored.
  const shown = (name: keyof typeof facts) => replyValue(reply, name) ?? facts[name];
  return (
    <section aria-labelledby="club-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="club-heading" className="text-xl font-semibold">
        Club facts
      </h2>
      <p className="mt-1 text-sm text-slate-600">Shown in the site footer and the contact section of the home page.</p>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2">
        <Field
          labelProps={{ children: "Office phone" }}
          inputProps={{ name: "phone", id: "club-phone", defaultValue: shown("phone"), required: true, maxLength: 40 }}
          errors={replyErrors(reply, "phone")}
        />
        <Field
          labelProps={{ children: "Office e-mail" }}
          inputProps={{ name: "email", id: "club-email", type: "email", defaultValue: shown("email"), required: true, maxLength: 200 }}
          errors={replyErrors(reply, "email")}
        />
        <Field
          labelProps={{ children: "Office hours" }}
          inputProps={{ name: "officeHours", id: "club-hours", defaultValue: shown("officeHours"), required: true, maxLength: 120 }}
          errors={replyErrors(reply, "officeHours")}
        />
        <Field
          labelProps={{ children: "Address" }}
          inputProps={{ name: "address", id: "club-address", defaultValue: shown("address"), required: true, maxLength: 200 }}
          errors={replyErrors(reply, "address")}
        />
        <div className="md:col-span-2">
          <StatusButton name="intent" value="save-club-facts" pendingLabel="Saving...">
            Save club facts
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
