// The guardian contact list of one team as a CSV file (a coach's phone list for match days). Who
// exported which team is audited: the file holds children's names and their families' addresses.
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { teams } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";
import type { TeamScope } from "~/models/squads/access.server";
import { squadFailure as fail } from "~/models/squads/failure.server";
import { listSquadPlayers, type SquadActor } from "~/models/squads/players.server";
import { SQUAD_MESSAGES } from "~/config/squads";
import { csvOf } from "~/utils/csv.server";
import type { Result } from "~/utils/result";

const COLUMNS = ["Player", "Date of birth", "Age", "Position", "Media consent", "Guardian", "Relationship", "Phone", "E-mail", "Language"] as const;

/** Use case (staff, admins, the team's own coaches): the team's players with each of their guardians, one line per guardian. */
export function exportTeamContacts(teamId: number, scope: TeamScope, actor: SquadActor): Result<{ csv: string; slug: string }, "forbidden" | "not-found"> {
  const team = getDb().select({ id: teams.id, slug: teams.slug, name: teams.name }).from(teams).where(eq(teams.id, teamId)).get();
  if (!scope.all && !scope.teamIds.includes(teamId)) return fail("forbidden", SQUAD_MESSAGES.notYourTeam);
  if (!team) return fail("not-found", SQUAD_MESSAGES.teamNotFound);
  const players = listSquadPlayers(scope, team.id);
  const records = players.flatMap((player) => {
    const child = [player.name, player.dateOfBirth ?? "", player.age, player.position, player.mediaConsent ? "Yes" : "No"];
    if (!player.guardians.length) return [[...child, "", "", "", "", ""]];
    return player.guardians.map((guardian) => [...child, guardian.name, guardian.relationship, guardian.phone, guardian.email, guardian.language === "sw" ? "Kiswahili" : "English"]);
  });
  recordAudit(actor, "squad.export", { type: "team", id: team.id }, `Exported the guardian contacts of the ${team.name} (${players.length} players)`);
  return { ok: true, csv: csvOf(COLUMNS, records), slug: team.slug };
}
