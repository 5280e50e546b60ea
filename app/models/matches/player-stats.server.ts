// Player statistics per team and season (docs/decisions/0028-availability-and-match-squads.md), computed
// by SQL aggregates in one statement whatever the number of players and matches: appearances (squad
// players of played fixtures; a walkover has none), goals (fixture_scorers with the player), assists and
// player-of-the-match awards (match_contributions), the availability rate (answers "available" / the
// team's requests the player was asked while on the team) and the training attendance rate (present /
// sessions recorded). A season is the competition's `season`; requests for a training session and
// attendance count in the season whose fixtures, club-wide, span their date.
// Read-only: the tables belong to their models (matches, match-record, availability, training).
import { sql } from "drizzle-orm";
import { PLAYER_STATS_COLUMNS, PLAYER_STATS_LIMITS, percent } from "~/config/player-stats";
import { getDb } from "~/db/client.server";
import { memoByKeyUntilWritten } from "~/db/table-tracking.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { findTeam } from "~/models/squads/team-news.server";
import type { FamilyChildSeason } from "~/schemas/family-views";
import { todayInNairobi } from "~/utils/age";
import { nairobiDayStartUtc } from "~/utils/analytics";
import { firstNameAndInitial } from "~/utils/child-name";
import { csvOf } from "~/utils/csv.server";
import type { Result } from "~/utils/result";
import { addDays } from "~/utils/training-week";

type PlayerSeasonLine = {
  playerId: number;
  name: string;
  kind: "senior" | "academy";
  position: string;
  mediaConsent: boolean;
  /** On the team now (not archived, not erased). */
  current: boolean;
  appearances: number;
  goals: number;
  assists: number;
  playerOfTheMatch: number;
  availableAnswers: number;
  asked: number;
  /** available / asked; null when the player was never asked. */
  availabilityRate: number | null;
  trainingPresent: number;
  trainingSessions: number;
  /** present / sessions recorded; null when none was recorded. */
  attendanceRate: number | null;
};

type Row = Omit<PlayerSeasonLine, "mediaConsent" | "current" | "availabilityRate" | "attendanceRate"> & { mediaConsent: number; current: number };

