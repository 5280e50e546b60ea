// The match record and player statistics (docs/decisions/0028-availability-and-match-squads.md): the
// words and limits of the result form's player rows, the staff statistics screen and its CSV. English
// here; the public team page and the family page say theirs through app/locales (fixtures, family).
// Browser-safe: no zod and no server code.

export const MATCH_RECORD_LIMITS = {
  /** Player rows a result may carry (a squad is 16–18; a team without a squad lists its players). */
  players: 60,
  /** Assists one player may be given in one match. */
  assists: 99,
} as const;

export const MATCH_RECORD_MESSAGES = {
  notInSquad: (name: string) => `${name} is not in this match's squad`,
  notOnTeam: (name: string) => `${name} is not on this team`,
  unknownPlayer: "That player is not in this match's squad",
  duplicatePlayer: "Each player is listed once",
  tallyInvalid: "Goals and assists are whole numbers from 0 to 99",
} as const;

export const PLAYER_STATS_LIMITS = {
  /** Rows of the public "Top scorers" table. */
  topScorers: 10,
} as const;

/** The staff screen's and the CSV's columns, in order. */
export const PLAYER_STATS_COLUMNS = [
  "Player",
  "Position",
  "Appearances",
  "Goals",
  "Assists",
  "Player of the match",
  "Availability answered available",
  "Availability asked",
  "Availability rate",
  "Training present",
  "Training sessions",
  "Training attendance rate",
] as const;

/** A rate as the screens and the CSV show it: "80%", or "–" when nothing was asked or recorded. */
export const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);
