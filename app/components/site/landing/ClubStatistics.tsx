import { Skeleton } from "~/components/ui/Skeleton";
import { Icon } from "~/components/ui/Icon";
import { Section, SectionMessage } from "./Section";

type Stats = { activePlayers: number; matchesWon: number; trophies: number; yearsActive: number };

const tiles = [
  { key: "activePlayers", label: "Active players", icon: "users" },
  { key: "matchesWon", label: "Matches won", icon: "goal" },
  { key: "trophies", label: "Trophies", icon: "trophy" },
  { key: "yearsActive", label: "Years active", icon: "calendar-days" },
] as const;

const numberFormat = new Intl.NumberFormat("en-KE");

export function ClubStatistics({ stats, loading }: { stats: Stats | null; loading?: boolean }) {
  return (
    <Section id="stats" title="Club Statistics" tone="navy">
      {loading ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {tiles.map((tile) => (
            <Skeleton key={tile.key} className="h-32 bg-slate-700" />
          ))}
        </div>
      ) : stats ? (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {tiles.map((tile) => (
            // A <dl> group must hold its <dt> before its <dd> and nothing else, so the icon lives in the
            // <dd> and flex-col-reverse (top-aligned by justify-end) shows the number above the label read after it.
            <div key={tile.key} className="stat-tile">
              <dt>{tile.label}</dt>
              <dd>
                <Icon name={tile.icon} />
                {numberFormat.format(stats[tile.key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <SectionMessage retryHref="/?retry=stats#stats">Unable to load club statistics</SectionMessage>
      )}
    </Section>
  );
}
