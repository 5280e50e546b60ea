// Who coaches which team (team_coaches, this module's table): admins assign coach and staff accounts to
// teams; a coach then sees those teams' squads and families only (access.server.ts). The team editor's
// "Coach" is the name shown on the public team page and is a separate thing: the club's coaching staff
// as the public knows them, with or without an account.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { teamCoaches, teams, users } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";
import type { SquadActor } from "~/models/squads/players.server";
import { canAssignCoaches, SQUAD_MESSAGES } from "~/config/squads";
import type { Role } from "~/config/roles";
import { squadFailure as fail } from "~/models/squads/failure.server";
import type { Result } from "~/utils/result";

export type TeamCoach = { userId: number; username: string; displayName: string; role: Role };

const COACHING_ROLES: Role[] = ["coach", "staff"];

const userColumns = { userId: users.id, username: users.username, displayName: users.displayName, role: users.role };

/** The accounts that coach each of these teams, by name. */
export function coachesOfTeams(teamIds: number[]): Map<number, TeamCoach[]> {
  const byTeam = new Map<number, TeamCoach[]>();
  if (!teamIds.length) return byTeam;
  const rows = getDb()
    .select({ teamId: teamCoaches.teamId, ...userColumns })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(inArray(teamCoaches.teamId, teamIds))
    .orderBy(asc(users.displayName), asc(users.username))
    .all();
  for (const { teamId, ...coach } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), coach]);
  return byTeam;
}

/** The active coach and staff accounts that do not coach `teamId` yet: the assign form's choices. */
export function coachChoices(teamId: number): TeamCoach[] {
  const assigned = new Set((coachesOfTeams([teamId]).get(teamId) ?? []).map((coach) => coach.userId));
  return getDb()
    .select(userColumns)
    .from(users)
    .where(and(inArray(users.role, COACHING_ROLES), isNull(users.disabledAt)))
    .orderBy(asc(users.displayName), asc(users.username))
    .all()
    .filter((user) => !assigned.has(user.userId));
}


type Assignment = { teamId: number; userId: number };
type Assigned = Result<{ coach: TeamCoach; teamName: string }, "forbidden" | "not-found" | "invalid" | "conflict">;

function findBoth({ teamId, userId }: Assignment) {
  const db = getDb();
  const team = db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).get();
  const user = db.select({ ...userColumns, disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).get();
  return { team, user };
}

/** Use case (admins): a coach or staff account coaches a team from now on. */
export function assignCoach(input: Assignment, actor: SquadActor): Assigned {
  if (!canAssignCoaches(actor.role)) return fail("forbidden", SQUAD_MESSAGES.adminsOnly);
  const { team, user } = findBoth(input);
  if (!team) return fail("not-found", SQUAD_MESSAGES.teamNotFound);
  if (!user) return fail("invalid", SQUAD_MESSAGES.userNotFound, "userId");
  if (!COACHING_ROLES.includes(user.role) || user.disabledAt) return fail("invalid", SQUAD_MESSAGES.notCoachable, "userId");
  const { disabledAt: _disabledAt, ...coach } = user;
  const added = getDb().transaction(() => {
    const changes = getDb().insert(teamCoaches).values({ teamId: team.id, userId: user.userId }).onConflictDoNothing().run().changes;
    if (changes) recordAudit(actor, "squad.coach.assign", { type: "team", id: team.id }, `${user.username} now coaches the ${team.name}`, { userId: user.userId });
    return changes;
  });
  if (!added) return fail("conflict", SQUAD_MESSAGES.alreadyCoach, "userId");
  return { ok: true, coach, teamName: team.name };
}

/** Use case (admins): an account no longer coaches a team (their access to its families ends at once). */
export function removeCoach(input: Assignment, actor: SquadActor): Assigned {
  if (!canAssignCoaches(actor.role)) return fail("forbidden", SQUAD_MESSAGES.adminsOnly);
  const { team, user } = findBoth(input);
  if (!team) return fail("not-found", SQUAD_MESSAGES.teamNotFound);
  if (!user) return fail("invalid", SQUAD_MESSAGES.userNotFound, "userId");
  const { disabledAt: _disabledAt, ...coach } = user;
  const removed = getDb().transaction(() => {
    const changes = getDb()
      .delete(teamCoaches)
      .where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.userId, user.userId)))
      .run().changes;
    if (changes) recordAudit(actor, "squad.coach.remove", { type: "team", id: team.id }, `${user.username} no longer coaches the ${team.name}`, { userId: user.userId });
    return changes;
  });
  if (!removed) return fail("conflict", SQUAD_MESSAGES.notCoach, "userId");
  return { ok: true, coach, teamName: team.name };
}
