import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import Plus from "lucide-react/dist/esm/icons/plus.js";
import { ConfirmActionDialog } from "~/components/admin/list/ConfirmActionDialog";
import { ListTable } from "~/components/admin/list/ListTable";
import { RowActionForm } from "~/components/admin/list/RowActionForm";
import { ListCount } from "~/components/admin/list/ListCount";
import { Pagination } from "~/components/admin/list/Pagination";
import { Badge } from "~/components/ui/Badge";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { club } from "~/config/club";
import { FIXTURE_LIMITS, fixtureStatusLabel } from "~/config/fixtures";
import { listFixturesForAdmin, listLeagueResults, listMatchReports } from "~/models/matches/manage.server";
import { whatToBringFor } from "~/models/matches/fixture-notes.server";
import { fixtureTeam, resultPlayers } from "~/models/matches/match-record.server";
import { getFixture, listCompetitions, listTeams } from "~/models/matches/season.server";
import { idField } from "~/schemas/fields";
// Not from season.server: a .server module is left out of the browser bundle, and the list renders there too.
import { ourScoreLine } from "~/schemas/fixture-views";
import { requireUser } from "~/services/auth.server";
import { readFormData } from "~/utils/form.server";
import { dispatchIntent } from "~/services/intent-actions.server";
import { formatKickoffTime, formatMatchDay } from "~/utils/dates";
import { pageCountOf } from "~/utils/paging";
import { hrefWith } from "~/utils/url-params";
import { z } from "zod";
import { MatchEditor } from "./__match-editor";
import { ResultEditor } from "./__result-editor";
import { LeagueResults } from "./league-results";
import { changeStatusIntent, deleteLeagueResultIntent, recordResultIntent, saveLeagueResultIntent, saveMatchIntent } from "./fixtures-admin.server";
import { CompetitionEditor } from "./__competition-editor";
import { TeamEditor } from "./__team-editor";
import { CompetitionsTab } from "./competitions";
import { TeamsTab } from "./teams";
import { MATCHES_ANCHOR, matchAnchor } from "./row-anchors";
import { competitionsTab, deleteCompetitionIntent, deleteTeamIntent, saveCompetitionIntent, saveTeamIntent, teamsTab } from "./teams-admin.server";

export const meta: MetaFunction = () => [{ title: `Fixtures & Results | ${club.shortName}` }];

const LIST = "/admin/fixtures";

const querySchema = z.object({
  tab: z.enum(["matches", "others", "teams", "competitions"]).catch("matches"),
  when: z.enum(["upcoming", "to-record", "past"]).catch("upcoming"),
  team: z.string().max(40).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  edit: z.union([z.literal("new"), idField]).optional().catch(undefined),
  result: idField.optional().catch(undefined),
  // A match whose cancelling waits for confirmation (the list moves after it: no one-click cancel).
  cancel: idField.optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fixtures");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const teams = listTeams();
  const team = teams.find((t) => t.slug === query.team)?.slug;
  const competitions = listCompetitions();
  const { rows, total } = listFixturesForAdmin({ team, when: query.when, page: query.page });
  // On the teams and competitions tabs `edit` names a team or a competition, not a match.
  const matchEdit = query.tab === "teams" || query.tab === "competitions" ? undefined : query.edit;
  return {
    tab: query.tab,
    filter: { when: query.when, team: team ?? "" },
    rows,
    total,
    page: query.page,
    pageCount: pageCountOf(total, FIXTURE_LIMITS.adminPageSize),
    choices: { teams: teams.map(({ id, name }) => ({ id, name })), competitions: competitions.map(({ id, name }) => ({ id, name })) },
    teamOptions: teams.map(({ slug, name }) => ({ slug, name })),
    leagues: competitions.filter((c) => c.kind === "league").map(({ id, name }) => ({ id, name })),
    editing: matchEdit === "new" ? ("new" as const) : matchEdit ? withWhatToBring(getFixture(matchEdit)) : null,
    recording: query.result ? getFixture(query.result) : null,
    record: query.result ? resultRecord(query.result) : null,
    cancelling: query.cancel ? cancellable(getFixture(query.cancel)) : null,
    reports: query.result ? listMatchReports() : [],
    leagueResults: query.tab === "others" ? listLeagueResults() : [],
    teamsTab: query.tab === "teams" ? teamsTab(query.edit) : null,
    competitionsTab: query.tab === "competitions" ? competitionsTab(query.edit) : null,
  };
}

/** A match as its editor shows it: with the families' "what to bring" note. */
function withWhatToBring(match: ReturnType<typeof getFixture>) {
  return match ? { ...match, whatToBring: whatToBringFor([match.id]).get(match.id) ?? "" } : null;
}

/** The result form's player rows and typed scorers of a match (null for an unknown one). */
function resultRecord(id: number) {
  const fixture = fixtureTeam(id);
  return fixture ? resultPlayers(fixture) : null;
}

/** A match that may still be cancelled (not played, not cancelled already), as the confirmation shows it. */
function cancellable(match: ReturnType<typeof getFixture>) {
  if (!match || match.status === "played" || match.status === "cancelled") return null;
  return { id: match.id, title: match.title, kickoffAt: match.kickoffAt };
}

const INTENTS = {
  save: saveMatchIntent,
  result: recordResultIntent,
  status: changeStatusIntent,
  "league-result": saveLeagueResultIntent,
  "delete-league-result": deleteLeagueResultIntent,
  "save-team": saveTeamIntent,
  "delete-team": deleteTeamIntent,
  "save-competition": saveCompetitionIntent,
  "delete-competition": deleteCompetitionIntent,
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "fixtures");
  const formData = await readFormData(request);
  const listHref = hrefWith(LIST, new URL(request.url).search, { edit: null, result: null, cancel: null, index: null });
  return dispatchIntent(formData.get("intent"), INTENTS, { request, context, formData, user, listHref }, { toast: { title: "Unknown action" } });
}

