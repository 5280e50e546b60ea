// The team a squads screen or its API twin is about (`/admin/squads/<teamId>/…`, `/api/squads/teams/<teamId>/…`),
// once the signed-in user may see it: the permission check first, then the coach's team scope (403 for a
// coach of another team, app/services/team-access.server.ts), then 404 for a team that does not exist.
import { data } from "@remix-run/node";
import { SQUAD_MESSAGES } from "~/config/squads";
import { findTeam } from "~/models/squads/team-news.server";
import { requireSquadsUser, requireTeamAccess } from "~/services/team-access.server";
import { parseId } from "~/utils/ids";

function notFound(request: Request): never {
  if (new URL(request.url).pathname.startsWith("/api/")) throw Response.json({ message: SQUAD_MESSAGES.teamNotFound }, { status: 404 });
  throw data({ message: SQUAD_MESSAGES.teamNotFound }, { status: 404 });
}

export async function requireTeamOfRoute(request: Request, teamIdParam: string | undefined) {
  const teamId = parseId(teamIdParam);
  if (!teamId) {
    await requireSquadsUser(request);
    notFound(request);
  }
  const access = await requireTeamAccess(request, teamId);
  const team = findTeam(teamId);
  if (!team) notFound(request);
  return { ...access, team };
}
