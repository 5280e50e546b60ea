import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LeagueTableView } from "~/components/site/matches/LeagueTableView";
import { MatchList } from "~/components/site/matches/MatchList";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { competitionTable, fixturesAndResults, getCompetitionBySlug } from "~/models/matches/season.server";
import { metaTranslator, useT } from "~/utils/i18n";

export const handle = { i18n: ["fixtures", "messages/fixtures"] };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches, "fixtures");
  return data
    ? [
        { title: `${data.competition.name} | ${club.shortName}` },
        {
          name: "description",
          content: t("competition.metaDescription", { competition: data.competition.name, season: data.competition.season, club: club.shortName }),
        },
      ]
    : [{ title: t("competition.metaNotFound", { club: club.shortName }) }];
};

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
  const t = useT("fixtures");
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <p className="font-semibold uppercase tracking-wide text-club-orange">
            {t(`kind.${competition.kind}`)} · {competition.season}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{competition.name}</h1>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
        {table ? <LeagueTableView table={table} /> : null}
        <section aria-labelledby="competition-upcoming">
          <h2 id="competition-upcoming" className="mb-3 text-2xl font-bold">
            {t("comingUp")}
          </h2>
          <MatchList matches={upcoming} empty={t("competition.noUpcoming")} />
        </section>
        <section aria-labelledby="competition-results">
          <h2 id="competition-results" className="mb-3 text-2xl font-bold">
            {t("competition.ourResults")}
          </h2>
          <MatchList matches={results} empty={t("competition.noResults")} />
        </section>
        <p>
          <Link to="/fixtures" className="font-semibold underline">
            {t("allFixtures")}
          </Link>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
