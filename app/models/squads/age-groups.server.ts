// The season's cut-off date (a setting the admins keep on the settings screen) and the team a child is
// suggested for by it: the approval of a registration preselects that team.
import { DEFAULT_SEASON_CUTOFF } from "~/config/squads";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { listTeams } from "~/models/matches/season.server";
import { readSetting, writeSetting } from "~/models/settings.server";
import { todayInNairobi } from "~/utils/age";
import { isSeasonCutoff, suggestedTeam } from "~/utils/age-groups";

const CUTOFF_KEY = "season.cutoff";

/** The season's cut-off as MM-DD ("01-01" until an admin sets one). */
export function getSeasonCutoff(): string {
  const stored = readSetting<string>(CUTOFF_KEY);
  return typeof stored === "string" && isSeasonCutoff(stored) ? stored : DEFAULT_SEASON_CUTOFF;
}

/** Use case (admins): ages count on this day of each season from now on. */
export function saveSeasonCutoff(cutoff: string, actor: AuditActor): { ok: true; cutoff: string } {
  const before = getSeasonCutoff();
  if (before !== cutoff) {
    writeSetting(CUTOFF_KEY, cutoff);
    recordAudit(actor, "settings.season-cutoff", { type: "settings", id: CUTOFF_KEY }, `Changed the season's cut-off date from ${before} to ${cutoff}`);
  }
  return { ok: true, cutoff };
}

export type TeamOption = { id: number; name: string; ageGroup: string };

/** Every team, in the site's order, and the one suggested for a child born on `dateOfBirth` (null: none fits). */
export function teamChoicesFor(dateOfBirth: string, today = todayInNairobi()): { teams: TeamOption[]; suggestedTeamId: number | null } {
  const teams = listTeams().map(({ id, name, ageGroup }) => ({ id, name, ageGroup }));
  return { teams, suggestedTeamId: suggestedTeam(teams, dateOfBirth, getSeasonCutoff(), today)?.id ?? null };
}