/** Every player with a figure for `teamId` in `season`, and every current player of the team (zeros). */
export function teamSeasonStatistics(teamId: number, season: string): PlayerSeasonLine[] {
  const rows = getDb().all<Row>(sql`
    WITH season_fixtures AS (
      SELECT f.id, f.walkover FROM fixtures f JOIN competitions c ON c.id = f.competition_id
      WHERE f.team_id = ${teamId} AND c.season = ${season} AND f.status = 'played'
    ),
    span AS (
      SELECT date(min(f.kickoff_at), '+3 hours') AS first_day, date(max(f.kickoff_at), '+3 hours') AS last_day
      FROM fixtures f JOIN competitions c ON c.id = f.competition_id WHERE c.season = ${season}
    ),
    season_requests AS (
      SELECT r.id, r.created_at FROM availability_requests r
      LEFT JOIN fixtures rf ON rf.id = r.fixture_id LEFT JOIN competitions rc ON rc.id = rf.competition_id CROSS JOIN span
      WHERE r.team_id = ${teamId}
        AND CASE WHEN r.fixture_id IS NOT NULL THEN rc.season = ${season}
                 ELSE date(r.starts_at, '+3 hours') BETWEEN span.first_day AND span.last_day END
    ),
    appearances AS (
      SELECT ms.player_id, count(*) AS n FROM match_squads ms JOIN season_fixtures sf ON sf.id = ms.fixture_id
      WHERE sf.walkover IS NULL GROUP BY ms.player_id
    ),
    goals AS (
      SELECT fs.player_id, sum(fs.goals) AS n FROM fixture_scorers fs JOIN season_fixtures sf ON sf.id = fs.fixture_id
      WHERE fs.player_id IS NOT NULL GROUP BY fs.player_id
    ),
    contributions AS (
      SELECT mc.player_id, sum(mc.assists) AS assists, sum(mc.player_of_the_match) AS potm
      FROM match_contributions mc JOIN season_fixtures sf ON sf.id = mc.fixture_id GROUP BY mc.player_id
    ),
    -- Asked: on the team when the request was opened (its move history), or sent a link, or answered.
    asked_pairs AS (
      SELECT m.player_id, sr.id AS request_id FROM season_requests sr
      JOIN team_moves m ON m.to_team_id = ${teamId} AND m.moved_at <= sr.created_at
      WHERE NOT EXISTS (SELECT 1 FROM team_moves later WHERE later.player_id = m.player_id AND later.moved_at > m.moved_at AND later.moved_at <= sr.created_at)
      UNION SELECT t.player_id, t.request_id FROM availability_tokens t JOIN season_requests sr ON sr.id = t.request_id
      UNION SELECT a.player_id, a.request_id FROM availability_answers a JOIN season_requests sr ON sr.id = a.request_id
    ),
    asked AS (SELECT player_id, count(*) AS n FROM asked_pairs GROUP BY player_id),
    answered AS (
      SELECT a.player_id, sum(a.answer = 'available') AS n FROM availability_answers a JOIN season_requests sr ON sr.id = a.request_id
      GROUP BY a.player_id
    ),
    training AS (
      SELECT ta.player_id, count(*) AS sessions, sum(ta.present) AS present FROM training_attendance ta CROSS JOIN span
      WHERE ta.team_id = ${teamId} AND ta.training_date BETWEEN span.first_day AND span.last_day GROUP BY ta.player_id
    ),
    roster AS (
      SELECT player_id FROM team_players WHERE team_id = ${teamId}
      UNION SELECT player_id FROM appearances UNION SELECT player_id FROM goals UNION SELECT player_id FROM contributions
      UNION SELECT player_id FROM answered UNION SELECT player_id FROM training
    )
    SELECT p.id AS playerId, p.name AS name, p.kind AS kind, p.position AS position, p.media_consent AS mediaConsent,
      (p.archived_at IS NULL AND p.erased_at IS NULL AND EXISTS (SELECT 1 FROM team_players tp WHERE tp.player_id = p.id AND tp.team_id = ${teamId})) AS "current",
      coalesce(ap.n, 0) AS appearances, coalesce(g.n, 0) AS goals, coalesce(c.assists, 0) AS assists, coalesce(c.potm, 0) AS playerOfTheMatch,
      coalesce(an.n, 0) AS availableAnswers, coalesce(ak.n, 0) AS asked,
      coalesce(tr.present, 0) AS trainingPresent, coalesce(tr.sessions, 0) AS trainingSessions
    FROM roster r JOIN players p ON p.id = r.player_id
    LEFT JOIN appearances ap ON ap.player_id = p.id LEFT JOIN goals g ON g.player_id = p.id
    LEFT JOIN contributions c ON c.player_id = p.id LEFT JOIN answered an ON an.player_id = p.id
    LEFT JOIN asked ak ON ak.player_id = p.id LEFT JOIN training tr ON tr.player_id = p.id
    ORDER BY p.name, p.id
  `);
  return rows.map((row) => ({
    ...row,
    mediaConsent: Boolean(row.mediaConsent),
    current: Boolean(row.current),
    availabilityRate: row.asked ? row.availableAnswers / row.asked : null,
    attendanceRate: row.trainingSessions ? row.trainingPresent / row.trainingSessions : null,
  }));
}

/** The seasons the team played or plays in, newest first. */
export function teamSeasons(teamId: number): string[] {
  return getDb()
    .all<{ season: string }>(
      sql`SELECT DISTINCT c.season AS season FROM competitions c
          WHERE c.team_id = ${teamId} OR c.id IN (SELECT f.competition_id FROM fixtures f WHERE f.team_id = ${teamId})
          ORDER BY c.season DESC`,
    )
    .map((row) => row.season);
}

/**
 * The team's season now: that of its latest match that has kicked off, else of its next one, else the
 * newest it has; null for a team without competitions.
 */
export function currentSeason(teamId: number, now = new Date()): string | null {
  const at = now.toISOString();
  const row = getDb().get<{ season: string } | undefined>(sql`
    SELECT c.season AS season FROM fixtures f JOIN competitions c ON c.id = f.competition_id WHERE f.team_id = ${teamId}
    ORDER BY (f.kickoff_at <= ${at}) DESC, CASE WHEN f.kickoff_at <= ${at} THEN f.kickoff_at END DESC, f.kickoff_at ASC LIMIT 1
  `);
  return row?.season ?? teamSeasons(teamId)[0] ?? null;
}

