import { positionStatistic, type PlayerPosition } from "~/utils/players";
import { useT } from "~/utils/i18n";
import { CardRow } from "./CardRow";
import { ProfileCard } from "./ProfileCard";
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

export function MeetOurTeam({ players }: { players: Player[] | null }) {
  const t = useT("landing");
  return (
    <Section id="team" title={t("team.title")} lead={t("team.lead")}>
      {players && players.length > 0 ? (
        <CardRow
          id="team-list"
          label={t("team.listLabel")}
          seeAll={t("team.seeAll", { count: players.length })}
          grid="sm:grid-cols-2 lg:grid-cols-4"
        >
          {players.map((player) => {
            const statistic = positionStatistic(player);
            return (
              <ProfileCard
                key={player.id}
                name={player.name}
                imageUrl={player.imageUrl}
                subtitle={t("team.subtitle", { position: t(`team.positions.${player.position}`), age: player.age })}
              >
                <p className="bio">{player.bio}</p>
                <dl className="stat-row">
                  <dt>{t(`team.statistics.${statistic.key}`)}</dt>
                  <dd>{statistic.value}</dd>
                </dl>
              </ProfileCard>
            );
          })}
        </CardRow>
      ) : (
        <SectionMessage retryHref={players ? undefined : "/?retry=players#team"}>
          {t("team.empty")}
        </SectionMessage>
      )}
    </Section>
  );
}