export default function FixturesAdmin() {
  const { tab, filter, rows, total, page, pageCount, choices, teamOptions, leagues, editing, recording, record, cancelling, reports, leagueResults, ...data } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  const href = (changes: Record<string, string | null>) => hrefWith(LIST, search, { edit: null, result: null, cancel: null, ...changes });
  return (
    <div>
      <nav aria-label="Fixtures sections" className="mb-4 flex gap-2">
        <Link to={href({ tab: null, page: null })} aria-current={tab === "matches" ? "page" : undefined} className={buttonClasses(tab === "matches" ? "default" : "outline", "sm")}>
          Our matches
        </Link>
        <Link to={href({ tab: "others", page: null })} aria-current={tab === "others" ? "page" : undefined} className={buttonClasses(tab === "others" ? "default" : "outline", "sm")}>
          Other clubs' results
        </Link>
        {(["teams", "competitions"] as const).map((name) => (
          <Link key={name} to={href({ tab: name, page: null })} aria-current={tab === name ? "page" : undefined} className={buttonClasses(tab === name ? "default" : "outline", "sm")}>
            {name === "teams" ? "Teams" : "Competitions"}
          </Link>
        ))}
      </nav>
      {data.teamsTab ? (
        <TeamsTab teams={data.teamsTab.teams} editHref={(edit) => href({ edit })} />
      ) : data.competitionsTab ? (
        <CompetitionsTab competitions={data.competitionsTab.competitions} editHref={(edit) => href({ edit })} />
      ) : tab === "others" ? (
        <LeagueResults leagues={leagues} results={leagueResults} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm font-semibold">
                Show
                <select name="when" defaultValue={filter.when} className="field-control">
                  <option value="upcoming">Coming up and results to record</option>
                  <option value="to-record">Results to record</option>
                  <option value="past">Played and past</option>
                </select>
              </label>
              <label className="grid gap-1 text-sm font-semibold">
                Team
                <select name="team" defaultValue={filter.team} className="field-control">
                  <option value="">All teams</option>
                  {teamOptions.map((t) => (
                    <option key={t.slug} value={t.slug}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonClasses("outline")}>
                Show
              </button>
            </Form>
            <Link to={href({ edit: "new" })} preventScrollReset className={buttonClasses("default")}>
              <Plus aria-hidden="true" />
              Add Match
            </Link>
          </div>
          <ListCount total={total} noun={{ one: "match", other: "matches" }} filtered={Boolean(filter.team)} />
          <ListTable
            columns={["Kick-off", "Match", "Status", "Actions"]}
            rows={rows}
            empty="No matches here."
            id={MATCHES_ANCHOR}
            rowId={(match) => matchAnchor(match.id)}
          >
            {(match) => <MatchCells match={match} href={href} />}
          </ListTable>
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => href({ page: String(n) })} />
        </>
      )}
      {editing ? <MatchEditor match={editing === "new" ? null : editing} choices={choices} closeHref={href({})} /> : null}
      {recording && record ? <ResultEditor match={recording} record={record} reports={reports} closeHref={href({})} /> : null}
      {cancelling ? (
        <ConfirmActionDialog
          title={`Cancel ${cancelling.title}?`}
          closeHref={`${href({})}#${matchAnchor(cancelling.id)}`}
          action={href({})}
          fields={{ intent: "status", id: cancelling.id, status: "cancelled" }}
          confirmLabel="Cancel match"
          cancelLabel="Keep match"
          pendingLabel="Cancelling..."
          variant="destructive"
        >
          <p>
            The match of {formatMatchDay(cancelling.kickoffAt)}, {formatKickoffTime(cancelling.kickoffAt)} shows as cancelled on the fixtures pages and in
            the calendar feeds.
          </p>
          <p>You can reinstate it later from its row.</p>
        </ConfirmActionDialog>
      ) : null}
      {data.teamsTab?.editingTeam ? (
        <TeamEditor team={data.teamsTab.editingTeam === "new" ? null : data.teamsTab.editingTeam} players={data.teamsTab.squadChoices} closeHref={href({})} />
      ) : null}
      {data.competitionsTab?.editingCompetition ? (
        <CompetitionEditor
          competition={data.competitionsTab.editingCompetition === "new" ? null : data.competitionsTab.editingCompetition}
          teams={choices.teams}
          closeHref={href({})}
        />
      ) : null}
    </div>
  );
}

type MatchRow = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** One match's cells in the list: its Edit and result links, its postpone/reinstate buttons and its Cancel match link (confirmed first). */
function MatchCells({ match, href }: { match: MatchRow; href: (changes: Record<string, string | null>) => string }) {
  return (
    <>
      <TD label="Kick-off" className="whitespace-nowrap">
        {formatMatchDay(match.kickoffAt)}, {formatKickoffTime(match.kickoffAt)}
      </TD>
      <TD label="Match">
        <span className="font-semibold">{match.title}</span>
        <span className="block text-xs text-slate-600">{match.competition.name}</span>
      </TD>
      <TD label="Status">
        <Badge variant={match.status === "played" ? "success" : match.status === "scheduled" && !match.awaitingResult ? "secondary" : "warning"}>
          {match.status === "played" ? `${ourScoreLine(match)}` : match.awaitingResult ? "Result to record" : fixtureStatusLabel(match.status)}
        </Badge>
      </TD>
      <TD label="Actions">
        <div className="flex flex-wrap gap-2">
          <Link to={href({ edit: String(match.id) })} preventScrollReset className={buttonClasses("outline", "sm")}>
            Edit<span className="sr-only"> {match.title}</span>
          </Link>
          {match.status === "cancelled" ? null : (
            <Link to={href({ result: String(match.id) })} preventScrollReset className={buttonClasses("secondary", "sm")}>
              {match.status === "played" ? "Correct result" : "Record result"}
              <span className="sr-only"> of {match.title}</span>
            </Link>
          )}
          {match.status === "played" ? null : (
            <RowActionForm fields={{ id: match.id, intent: "status" }} className="flex gap-2">
              {match.status === "scheduled" ? <StatusChange match={match} status="postponed" label="Postpone" /> : <StatusChange match={match} status="scheduled" label="Reinstate" />}
            </RowActionForm>
          )}
          {/* A postponed match that will not be played after all is cancelled too; cancelling asks first. */}
          {match.status === "played" || match.status === "cancelled" ? null : (
            <Link to={href({ cancel: String(match.id) })} preventScrollReset className={buttonClasses("outline", "sm")}>
              Cancel match<span className="sr-only"> {match.title}</span>
            </Link>
          )}
        </div>
      </TD>
    </>
  );
}

/** A row's status button; its accessible name says which match. */
function StatusChange({ match, status, label }: { match: MatchRow; status: "scheduled" | "postponed" | "cancelled"; label: string }) {
  return (
    <StatusButton name="status" value={status} size="sm" variant="outline" pendingLabel="Saving...">
      {label}
      <span className="sr-only"> {match.title}</span>
    </StatusButton>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
