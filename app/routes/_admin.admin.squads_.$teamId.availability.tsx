// The coach's availability view (ADR 0028), phone-first and without JavaScript: ask the team's families
// who can play a coming fixture or come to a coming training session, and per request the counts (available,
// not available, maybe, no answer) and every player by position with their answer and reason, and "remind
// the rest" (intent `remind`) while answers are open. Staff see every team, a coach only their own (403
// otherwise). Opening is `openAvailabilityRequest` and reminding `remindTheRest`, the same use cases as POST
// /api/squads/teams/{id}/availability. Each coming fixture and each match request links to its match squad
// screen (squad.$fixtureId).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Field, SelectField } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { ANSWER_LABELS, AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, AVAILABILITY_TOASTS } from "~/config/availability";
import { club } from "~/config/club";
import { teamAvailability, type RequestSummary } from "~/models/availability/answers.server";
import { manualReminders, remindTheRest } from "~/models/availability/reminders.server";
import { defaultDeadlineHours, openAvailabilityRequest } from "~/models/availability/requests.server";
import { openRequestSchema, remindSchema } from "~/schemas/availability";
import { getEnv } from "~/config/env.server";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { firstErrorField, replyErrors, replyValue, useFormReply } from "~/utils/form-reply";

export const handle: AdminRouteHandle = { pageTitle: "Availability" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.team.name}: ` : ""}Availability | ${club.shortName}` }];

const OPEN_FORM = "open";
const REMIND_FORM = "remind";
const FIELDS = ["event", "note", "deadline"] as const;

const screenOf = (teamId: number) => `/admin/squads/${teamId}/availability`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  const availability = teamAvailability(team.id);
  const remindersPerRequest = getEnv().AVAILABILITY_REMINDERS_PER_REQUEST;
  const reminded = manualReminders(availability.requests.map((row) => row.id));
  const remindersLeft: Record<number, number> = Object.fromEntries([...reminded].map(([id, count]) => [id, Math.max(0, remindersPerRequest - count)]));
  return { team, deadlineHours: defaultDeadlineHours(), remindersPerRequest, remindersLeft, ...availability };
}

type TeamIntentArgs = IntentActionArgs<{ formData: FormData; teamId: number }>;

async function openIntent({ request, context, formData, user, teamId }: TeamIntentArgs) {
  const submission = parseForm(formData, openRequestSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: OPEN_FORM, submission, toast: AVAILABILITY_TOASTS.invalid });
  const opened = openAvailabilityRequest(teamId, submission.value, user);
  if (!opened.ok) return replyToForm(request, context, { intent: OPEN_FORM, submission, failure: opened, toast: AVAILABILITY_TOASTS.notOpened(opened.message) });
  return redirectWithSuccess(`${screenOf(teamId)}#request-${opened.request.id}`, AVAILABILITY_TOASTS.opened(opened.families));
}

async function remindIntent({ request, context, formData, user, teamId }: TeamIntentArgs) {
  const submission = parseForm(formData, remindSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: REMIND_FORM, submission, toast: AVAILABILITY_TOASTS.notReminded(AVAILABILITY_MESSAGES.requestNotFound) });
  const reminded = remindTheRest(teamId, submission.value.requestId, user);
  if (!reminded.ok) return replyToForm(request, context, { intent: REMIND_FORM, submission, failure: reminded, toast: AVAILABILITY_TOASTS.notReminded(reminded.message) });
  return redirectWithSuccess(`${screenOf(teamId)}#request-${reminded.request.id}`, AVAILABILITY_TOASTS.reminded(reminded.families));
}

// The request form has no intent of its own (it came first): a post without one opens a request.
const INTENTS = { [OPEN_FORM]: openIntent, [REMIND_FORM]: remindIntent } as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  requirePost(request);
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent") ?? OPEN_FORM, INTENTS, { request, context, formData, user, teamId: team.id }, { toast: { title: "Unknown action" } });
}

const COUNT_STYLE = { available: "bg-green-50 text-green-900", unavailable: "bg-red-50 text-red-900", maybe: "bg-amber-50 text-amber-900", none: "bg-slate-100 text-slate-800" };
const COUNT_LABEL = { ...ANSWER_LABELS, none: "No answer" };

/** "Remind the rest": mails (and pushes) the families of the children without an answer, new links included. */
function RemindForm({ request, left, perRequest }: { request: RequestSummary; left: number; perRequest: number }) {
  const reply = useFormReply(REMIND_FORM);
  const errors = replyValue(reply, "requestId") === String(request.id) ? (replyErrors(reply, "") ?? replyErrors(reply, "requestId")) : undefined;
  return (
    <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-2">
      <input type="hidden" name="requestId" value={request.id} />
      <StatusButton name="intent" value={REMIND_FORM} variant="outline" size="sm" pendingLabel="Sending..." disabled={left === 0}>
        Remind the rest<span className="sr-only"> about {request.opponent}</span>
      </StatusButton>
      <span className="text-sm text-slate-600">
        {left === 0
          ? `Reminded ${perRequest} times: no reminders left for this match.`
          : `E-mails the families of the ${request.counts.none} without an answer now (${left} of ${perRequest} left). They are also reminded a day before the deadline.`}
      </span>
      {errors ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {errors.join(" ")}
        </p>
      ) : null}
    </Form>
  );
}

