// A team's messages to its families: the compose form and what was sent. Staff see every team, a coach
// only their own (403 otherwise). Sending is `sendTeamMessage` (app/models/squads/team-news.server.ts),
// the same use case as POST /api/squads/teams/{id}/messages.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { Field, TextareaField } from "~/components/ui/Field";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { club } from "~/config/club";
import { TEAM_MESSAGE_CAPS, TEAM_NEWS_LIMITS, TEAM_NEWS_TOASTS } from "~/config/team-news";
import { sendTeamMessage, sentTeamMessages, teamFamilies, teamMessageAllowance } from "~/models/squads/team-news.server";
import { teamMessageSchema } from "~/schemas/team-news";
import { replyToForm } from "~/services/form-reply.server";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { formatDateTime } from "~/utils/dates";
import { parseForm, readFormData } from "~/utils/form.server";
import { firstErrorField, replyErrors, replyValue, useFormReply } from "~/utils/form-reply";

export const handle: AdminRouteHandle = { pageTitle: "Team Messages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.team.name}: ` : ""}Team Messages | ${club.shortName}` }];

const SEND_FORM = "send";
const FIELDS = ["subject", "message"] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  return {
    team,
    families: teamFamilies(team.id).length,
    allowance: teamMessageAllowance(team.id, user.id),
    sent: sentTeamMessages(team.id),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  const submission = parseForm(await readFormData(request), teamMessageSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: SEND_FORM, submission, toast: TEAM_NEWS_TOASTS.sendFailed });
  const sent = sendTeamMessage(team.id, submission.value, user);
  if (!sent.ok) return replyToForm(request, context, { intent: SEND_FORM, submission, failure: sent, toast: TEAM_NEWS_TOASTS.notSent(sent.message) });
  return redirectWithSuccess(`/admin/squads/${team.id}/messages#sent-messages`, TEAM_NEWS_TOASTS.messageSent(sent.families));
}

export default function TeamMessages() {
  const { team, families, allowance, sent } = useLoaderData<typeof loader>();
  const reply = useFormReply(SEND_FORM);
  const focus = firstErrorField(reply, FIELDS);
  return (
    <div className="space-y-8">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="messages" />
      <section aria-labelledby="compose-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="compose-heading" className="text-xl font-bold">
          Write to the families of the {team.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          E-mailed to {families} {families === 1 ? "family" : "families"} (every guardian of a child in the team, in the language they chose), pushed to the
          phones that follow the team, and shown on their family page. Their replies reach the academy office.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          The team can get {allowance.team} more of the {TEAM_MESSAGE_CAPS.perTeamPerDay} messages a day it may get (cancelled training counts too); you can
          send {allowance.sender} more this hour.
        </p>
        <Form method="post" className="mt-4 grid gap-4" preventScrollReset>
          {replyErrors(reply, "") ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {replyErrors(reply, "")!.join(" ")}
            </p>
          ) : null}
          <Field
            labelProps={{ children: "Subject" }}
            inputProps={{ id: "team-message-subject", name: "subject", defaultValue: replyValue(reply, "subject"), required: true, maxLength: TEAM_NEWS_LIMITS.subject, autoFocus: focus === "subject" }}
            errors={replyErrors(reply, "subject")}
          />
          <TextareaField
            labelProps={{ children: "Message" }}
            inputProps={{ id: "team-message-body", name: "message", defaultValue: replyValue(reply, "message"), required: true, maxLength: TEAM_NEWS_LIMITS.message, rows: 6, autoFocus: focus === "message" }}
            help="Plain text; families read it on a phone. Write it in the words every family understands: the e-mail around it comes in each family's language."
            errors={replyErrors(reply, "message")}
          />
          <div className="flex justify-end">
            <StatusButton pendingLabel="Sending..." disabled={families === 0}>
              Send to {families} {families === 1 ? "family" : "families"}
            </StatusButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="sent-heading" id="sent-messages" className="scroll-mt-24">
        <h2 id="sent-heading" className="text-xl font-bold">
          Sent messages
        </h2>
        {sent.length ? (
          <ol className="mt-3 space-y-3">
            {sent.map((message) => (
              <li key={message.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold">{message.subject}</h3>
                <p className="text-sm text-slate-600">
                  {formatDateTime(message.createdAt)} · {message.authorName} · {message.recipients} {message.recipients === 1 ? "family" : "families"}
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{message.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No messages have been sent to this team yet.</p>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
