import CalendarDays from "lucide-react/dist/esm/icons/calendar-days.js";
import Trophy from "lucide-react/dist/esm/icons/trophy.js";
import Users from "lucide-react/dist/esm/icons/users.js";
import Goal from "lucide-react/dist/esm/icons/goal.js";
import { Skeleton } from "~/components/ui/Skeleton";
import { Section, SectionMessage } from "./Section";

type Stats = { activePlayers: number; matchesWon: number; trophies: number; yearsActive: number };

const tiles = [
  { key: "activePlayers", label: "Active players", icon: Users },
  { key: "matchesWon", label: "Matches won", icon: Goal },
  { key: "trophies", label: "Trophies", icon: Trophy },
  { key: "yearsActive", label: "Years active", icon: CalendarDays },
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
            <div
              key={tile.key}
              className="flex flex-col-reverse justify-end rounded-xl bg-white/5 p-6 text-center ring-1 ring-white/10"
            >
              <dt className="mt-1 text-sm text-slate-300">{tile.label}</dt>
              <dd className="text-4xl font-extrabold">
                <tile.icon aria-hidden="true" className="mx-auto mb-2 h-7 w-7 text-club-orange" />
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
