import { CalendarLinks } from "~/components/site/matches/CalendarLinks";
import { useTeamName } from "~/components/site/matches/team-name";
import { Badge } from "~/components/ui/Badge";
import { Icon } from "~/components/ui/Icon";
import { INTL_LOCALE } from "~/config/i18n";
import { useLanguage, useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { venueMapUrl } from "~/utils/venue-map";
import type { FamilyTeam } from "~/schemas/family-views";

/** "Amani and Baraka" in the page's language. */
function useNameList() {
  const language = useLanguage();
  return (names: string[]) => new Intl.ListFormat(INTL_LOCALE[language], { type: "conjunction" }).format(names);
}

/** A training date "YYYY-MM-DD" (Nairobi) as the match days are written: midday there is the same day everywhere it is read. */
const middayOf = (date: string) => `${date}T09:00:00Z`;

/** One team of the family's children: coaches, next matches, training, messages and the calendar feed. */
export function TeamCard({ team }: { team: FamilyTeam }) {
  const t = useT("family");
  const tf = useT("fixtures");
  const format = useFormat();
  const teamName = useTeamName();
  const names = useNameList();
  const headingId = `team-${team.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="rounded-t-xl bg-club-navy px-4 py-4 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-club-orange">{team.ageGroup}</p>
        <h2 id={headingId} className="text-xl font-bold">
          {t("team.heading", { children: names(team.children.map((child) => child.name)), team: teamName(team.name) })}
        </h2>
        <p className="mt-1 text-sm text-slate-200">{team.coaches.length ? t("team.coach", { names: names(team.coaches) }) : t("team.noCoach")}</p>
      </header>

      <div className="space-y-6 p-4">
        <section aria-labelledby={`${headingId}-matches ${headingId}`}>
          <h3 id={`${headingId}-matches`} className="flex items-center gap-2 text-lg font-bold">
            <Icon name="calendar-days" className="size-5 text-club-orange-dark" />
            {t("team.nextMatches")}
          </h3>
          {team.fixtures.length ? (
            <ul className="mt-2 divide-y divide-slate-200">
              {team.fixtures.map((fixture) => (
                <li key={fixture.id} className="py-3" data-testid="family-fixture">
                  <p className="font-semibold">
                    {t("team.versus", { opponent: fixture.opponent })}{" "}
                    <span className="font-normal text-slate-600">({tf(`side.${fixture.homeOrAway}`)})</span>{" "}
                    {fixture.status === "scheduled" ? null : (
                      <Badge variant={fixture.status === "cancelled" ? "destructive" : "warning"}>{tf(`status.${fixture.status}`)}</Badge>
                    )}
                  </p>
                  <p className="text-sm">{tf("match.kickoff", { date: format.fullMatchDate(fixture.kickoffAt), time: format.kickoffTime(fixture.kickoffAt) })}</p>
                  <p className="text-sm text-slate-600">{fixture.competition}</p>
                  <p className="text-sm">
                    <Icon name="map-pin" className="mr-1 inline size-4 text-slate-500" />
                    {fixture.venue}{" "}
                    <a href={venueMapUrl(fixture.venue)} className="whitespace-nowrap font-semibold text-club-orange-dark underline">
                      {tf("match.map")}
                      <span className="sr-only">{tf("match.mapOf", { venue: fixture.venue })}</span>
                    </a>
                  </p>
                  {team.squad
                    .filter((place) => place.fixtureId === fixture.id)
                    .map((place) => (
                      <p key={place.childId} className={`mt-1 text-sm font-semibold ${place.selected ? "text-green-800" : "text-slate-700"}`} data-testid="family-squad">
                        {t(place.selected ? "team.selected" : "team.notSelected", { child: team.children.find((child) => child.id === place.childId)?.name ?? "" })}
                      </p>
                    ))}
                  {fixture.whatToBring ? (
                    <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
                      <span className="font-semibold">{t("team.bring")}</span> <span className="whitespace-pre-line">{fixture.whatToBring}</span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("team.noMatches")}</p>
          )}
        </section>

        <section aria-labelledby={`${headingId}-training ${headingId}`}>
          <h3 id={`${headingId}-training`} className="flex items-center gap-2 text-lg font-bold">
            <Icon name="dumbbell" className="size-5 text-club-orange-dark" />
            {t("team.training")}
          </h3>
          {team.training.length ? (
            <ul className="mt-2 divide-y divide-slate-200 text-sm">
              {team.training.map((session) => (
                <li key={`${session.date}-${session.startsAt}`} className="py-2" data-testid="family-training">
                  <span className={session.cancelledBecause ? "text-slate-500 line-through" : "font-semibold"}>
                    {format.matchDay(middayOf(session.date))}, {format.clockRange(session.startsAt, session.endsAt)}
                  </span>
                  <span className="block text-slate-600">{session.venue}</span>
                  {session.cancelledBecause ? (
                    <span className="mt-1 block font-semibold text-red-800">{t("team.cancelled", { reason: session.cancelledBecause })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("team.noTraining")}</p>
          )}
        </section>

        <section aria-labelledby={`${headingId}-messages ${headingId}`}>
          <h3 id={`${headingId}-messages`} className="flex items-center gap-2 text-lg font-bold">
            <Icon name="megaphone" className="size-5 text-club-orange-dark" />
            {t("team.messages")}
          </h3>
          {team.messages.length ? (
            <ul className="mt-2 space-y-3">
              {team.messages.map((message) => (
                <li key={message.id} className="rounded-md bg-slate-50 p-3" data-testid="family-message">
                  <p className="font-semibold">{message.subject}</p>
                  <p className="text-xs text-slate-600">{t("team.from", { name: message.authorName, date: format.dateTime(message.createdAt) })}</p>
                  <p className="mt-1 whitespace-pre-line text-sm">{message.body}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("team.noMessages")}</p>
          )}
        </section>

        <CalendarLinks feedUrl={team.feedUrl} label={tf("calendar.everyTeamMatch", { team: teamName(team.name) })} />
      </div>
    </section>
  );
}
