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

/**
 * How a public page names an academy player (a child, Kenya DPA 2019 s.33): the first name and the
 * initial of the last one, "Amani Kariuki" → "Amani K." ("Amani Wanjiru Kariuki" too: the family name
 * comes last). Only for a child whose guardian gave media consent; a one-word name stays as it is.
 */
export function publicAcademyName(fullName: string): string {
  const names = fullName.trim().split(/\s+/).filter(Boolean);
  if (names.length < 2) return names[0] ?? "";
  return `${names[0]} ${Array.from(names[names.length - 1])[0].toLocaleUpperCase("en-KE")}.`;
}
