// Training attendance (ADR 0028), for the coach's phone at the pitch and without JavaScript: choose a
// session of the last two weeks (by URL, `?session=2026-12-02T16:00`), tick who came, save. The ticks
// start from the saved attendance, else from the "available" answers to the session's request. Staff
// see every team, a coach only their own (403). Saving is `saveAttendance`, the same use case as
// PUT/POST /api/squads/teams/{id}/attendance.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TeamNewsNav } from "~/components/admin/TeamNewsNav";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import type { AdminRouteHandle } from "~/config/admin-sections";
import { AVAILABILITY_TOASTS } from "~/config/availability";
import { club } from "~/config/club";
import { attendanceSheet, saveAttendance, type AttendanceSource } from "~/models/availability/attendance.server";
import { attendanceSchema } from "~/schemas/availability";
import { replyToForm } from "~/services/form-reply.server";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { parseForm, readFormData, requirePost } from "~/utils/form.server";
import { replyErrors, useFormReply } from "~/utils/form-reply";

export const handle: AdminRouteHandle = { pageTitle: "Attendance" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.team.name}: ` : ""}Attendance | ${club.shortName}` }];

const SAVE_FORM = "attendance";

const screenOf = (teamId: number, sessionKey?: string) => `/admin/squads/${teamId}/attendance${sessionKey ? `?session=${sessionKey}` : ""}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  // An unknown or malformed session in the URL shows the default one.
  const asked = new URL(request.url).searchParams.get("session") ?? undefined;
  return { team, ...attendanceSheet(team.id, asked) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  requirePost(request);
  const submission = parseForm(await readFormData(request), attendanceSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent: SAVE_FORM, submission, toast: AVAILABILITY_TOASTS.attendanceInvalid });
  const saved = saveAttendance(team.id, submission.value, user);
  if (!saved.ok) return replyToForm(request, context, { intent: SAVE_FORM, submission, failure: saved, toast: AVAILABILITY_TOASTS.attendanceNotSaved(saved.message) });
  return redirectWithSuccess(screenOf(team.id, saved.session.key), AVAILABILITY_TOASTS.attendanceSaved(saved.present, saved.players));
}

const SOURCE_NOTE: Record<AttendanceSource, string> = {
  saved: "Ticked as saved. Change the ticks and save again to correct it.",
  available: "Ticked: everyone whose family answered Available. Untick who did not come, tick who came anyway.",
  none: "Nobody is ticked yet: tick everyone who came.",
};

export default function TeamAttendance() {
  const { team, sessions, session, source, players } = useLoaderData<typeof loader>();
  const reply = useFormReply(SAVE_FORM);
  const problems = [...(replyErrors(reply, "") ?? []), ...(replyErrors(reply, "session") ?? []), ...(replyErrors(reply, "present") ?? [])];
  const positions = [...new Set(players.map((player) => player.position))];
  return (
    <div className="space-y-6">
      <TeamNewsNav teamId={team.id} teamName={team.name} current="attendance" />
      <nav aria-label="Training sessions" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">Who came to training?</h2>
        {sessions.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {[...sessions].reverse().map((row) => (
              <li key={row.key}>
                <Link
                  to={screenOf(team.id, row.key)}
                  aria-current={row.key === session?.key ? "page" : undefined}
                  className={buttonClasses(row.key === session?.key ? "default" : "outline", "sm")}
                >
                  {row.label}
                  {row.recorded ? (
                    <>
                      <span aria-hidden="true"> ✓</span>
                      <span className="sr-only"> (recorded)</span>
                    </>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">The {team.name} had no training session in the last two weeks (Fixtures &amp; Results → Teams sets their week).</p>
        )}
      </nav>
      {session ? (
        <section aria-labelledby="sheet-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="sheet-heading" className="text-lg font-bold">
            {session.label}
          </h2>
          <p className="text-sm text-slate-600">
            {session.startsAt}–{session.endsAt} · {session.venue}
          </p>
          <p className="mt-2 text-sm" data-testid="attendance-source">
            {SOURCE_NOTE[source]}
          </p>
          {/* The key remounts the boxes when another session is chosen, so they show that session's ticks. */}
          <Form key={session.key} method="post" className="mt-3 grid gap-4">
            <input type="hidden" name="session" value={session.key} />
            {problems.length ? (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                {problems.join(" ")}
              </p>
            ) : null}
            {players.length ? (
              positions.map((position) => (
                <fieldset key={position}>
                  <legend className="text-sm font-bold text-slate-700">{position}</legend>
                  <ul className="mt-1 divide-y divide-slate-100">
                    {players
                      .filter((player) => player.position === position)
                      .map((player) => (
                        <li key={player.playerId}>
                          <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
                            <input
                              type="checkbox"
                              name="present"
                              value={player.playerId}
                              defaultChecked={player.present}
                              className="size-6 shrink-0 cursor-pointer accent-club-orange-dark"
                              data-testid="attendance-player"
                            />
                            <span>{player.name}</span>
                          </label>
                        </li>
                      ))}
                  </ul>
                </fieldset>
              ))
            ) : (
              <p className="text-sm text-slate-600">The team has no players yet.</p>
            )}
            <div className="flex justify-end">
              <StatusButton pendingLabel="Saving..." disabled={!players.length}>
                Save attendance
              </StatusButton>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
