import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { teamAvailability } from "~/models/availability/answers.server";
import { openFixtureRequest } from "~/models/availability/requests.server";
import { openRequestSchema } from "~/schemas/availability";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * GET (squads; a coach only for their own teams): the team's coming fixtures (each with its request's id
 * or null) and its latest availability requests with the counts and every player's answer, by position.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  return Response.json(teamAvailability(team.id));
}

/**
 * POST { fixtureId, note?, deadline? } (deadline "YYYY-MM-DDTHH:MM", Nairobi): asks every family of the
 * team who can play that coming fixture (one e-mail per guardian, in their language). 201 with the
 * request and how many families were mailed; 404 for a fixture that is not the team's coming one, 409
 * when already asked or the team has no families, 400 for a deadline after kick-off, 429 over the daily cap.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, openRequestSchema, { maxBytes: 8 * 1024 });
  const opened = openFixtureRequest(team.id, input, user);
  if (!opened.ok) return apiFailure(opened);
  return Response.json({ ...opened.request, families: opened.families }, { status: 201 });
}
