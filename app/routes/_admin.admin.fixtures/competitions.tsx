// The competitions tab: the leagues and cups with their season, our team in them and their matches;
// "Add Competition" and each row's "Edit" open the editor (?tab=competitions&edit=new or &edit=<id>).
import { Link } from "@remix-run/react";
import Pencil from "lucide-react/dist/esm/icons/pencil.js";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionLink } from "~/components/admin/list/RowActionLink";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { TD } from "~/components/ui/Table";
import { COMPETITIONS_ANCHOR, competitionAnchor } from "./row-anchors";
import { COMPETITION_KINDS } from "~/config/fixtures";
import type { AdminCompetition } from "~/models/matches/competitions.server";

const kindLabel = (kind: string) => COMPETITION_KINDS.find((k) => k.value === kind)?.label ?? kind;

export function CompetitionsTab({ competitions, editHref }: { competitions: AdminCompetition[]; editHref: (edit: string) => string }) {
  return (
    <div>
      <div className="flex justify-end">
        <Link to={editHref("new")} preventScrollReset className={buttonClasses("default")}>
          <Plus aria-hidden="true" />
          Add Competition
        </Link>
      </div>
      <ListTable columns={["Competition", "Season", "Our team", "Matches", "Actions"]} rows={competitions} empty="No competitions yet." id={COMPETITIONS_ANCHOR} rowId={(competition) => competitionAnchor(competition.id)}>
        {(competition) => (
          <>
            <TD label="Competition">
              <a href={`/competitions/${competition.slug}`} className="font-semibold underline-offset-2 hover:underline">
                {competition.name}
              </a>{" "}
              <Badge variant={competition.kind === "league" ? "secondary" : "default"}>{kindLabel(competition.kind)}</Badge>
            </TD>
            <TD label="Season">{competition.season}</TD>
            <TD label="Our team">{competition.teamName ?? <span className="text-slate-500">Several or none</span>}</TD>
            <TD label="Matches">
              {competition.matches}
              {competition.otherResults ? <span className="block text-xs text-slate-600">{competition.otherResults} other clubs&apos; results</span> : null}
            </TD>
            <TD label="Actions">
              <RowActionLink to={editHref(String(competition.id))} action="Edit" name={competition.name} icon={Pencil} />
            </TD>
          </>
        )}
      </ListTable>
    </div>
  );
}