function RequestCard({ request, remindersLeft, perRequest }: { request: RequestSummary; remindersLeft: number; perRequest: number }) {
  const positions = [...new Set(request.players.map((player) => player.position))];
  return (
    <li id={`request-${request.id}`} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="availability-request">
      <h3 className="font-semibold">
        {request.kind === "training" ? "Training" : `Against ${request.opponent}`} · {formatDateTime(request.startsAt)}
      </h3>
      <p className="text-sm text-slate-600">
        {request.venue} · {request.open ? `Answers close ${formatDateTime(request.deadlineAt)}` : "Answers closed"}
      </p>
      {request.note ? <p className="mt-1 whitespace-pre-wrap break-words text-sm">Note: {request.note}</p> : null}
      {request.fixtureId !== null ? (
        <p className="mt-2">
          <Link to={`/admin/squads/${request.teamId}/squad/${request.fixtureId}`} className={buttonClasses("outline", "sm")}>
            Select the squad<span className="sr-only"> against {request.opponent}</span>
          </Link>
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(["available", "unavailable", "maybe", "none"] as const).map((key) => (
          <div key={key} className={`rounded-lg p-2 text-center ${COUNT_STYLE[key]}`}>
            <dt className="text-xs font-semibold uppercase">{COUNT_LABEL[key]}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${key}`}>
              {request.counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {request.open && request.counts.none > 0 ? <RemindForm request={request} left={remindersLeft} perRequest={perRequest} /> : null}
      {positions.map((position) => (
        <section key={position} aria-label={position} className="mt-3">
          <h4 className="text-sm font-bold text-slate-700">{position}</h4>
          <ul className="divide-y divide-slate-100">
            {request.players
              .filter((player) => player.position === position)
              .map((player) => (
                <li key={player.playerId} className="flex flex-wrap items-baseline justify-between gap-2 py-1.5 text-sm">
                  <span>{player.name}</span>
                  <span>
                    {player.answer ? (
                      <Badge variant={player.answer === "available" ? "success" : player.answer === "unavailable" ? "destructive" : "warning"}>{ANSWER_LABELS[player.answer]}</Badge>
                    ) : (
                      <span className="text-slate-500">No answer</span>
                    )}
                    {player.reason ? <span className="ml-2 text-slate-700">{player.reason}</span> : null}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </li>
  );
}

export default function TeamAvailability() {
  const { team, deadlineHours, remindersPerRequest, remindersLeft, fixtures, sessions, requests } = useLoaderData<typeof loader>();
  const reply = useFormReply(OPEN_FORM);
  const focus = firstErrorField(reply, FIELDS);
  // One select for both: "fixture:12" or "training:2026-12-02T16:00" (app/schemas/availability.ts).
  const askable = [
    ...fixtures
      .filter((fixture) => fixture.requestId === null)
      .map((fixture) => ({ value: `fixture:${fixture.id}`, label: `Match: ${fixture.opponent} (${fixture.homeOrAway}) · ${formatDateTime(fixture.kickoffAt)}`, at: fixture.kickoffAt })),
    ...sessions
      .filter((session) => session.requestId === null)
      .map((session) => ({ value: `training:${session.key}`, label: `Training · ${formatDateTime(session.startsAtUtc)} · ${session.venue}`, at: session.startsAtUtc })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-8">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="availability" />
      <section aria-labelledby="ask-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="ask-heading" className="text-xl font-bold">
          Who can play?
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every family of the {team.name} gets one e-mail in their language with Available / Not available / Maybe links for each of their children. Answers can
          change until the deadline (by default {deadlineHours} hours before kick-off or the start of training).
        </p>
        {askable.length ? (
          <Form method="post" className="mt-4 grid gap-4" preventScrollReset>
            {replyErrors(reply, "") ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                {replyErrors(reply, "")!.join(" ")}
              </p>
            ) : null}
            <SelectField
              labelProps={{ children: "Fixture or training session" }}
              selectProps={{ id: "availability-event", name: "event", required: true, defaultValue: replyValue(reply, "event") ?? askable[0].value, autoFocus: focus === "event" }}
              options={askable.map(({ value, label }) => ({ value, label }))}
              errors={replyErrors(reply, "event")}
            />
            <Field
              labelProps={{ children: "Note for the families (optional)" }}
              inputProps={{ id: "availability-note", name: "note", maxLength: AVAILABILITY_LIMITS.note, defaultValue: replyValue(reply, "note"), autoFocus: focus === "note" }}
              help="For example: meet at 8:30 at the club gate, white kit."
              errors={replyErrors(reply, "note")}
            />
            <Field
              labelProps={{ children: "Deadline (optional, Nairobi time)" }}
              inputProps={{ id: "availability-deadline", name: "deadline", type: "datetime-local", defaultValue: replyValue(reply, "deadline"), autoFocus: focus === "deadline" }}
              help={`Left empty: ${deadlineHours} hours before the start. Never after the start.`}
              errors={replyErrors(reply, "deadline")}
            />
            <div className="flex justify-end">
              <StatusButton pendingLabel="Sending...">Ask the families</StatusButton>
            </div>
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-600">
            {fixtures.length || sessions.length
              ? "The families have been asked about every coming fixture and training session."
              : "The team has no scheduled fixture in the coming six weeks and no training in the coming two weeks."}
          </p>
        )}
      </section>
      {fixtures.length ? (
        <section aria-labelledby="squads-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="squads-heading" className="text-xl font-bold">
            Match squads
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {fixtures.map((fixture) => (
              <li key={fixture.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {fixture.opponent} ({fixture.homeOrAway}) · {formatDateTime(fixture.kickoffAt)}
                </span>
                <Link to={`/admin/squads/${team.id}/squad/${fixture.id}`} className="font-semibold text-club-orange-dark underline">
                  Select the squad<span className="sr-only"> against {fixture.opponent}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading" className="text-xl font-bold">
          Answers
        </h2>
        {requests.length ? (
          <ol className="mt-3 space-y-3">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} remindersLeft={remindersLeft[request.id] ?? remindersPerRequest} perRequest={remindersPerRequest} />
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No families have been asked yet.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
