// The request-level check of the squads rule (app/models/squads/access.server.ts): signed in with the
// "squads" permission, and for one team, allowed to see that team. A coach asking for another coach's
// team gets 403, the same answer as any other missing permission.
import { data } from "@remix-run/node";
import { SQUAD_MESSAGES } from "~/config/squads";
import { requireUser } from "~/services/auth.server";
import { scopeIncludes, teamScopeOf, type TeamScope } from "~/models/squads/access.server";
import type { PublicUser } from "~/models/user.server";
import { squadQuerySchema } from "~/schemas/squads";
import { apiError } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";

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

/**
 * The squads API lists' query `?team=<id>`: the caller's scope and the team asked for (none: every team
 * they may see). A bad query is 400, answered after the permission check so that it tells an anonymous
 * caller nothing; a coach asking for another coach's team is 403.
 */
export async function requireSquadListQuery(request: Request): Promise<{ scope: TeamScope; team?: number }> {
  const query = squadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    await requireSquadsUser(request);
    throw apiError(400, "Invalid query", fieldErrorsOf(query.error));
  }
  const { team } = query.data;
  const { scope } = team === undefined ? await requireSquadsUser(request) : await requireTeamAccess(request, team);
  return { scope, team };
}
