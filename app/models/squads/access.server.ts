// Who may see which team's players and families. The rule everywhere in squads and families: admins and
// academy staff see every team; a coach sees only the teams they are assigned to (team_coaches), so a
// coach of the U-11s cannot open, list, export or message the U-13s' families.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { teamCoaches, users } from "~/db/schema";
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

/**
 * The display names of the users assigned to coach each of these teams (team_coaches), by team id, in
 * name order; disabled accounts left out. Public pages name a team's coach from here when it has any.
 */
export function coachNamesByTeam(teamIds: readonly number[]): Map<number, string[]> {
  const byTeam = new Map<number, string[]>();
  if (!teamIds.length) return byTeam;
  const rows = getDb()
    .select({ teamId: teamCoaches.teamId, name: users.displayName })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(and(inArray(teamCoaches.teamId, [...teamIds]), isNull(users.disabledAt)))
    .orderBy(asc(users.displayName))
    .all();
  // A login name is never shown in public: an account without a display name is left out.
  for (const row of rows) if (row.name.trim()) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row.name.trim()]);
  return byTeam;
}
