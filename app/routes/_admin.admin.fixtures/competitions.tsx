// The competitions tab: the leagues and cups with their season, our team in them and their matches;
// "Add Competition" and each row's "Edit" open the editor (?tab=competitions&edit=new or &edit=<id>).
import { Link } from "@remix-run/react";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { EmptyList } from "~/components/admin/list/EmptyList";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { Table, TBody, TD, TH, THead, TR } from "~/components/ui/Table";
import { COMPETITION_KINDS } from "~/config/fixtures";
import type { AdminCompetition } from "~/models/fixtures/competitions.server";

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
      {competitions.length === 0 ? (
        <EmptyList className="mt-3">No competitions yet.</EmptyList>
      ) : (
        <Table className="mt-3" containerClassName="bg-white" stackOnMobile>
          <THead>
            <TR>
              <TH>Competition</TH>
              <TH>Season</TH>
              <TH>Our team</TH>
              <TH>Matches</TH>
              <TH>Actions</TH>
            </TR>
          </THead>
          <TBody>
            {competitions.map((competition) => (
              <TR key={competition.id}>
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
                  <Link to={editHref(String(competition.id))} preventScrollReset className={buttonClasses("outline", "sm")}>
                    Edit<span className="sr-only"> {competition.name}</span>
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
