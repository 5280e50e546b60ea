import { INTL_LOCALE } from "~/config/i18n";
import type { FamilyChildSeason, FamilyPage } from "~/schemas/family-views";
import { useLanguage, useT } from "~/utils/i18n";

/**
 * On /family: each own child's figures of their team's current season (matches played, goals, assists,
 * training attendance). The lines come only for the guardian's own children (player-stats.server.ts).
 */
export function ChildSeasons({ seasons, teams }: { seasons: FamilyChildSeason[]; teams: FamilyPage["teams"] }) {
  const t = useT("family");
  const language = useLanguage();
  const number = new Intl.NumberFormat(INTL_LOCALE[language]);
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], { style: "percent" });
  const names = new Map(teams.flatMap((team) => team.children.map((child) => [child.id, child.name] as const)));
  if (!seasons.length) return null;
  return (
    <>
      {seasons.map((line) => {
        const id = `season-${line.playerId}`;
        return (
          <section key={id} aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="family-season">
            <h2 id={id} className="text-lg font-bold">
              {t("season.heading", { child: names.get(line.playerId) ?? "", season: line.season })}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {(
                [
                  ["appearances", number.format(line.appearances)],
                  ["goals", number.format(line.goals)],
                  ["assists", number.format(line.assists)],
                  ["attendance", line.attendanceRate === null ? t("season.notRecorded") : percent.format(line.attendanceRate)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs font-semibold text-slate-600">{t(`season.${key}`)}</dt>
                  <dd className="text-lg font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
