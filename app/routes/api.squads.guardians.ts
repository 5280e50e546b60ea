import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addGuardian, listGuardians } from "~/models/squads/guardians.server";
import { newGuardianSchema } from "~/schemas/squads";
import { requireSquadListQuery, requireSquadsUser } from "~/services/team-access.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * GET (squads): the guardians of the children on the teams the user may see, each with those children
 * only; `?team=<id>` one team (403 for a coach of another team).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { scope, team } = await requireSquadListQuery(request);
  return Response.json(listGuardians(scope, team), { headers: { "Cache-Control": "no-store" } });
}

/**
 * POST (academy staff, admins) { playerId, guardianName, guardianEmail, guardianPhone, guardianLanguage,
 * relationship }: another guardian for a player, as "Add guardian" on the squads screen. 201 with
 * { guardianId, name, playerId, mailedTo } (the address the family page's link went to); 409 when they
 * are linked already, the child left the club, or the address is another guardian's under another name.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireSquadsUser(request);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, newGuardianSchema, { maxBytes: 4 * 1024, invalidMessage: "Please correct the highlighted fields" });
  const added = addGuardian(input, user);
  if (!added.ok) return apiFailure(added);
  return Response.json({ guardianId: added.guardianId, name: added.name, playerId: input.playerId, mailedTo: added.mailedTo }, { status: 201 });
}