/** Use case: the staff screen's table of a team (`season` from the URL; the current season when absent or unknown). */
export function teamStatistics(teamId: number, season: string | undefined, now = new Date()) {
  const seasons = teamSeasons(teamId);
  const chosen = season && seasons.includes(season) ? season : (currentSeason(teamId, now) ?? null);
  return { seasons, season: chosen, lines: chosen ? teamSeasonStatistics(teamId, chosen) : [] };
}

/** Use case: the team's statistics of a season as CSV, for staff (full names); audited like every export of children's data. */
export function exportTeamStatistics(teamId: number, season: string | undefined, actor: AuditActor): Result<{ csv: string; slug: string }, "not-found"> {
  const team = findTeam(teamId);
  if (!team) return { ok: false, reason: "not-found", message: "Team not found" };
  const { season: chosen, lines } = teamStatistics(teamId, season);
  const csv = csvOf(
    PLAYER_STATS_COLUMNS,
    lines.map((line) => [
      line.name,
      line.position,
      line.appearances,
      line.goals,
      line.assists,
      line.playerOfTheMatch,
      line.availableAnswers,
      line.asked,
      percent(line.availabilityRate),
      line.trainingPresent,
      line.trainingSessions,
      percent(line.attendanceRate),
    ]),
  );
  recordAudit(actor, "squad.export", { type: "team", id: team.id }, `Exported the ${chosen ?? "(no season)"} statistics of the ${team.name} (${lines.length} players)`);
  return { ok: true, csv, slug: `stats-${team.id}-${(chosen ?? "none").replace(/[^\w-]+/g, "-")}` };
}

export type TopScorer = { playerId: number; name: string; goals: number; appearances: number };

/**
 * The public team page's "Top scorers" of the current season (Kenya DPA 2019 s.33, ADR 0027): senior
 * players by name; an academy player only with media consent, as first name and initial; nobody who
 * has left the club or whose data was erased.
 */
export function topScorers(teamId: number, now = new Date()): { season: string | null; scorers: TopScorer[] } {
  const season = currentSeason(teamId, now);
  if (!season) return { season: null, scorers: [] };
  const scorers = teamSeasonStatistics(teamId, season)
    .filter((line) => line.goals > 0 && line.current && (line.kind === "senior" || line.mediaConsent))
    .map((line) => ({ playerId: line.playerId, name: line.kind === "academy" ? firstNameAndInitial(line.name) : line.name, goals: line.goals, appearances: line.appearances }))
    .sort((a, b) => b.goals - a.goals || a.appearances - b.appearances || a.name.localeCompare(b.name))
    .slice(0, PLAYER_STATS_LIMITS.topScorers);
  return { season, scorers };
}

type ChildSeasonLine = FamilyChildSeason;

/**
 * The team's lines of its current season, kept per team until a table they read is written or the day
 * ends in Nairobi (the current season follows the date): every family of the team reads the same.
 */
const teamLines = memoByKeyUntilWritten((teamId: number, now: Date) => {
  const season = currentSeason(teamId, now);
  const lines = new Map<number, ChildSeasonLine>();
  if (season) {
    for (const line of teamSeasonStatistics(teamId, season)) {
      lines.set(line.playerId, { playerId: line.playerId, season, appearances: line.appearances, goals: line.goals, assists: line.assists, attendanceRate: line.attendanceRate });
    }
  }
  return { value: lines, until: Date.parse(nairobiDayStartUtc(addDays(todayInNairobi(now), 1))) };
});

/** The season lines of a family's own children, each from their team's; never anyone else's. */
export function ownChildrenSeasons(teams: { teamId: number; childIds: number[] }[], now = new Date()): ChildSeasonLine[] {
  return teams.flatMap(({ teamId, childIds }) => {
    const lines = teamLines(teamId, now);
    return childIds.flatMap((id) => {
      const line = lines.get(id);
      return line ? [line] : [];
    });
  });
}
