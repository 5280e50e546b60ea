import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { feedUrl } from "~/models/matches/calendar.server";
import { languageOfRequest } from "~/services/language.server";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CalendarLinks } from "~/components/site/matches/CalendarLinks";
import { MatchBadge } from "~/components/site/matches/MatchList";
import { LeagueTableView } from "~/components/site/matches/LeagueTableView";
import { buttonClasses } from "~/components/ui/Button";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { club } from "~/config/club";
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/config/i18n";
import { competitionTable, getFixture } from "~/models/matches/season.server";
import { matchOutcome, matchSides, resultLine } from "~/schemas/fixture-views";
import { formatFullMatchDate } from "~/utils/dates";
import { metaTranslator, useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { useTeamName } from "~/components/site/matches/team-name";
import { parseId } from "~/utils/ids";
import { venueMapUrl } from "~/utils/venue-map";

export const handle = { i18n: ["fixtures", "messages/fixtures"] };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches, "fixtures");
  if (!data) return [{ title: t("match.metaNotFound", { club: club.shortName }) }];
  const { fixture } = data;
  const language = (matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE;
  return [
    { title: `${fixture.status === "played" ? resultLine(fixture) : fixture.title} | ${club.shortName}` },
    {
      name: "description",
      content: t("match.metaDescription", {
        competition: fixture.competition.name,
        title: fixture.title,
        date: formatFullMatchDate(fixture.kickoffAt, language),
        venue: fixture.venue,
      }),
    },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fixture = id ? getFixture(id) : null;
  if (!fixture) throw new Response("Match not found", { status: 404 });
  // One address per match: "/fixtures/012" is "/fixtures/12".
  if (params.id !== String(fixture.id)) throw redirect(`/fixtures/${fixture.id}`, 301);
  return {
    fixture,
    table: fixture.competition.kind === "league" ? competitionTable(fixture.competition.id) : null,
    teamFeedUrl: feedUrl(fixture.team.slug, languageOfRequest(request)),
  };
}


export default function MatchPage() {
  const { fixture, table, teamFeedUrl } = useLoaderData<typeof loader>();
  const t = useT("fixtures");
  const teamName = useTeamName();
  const format = useFormat();
  const language = useLanguage();
  const { home, away } = matchSides(fixture);
  const played = fixture.status === "played";
  /** "Won", or "Won (awarded)" when the result was a walkover. */
  const playedBadge = () => {
    const outcome = t(`outcome.${matchOutcome(fixture)}`);
    return fixture.walkover ? t("outcome.awarded", { outcome }) : outcome;
  };
  return (
    <div className="bg-slate-50">
      <section className="bg-club-navy text-white">
        <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-club-orange">
            <Link to={`/competitions/${fixture.competition.slug}`} className="underline">
              {fixture.competition.name}
            </Link>
          </p>
          <h1 className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center text-2xl font-extrabold sm:text-4xl">
            <span>{home.name}</span>
            <span className="rounded-md bg-white/10 px-3 py-1 tabular-nums">{played ? `${home.goals}–${away.goals}` : t("match.versus")}</span>
            <span>{away.name}</span>
          </h1>
          <p className="mt-4 text-center text-slate-200">
            {t("match.kickoff", { date: format.fullMatchDate(fixture.kickoffAt), time: format.kickoffTime(fixture.kickoffAt) })}
          </p>
          {fixture.status === "scheduled" && !fixture.awaitingResult ? null : (
            <p className="mt-3 text-center">
              <MatchBadge match={fixture} outcome={played ? playedBadge() : undefined} />
            </p>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <dl className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("match.venue")}</dt>
            <dd>
              {fixture.venue}{" "}
              <a href={venueMapUrl(fixture.venue)} className="whitespace-nowrap font-semibold text-club-orange-dark underline">
                {t("match.map")}
                <span className="sr-only">{t("match.mapOf", { venue: fixture.venue })}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("match.team")}</dt>
            <dd>
              <Link to={`/teams/${fixture.team.slug}`} className="underline">
                {teamName(fixture.team.name)}
              </Link>{" "}
              {t(`match.${fixture.homeOrAway}`)}
            </dd>
          </div>
          {played ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">{t("match.scorers")}</dt>
              <dd>
                {fixture.scorers.length
                  ? new Intl.ListFormat(INTL_LOCALE[language], { type: "unit" }).format(
                      fixture.scorers.map((s) => (s.goals > 1 ? `${s.name} (${s.goals})` : s.name)),
                    )
                  : t("match.noScorers")}
              </dd>
            </div>
          ) : null}
          {fixture.report ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">{t("match.report")}</dt>
              <dd>
                <Link to={`/blog/${fixture.report.slug}`} className="font-semibold text-club-orange-dark underline">
                  {fixture.report.title}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {fixture.status === "cancelled" || played || fixture.awaitingResult ? null : (
          <p>
            <a href={`/fixtures/${fixture.id}/calendar.ics`} className={buttonClasses("default")} download>
              {t("match.addToCalendar")}
            </a>
          </p>
        )}
        {table ? <LeagueTableView table={table} /> : null}
        <CalendarLinks feedUrl={teamFeedUrl} label={t("calendar.everyTeamMatch", { team: teamName(fixture.team.name) })} />
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
