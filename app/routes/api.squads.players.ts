import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addPlayerDirectly, listSquadPlayers } from "~/models/squads/players.server";
import { newPlayerSchema } from "~/schemas/squads";
import { requireSquadListQuery, requireSquadsUser } from "~/services/team-access.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * GET (squads): the players on the teams the user may see, each with their guardians; `?team=<id>` one
 * team (403 for a coach of another team).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { scope, team } = await requireSquadListQuery(request);
  return Response.json(listSquadPlayers(scope, team), { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST (academy staff, admins) { playerName, dateOfBirth, gender, position, mediaConsent, teamId,
 * guardianName, guardianEmail, guardianPhone, guardianLanguage, relationship }: a child who joined on
 * paper, straight onto a team with their guardian. 201 with the player.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireSquadsUser(request);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, newPlayerSchema, { maxBytes: 8 * 1024, invalidMessage: "Please correct the highlighted fields" });
  const added = addPlayerDirectly(input, user);
  if (!added.ok) return apiFailure(added);
  return Response.json(added.player, { status: 201 });
}
