import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { feedUrl } from "~/models/matches/calendar.server";
import { languageOfRequest } from "~/services/language.server";
import { Link, useLoaderData } from "@remix-run/react";
import { CalendarLinks } from "~/components/site/matches/CalendarLinks";
import { LeagueTableView } from "~/components/site/matches/LeagueTableView";
import { MatchList } from "~/components/site/matches/MatchList";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { SQUAD_POSITIONS } from "~/config/teams";
import { coachProfileHref } from "~/services/club-staff.server";
import { getTeamPage } from "~/models/matches/season.server";
import { metaTranslator, useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { useTeamName } from "~/components/site/matches/team-name";
import { teamNameIn } from "~/utils/team-name";
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";

export const handle = { i18n: ["fixtures", "messages/fixtures"] };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches, "fixtures");
  const language = (matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE;
  return data
    ? [
        { title: `${teamNameIn(data.team.name, language, t)} | ${club.shortName}` },
        { name: "description", content: t("team.metaDescription", { club: club.shortName, team: teamNameIn(data.team.name, language, t) }) },
      ]
    : [{ title: t("team.metaNotFound", { club: club.shortName }) }];
};

/** How many of the team's results the page lists (the fixtures page has them all). */
const RECENT_RESULTS = 6;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = getTeamPage(params.slug ?? "");
  if (!page) throw new Response("Team not found", { status: 404 });
  return {
    ...page,
    // A coach who is one of the club's coaching staff links to their card on the home page.
    coaches: page.coaches.map((name) => ({ name, href: coachProfileHref(name) })),
    results: page.results.slice(0, RECENT_RESULTS),
    feedUrl: feedUrl(page.team.slug, languageOfRequest(request)),
  };
}

export default function TeamPage() {
  const { team, coaches, training, cancelledTraining, squad, upcoming, results, tables, topScorers, feedUrl } = useLoaderData<typeof loader>();
  const t = useT("fixtures");
  const format = useFormat();
  const teamName = useTeamName();
  // Swahili writes a time of day one way everywhere (utils/dates.ts); English keeps "16:00–18:00".
  const swahili = useLanguage() === "sw";
  // The squad's positions are the club's fixed choices; anything else shows as stored.
  const position = (stored: string) => (SQUAD_POSITIONS.includes(stored) ? t(`positions.${stored}`) : stored);
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
          <p className="font-semibold uppercase tracking-wide text-club-orange">{team.ageGroup}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-5xl">{teamName(team.name)}</h1>
          {coaches.map((coach) => (
            <p key={coach.name} className="mt-3 text-lg text-slate-200">
              {coach.href ? (
                <a href={coach.href} className="underline decoration-club-orange underline-offset-4 hover:text-white">
                  {t("team.coach", { name: coach.name })}
                </a>
              ) : (
                t("team.coach", { name: coach.name })
              )}
            </p>
          ))}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <section aria-labelledby="team-upcoming">
            <h2 id="team-upcoming" className="mb-3 text-2xl font-bold">
              {t("comingUp")}
            </h2>
            <MatchList matches={upcoming} empty={t("team.noUpcoming")} />
          </section>
          <section aria-labelledby="team-results">
            <h2 id="team-results" className="mb-3 text-2xl font-bold">
              {t("team.latestResults")}
            </h2>
            <MatchList matches={results} empty={t("team.noResults")} />
            <p className="mt-2 text-sm">
              <Link to={`/fixtures?team=${team.slug}`} className="font-semibold underline">
                {t("team.allFixtures", { team: teamName(team.name) })}
              </Link>
            </p>
          </section>
          {topScorers.season && topScorers.scorers.length ? (
            <section aria-labelledby="team-scorers">
              <h2 id="team-scorers" className="mb-3 text-2xl font-bold">
                {t("team.topScorers", { season: topScorers.season })}
              </h2>
              <table className="w-full rounded-lg bg-white text-sm ring-1 ring-slate-200" data-testid="top-scorers">
                <thead>
                  <tr className="border-b border-slate-200 text-left">
                    <th scope="col" className="px-3 py-2">
                      {t("team.scorer")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t("team.goals")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      {t("team.appearances")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {topScorers.scorers.map((scorer) => (
                    <tr key={scorer.playerId} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        {scorer.name}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{scorer.goals}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{scorer.appearances}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-xs text-slate-600">{t("team.topScorersNote")}</p>
            </section>
          ) : null}
          {tables.map((table) => (
            <section key={table.competition.id} aria-label={t("team.tableLabel", { competition: table.competition.name })}>
              <LeagueTableView table={table} />
            </section>
          ))}
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="team-training" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <h2 id="team-training" className="text-lg font-bold">
              {t("team.training")}
            </h2>
            {training.length ? (
              <ul className="mt-2 divide-y divide-slate-200 text-sm">
                {training.map((session) => (
                  <li key={`${session.weekday}-${session.startsAt}`} className="py-2">
                    <span className="font-semibold">{t(`weekdays.${session.weekday}`)}</span>,{" "}
                    {swahili ? format.clockRange(session.startsAt, session.endsAt) : `${session.startsAt}–${session.endsAt}`}
                    <span className="block text-slate-600">{session.venue}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("team.noTraining")}</p>
            )}
            {cancelledTraining.length ? (
              <div className="mt-3 rounded-md bg-amber-50 p-3 ring-1 ring-amber-300">
                <h3 className="text-sm font-bold">{t("team.cancelledTraining")}</h3>
                <ul className="mt-1 space-y-2 text-sm">
                  {cancelledTraining.map((session) => (
                    <li key={`${session.date}-${session.startsAt}`}>
                      <span className="font-semibold">
                        {format.fullMatchDate(`${session.date}T12:00:00+03:00`)}, {swahili ? format.clockRange(session.startsAt, session.endsAt) : `${session.startsAt}–${session.endsAt}`}
                      </span>
                      <span className="block">{t("team.cancelledBecause", { reason: session.reason })}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
          <CalendarLinks feedUrl={feedUrl} label={t("calendar.everyTeamMatch", { team: teamName(team.name) })} />
          {squad.length ? (
            <section aria-labelledby="team-squad" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <h2 id="team-squad" className="text-lg font-bold">
                {t("team.squad")}
              </h2>
              <ul className="mt-2 text-sm">
                {squad.map((player) => (
                  <li key={player.id} className="flex justify-between gap-2 py-1">
                    <span>{player.name}</span>
                    <span className="text-slate-600">{position(player.position)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
