// A league table computed from results: three points for a win, one for a draw; ties are broken by goal
// difference, then goals scored, then name (so equal rows keep a stable order). Only played matches with
// both scores count: scheduled, postponed and cancelled ones give their clubs a row of zeros and nothing
// more. A walkover (a match awarded to one side without being played out) counts as a WALKOVER_SCORE win
// for that side, whatever its status and scores say.

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;
export const WALKOVER_SCORE = { winner: 3, loser: 0 } as const;

export type TableMatch = {
  home: string;
  away: string;
  status: "scheduled" | "played" | "postponed" | "cancelled";
  homeGoals: number | null;
  awayGoals: number | null;
  /** The side the match was awarded to, when it was not played out. */
  walkover?: "home" | "away" | null;
};

export type TableRow = {
  position: number;
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
};

type Tally = Omit<TableRow, "position" | "goalDifference" | "points">;

const emptyTally = (club: string): Tally => ({ club, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 });

function record(tally: Tally, scored: number, conceded: number) {
  tally.played += 1;
  tally.goalsFor += scored;
  tally.goalsAgainst += conceded;
  if (scored > conceded) tally.won += 1;
  else if (scored === conceded) tally.drawn += 1;
  else tally.lost += 1;
}

/** Compares two clubs' names the same way whatever the capitalisation or surrounding spaces. */
const clubKey = (name: string) => name.trim().toLocaleLowerCase("en");

function countedScore(match: TableMatch): { home: number; away: number } | null {
  if (match.walkover === "home") return { home: WALKOVER_SCORE.winner, away: WALKOVER_SCORE.loser };
  if (match.walkover === "away") return { home: WALKOVER_SCORE.loser, away: WALKOVER_SCORE.winner };
  if (match.status !== "played" || match.homeGoals === null || match.awayGoals === null) return null;
  return { home: match.homeGoals, away: match.awayGoals };
}

export function leagueTable(matches: readonly TableMatch[]): TableRow[] {
  const tallies = new Map<string, Tally>();
  const tallyFor = (club: string) => {
    const key = clubKey(club);
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = emptyTally(club.trim())));
    return tally;
  };
  for (const match of matches) {
    const home = tallyFor(match.home);
    const away = tallyFor(match.away);
    const score = countedScore(match);
    if (!score) continue;
    record(home, score.home, score.away);
    record(away, score.away, score.home);
  }
  return [...tallies.values()]
    .map((t) => ({
      ...t,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: t.won * POINTS.win + t.drawn * POINTS.draw + t.lost * POINTS.loss,
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.club.localeCompare(b.club, "en"),
    )
    .map((row, index) => ({ position: index + 1, ...row }));
}
