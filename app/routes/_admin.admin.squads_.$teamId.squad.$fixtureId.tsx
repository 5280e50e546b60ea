// The match squad (ADR 0028), phone-first and a plain form without JavaScript: the team's current players
// by position with their availability answer, a box each (the saved squad ticked), a count "N of max" and
// the line the selected families get (what to bring, where to meet). Saving tells every family whose
// child's place changed, in their language. A coach sees only their own teams (403), staff every team.
// Saving is `selectSquad`, the same use case as PUT /api/squads/teams/{id}/squads/{fixtureId}.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { ErrorList, Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { ANSWER_LABELS, SQUAD_LIMITS, SQUAD_MESSAGES, SQUAD_TOASTS } from "~/config/availability";
import { club } from "~/config/club";
import { fixtureStatusLabel } from "~/config/fixtures";
import { selectSquad, squadOf, type SquadPlayer } from "~/models/availability/squads.server";
import { squadSchema } from "~/schemas/availability";
import { replyToForm } from "~/services/form-reply.server";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { firstErrorField, replyErrors, replyValue, useFormReply, type FormReply } from "~/utils/form-reply";
import { parseId } from "~/utils/ids";

export const handle: AdminRouteHandle = { pageTitle: "Match Squad" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.team.name} v ${data.fixture.opponent}: ` : ""}Match Squad | ${club.shortName}` },
];

const FORM = "squad";
const FIELDS = ["playerIds", "note"] as const;

function squadOrNotFound(teamId: number, fixtureParam: string | undefined) {
  const found = squadOf(teamId, parseId(fixtureParam) ?? 0);
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  return found;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  const { fixture, players } = squadOrNotFound(team.id, params.fixtureId);
  return { team, fixture, players };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  requirePost(request);
  const fixtureId = parseId(params.fixtureId);
  if (!fixtureId) throw data({ message: SQUAD_MESSAGES.fixtureNotFound }, { status: 404 });
  const submission = parseForm(await readFormData(request), squadSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: FORM, submission, toast: SQUAD_TOASTS.invalid });
  const saved = selectSquad(team.id, fixtureId, submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: FORM, submission, failure: saved, toast: SQUAD_TOASTS.notSaved(saved.message) });
  return redirectWithSuccess(`/admin/squads/${team.id}/squad/${fixtureId}`, SQUAD_TOASTS.saved(saved.selected, saved.families));
}

/** The boxes ticked when the page comes back with errors (one is a string, several a list), else null: the saved squad. */
function tickedInReply(reply: FormReply | undefined): Set<number> | null {
  if (!reply) return null;
  const sent = reply.result.initialValue?.playerIds;
  const ids = Array.isArray(sent) ? sent : typeof sent === "string" ? [sent] : [];
  return new Set(ids.map(Number));
}

const ANSWER_BADGE = { available: "success", unavailable: "destructive", maybe: "warning" } as const;

type PlayerBoxProps = { player: SquadPlayer; ticked: boolean; onToggle: (on: boolean) => void; describedBy?: string; focusFirst: boolean };

