import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SQUAD_MESSAGES } from "~/config/availability";
import { selectSquad, squadOf } from "~/models/availability/squads.server";
import { squadSchema } from "~/schemas/availability";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/**
 * GET (squads; a coach only for their own teams): one fixture of the team with its squad size (`max`),
 * whether the squad can still be chosen (`open`), and every current player by position with their
 * availability answer and whether they are in the saved squad. 404 for a fixture that is not the team's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  const found = squadOf(team.id, parseId(params.fixtureId) ?? 0);
  if (!found.ok) return apiFailure(found);
  return Response.json({ fixture: found.fixture, players: found.players });
}

/**
 * PUT { playerIds: number[], note? }: saves the squad (replacing the saved one) and e-mails every family
 * whose child's place changed, in their language. 200 with how many were selected, told and e-mailed;
 * 400 for a player not on the team, no player or more than the competition's size (nothing written);
 * 404 for another team's fixture; 409 once the match is postponed, cancelled or has kicked off.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  if (request.method !== "PUT") return apiError(405, "Use PUT");
  const fixtureId = parseId(params.fixtureId);
  if (!fixtureId) return apiError(404, SQUAD_MESSAGES.fixtureNotFound);
  const input = await parseJsonBody(request, squadSchema, { maxBytes: 16 * 1024 });
  const saved = selectSquad(team.id, fixtureId, input, user);
  if (!saved.ok) return apiFailure(saved);
  return Response.json({ selected: saved.selected, told: saved.told, families: saved.families });
}
