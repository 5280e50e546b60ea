// Who is on a team now: on its list (team_players), not gone from the club (archived), not erased. One
// condition for every reader of a team's current players, so "current" means the same everywhere.
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { players, teamPlayers } from "~/db/schema";

/** The condition "on team `teamId` now", for a query that joins team_players and players. */
export const onTeamNow = (teamId: number) => and(eq(teamPlayers.teamId, teamId), isNull(players.archivedAt), isNull(players.erasedAt));

/** The team's players now, by position and name. */
export function currentTeamPlayers(teamId: number): { playerId: number; name: string; position: string }[] {
  return getDb()
    .select({ playerId: players.id, name: players.name, position: players.position })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(onTeamNow(teamId))
    .orderBy(asc(players.position), asc(players.name))
    .all();
}
