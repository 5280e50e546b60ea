import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";
import { useFormat } from "~/utils/use-format";
import { Section, SectionMessage } from "./Section";

type Stats = { activePlayers: number; matchesWon: number; trophies: number; yearsActive: number };

// Each tile's label is "landing:stats.<key>".
const tiles = [
  { key: "activePlayers", icon: "users" },
  { key: "matchesWon", icon: "goal" },
  { key: "trophies", icon: "trophy" },
  { key: "yearsActive", icon: "calendar-days" },
] as const;

export function ClubStatistics({ stats }: { stats: Stats | null }) {
  const t = useT("landing");
  const format = useFormat();
  return (
    <Section id="stats" title={t("stats.title")} tone="navy">
      {stats ? (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {tiles.map((tile) => (
            // A <dl> group must hold its <dt> before its <dd> and nothing else, so the icon lives in the
            // <dd> and flex-col-reverse (top-aligned by justify-end) shows the number above the label read after it.
            <div key={tile.key} className="stat-tile">
              <dt>{t(`stats.${tile.key}`)}</dt>
              <dd>
                <Icon name={tile.icon} />
                {format.number(stats[tile.key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <SectionMessage retryHref="/?retry=stats#stats">{t("stats.unavailable")}</SectionMessage>
      )}
    </Section>
  );
}
