// The teams tab: every squad with its coach, training week and size; "Add Team" and each row's "Edit"
// open the team editor (URL state: ?tab=teams&edit=new or &edit=<id>).
import { Link } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { buttonClasses } from "~/components/ui/Button";
import { TD } from "~/components/ui/Table";
import { TEAMS_ANCHOR, teamAnchor } from "./row-anchors";
import { weekdayName } from "~/config/fixtures";
import type { AdminTeam } from "~/models/matches/teams.server";

const sessionLine = (session: AdminTeam["sessions"][number]) => `${weekdayName(session.weekday)} ${session.startsAt}–${session.endsAt}`;

export function TeamsTab({ teams, editHref }: { teams: AdminTeam[]; editHref: (edit: string) => string }) {
  return (
    <div>
      <div className="flex justify-end">
        <Link to={editHref("new")} preventScrollReset className={buttonClasses("default")}>
          <Plus aria-hidden="true" />
          Add Team
        </Link>
      </div>
      <ListTable columns={["Team", "Coach", "Training", "Players", "Actions"]} rows={teams} empty="No teams yet." id={TEAMS_ANCHOR} rowId={(team) => teamAnchor(team.id)}>
        {(team) => (
          <>
            <TD label="Team">
              <a href={`/teams/${team.slug}`} className="font-semibold underline-offset-2 hover:underline">
                {team.name}
              </a>
              <span className="block text-xs text-slate-600">{team.ageGroup}</span>
            </TD>
            <TD label="Coach">{team.coach ?? <span className="text-slate-500">None yet</span>}</TD>
            <TD label="Training">
              {team.sessions.length ? (
                <ul className="text-sm">
                  {team.sessions.map((session) => (
                    <li key={`${session.weekday}-${session.startsAt}`}>
                      {sessionLine(session)}
                      {session.venue ? <span className="text-slate-600">, {session.venue}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-500">No sessions</span>
              )}
              <span className="block text-xs text-slate-600">{team.trainingVenue}</span>
            </TD>
            <TD label="Players">{team.players}</TD>
            <TD label="Actions">
              <RowActionLink to={editHref(String(team.id))} action="Edit" name={team.name} icon={Pencil} />
            </TD>
          </>
        )}
      </ListTable>
    </div>
  );
}
