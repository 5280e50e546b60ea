// A team's coming training sessions, with "Cancel" (a reason for the families is required) and "Undo
// cancellation". Both tell the families (a team message by e-mail and push, in their language) and show
// on the team page, the family page and the team's calendar feed. Each opens a confirmation in the URL
// (`?cancel=<date>T<time>`, `?undo=…`), so it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { ListTable } from "~/components/admin/list/ListTable";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { weekdayName } from "~/config/fixtures";
import { TEAM_NEWS_LIMITS, TEAM_NEWS_TOASTS } from "~/config/team-news";
import { cancelTrainingSession, reinstateTrainingSession, sessionLabel, teamFamilies, upcomingTraining } from "~/models/squads/team-news.server";
import { cancelTrainingSchema, reinstateTrainingSchema } from "~/schemas/team-news";
import { replyToForm } from "~/services/form-reply.server";
import { dispatchIntent, type IntentActionArgs } from "~/services/intent-actions.server";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { redirectWithError, redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData } from "~/utils/form.server";
import { replyErrors, replyValue, useFormReply } from "~/utils/form-reply";

export const handle: AdminRouteHandle = { pageTitle: "Training" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.team.name}: ` : ""}Training | ${club.shortName}` }];

const CANCEL_FORM = "cancel";
const SESSION_KEY = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const sessionKey = (session: { date: string; startsAt: string }) => `${session.date}T${session.startsAt}`;
const rowAnchor = (session: { date: string; startsAt: string }) => `session-${session.date}-${session.startsAt.replace(":", "")}`;

const querySchema = z.object({
  cancel: z.string().regex(SESSION_KEY).optional().catch(undefined),
  undo: z.string().regex(SESSION_KEY).optional().catch(undefined),
});

const screenOf = (teamId: number) => `/admin/squads/${teamId}/training`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // ListTable keys its rows by id: a session on a date has none of its own.
  const sessions = upcomingTraining(team.id, new Date(), TEAM_NEWS_LIMITS.trainingDays).map((session, index) => ({
    ...session,
    id: index + 1,
    key: sessionKey(session),
    label: sessionLabel(session),
  }));
  const find = (key: string | undefined) => (key ? sessions.find((session) => session.key === key) : undefined);
  const cancelling = find(query.cancel);
  const undoing = find(query.undo);
  return {
    team,
    families: teamFamilies(team.id).length,
    sessions,
    cancelling: cancelling && cancelling.cancelledBecause === null ? cancelling : null,
    undoing: undoing && undoing.cancelledBecause !== null ? undoing : null,
  };
}

type TeamIntentArgs = IntentActionArgs<{ formData: FormData; teamId: number }>;

async function cancelIntent({ request, context, formData, user, teamId }: TeamIntentArgs) {
  const submission = parseForm(formData, cancelTrainingSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: CANCEL_FORM, submission, toast: TEAM_NEWS_TOASTS.cancelFailed });
  const { date, startsAt, reason } = submission.value;
  const cancelled = cancelTrainingSession(teamId, date, startsAt, reason, user);
  if (!cancelled.ok) return replyToForm(request, context, { intent: CANCEL_FORM, submission, failure: cancelled, toast: TEAM_NEWS_TOASTS.notChanged(cancelled.message) });
  return redirectWithSuccess(`${screenOf(teamId)}#${rowAnchor(cancelled.session)}`, TEAM_NEWS_TOASTS.cancelled(sessionLabel(cancelled.session), cancelled.families));
}

async function reinstateIntent({ formData, user, teamId }: TeamIntentArgs) {
  const input = reinstateTrainingSchema.safeParse({ date: formData.get("date"), startsAt: formData.get("startsAt") });
  if (!input.success) return redirectWithError(screenOf(teamId), TEAM_NEWS_TOASTS.notChanged("Choose a cancelled session."));
  const reinstated = reinstateTrainingSession(teamId, input.data.date, input.data.startsAt, user);
  if (!reinstated.ok) return redirectWithError(screenOf(teamId), TEAM_NEWS_TOASTS.notChanged(reinstated.message));
  return redirectWithSuccess(`${screenOf(teamId)}#${rowAnchor(reinstated.session)}`, TEAM_NEWS_TOASTS.reinstated(sessionLabel(reinstated.session), reinstated.families));
}

