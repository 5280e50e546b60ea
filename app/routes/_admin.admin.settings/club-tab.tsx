import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import type { SettingsData } from "./route";

export function ClubFactsTab({ facts, seasonCutoff }: Extract<SettingsData, { tab: "club" }>) {
  return (
    <div className="space-y-8">
      <ClubFacts facts={facts} />
      <SeasonCutoff cutoff={seasonCutoff} />
    </div>
  );
}

function ClubFacts({ facts }: Pick<Extract<SettingsData, { tab: "club" }>, "facts">) {
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

/** The day of the year a season's ages count on: approving a registration suggests the team by it. */
function SeasonCutoff({ cutoff }: { cutoff: string }) {
  const reply = useFormReply("save-season-cutoff");
  return (
    <section aria-labelledby="season-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="season-heading" className="text-xl font-semibold">
        Academy season
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A child&apos;s age group is their age on this day of the current season: approving a registration suggests the youngest team &ldquo;U-N&rdquo; they are
        under on it.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
        <Field
          labelProps={{ children: "Season cut-off date" }}
          inputProps={{ name: "cutoff", id: "season-cutoff", required: true, maxLength: 5, inputMode: "numeric", pattern: "\\d{2}-\\d{2}", defaultValue: replyValue(reply, "cutoff") ?? cutoff }}
          help="Month and day as MM-DD: 01-01 counts ages on 1 January, 09-01 on 1 September."
          errors={replyErrors(reply, "cutoff")}
        />
        <StatusButton name="intent" value="save-season-cutoff" pendingLabel="Saving...">
          Save cut-off date
        </StatusButton>
      </Form>
    </section>
  );
}
