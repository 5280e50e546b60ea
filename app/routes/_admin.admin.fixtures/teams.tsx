// The teams tab: every squad with its coach, training week and size; "Add Team" and each row's "Edit"
// open the team editor (URL state: ?tab=teams&edit=new or &edit=<id>).
import { Link } from "@remix-run/react";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { buttonClasses } from "~/components/ui/Button";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { weekdayName } from "~/config/fixtures";
import type { AdminTeam } from "~/models/fixtures/teams.server";

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
      {teams.length === 0 ? (
        <EmptyList className="mt-3">No teams yet.</EmptyList>
      ) : (
        <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
          <THead>
            <TR>
              <TH>Team</TH>
              <TH>Coach</TH>
              <TH>Training</TH>
              <TH>Players</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {teams.map((team) => (
              <TR key={team.id}>
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
                  <Link to={editHref(String(team.id))} preventScrollReset className={buttonClasses("outline", "sm")}>
                    Edit<span className="sr-only"> {team.name}</span>
                  </Link>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}
