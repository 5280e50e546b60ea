// Add or edit one league or cup. With JavaScript off the page comes back with the errors and what was
// typed. An existing competition can be deleted from here while nothing is recorded in it.
import { Form, Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { COMPETITION_KINDS } from "~/config/fixtures";
import { TEAM_LIMITS } from "~/config/teams";
import type { AdminCompetition } from "~/models/matches/competitions.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

export function CompetitionEditor({
  competition,
  teams,
  closeHref,
}: {
  competition: AdminCompetition | null;
  teams: { id: number; name: string }[];
  closeHref: string;
}) {
  const reply = useFormReply("save-competition");
  const deleteReply = useFormReply("delete-competition");
  const value = (name: string, saved: string | number | null | undefined) => replyValue(reply, name) ?? (reply ? "" : String(saved ?? ""));
  return (
    <Dialog title={competition ? `Edit ${competition.name}` : "Add Competition"} closeHref={closeHref} size="lg">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset>
        {competition ? <input type="hidden" name="id" value={competition.id} /> : null}
        <FormErrors errors={replyErrors(reply, "")} className="sm:col-span-2" />
        <Field
          className="sm:col-span-2"
          labelProps={{ children: "Name" }}
          inputProps={{ id: "competition-name", name: "name", defaultValue: value("name", competition?.name), required: true, maxLength: TEAM_LIMITS.competitionName }}
          help={competition ? `Its page stays at /competitions/${competition.slug}.` : "Its page address is made from the name and the season."}
          errors={replyErrors(reply, "name")}
        />
        <SelectField
          labelProps={{ children: "Kind" }}
          inputProps={{ id: "competition-kind", name: "kind", defaultValue: value("kind", competition?.kind ?? "league") }}
          options={COMPETITION_KINDS.map((k) => ({ value: k.value, label: k.label }))}
          help="A league has a table computed from its results."
          errors={replyErrors(reply, "kind")}
        />
        <Field
          labelProps={{ children: "Season" }}
          inputProps={{ id: "competition-season", name: "season", defaultValue: value("season", competition?.season), required: true, placeholder: "2026/27", pattern: "\\d{4}/\\d{2}", maxLength: 7 }}
          errors={replyErrors(reply, "season")}
        />
        <SelectField
          className="sm:col-span-2"
          labelProps={{ children: "Our team" }}
          inputProps={{ id: "competition-team", name: "teamId", defaultValue: value("teamId", competition?.teamId) }}
          placeholder="Several of our teams, or none"
          options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
          errors={replyErrors(reply, "teamId")}
        />
        <Field
          labelProps={{ children: "Match squad size (optional)" }}
          inputProps={{
            id: "competition-squad-size",
            name: "squadSizeMax",
            type: "number",
            inputMode: "numeric",
            min: 1,
            max: TEAM_LIMITS.matchSquadMax,
            defaultValue: value("squadSizeMax", competition?.squadSizeMax),
          }}
          help={`The most players a coach may pick for a match in it (1 to ${TEAM_LIMITS.matchSquadMax}). Left empty: the club's default.`}
          errors={replyErrors(reply, "squadSizeMax")}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Close
          </Link>
          <StatusButton name="intent" value="save-competition" pendingLabel="Saving...">
            {competition ? "Save Changes" : "Add Competition"}
          </StatusButton>
        </div>
      </Form>
      {competition ? (
        <Form method="post" preventScrollReset className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
          <input type="hidden" name="id" value={competition.id} />
          <FormErrors errors={replyErrors(deleteReply, "")} />
          <p className="text-sm text-slate-600">A competition can be deleted only while it holds none of our matches and no other clubs&apos; results.</p>
          <div className="flex justify-end">
            <StatusButton name="intent" value="delete-competition" variant="destructive" pendingLabel="Deleting...">
              Delete {competition.name}
            </StatusButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