function PlayerBox({ player, ticked, onToggle, describedBy, focusFirst }: PlayerBoxProps) {
  const id = `squad-player-${player.playerId}`;
  // As the Field components take theirs: the first box gets the focus when the squad was refused (pages without JavaScript).
  const box = { id, type: "checkbox", name: "playerIds", value: player.playerId, defaultChecked: ticked, autoFocus: focusFirst, "aria-describedby": describedBy };
  return (
    <li className="flex items-start gap-3 py-2">
      <input
        {...box}
        onChange={(event) => onToggle(event.currentTarget.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer rounded border-slate-400 accent-club-orange-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange-dark"
      />
      <label htmlFor={id} className="flex flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium">{player.name}</span>
        <span>
          {player.answer ? <Badge variant={ANSWER_BADGE[player.answer]}>{ANSWER_LABELS[player.answer]}</Badge> : <span className="text-slate-600">No answer</span>}
          {player.reason ? <span className="ml-2 text-slate-700">{player.reason}</span> : null}
        </span>
      </label>
    </li>
  );
}

export default function MatchSquad() {
  const { team, fixture, players } = useLoaderData<typeof loader>();
  const reply = useFormReply(FORM);
  const focus = firstErrorField(reply, FIELDS);
  const fromReply = tickedInReply(reply);
  const initiallyTicked = (player: SquadPlayer) => (fromReply ? fromReply.has(player.playerId) : player.selected);
  const [count, setCount] = useState(() => players.filter(initiallyTicked).length);
  const positions = [...new Set(players.map((player) => player.position))];
  const playerErrors = replyErrors(reply, "playerIds");
  const formErrors = replyErrors(reply, "");
  const saved = players.filter((player) => player.selected).length;
  return (
    <div className="space-y-6">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="availability" />
      <section aria-labelledby="squad-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="squad-heading" className="text-xl font-bold">
          Squad against {fixture.opponent}
        </h2>
        <p className="text-sm text-slate-700">
          {formatDateTime(fixture.kickoffAt)} · {fixture.venue} ({fixture.homeOrAway}) · {fixture.competition}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {saved ? `${saved} ${saved === 1 ? "player is" : "players are"} in the saved squad.` : "No squad saved yet."} Saving e-mails every family whose child&apos;s place changed, in their
          language: the selected ones with the time, the place and your note, the others that their child is not in the squad this week.
        </p>
        {fixture.open ? null : (
          <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {fixture.status === "scheduled" ? "This match has kicked off." : `This match is ${fixtureStatusLabel(fixture.status).toLowerCase()}.`} {SQUAD_MESSAGES.notOn}
          </p>
        )}
        <p className="mt-2 text-sm">
          <Link to={`/admin/squads/${team.id}/availability${fixture.requestId ? `#request-${fixture.requestId}` : ""}`} className="font-semibold text-club-orange-dark underline">
            {fixture.requestId ? "The families' answers" : "Ask the families who can play"}
          </Link>
        </p>
      </section>

      {players.length ? (
        <Form method="post" className="space-y-4" preventScrollReset>
          {formErrors ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {formErrors.join(" ")}
            </p>
          ) : null}
          <fieldset className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <legend className="sr-only">Players in the squad</legend>
            <p className="sticky top-0 z-10 -mx-4 bg-white px-4 py-2 text-lg font-bold sm:-mx-6 sm:px-6" aria-live="polite" data-testid="squad-count">
              {`${count} of ${fixture.max} selected`}
            </p>
            <ErrorList id="squad-players-error" errors={playerErrors} />
            {positions.map((position) => (
              <section key={position} aria-labelledby={`squad-${position}`} className="mt-3">
                <h3 id={`squad-${position}`} className="text-sm font-bold text-slate-700">
                  {position}
                </h3>
                <ul className="divide-y divide-slate-100">
                  {players
                    .filter((player) => player.position === position)
                    .map((player) => (
                      <PlayerBox
                        key={player.playerId}
                        player={player}
                        ticked={initiallyTicked(player)}
                        onToggle={(on) => setCount((n) => n + (on ? 1 : -1))}
                        describedBy={playerErrors ? "squad-players-error" : undefined}
                        focusFirst={focus === "playerIds" && player.playerId === players[0].playerId}
                      />
                    ))}
                </ul>
              </section>
            ))}
          </fieldset>
          <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <Field
              labelProps={{ children: "What to bring / meeting point (optional)" }}
              inputProps={{ id: "squad-note", name: "note", maxLength: SQUAD_LIMITS.note, defaultValue: replyValue(reply, "note") ?? fixture.note, autoFocus: focus === "note" }}
              help="Goes to the selected players' families, e.g. meet at 8:30 at the club gate, white kit."
              errors={replyErrors(reply, "note")}
            />
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Link to={`/admin/squads/${team.id}/availability`} className={buttonClasses("outline")}>
                Back to availability
              </Link>
              {fixture.open ? <StatusButton pendingLabel="Saving...">Save the squad and tell the families</StatusButton> : null}
            </div>
          </div>
        </Form>
      ) : (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">The team has no players yet: add them on the squad screen first.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
