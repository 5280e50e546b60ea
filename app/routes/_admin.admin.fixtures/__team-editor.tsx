// Add or edit one team: its details, its weekly training (a few rows; blank rows are ignored) and its
// squad (ticked players; a player ticked here leaves the team they were in). With JavaScript off the
// page comes back with the errors and what was typed. An existing team can be deleted from here.
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { ErrorList, Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { WEEKDAYS } from "~/config/fixtures";
import { AGE_GROUPS, COACH_NAMES, SQUAD_POSITIONS, TEAM_LIMITS } from "~/config/teams";
import type { SquadChoice, TeamEditorData } from "~/models/matches/teams.server";
import { replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";
import { FormErrors } from "./form-errors";

/** What was typed into one training row, from a reply (its values are nested: sessions[0].weekday). */
function typedSession(reply: FormReply | undefined, index: number, field: string): string | undefined {
  const rows = reply?.result.initialValue?.sessions;
  const row = Array.isArray(rows) ? (rows[index] as Record<string, unknown> | undefined) : undefined;
  const value = row?.[field];
  return typeof value === "string" ? value : undefined;
}

function typedPlayerIds(reply: FormReply): Set<number> {
  const value = reply.result.initialValue?.playerIds;
  return new Set((Array.isArray(value) ? value : [value]).map(Number));
}

export function TeamEditor({ team, players, closeHref }: { team: TeamEditorData | null; players: SquadChoice[]; closeHref: string }) {
  const reply = useFormReply("save-team");
  const formRef = useRef<HTMLFormElement>(null);
  // With JavaScript the dialog does not reload: bring the first field in error into view (the squad list is long).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [reply]);
  const deleteReply = useFormReply("delete-team");
  const value = (name: string, saved: string | number | null | undefined) => replyValue(reply, name) ?? (reply ? "" : String(saved ?? ""));
  const saved = team?.sessions ?? [];
  const rows = Math.min(TEAM_LIMITS.sessions, Math.max(TEAM_LIMITS.sessionRows, saved.length + 1));
  const session = (index: number, field: "weekday" | "startsAt" | "endsAt" | "venue") =>
    reply ? (typedSession(reply, index, field) ?? "") : String(saved[index]?.[field] ?? "");
  const chosen = reply ? typedPlayerIds(reply) : new Set(team?.playerIds ?? []);
  // Goalkeepers first, forwards last; a position not in the list after them.
  const byOrder = (position: string) => (SQUAD_POSITIONS.includes(position) ? SQUAD_POSITIONS.indexOf(position) : SQUAD_POSITIONS.length);
  const positions = [...new Set(players.map((p) => p.position))].sort((a, b) => byOrder(a) - byOrder(b));
  return (
    <Dialog title={team ? `Edit ${team.name}` : "Add Team"} closeHref={closeHref} size="xl">
      <Form ref={formRef} method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset>
        {team ? <input type="hidden" name="id" value={team.id} /> : null}
        <FormErrors errors={replyErrors(reply, "")} className="sm:col-span-2" />
        <Field
          labelProps={{ children: "Team name" }}
          inputProps={{ id: "team-name", name: "name", defaultValue: value("name", team?.name), required: true, maxLength: TEAM_LIMITS.name }}
          help={team ? `Its page stays at /teams/${team.slug}.` : "Its page address is made from the name."}
          errors={replyErrors(reply, "name")}
        />
        <SelectField
          labelProps={{ children: "Age group" }}
          inputProps={{ id: "team-age-group", name: "ageGroup", defaultValue: value("ageGroup", team?.ageGroup), required: true }}
          placeholder="Choose an age group"
          options={AGE_GROUPS.map((group) => ({ value: group, label: group }))}
          errors={replyErrors(reply, "ageGroup")}
        />
        <SelectField
          labelProps={{ children: "Coach" }}
          inputProps={{ id: "team-coach", name: "coach", defaultValue: value("coach", team?.coach) }}
          placeholder="No coach yet"
          options={COACH_NAMES.map((name) => ({ value: name, label: name }))}
          errors={replyErrors(reply, "coach")}
        />
        <Field
          labelProps={{ children: "Sort order" }}
          inputProps={{ id: "team-sort", name: "sortOrder", type: "number", inputMode: "numeric", min: 0, max: TEAM_LIMITS.sortOrder, defaultValue: value("sortOrder", team?.sortOrder ?? 0) }}
          help="Lower numbers are listed first."
          errors={replyErrors(reply, "sortOrder")}
        />
        <Field
          className="sm:col-span-2"
          labelProps={{ children: "Training venue" }}
          inputProps={{ id: "team-venue", name: "trainingVenue", defaultValue: value("trainingVenue", team?.trainingVenue), required: true, maxLength: TEAM_LIMITS.venue }}
          errors={replyErrors(reply, "trainingVenue")}
        />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm font-semibold">Weekly training (Nairobi time)</legend>
          <p className="text-xs text-slate-600">Leave a row blank to skip it; the venue is only needed when it is not the training venue above.</p>
          <ErrorList errors={replyErrors(reply, "sessions")} />
          {Array.from({ length: rows }, (_, index) => (
            <div key={index} className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label={`Session ${index + 1}`}>
              <SelectField
                labelProps={{ children: "Day" }}
                inputProps={{ id: `team-session-${index}-day`, name: `sessions[${index}].weekday`, defaultValue: session(index, "weekday") }}
                placeholder="—"
                options={WEEKDAYS.map((day, i) => ({ value: String(i + 1), label: day }))}
                errors={replyErrors(reply, `sessions[${index}].weekday`)}
              />
              <Field
                labelProps={{ children: "Starts" }}
                inputProps={{ id: `team-session-${index}-start`, name: `sessions[${index}].startsAt`, type: "time", defaultValue: session(index, "startsAt") }}
                errors={replyErrors(reply, `sessions[${index}].startsAt`)}
              />
              <Field
                labelProps={{ children: "Ends" }}
                inputProps={{ id: `team-session-${index}-end`, name: `sessions[${index}].endsAt`, type: "time", defaultValue: session(index, "endsAt") }}
                errors={replyErrors(reply, `sessions[${index}].endsAt`)}
              />
              <Field
                labelProps={{ children: "Venue (optional)" }}
                inputProps={{ id: `team-session-${index}-venue`, name: `sessions[${index}].venue`, defaultValue: session(index, "venue"), maxLength: TEAM_LIMITS.venue }}
                errors={replyErrors(reply, `sessions[${index}].venue`)}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="text-sm font-semibold">Squad</legend>
          <p className="text-xs text-slate-600">
            A player plays for one team: ticking a player of another team moves them here. Academy players are placed and moved on the Squads &amp; Families screen.
          </p>
          <ErrorList errors={replyErrors(reply, "playerIds")} />
          {players.length === 0 ? <p className="text-sm text-slate-600">No players on the club&apos;s books yet.</p> : null}
          {positions.map((position) => (
            <fieldset key={position} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-xs font-semibold uppercase text-slate-600">{position}s</legend>
              <ul className="grid gap-1 sm:grid-cols-2">
                {players
                  .filter((player) => player.position === position)
                  .map((player) => (
                    <li key={player.id}>
                      <label className="flex items-start gap-2 text-sm">
                        <input type="checkbox" name="playerIds" value={player.id} defaultChecked={chosen.has(player.id)} className="mt-1" />
                        <span>
                          {player.name} <span className="text-slate-600">(age {player.age})</span>
                          {player.teamName && player.teamId !== team?.id ? <span className="block text-xs text-slate-600">Now in {player.teamName}</span> : null}
                        </span>
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Close
          </Link>
          <StatusButton name="intent" value="save-team" pendingLabel="Saving...">
            {team ? "Save Changes" : "Add Team"}
          </StatusButton>
        </div>
      </Form>
      {team ? (
        <Form method="post" preventScrollReset className="mt-6 grid gap-2 border-t border-slate-200 pt-4">
          <input type="hidden" name="id" value={team.id} />
          <FormErrors errors={replyErrors(deleteReply, "")} />
          <p className="text-sm text-slate-600">A team can be deleted only while no match on the fixture list is theirs; its players stay on the club&apos;s books.</p>
          <div className="flex justify-end">
            <StatusButton name="intent" value="delete-team" variant="destructive" pendingLabel="Deleting...">
              Delete {team.name}
            </StatusButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
