import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addPlayerDirectly, listSquadPlayers } from "~/models/squads/players.server";
import { newPlayerSchema, squadQuerySchema } from "~/schemas/squads";
import { requireSquadsUser, requireTeamAccess } from "~/services/team-access.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";

/**
 * GET (squads): the players on the teams the user may see, each with their guardians; `?team=<id>` one
 * team (403 for a coach of another team).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = squadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    await requireSquadsUser(request);
    return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  }
  const { scope } = query.data.team === undefined ? await requireSquadsUser(request) : await requireTeamAccess(request, query.data.team);
  return Response.json(listSquadPlayers(scope, query.data.team), { headers: { "Cache-Control": "no-store" } });
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
