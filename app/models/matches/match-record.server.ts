// The match record beyond the score (docs/decisions/0028-availability-and-match-squads.md): who may be
// credited with a goal, an assist or the player-of-the-match award in a fixture (its squad, or the
// team's current players when no squad was saved), and the assists and award themselves. The only
// module that writes match_contributions; recordResult (./manage.server.ts) calls it inside the result's
// own transaction. Appearances are the squad of a played fixture (match_squads): nothing of their own.
import { asc, eq } from "drizzle-orm";
import { MATCH_RECORD_MESSAGES } from "~/config/player-stats";
import { getDb, type Db } from "~/db/client.server";
import { fixtures, fixtureScorers, matchContributions, matchSquads, players, teamPlayers } from "~/db/schema";
import type { Failure } from "~/utils/result";
import { onTeamNow } from "~/models/squads/on-team.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PickedScorer = { playerId: number; goals: number };
type GuestScorer = { name: string; goals: number };
type Contributions = { assists: { playerId: number; assists: number }[]; playerOfTheMatchId?: number };

type Eligible = { fromSquad: boolean; players: Map<number, string> };

/** Who may be credited in the fixture: its squad when one was saved, else the team's current players (full names: staff only). */
function eligiblePlayers(fixtureId: number, teamId: number): Eligible {
  const db = getDb();
  const squad = db
    .select({ id: players.id, name: players.name })
    .from(matchSquads)
    .innerJoin(players, eq(players.id, matchSquads.playerId))
    .where(eq(matchSquads.fixtureId, fixtureId))
    .orderBy(asc(players.name), asc(players.id))
    .all();
  if (squad.length) return { fromSquad: true, players: new Map(squad.map((row) => [row.id, row.name])) };
  const team = db
    .select({ id: players.id, name: players.name })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(onTeamNow(teamId))
    .orderBy(asc(players.name), asc(players.id))
    .all();
  return { fromSquad: false, players: new Map(team.map((row) => [row.id, row.name])) };
}

/**
 * Checks the credited players of a result against the fixture's squad (or team): a field error naming
 * the first one who is not in it. Answers each picked scorer's name as the scorer row keeps it.
 */
export function checkCredits(
  fixture: { id: number; teamId: number },
  picked: PickedScorer[],
  contributions: Contributions,
): { ok: true; names: Map<number, string> } | Failure<"invalid"> {
  const eligible = eligiblePlayers(fixture.id, fixture.teamId);
  const refuse = (field: string, playerId: number): Failure<"invalid"> => {
    const name = getDb().select({ name: players.name }).from(players).where(eq(players.id, playerId)).get()?.name;
    const message = name ? (eligible.fromSquad ? MATCH_RECORD_MESSAGES.notInSquad(name) : MATCH_RECORD_MESSAGES.notOnTeam(name)) : MATCH_RECORD_MESSAGES.unknownPlayer;
    return { ok: false, reason: "invalid", message, errors: { [field]: [message] } };
  };
  for (const scorer of picked) if (!eligible.players.has(scorer.playerId)) return refuse("scorers", scorer.playerId);
  for (const assist of contributions.assists) if (!eligible.players.has(assist.playerId)) return refuse("assists", assist.playerId);
  if (contributions.playerOfTheMatchId !== undefined && !eligible.players.has(contributions.playerOfTheMatchId)) return refuse("playerOfTheMatchId", contributions.playerOfTheMatchId);
  return { ok: true, names: eligible.players };
}

/** Replaces the fixture's assists and award, in the caller's transaction (the result's). */
export function writeContributions(tx: Tx, fixtureId: number, contributions: Contributions): void {
  tx.delete(matchContributions).where(eq(matchContributions.fixtureId, fixtureId)).run();
  const rows = new Map<number, { assists: number; playerOfTheMatch: boolean }>();
  for (const { playerId, assists } of contributions.assists) rows.set(playerId, { assists: (rows.get(playerId)?.assists ?? 0) + assists, playerOfTheMatch: false });
  if (contributions.playerOfTheMatchId !== undefined) {
    const id = contributions.playerOfTheMatchId;
    rows.set(id, { assists: rows.get(id)?.assists ?? 0, playerOfTheMatch: true });
  }
  if (rows.size) tx.insert(matchContributions).values([...rows].map(([playerId, row]) => ({ fixtureId, playerId, ...row }))).run();
}

/** The words the audit line adds for the assists and the award ("" when there are none). */
export function creditsSummary(contributions: Contributions, names: Map<number, string>): string {
  const assists = contributions.assists.map(({ playerId, assists }) => `${names.get(playerId) ?? `#${playerId}`}${assists > 1 ? ` ${assists}` : ""}`);
  const potm = contributions.playerOfTheMatchId === undefined ? null : (names.get(contributions.playerOfTheMatchId) ?? `#${contributions.playerOfTheMatchId}`);
  return `${assists.length ? `; assists: ${assists.join(", ")}` : ""}${potm ? `; player of the match: ${potm}` : ""}`;
}

type ResultPlayer = { id: number; name: string; goals: number; assists: number; playerOfTheMatch: boolean };

/**
 * The result form's player rows for a fixture (staff: full names): its squad, or the team's current
 * players, each with the goals, assists and award recorded so far; and the guest scorers (typed names).
 */
export function resultPlayers(fixture: { id: number; teamId: number }): { fromSquad: boolean; players: ResultPlayer[]; guests: GuestScorer[] } {
  const db = getDb();
  const eligible = eligiblePlayers(fixture.id, fixture.teamId);
  const scorers = db
    .select({ playerId: fixtureScorers.playerId, name: fixtureScorers.name, goals: fixtureScorers.goals })
    .from(fixtureScorers)
    .where(eq(fixtureScorers.fixtureId, fixture.id))
    .orderBy(asc(fixtureScorers.id))
    .all();
  const contributions = db.select().from(matchContributions).where(eq(matchContributions.fixtureId, fixture.id)).all();
  const goalsOf = new Map(scorers.flatMap((row) => (row.playerId !== null && eligible.players.has(row.playerId) ? [[row.playerId, row.goals] as const] : [])));
  return {
    fromSquad: eligible.fromSquad,
    players: [...eligible.players].map(([id, name]) => {
      const credit = contributions.find((row) => row.playerId === id);
      return { id, name, goals: goalsOf.get(id) ?? 0, assists: credit?.assists ?? 0, playerOfTheMatch: credit?.playerOfTheMatch ?? false };
    }),
    // A scorer on our books who is no longer eligible (moved, erased) stays as a typed name.
    guests: scorers.filter((row) => row.playerId === null || !eligible.players.has(row.playerId)).map(({ name, goals }) => ({ name, goals })),
  };
}

/** The team a fixture is of (for the result form's rows). */
export function fixtureTeam(fixtureId: number): { id: number; teamId: number } | null {
  return getDb().select({ id: fixtures.id, teamId: fixtures.teamId }).from(fixtures).where(eq(fixtures.id, fixtureId)).get() ?? null;
}