const INTENTS = { cancel: cancelIntent, reinstate: reinstateIntent } as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  const formData = await readFormData(request);
  return dispatchIntent(formData.get("intent"), INTENTS, { request, context, formData, user, teamId: team.id }, { toast: { title: "Unknown action" } });
}

export default function TeamTraining() {
  const { team, families, sessions, cancelling, undoing } = useLoaderData<typeof loader>();
  const screen = screenOf(team.id);
  return (
    <div className="space-y-6">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="training" />
      <p className="text-sm text-slate-600">
        The sessions of the {team.name} over the next four weeks, from the team&apos;s weekly timetable (Fixtures &amp; Results → Teams). Cancelling a session
        tells the {families} {families === 1 ? "family" : "families"} by e-mail and push, in their language, and shows it cancelled on the team page, the
        family page and the team&apos;s calendar.
      </p>
      <ListTable
        columns={["Date", "Time", "Venue", "Status", "Actions"]}
        rows={sessions}
        label={`${team.name} training sessions`}
        empty="The team has no training sessions in its weekly timetable."
        rowId={rowAnchor}
      >
        {(session) => (
          <>
            <TD label="Date" className="whitespace-nowrap font-semibold">
              {weekdayName(session.weekday)} {session.date}
            </TD>
            <TD label="Time" className="whitespace-nowrap">
              {session.startsAt}–{session.endsAt}
            </TD>
            <TD label="Venue">{session.venue}</TD>
            <TD label="Status">
              {session.cancelledBecause === null ? (
                <Badge variant="secondary">On</Badge>
              ) : (
                <span>
                  <Badge variant="warning">Cancelled</Badge> <span className="text-sm">{session.cancelledBecause}</span>
                </span>
              )}
            </TD>
            <TD label="Actions">
              {session.cancelledBecause === null ? (
                <Link to={`${screen}?cancel=${session.key}`} preventScrollReset className={buttonClasses("outline", "sm")}>
                  Cancel<span className="sr-only"> the session of {session.label}</span>
                </Link>
              ) : (
                <Link to={`${screen}?undo=${session.key}`} preventScrollReset className={buttonClasses("outline", "sm")}>
                  Undo cancellation<span className="sr-only"> of {session.label}</span>
                </Link>
              )}
            </TD>
          </>
        )}
      </ListTable>
      {cancelling ? <CancelDialog session={cancelling} families={families} closeHref={`${screen}#${rowAnchor(cancelling)}`} /> : null}
      {undoing ? (
        <ConfirmActionDialog
          title={`Put the session of ${undoing.label} back on?`}
          closeHref={`${screen}#${rowAnchor(undoing)}`}
          action={screen}
          fields={{ intent: "reinstate", date: undoing.date, startsAt: undoing.startsAt }}
          confirmLabel="Undo cancellation"
          cancelLabel="Keep it cancelled"
          pendingLabel="Saving..."
        >
          <p>
            The {families} {families === 1 ? "family" : "families"} of the {team.name} are told by e-mail and push that the session takes place after all.
          </p>
        </ConfirmActionDialog>
      ) : null}
    </div>
  );
}

/** The cancellation of one session: the reason the families read. */
function CancelDialog({ session, families, closeHref }: { session: { date: string; startsAt: string; label: string; venue: string }; families: number; closeHref: string }) {
  const reply = useFormReply(CANCEL_FORM);
  const formErrors = replyErrors(reply, "");
  return (
    <Dialog title={`Cancel the session of ${session.label}?`} closeHref={closeHref} size="md">
      <Form method="post" className="grid gap-4" preventScrollReset>
        <input type="hidden" name="date" value={session.date} />
        <input type="hidden" name="startsAt" value={session.startsAt} />
        {formErrors ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {formErrors.join(" ")}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {session.venue}. The {families} {families === 1 ? "family" : "families"} get an e-mail and a push in their language, with your reason.
        </p>
        <Field
          labelProps={{ children: "Reason (the families read it)" }}
          inputProps={{ id: "cancel-reason", name: "reason", defaultValue: replyValue(reply, "reason"), required: true, maxLength: TEAM_NEWS_LIMITS.reason, autoFocus: true }}
          errors={replyErrors(reply, "reason")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Keep session
          </Link>
          <StatusButton name="intent" value={CANCEL_FORM} variant="destructive" pendingLabel="Cancelling...">
            Cancel session
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
