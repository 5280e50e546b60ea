// The shapes the fixtures area's pages and JSON API answer with, and the names they derive, safe for the
// browser (components take their props from here; the model in app/models/matches/ fills them).
import { club } from "~/config/club";
import type { CompetitionKind, FixtureStatus, HomeOrAway } from "~/config/fixtures";
import type { TableRow } from "~/utils/league-table";

/** Our side's name in fixtures and tables. */
export const OUR_CLUB = club.shortName;

export type TeamSummary = { id: number; slug: string; name: string; ageGroup: string };
export type CompetitionSummary = { id: number; slug: string; name: string; kind: CompetitionKind; season: string };

export type FixtureView = {
  id: number;
  team: TeamSummary;
  competition: CompetitionSummary;
  opponent: string;
  homeOrAway: HomeOrAway;
  /** "Rising Stars FC U-13 v Kibera Lions": the home side first. */
  title: string;
  venue: string;
  kickoffAt: string;
  status: FixtureStatus;
  /** Scheduled, its kick-off passed, no result recorded yet: "result to come" (the staff's "to record"). */
  awaitingResult: boolean;
  ourScore: number | null;
  opponentScore: number | null;
  walkover: "us" | "opponent" | null;
  scorers: { name: string; goals: number }[];
  report: { id: number; slug: string; title: string } | null;
  revision: number;
  updatedAt: string;
};

export type LeagueTable = { competition: CompetitionSummary; rows: TableRow[]; ourClub: string | null };

/** "Rising Stars FC U-13" for a youth team, "Rising Stars FC" for the seniors. */
export const ourSideName = (team: Pick<TeamSummary, "ageGroup">) => (team.ageGroup.startsWith("U-") ? `${OUR_CLUB} ${team.ageGroup}` : OUR_CLUB);

export function fixtureTitle(fixture: Pick<FixtureView, "team" | "opponent" | "homeOrAway">): string {
  const us = ourSideName(fixture.team);
  return fixture.homeOrAway === "home" ? `${us} v ${fixture.opponent}` : `${fixture.opponent} v ${us}`;
}

/** "2–1" from our side, or null before a result. */
export const ourScoreLine = (fixture: Pick<FixtureView, "ourScore" | "opponentScore">) =>
  fixture.ourScore === null || fixture.opponentScore === null ? null : `${fixture.ourScore}–${fixture.opponentScore}`;

/** How a played match went, from our side: the key of its word under `fixtures:outcome`. */
export function matchOutcome(match: Pick<FixtureView, "ourScore" | "opponentScore">): "won" | "drawn" | "lost" | null {
  if (match.ourScore === null || match.opponentScore === null) return null;
  return match.ourScore > match.opponentScore ? "won" : match.ourScore === match.opponentScore ? "drawn" : "lost";
}

/** The two sides in the order they are named (home first) with their goals (null before a result). */
export function matchSides(fixture: Pick<FixtureView, "team" | "opponent" | "homeOrAway" | "ourScore" | "opponentScore">) {
  const us = { name: ourSideName(fixture.team), goals: fixture.ourScore };
  const them = { name: fixture.opponent, goals: fixture.opponentScore };
  return fixture.homeOrAway === "home" ? { home: us, away: them } : { home: them, away: us };
}

/** "Rising Stars FC U-13 2–1 Kibera Lions": the score in the order the sides are named. */
export function resultLine(fixture: Parameters<typeof matchSides>[0]): string {
  const { home, away } = matchSides(fixture);
  return `${home.name} ${home.goals ?? "–"}–${away.goals ?? "–"} ${away.name}`;
}
