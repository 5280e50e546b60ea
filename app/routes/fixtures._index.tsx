import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { feedUrl } from "~/models/matches/calendar.server";
import { languageOfRequest } from "~/services/language.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CalendarLinks } from "~/components/site/matches/CalendarLinks";
import { MatchList } from "~/components/site/matches/MatchList";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { fixturesAndResults, listCompetitions, listTeams } from "~/models/matches/season.server";
import { metaTranslator, useT } from "~/utils/i18n";
import { useTeamName } from "~/components/site/matches/team-name";

export const handle = { i18n: ["fixtures"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "fixtures");
  return [
    { title: t("index.metaTitle", { club: club.shortName }) },
    { name: "description", content: t("index.metaDescription", { club: club.shortName }) },
  ];
};

/** URL state: `?team=u-13&competition=…`; a value that names nothing is ignored, as if left out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const teams = listTeams();
  const competitions = listCompetitions();
  const team = teams.find((t) => t.slug === params.get("team"))?.slug;
  const competition = competitions.find((c) => c.slug === params.get("competition"))?.slug;
  const { upcoming, results } = fixturesAndResults({ team, competition });
  return {
    filter: { team: team ?? "", competition: competition ?? "" },
    teams: teams.map(({ slug, name }) => ({ slug, name })),
    competitions: competitions.map(({ slug, name, kind }) => ({ slug, name, kind })),
    upcoming,
    results,
    feedUrl: feedUrl(team, languageOfRequest(request)),
    feedTeamName: team ? teams.find((t) => t.slug === team)!.name : null,
  };
}

export default function FixturesPage() {
  const { filter, teams, competitions, upcoming, results, feedUrl, feedTeamName } = useLoaderData<typeof loader>();
  const t = useT("fixtures");
  const teamName = useTeamName();
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{t("index.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-200">{t("index.intro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
        <Form method="get" action="/fixtures" className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <label className="grid gap-1 text-sm font-semibold">
            {t("index.team")}
            <select name="team" defaultValue={filter.team} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-normal">
              <option value="">{t("index.allTeams")}</option>
              {teams.map((team) => (
                <option key={team.slug} value={team.slug}>
                  {teamName(team.name)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {t("index.competition")}
            <select name="competition" defaultValue={filter.competition} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-normal">
              <option value="">{t("index.allCompetitions")}</option>
              {competitions.map((competition) => (
                <option key={competition.slug} value={competition.slug}>
                  {competition.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses("default")}>
            {t("index.show")}
          </button>
        </Form>

        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="mb-3 text-2xl font-bold">
            {t("comingUp")}
          </h2>
          <MatchList matches={upcoming} empty={t("index.noUpcoming")} />
        </section>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="mb-3 text-2xl font-bold">
            {t("index.results")}
          </h2>
          <MatchList matches={results} empty={t("index.noResults")} />
        </section>

        <CalendarLinks
          feedUrl={feedUrl}
          label={feedTeamName ? t("calendar.everyTeamMatch", { team: feedTeamName }) : t("calendar.everyMatch", { club: club.shortName })}
        />

        <nav aria-label={t("index.teamsLabel")} className="text-sm">
          <h2 className="mb-2 text-lg font-bold">{t("index.ourTeams")}</h2>
          <ul className="flex flex-wrap gap-2">
            {teams.map((team) => (
              <li key={team.slug}>
                <Link to={`/teams/${team.slug}`} className={buttonClasses("outline", "sm")}>
                  {teamName(team.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t("index.competitionsLabel")} className="text-sm">
          <h2 className="mb-2 text-lg font-bold">{t("index.competitionsLabel")}</h2>
          <ul className="flex flex-wrap gap-2">
            {competitions.map((competition) => (
              <li key={competition.slug}>
                <Link to={`/competitions/${competition.slug}`} className={buttonClasses("outline", "sm")}>
                  {competition.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
