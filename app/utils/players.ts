// The one statistic shown for each position.
export type PlayerPosition = "Goalkeeper" | "Defender" | "Midfielder" | "Forward";
type PlayerStats = { position: PlayerPosition; goals: number; assists: number; saves: number; tackles: number };

const statisticOf = {
  Goalkeeper: { key: "saves", label: "Saves" },
  Forward: { key: "goals", label: "Goals" },
  Midfielder: { key: "assists", label: "Assists" },
  Defender: { key: "tackles", label: "Tackles" },
} as const;

export function positionStatistic(player: PlayerStats): { key: (typeof statisticOf)[PlayerPosition]["key"]; label: string; value: number } {
  const { key, label } = statisticOf[player.position];
  return { key, label, value: player[key] };
}
