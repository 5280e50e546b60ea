import { Link } from "@remix-run/react";
import { resultWord } from "~/components/site/fixtures/MatchList";
import { Icon } from "~/components/ui/Icon";
import { club, trainingSchedule } from "~/config/club";
import { matchSides, type FixtureView } from "~/schemas/fixture-views";
import { formatKickoffTime, formatMatchDay } from "~/utils/dates";

type LandingFixtures = { upcoming: FixtureView[]; results: FixtureView[] };

/** Targets of the footer's "Training" and "Fixtures" links; the next matches and latest results from the season. */
export function TrainingAndFixtures({ fixtures }: { fixtures: LandingFixtures | null }) {
  return (
    <section aria-label="Training and fixtures" className="bg-white px-4 pb-4 pt-14 sm:pt-20">
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        <div id="training" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="dumbbell" className="h-6 w-6 text-club-orange-dark" />
            Training
          </h2>
          <p className="mt-1 text-slate-600">At the training ground, {club.address.split(",")[1]?.trim()}.</p>
          <ul className="mt-4 divide-y divide-slate-200 *:flex *:flex-wrap *:justify-between *:gap-x-4 *:py-2">
            {trainingSchedule.map((session) => (
              <li key={session.group}>
                <span className="font-semibold">{session.group}</span>
                <span className="text-slate-700">
                  {session.days}, {session.time}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div id="fixtures" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="calendar-clock" className="h-6 w-6 text-club-orange-dark" />
            Fixtures
          </h2>
          {fixtures ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
              <LandingMatches title="Next matches" matches={fixtures.upcoming} empty="New fixtures are announced soon." />
              <LandingMatches title="Latest results" matches={fixtures.results} empty="No results yet this season." />
            </div>
          ) : (
            <p className="mt-3 text-slate-700">The fixture list is unavailable for a moment.</p>
          )}
          <Link to="/fixtures" className="mt-4 inline-block font-semibold text-club-orange-dark underline">
            All fixtures, results and tables
          </Link>
        </div>
      </div>
    </section>
  );
}

function LandingMatches({ title, matches, empty }: { title: string; matches: FixtureView[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-bold uppercase tracking-wide text-slate-500">{title}</h3>
      {matches.length ? (
        <ul className="mt-2 space-y-2">
          {matches.map((match) => {
            const { home, away } = matchSides(match);
            const played = match.status === "played";
            return (
              <li key={match.id}>
                <Link to={`/fixtures/${match.id}`} className="match-chip">
                  <small>
                    {`${formatMatchDay(match.kickoffAt)}${played ? ` · ${resultWord(match)}` : `, ${formatKickoffTime(match.kickoffAt)}`} · ${match.team.ageGroup}`}
                  </small>
                  <b>{played ? `${home.name} ${home.goals}–${away.goals} ${away.name}` : `${home.name} v ${away.name}`}</b>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}
