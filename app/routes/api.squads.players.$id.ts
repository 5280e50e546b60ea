import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SQUAD_MESSAGES } from "~/config/squads";
import { archivePlayer, erasePlayer, getSquadPlayer, movePlayer, playerInScope } from "~/models/squads/players.server";
import { playerPatchSchema } from "~/schemas/squads";
import { requireSquadsUser } from "~/services/team-access.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** The player `params.id` names if the user may see them: 404 unknown, 403 on a team the user does not coach. */
async function playerFor(request: Request, idParam: string | undefined) {
  const access = await requireSquadsUser(request);
  const id = parseId(idParam);
  const player = id ? getSquadPlayer(id) : null;
  if (!player) throw apiError(404, SQUAD_MESSAGES.playerNotFound);
  if (!playerInScope(player, access.scope)) throw apiError(403, SQUAD_MESSAGES.notYourTeam);
  return { ...access, player };
}

/** GET (squads): one player with their guardians. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { player } = await playerFor(request, params.id);
  return Response.json(player, { headers: { "Cache-Control": "no-store" } });
}

/**
 * PATCH (academy staff, admins) `{ teamId }` moves the player to that team, `{ archived: true }` archives
 * them (left the club). DELETE (academy staff, admins) erases their personal data (200 with the new
 * anonymous name).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    await requireSquadsUser(request);
    return apiError(405, "Use PATCH or DELETE");
  }
  const { user, player } = await playerFor(request, params.id);
  if (request.method === "DELETE") {
    const erased = await erasePlayer(player.id, user);
    if (!erased.ok) return apiFailure(erased);
    return Response.json({ id: player.id, name: erased.label, guardiansDeleted: erased.guardiansDeleted });
  }
  const change = await parseJsonBody(request, playerPatchSchema, { maxBytes: 1024, invalidMessage: SQUAD_MESSAGES.patchInvalid });
  const changed = "teamId" in change ? movePlayer(player.id, change.teamId, user) : archivePlayer(player.id, user);
  if (!changed.ok) return apiFailure(changed);
  return Response.json(changed.player);
}
