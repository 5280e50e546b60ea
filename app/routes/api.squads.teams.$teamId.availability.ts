import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { teamAvailability } from "~/models/availability/answers.server";
import { remindTheRest } from "~/models/availability/reminders.server";
import { openAvailabilityRequest } from "~/models/availability/requests.server";
import { availabilityPostSchema } from "~/schemas/availability";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * GET (squads; a coach only for their own teams): the team's coming fixtures and training sessions (each
 * with its request's id or null) and its latest availability requests with the counts and every
 * player's answer, by position.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  return Response.json(teamAvailability(team.id));
}

/**
 * POST { fixtureId | training, note?, deadline? } (training and deadline "YYYY-MM-DDTHH:MM", Nairobi;
 * or `event`, "fixture:12" / "training:2026-12-02T16:00", as the form sends it): asks every family of
 * the team who can play that coming fixture or come to that coming training session (one e-mail per
 * guardian, in their language). 201 with the request and how many families were mailed; 404 for a
 * fixture or session that is not the team's coming one (or a session called off), 409 when already
 * asked or the team has no families, 400 for a deadline after the start, 429 over the daily cap.
 *
 * POST { intent: "remind", requestId }: reminds the families of the children without an answer now, with
 * new links. 200 with how many families and children; 404 for a request of another team, 409 when
 * answers are closed or every child has answered, 429 after AVAILABILITY_REMINDERS_PER_REQUEST reminders.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, availabilityPostSchema, { maxBytes: 8 * 1024 });
  if (input.intent === "remind") {
    const reminded = remindTheRest(team.id, input.requestId, user);
    if (!reminded.ok) return apiFailure(reminded);
    return Response.json({ requestId: reminded.request.id, families: reminded.families, children: reminded.children });
  }
  const opened = openAvailabilityRequest(team.id, input, user);
  if (!opened.ok) return apiFailure(opened);
  return Response.json({ ...opened.request, families: opened.families }, { status: 201 });
}
