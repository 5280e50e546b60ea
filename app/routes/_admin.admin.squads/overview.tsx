// The squads screen without a team chosen: the teams the user may see, and for academy staff the players
// who left the club and whose personal data is still kept (erased on a guardian's request).
import { Link } from "@remix-run/react";
import Eraser from "lucide-react/dist/esm/icons/eraser.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { buttonClasses } from "~/components/ui/Button";
import { TD } from "~/components/ui/Table";
import { formatLongDate } from "~/utils/dates";
import { playerAnchor } from "./anchors";
import type { SquadsData } from "./route";
import { GuardianList } from "./team-view";

type Href = (changes: Record<string, string | null>) => string;

export function SquadsOverview({ teams, archived, manage, href }: Pick<SquadsData, "teams" | "archived" | "manage"> & { href: Href }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="teams-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="teams-heading" className="text-xl font-semibold">
            Teams
          </h2>
          {manage ? (
            <Link to={href({ add: "player" })} preventScrollReset className={buttonClasses("default")}>
              <Plus aria-hidden="true" />
              Add player
            </Link>
          ) : null}
        </div>
        <ListTable columns={["Team", "Players", "Coaches"]} rows={teams} empty={manage ? "No teams yet: add them on the Fixtures screen." : "You do not coach a team yet. An admin assigns coaches to teams."}>
          {(team) => (
            <>
              <TD className="font-semibold max-md:text-base">
                <Link to={href({ team: String(team.id) })} className="underline-offset-2 hover:underline">
                  {team.name}
                </Link>
                <span className="block text-xs font-normal text-slate-600">{team.ageGroup}</span>
              </TD>
              <TD label="Players">{team.players}</TD>
              <TD label="Coaches">
                {team.coaches.length ? team.coaches.map((coach) => coach.displayName || coach.username).join(", ") : <span className="text-slate-500">None assigned</span>}
              </TD>
            </>
          )}
        </ListTable>
      </section>

      {manage ? (
        <section aria-labelledby="left-heading">
          <h2 id="left-heading" className="text-xl font-semibold">
            Players who left the club
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Archived players are off every team; their details are kept until a guardian asks the club to erase them.
          </p>
          <ListTable columns={["Player", "Left", "Guardians", "Actions"]} rows={archived} empty="No archived players with personal data." rowId={(player) => playerAnchor(player.id)}>
            {(player) => (
              <>
                <TD className="font-semibold max-md:text-base">{player.name}</TD>
                <TD label="Left" className="whitespace-nowrap text-sm">
                  {player.archivedAt ? formatLongDate(player.archivedAt) : ""}
                </TD>
                <TD label="Guardians">
                  <GuardianList player={player} manage={false} href={href} />
                </TD>
                <TD label="Actions">
                  <RowActionLink to={href({ erase: String(player.id) })} action="Erase personal data" name={player.name} icon={Eraser} variant="destructive" />
                </TD>
              </>
            )}
          </ListTable>
        </section>
      ) : null}
    </div>
  );
}
