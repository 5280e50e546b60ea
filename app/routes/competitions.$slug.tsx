import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LeagueTableView } from "~/components/site/fixtures/LeagueTableView";
import { MatchList } from "~/components/site/fixtures/MatchList";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { competitionTable, fixturesAndResults, getCompetitionBySlug } from "~/models/fixtures/season.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.competition.name} | ${club.shortName}` },
        { name: "description", content: `${data.competition.name} ${data.competition.season}: the table and ${club.shortName}'s matches.` },
      ]
    : [{ title: `Competition not found | ${club.shortName}` }];

export async function loader({ params }: LoaderFunctionArgs) {
  const competition = getCompetitionBySlug(params.slug ?? "");
  if (!competition) throw new Response("Competition not found", { status: 404 });
  return {
    competition,
    table: competition.kind === "league" ? competitionTable(competition.id) : null,
    ...fixturesAndResults({ competition: competition.slug }),
  };
}

export default function CompetitionPage() {
  const { competition, table, upcoming, results } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <p className="font-semibold uppercase tracking-wide text-club-orange">
            {competition.kind === "league" ? "League" : "Cup"} · {competition.season}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{competition.name}</h1>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
        {table ? <LeagueTableView table={table} /> : null}
        <section aria-labelledby="competition-upcoming">
          <h2 id="competition-upcoming" className="mb-3 text-2xl font-bold">
            Coming up
          </h2>
          <MatchList matches={upcoming} empty="No matches are scheduled in this competition yet." />
        </section>
        <section aria-labelledby="competition-results">
          <h2 id="competition-results" className="mb-3 text-2xl font-bold">
            Our results
          </h2>
          <MatchList matches={results} empty="No results in this competition yet." />
        </section>
        <p>
          <Link to="/fixtures" className="font-semibold underline">
            All fixtures and results
          </Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
