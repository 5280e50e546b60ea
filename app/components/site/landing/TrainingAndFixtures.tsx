import { Link } from "@remix-run/react";
import { resultWord } from "~/components/site/matches/MatchList";
import { Icon } from "~/components/ui/Icon";
import { trainingSchedule } from "~/config/club";
import { matchSides, OUR_CLUB, type FixtureView } from "~/schemas/fixture-views";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";

type LandingFixtures = { upcoming: FixtureView[]; results: FixtureView[] };

/** Targets of the footer's "Training" and "Fixtures" links; the next matches and latest results from the season. */
export function TrainingAndFixtures({ fixtures }: { fixtures: LandingFixtures | null }) {
  const t = useT("landing");
  const tc = useT();
  const format = useFormat();
  return (
    <section aria-label={t("training.sectionLabel")} className="bg-white px-4 pb-4 pt-10 sm:pt-20">
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        <div id="training" className="info-card">
          <h2>
            <Icon name="dumbbell" />
            {t("training.title")}
          </h2>
          <p className="mt-1 text-slate-600">{t("training.where", { place: tc("club.place") })}</p>
          <ul className="sessions">
            {/* Session n of the schedule is "landing:training.sessions.<n>" (from 1). */}
            {trainingSchedule.map((session, index) => (
              <li key={session.group}>
                <b>{t(`training.sessions.${index + 1}.group`)}</b>
                <span>{`${t(`training.sessions.${index + 1}.days`)}, ${format.clockRange(session.from, session.to)}`}</span>
              </li>
            ))}
          </ul>
        </div>
        <div id="fixtures" className="info-card">
          <h2>
            <Icon name="calendar-clock" />
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
          <Link discover="none" to="/fixtures" className="mt-4 inline-block font-semibold text-club-orange-dark underline">
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
      <h3>{title}</h3>
      {matches.length ? (
        <ul className="mt-2 space-y-2">
          {matches.map((match) => {
            const { home, away } = matchSides(match);
            const played = match.status === "played";
            return (
              <li key={match.id}>
                <Link discover="none" to={`/fixtures/${match.id}`} className="match-chip">
                  <small>
                    {`${format.matchDay(match.kickoffAt)}${played ? ` · ${t(`fixtures.result.${resultWord(match).toLowerCase()}`)}` : `, ${format.kickoffTime(match.kickoffAt)}`} · ${match.team.ageGroup}`}
                  </small>
                  <b>
                    <SideName name={home.name} />
                    {` ${played ? `${home.goals}–${away.goals}` : t("fixtures.versus")} `}
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
    <>
      <span>{OUR_CLUB}</span> <span>{name.slice(OUR_CLUB.length + 1)}</span>
    </>
  );
}
