import { Skeleton } from "~/components/ui/Skeleton";
import { positionStatistic, type PlayerPosition } from "~/utils/players";
import { Section, SectionMessage } from "./Section";

type Player = {
  id: number;
  name: string;
  imageUrl: string;
  position: PlayerPosition;
  bio: string;
  age: number;
  goals: number;
  assists: number;
  saves: number;
  tackles: number;
};

export function MeetOurTeam({ players, loading }: { players: Player[] | null; loading?: boolean }) {
  return (
    <Section id="team" title="Meet Our Team" lead="The players carrying the Rising Stars badge this season.">
      {loading ? (
        <PlayersSkeleton />
      ) : players && players.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {players.map((player) => {
            const statistic = positionStatistic(player);
            return (
              <li key={player.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <img
                  src={player.imageUrl}
                  alt={`Portrait of ${player.name}`}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold">{player.name}</h3>
                  <p className="text-sm font-semibold text-club-orange-dark">
                    {player.position} · Age {player.age}
                  </p>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{player.bio}</p>
                  <dl className="mt-4 flex items-baseline justify-between rounded-lg bg-slate-50 px-3 py-2">
                    <dt className="text-sm text-slate-600">{statistic.label}</dt>
                    <dd className="text-xl font-extrabold">{statistic.value}</dd>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <SectionMessage retryHref={players ? undefined : "/?retry=players#team"}>
          No players available at the moment
        </SectionMessage>
      )}
    </Section>
  );
}

export function PlayersSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="players-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
