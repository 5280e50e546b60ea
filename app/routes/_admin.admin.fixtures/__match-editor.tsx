// Add or edit one match (time, place, opponent). With JavaScript off the page comes back with the
// errors and what was typed.
import { Form, Link } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { buttonClasses } from "~/components/ui/Button";
import { Field, SelectField, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { FIXTURE_LIMITS, HOME_OR_AWAY } from "~/config/fixtures";
import { nairobiDateAndTime } from "~/schemas/fixtures";
import type { FixtureView } from "~/schemas/fixture-views";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

export type EditorChoices = {
  teams: { id: number; name: string }[];
  competitions: { id: number; name: string }[];
};

export function MatchEditor({ match, choices, closeHref }: { match: (FixtureView & { whatToBring: string }) | null; choices: EditorChoices; closeHref: string }) {
  const reply = useFormReply("save");
  const saved = match ? nairobiDateAndTime(match.kickoffAt) : null;
  const value = (name: string, fallback: string | number | undefined) => replyValue(reply, name) ?? (reply ? "" : String(fallback ?? ""));
  return (
    <Dialog title={match ? `Edit ${match.title}` : "Add Match"} closeHref={closeHref} size="lg">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset>
        {match ? <input type="hidden" name="id" value={match.id} /> : null}
        <FormErrors errors={replyErrors(reply, "")} className="sm:col-span-2" />
        <SelectField
          labelProps={{ children: "Team" }}
          inputProps={{ id: "match-team", name: "teamId", defaultValue: value("teamId", match?.team.id), required: true }}
          placeholder="Choose a team"
          options={choices.teams.map((t) => ({ value: String(t.id), label: t.name }))}
          errors={replyErrors(reply, "teamId")}
        />
        <SelectField
          labelProps={{ children: "Competition" }}
          inputProps={{ id: "match-competition", name: "competitionId", defaultValue: value("competitionId", match?.competition.id), required: true }}
          placeholder="Choose a competition"
          options={choices.competitions.map((c) => ({ value: String(c.id), label: c.name }))}
          errors={replyErrors(reply, "competitionId")}
        />
        <Field
          labelProps={{ children: "Opponent" }}
          inputProps={{ id: "match-opponent", name: "opponent", defaultValue: value("opponent", match?.opponent), required: true, maxLength: FIXTURE_LIMITS.opponent }}
          errors={replyErrors(reply, "opponent")}
        />
        <SelectField
          labelProps={{ children: "Home or away" }}
          inputProps={{ id: "match-side", name: "homeOrAway", defaultValue: value("homeOrAway", match?.homeOrAway ?? "home") }}
          options={HOME_OR_AWAY.map((o) => ({ value: o.value, label: o.label }))}
          errors={replyErrors(reply, "homeOrAway")}
        />
        <Field
          className="sm:col-span-2"
          labelProps={{ children: "Venue" }}
          inputProps={{ id: "match-venue", name: "venue", defaultValue: value("venue", match?.venue), required: true, maxLength: FIXTURE_LIMITS.venue }}
          errors={replyErrors(reply, "venue")}
        />
        <Field
          labelProps={{ children: "Date" }}
          inputProps={{ id: "match-date", name: "date", type: "date", defaultValue: value("date", saved?.date), required: true }}
          errors={replyErrors(reply, "date")}
        />
        <Field
          labelProps={{ children: "Kick-off (Nairobi time)" }}
          inputProps={{ id: "match-time", name: "time", type: "time", defaultValue: value("time", saved?.time), required: true }}
          errors={replyErrors(reply, "time")}
        />
        <TextareaField
          className="sm:col-span-2"
          labelProps={{ children: "What to bring (for the families)" }}
          inputProps={{ id: "match-what-to-bring", name: "whatToBring", defaultValue: value("whatToBring", match?.whatToBring), maxLength: FIXTURE_LIMITS.whatToBring, rows: 3 }}
          help="Optional: kit, a packed lunch, bus fare. Shown to the families of the team's players on their family page, not on the public match page."
          errors={replyErrors(reply, "whatToBring")}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Close
          </Link>
          <StatusButton name="intent" value="save" pendingLabel="Saving...">
            {match ? "Save Changes" : "Add Match"}
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}
