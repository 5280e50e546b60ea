import { Link } from "@remix-run/react";
import { resultWord } from "~/components/site/fixtures/MatchList";
import { Icon } from "~/components/ui/Icon";
import { club, trainingSchedule } from "~/config/club";
import { matchSides, OUR_CLUB, type FixtureView } from "~/schemas/fixture-views";
import { useFormat, useT } from "~/utils/i18n";

type LandingFixtures = { upcoming: FixtureView[]; results: FixtureView[] };

/** Targets of the footer's "Training" and "Fixtures" links; the next matches and latest results from the season. */
export function TrainingAndFixtures({ fixtures }: { fixtures: LandingFixtures | null }) {
  const t = useT("landing");
  return (
    <section aria-label={t("training.sectionLabel")} className="bg-white px-4 pb-4 pt-14 sm:pt-20">
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        <div id="training" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="dumbbell" className="h-6 w-6 text-club-orange-dark" />
            {t("training.title")}
          </h2>
          <p className="mt-1 text-slate-600">{t("training.where", { place: club.address.split(",")[1]?.trim() ?? "" })}</p>
          <ul className="mt-4 divide-y divide-slate-200 *:flex *:flex-wrap *:justify-between *:gap-x-4 *:py-2">
            {/* Session n of the schedule is "landing:training.sessions.<n>" (from 1). */}
            {trainingSchedule.map((session, index) => (
              <li key={session.group}>
                <span className="font-semibold">{t(`training.sessions.${index + 1}.group`)}</span>
                <span className="text-slate-700">{t(`training.sessions.${index + 1}.when`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div id="fixtures" className="scroll-mt-20 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="calendar-clock" className="h-6 w-6 text-club-orange-dark" />
            {t("fixtures.title")}
          </h2>
          {fixtures ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
              <LandingMatches title={t("fixtures.next")} matches={fixtures.upcoming} empty={t("fixtures.noneUpcoming")} />
              <LandingMatches title={t("fixtures.latest")} matches={fixtures.results} empty={t("fixtures.noneResults")} />
            </div>
          ) : (
            <p className="mt-3 text-slate-700">{t("fixtures.unavailable")}</p>
          )}
          <Link to="/fixtures" className="mt-4 inline-block font-semibold text-club-orange-dark underline">
            {t("fixtures.all")}
          </Link>
        </div>
      </div>
    </section>
  );
}

function LandingMatches({ title, matches, empty }: { title: string; matches: FixtureView[]; empty: string }) {
  const t = useT("landing");
  const format = useFormat();
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
                    {`${format.matchDay(match.kickoffAt)}${played ? ` · ${t(`fixtures.result.${resultWord(match).toLowerCase()}`)}` : `, ${format.kickoffTime(match.kickoffAt)}`} · ${match.team.ageGroup}`}
                  </small>
                  <b>
                    <SideName name={home.name} /> {played ? `${home.goals}–${away.goals}` : t("fixtures.versus")}{" "}
                    <SideName name={away.name} />
                  </b>
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

/**
 * A side's name in its own element, and ours as the club and its age group ("Rising Stars FC" "U-13"):
 * names read the same in every language, unlike the words and scores between them.
 */
function SideName({ name }: { name: string }) {
  if (!name.startsWith(`${OUR_CLUB} `)) return <span>{name}</span>;
  return (
    <span>
      <span>{OUR_CLUB}</span> <span>{name.slice(OUR_CLUB.length + 1)}</span>
    </span>
  );
}
