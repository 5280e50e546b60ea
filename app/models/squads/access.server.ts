// Who may see which team's players and families. The rule everywhere in squads and families: admins and
// academy staff see every team; a coach sees only the teams they are assigned to (team_coaches), so a
// coach of the U-11s cannot open, list, export or message the U-13s' families.
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { teamCoaches } from "~/db/schema";
import type { Role } from "~/config/roles";

/** Every team, or only these (a coach's own). */
export type TeamScope = { all: true } | { all: false; teamIds: number[] };

/** The teams `userId` coaches. */
export function coachedTeamIds(userId: number): number[] {
  return getDb().select({ teamId: teamCoaches.teamId }).from(teamCoaches).where(eq(teamCoaches.userId, userId)).all().map((row) => row.teamId);
}

/** The teams a signed-in staff user may see the squads and families of. */
export function teamScopeOf(user: { id: number; role: Role }): TeamScope {
  return user.role === "coach" ? { all: false, teamIds: coachedTeamIds(user.id) } : { all: true };
}

export function scopeIncludes(scope: TeamScope, teamId: number): boolean {
  return scope.all || scope.teamIds.includes(teamId);
}
