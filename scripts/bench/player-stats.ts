// The player statistics of one season (ADR 0028) at a real team's size: 30 played matches with an
// 18-player squad each, scorers, assists and a player of the match, an availability request per match
// answered by every player, and two training sessions a week ticked for all 18. Seeds a temporary
// database and times `teamSeasonStatistics` (one SQL statement, whatever the number of players and
// matches) and the public top scorers. In-process, no server:
//   npx tsx scripts/bench/player-stats.ts            (RUNS=500 for more samples)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile } from "./lib";

const MATCHES = 30;
const PLAYERS = 18;
const RUNS = Number(process.env.RUNS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-bench-stats-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_PATH = path.join(dataDir, "club.db");

const { getDb } = await import("~/db/client.server");
const { teamSeasonStatistics, topScorers } = await import("~/models/matches/player-stats.server");

const sqlite = getDb().$client;
const run = (text: string, ...params: unknown[]) => Number(sqlite.prepare(text).run(...params).lastInsertRowid);
const DAY = 86_400_000;
const start = Date.parse("2026-02-07T07:00:00.000Z");
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

sqlite.transaction(() => {
  const team = run("INSERT INTO teams (slug, name, age_group, training_venue) VALUES ('u-13-bench', 'Under-13s', 'U-13', 'Ground')");
  const league = run("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES ('bench-league', 'Bench League', 'league', '2026/27', ?)", team);
  const players = Array.from({ length: PLAYERS }, (_, n) => {
    const id = run("INSERT INTO players (kind, name, position, age, bio, image_url, media_consent) VALUES ('academy', ?, 'Midfielder', 12, '', '', ?)", `Player${n} Bench`, n % 3 ? 1 : 0);
    run("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)", id, team);
    run("INSERT INTO team_moves (player_id, to_team_id, moved_at) VALUES (?, ?, ?)", id, team, new Date(start - 30 * DAY).toISOString());
    return id;
  });
  for (let m = 0; m < MATCHES; m++) {
    const kickoff = start + m * 7 * DAY;
    const fixture = run(
      "INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at, status, our_score, opponent_score) VALUES (?, ?, ?, 'home', 'Ground', ?, 'played', 3, 1)",
      team,
      league,
      `Rivals ${m}`,
      new Date(kickoff).toISOString(),
    );
    for (const id of players) run("INSERT INTO match_squads (fixture_id, player_id) VALUES (?, ?)", fixture, id);
    run("INSERT INTO fixture_scorers (fixture_id, player_id, name, goals) VALUES (?, ?, 'x', 2), (?, ?, 'y', 1)", fixture, players[m % PLAYERS], fixture, players[(m + 5) % PLAYERS]);
    run("INSERT INTO match_contributions (fixture_id, player_id, assists, player_of_the_match) VALUES (?, ?, 1, 1)", fixture, players[(m + 2) % PLAYERS]);
    const request = run("INSERT INTO availability_requests (team_id, fixture_id, starts_at, deadline_at, created_at) VALUES (?, ?, ?, ?, ?)", team, fixture, new Date(kickoff).toISOString(), new Date(kickoff - 2 * DAY).toISOString(), new Date(kickoff - 5 * DAY).toISOString());
    players.forEach((id, n) => {
      run("INSERT INTO availability_tokens (request_id, player_id, token_hash, expires_at) VALUES (?, ?, ?, ?)", request, id, `${request}-${id}`, new Date(kickoff).toISOString());
      run("INSERT INTO availability_answers (request_id, player_id, answer) VALUES (?, ?, ?)", request, id, (n + m) % 5 ? "available" : "unavailable");
    });
    for (const offset of [3, 5]) {
      players.forEach((id, n) => {
        run("INSERT INTO training_attendance (team_id, training_date, training_starts_at, player_id, present) VALUES (?, ?, '16:00', ?, ?)", team, dayOf(kickoff - offset * DAY), id, (n + m + offset) % 4 ? 1 : 0);
      });
    }
  }
})();

const team = (sqlite.prepare("SELECT id FROM teams WHERE slug = 'u-13-bench'").get() as { id: number }).id;
const time = (work: () => unknown) => {
  for (let i = 0; i < 10; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const began = performance.now();
    work();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
};

const lines = teamSeasonStatistics(team, "2026/27");
console.log(`Player statistics, ${MATCHES} matches × ${PLAYERS} players, ${RUNS} runs each (ms):`);
for (const [label, work] of [
  ["season table (staff screen, CSV)", () => teamSeasonStatistics(team, "2026/27")],
  ["top scorers (public team page)", () => topScorers(team, new Date(start + MATCHES * 7 * DAY))],
] as const) {
  const { p50, p95, max } = time(work);
  console.log(`  ${label.padEnd(36)} p50 ${p50.toFixed(2).padStart(6)}  p95 ${p95.toFixed(2).padStart(6)}  max ${max.toFixed(2).padStart(6)}`);
}
console.log(`  ${lines.length} players; appearances ${lines.reduce((sum, line) => sum + line.appearances, 0)}, goals ${lines.reduce((sum, line) => sum + line.goals, 0)}`);
sqlite.close();
fs.rmSync(dataDir, { recursive: true, force: true });
