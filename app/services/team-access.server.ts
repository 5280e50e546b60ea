// The request-level check of the squads rule (app/models/squads/access.server.ts): signed in with the
// "squads" permission, and for one team, allowed to see that team. A coach asking for another coach's
// team gets 403, the same answer as any other missing permission.
import { data } from "@remix-run/node";
import { SQUAD_MESSAGES } from "~/config/squads";
import { requireUser } from "~/services/auth.server";
import { scopeIncludes, teamScopeOf, type TeamScope } from "~/models/squads/access.server";
import type { PublicUser } from "~/models/user.server";

/** The signed-in user who may open squads, with the teams they may see. */
export async function requireSquadsUser(request: Request): Promise<{ user: PublicUser; scope: TeamScope }> {
  const user = await requireUser(request, "squads");
  return { user, scope: teamScopeOf(user) };
}

/** As requireSquadsUser, and 403 unless the user may see team `teamId`. */
export async function requireTeamAccess(request: Request, teamId: number): Promise<{ user: PublicUser; scope: TeamScope }> {
  const access = await requireSquadsUser(request);
  if (!scopeIncludes(access.scope, teamId)) {
    if (new URL(request.url).pathname.startsWith("/api/")) throw Response.json({ message: SQUAD_MESSAGES.notYourTeam }, { status: 403 });
    throw data({ message: SQUAD_MESSAGES.notYourTeam }, { status: 403 });
  }
  return access;
}
