import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { feedUrl } from "~/models/fixtures/calendar.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CalendarLinks } from "~/components/site/fixtures/CalendarLinks";
import { MatchList } from "~/components/site/fixtures/MatchList";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { fixturesAndResults, listCompetitions, listTeams } from "~/models/fixtures/season.server";

export const meta: MetaFunction = () => [
  { title: `Fixtures and results | ${club.shortName}` },
  { name: "description", content: `When and where ${club.shortName}'s teams play next, and how every match went.` },
];

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
    feedUrl: feedUrl(team),
    feedLabel: team ? `Every match of the ${teams.find((t) => t.slug === team)!.name}.` : `Every match of every ${club.shortName} team.`,
  };
}

export default function FixturesPage() {
  const { filter, teams, competitions, upcoming, results, feedUrl, feedLabel } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-extrabold sm:text-5xl">Fixtures and results</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-200">Kick-off times are Nairobi time. Home matches are at the training ground on Ngong Road.</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
        <Form method="get" action="/fixtures" className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <label className="grid gap-1 text-sm font-semibold">
            Team
            <select name="team" defaultValue={filter.team} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-normal">
              <option value="">All teams</option>
              {teams.map((team) => (
                <option key={team.slug} value={team.slug}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            Competition
            <select name="competition" defaultValue={filter.competition} className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-normal">
              <option value="">All competitions</option>
              {competitions.map((competition) => (
                <option key={competition.slug} value={competition.slug}>
                  {competition.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses("default")}>
            Show matches
          </button>
        </Form>

        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="mb-3 text-2xl font-bold">
            Coming up
          </h2>
          <MatchList matches={upcoming} empty="No matches are scheduled for this choice yet." />
        </section>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="mb-3 text-2xl font-bold">
            Results
          </h2>
          <MatchList matches={results} empty="No results for this choice yet." />
        </section>

        <CalendarLinks feedUrl={feedUrl} label={feedLabel} />

        <nav aria-label="Teams" className="text-sm">
          <h2 className="mb-2 text-lg font-bold">Our teams</h2>
          <ul className="flex flex-wrap gap-2">
            {teams.map((team) => (
              <li key={team.slug}>
                <Link to={`/teams/${team.slug}`} className={buttonClasses("outline", "sm")}>
                  {team.name}
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
