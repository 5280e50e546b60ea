// Squads & Families (/admin/squads): the teams a user may see (staff and admins every team, a coach their
// own), and with ?team=<id> one team's players with their guardians, coaches, the contact export and the
// links to its messages and training. Academy staff and admins add, move, archive and erase players and
// keep the families' details; admins assign coaches. Every dialog is URL state (?add, ?move=<player>,
// ?archive=, ?erase=, ?guardian=<player>, ?contact=<guardian>), so the screen works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { canAssignCoaches, canManageSquads, SQUAD_MESSAGES } from "~/config/squads";
import { listTeams } from "~/models/matches/season.server";
import { coachChoices } from "~/models/squads/coaches.server";
import { getGuardian } from "~/models/squads/guardians.server";
import { listArchivedPlayers, listSquadPlayers, listSquadTeams } from "~/models/squads/players.server";
import { idField } from "~/schemas/fields";
import { parseUrlState } from "~/schemas/url-state";
import { dispatchIntent } from "~/services/intent-actions.server";
import { requireSquadsUser, requireTeamAccess } from "~/services/team-access.server";
import { readFormData } from "~/utils/form.server";
import { hrefWith } from "~/utils/url-params";
import { ArchivePlayerDialog, ErasePlayerDialog, MovePlayerDialog } from "./__player-dialogs";
import { AddPlayerDialog } from "./__add-player";
import { AddGuardianDialog, GuardianContactDialog } from "./__guardian-forms";
import { SQUADS_PATH } from "./anchors";
import { SquadsOverview } from "./overview";
import {
  addGuardianIntent,
  addPlayerIntent,
  archivePlayerIntent,
  assignCoachIntent,
  erasePlayerIntent,
  movePlayerIntent,
  removeCoachIntent,
  updateGuardianIntent,
} from "./squads-admin.server";
import { TeamView } from "./team-view";

export const meta: MetaFunction = () => [{ title: `Squads & Families | ${club.shortName}` }];

const DIALOGS = { add: null, move: null, archive: null, erase: null, guardian: null, contact: null } as const;

const querySchema = z.object({
  team: idField.optional(),
  add: z.literal("player").optional(),
  move: idField.optional(),
  archive: idField.optional(),
  erase: idField.optional(),
  guardian: idField.optional(),
  contact: idField.optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, scope } = await requireSquadsUser(request);
  const query = parseUrlState(querySchema, new URL(request.url).searchParams);
  // A coach asking for another coach's team: 403, before anything of it is read.
  if (query.team !== undefined) await requireTeamAccess(request, query.team);
  const manage = canManageSquads(user.role);
  const teams = listSquadTeams(scope);
  const team = query.team === undefined ? null : teams.find((row) => row.id === query.team);
  if (team === undefined) throw data({ message: SQUAD_MESSAGES.teamNotFound }, { status: 404 });
  const players = team ? listSquadPlayers(scope, team.id) : [];
  const archived = !team && manage ? listArchivedPlayers() : [];
  // A player a dialog names: one listed here (this team's, or among those who left).
  const listed = (id: number | undefined) => (id === undefined ? undefined : [...players, ...archived].find((player) => player.id === id));
  const movable = listed(query.move);
  const archivable = listed(query.archive);
  const erasable = listed(query.erase);
  const guardianFor = listed(query.guardian);
  const contact = query.contact === undefined ? null : getGuardian(query.contact);
  const allTeams = manage ? listTeams().map(({ id, name, ageGroup }) => ({ id, name, ageGroup })) : [];
  return {
    manage,
    assignCoaches: canAssignCoaches(user.role),
    teams,
    team,
    players,
    archived,
    coachChoices: team && canAssignCoaches(user.role) ? coachChoices(team.id) : [],
    dialogs: manage
      ? {
          adding: query.add ? { teams: allTeams, teamId: team?.id ?? null } : null,
          moving: movable && !movable.archivedAt ? { player: movable, teams: allTeams } : null,
          archiving: archivable?.kind === "academy" && !archivable.archivedAt ? archivable : null,
          erasing: erasable?.kind === "academy" && !erasable.erasedAt ? erasable : null,
          // A child who left the club takes no new guardian.
          addingGuardian: guardianFor?.kind === "academy" && !guardianFor.archivedAt ? guardianFor : null,
          // A guardian of a child on this team.
          editingContact: contact && team && contact.teamIds.includes(team.id) ? contact : null,
        }
      : null,
  };
}

export type SquadsData = ReturnType<typeof useLoaderData<typeof loader>>;

const INTENTS = {
  "add-player": addPlayerIntent,
  "move-player": movePlayerIntent,
  "archive-player": archivePlayerIntent,
  "erase-player": erasePlayerIntent,
  "add-guardian": addGuardianIntent,
  "update-guardian": updateGuardianIntent,
  "assign-coach": assignCoachIntent,
  "remove-coach": removeCoachIntent,
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireSquadsUser(request);
  const formData = await readFormData(request);
  const listHref = hrefWith(SQUADS_PATH, new URL(request.url).search, { ...DIALOGS, index: null });
  return dispatchIntent(formData.get("intent"), INTENTS, { request, context, formData, user, listHref }, { toast: { title: "Unknown action" } });
}

export default function SquadsAdmin() {
  const loaded = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = (changes: Record<string, string | null>) => hrefWith(SQUADS_PATH, search, { ...DIALOGS, ...changes });
  const closeHref = href({});
  const dialogs = loaded.dialogs;
  return (
    <div>
      {loaded.team ? (
        <TeamView {...loaded} team={loaded.team} href={href} />
      ) : (
        <SquadsOverview teams={loaded.teams} archived={loaded.archived} manage={loaded.manage} href={href} />
      )}
      {dialogs?.adding ? <AddPlayerDialog teams={dialogs.adding.teams} teamId={dialogs.adding.teamId} closeHref={closeHref} /> : null}
      {dialogs?.moving ? <MovePlayerDialog player={dialogs.moving.player} teams={dialogs.moving.teams} closeHref={closeHref} action={closeHref} /> : null}
      {dialogs?.archiving ? <ArchivePlayerDialog player={dialogs.archiving} closeHref={closeHref} action={closeHref} /> : null}
      {dialogs?.erasing ? <ErasePlayerDialog player={dialogs.erasing} closeHref={closeHref} action={closeHref} /> : null}
      {dialogs?.addingGuardian ? <AddGuardianDialog player={dialogs.addingGuardian} closeHref={closeHref} /> : null}
      {dialogs?.editingContact ? <GuardianContactDialog guardian={dialogs.editingContact} closeHref={closeHref} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
