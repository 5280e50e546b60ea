// Player statistics by SQL (ADR 0028) on an in-memory database: appearances are squad places in played
// matches (not walkovers), goals the picked scorers (not guests), assists and awards, the availability rate
// over the requests a player was asked while on the team, the attendance rate over sessions recorded; each
// narrowed to one season, and the public top scorers only consenting children by first name and initial.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { currentSeason, teamSeasons, teamSeasonStatistics, topScorers } from "~/models/matches/player-stats.server";

const run = (text: string, ...params: unknown[]) => Number(getDb().$client.prepare(text).run(...params).lastInsertRowid);
const DAY = 86_400_000;
const now = new Date("2026-11-20T09:00:00.000Z");
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const day = (days: number) => at(days).slice(0, 10);

describe("a team's season statistics", () => {
  it("count appearances, goals, assists, awards and the two rates of one season, in one statement", () => {
    const team = run("INSERT INTO teams (slug, name, age_group, training_venue) VALUES ('u-10-stats', 'Under-10s', 'U-10', 'Ground')");
    const older = run("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES ('old-league', 'Old League', 'league', '2025/26', ?)", team);
    const league = run("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES ('new-league', 'New League', 'league', '2026/27', ?)", team);
    const fixture = (competition: number, days: number, status: string, walkover: string | null = null) =>
      run("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at, status, our_score, opponent_score, walkover) VALUES (?, ?, 'Rivals', 'home', 'Ground', ?, ?, 3, 0, ?)", team, competition, at(days), status, walkover);
    const played = fixture(league, -2, "played");
    const awarded = fixture(league, -9, "played", "us");
    const lastSeason = fixture(older, -365, "played");
    // The match to come stretches the season's dates (the training request below falls in them).
    fixture(league, 7, "scheduled");
    const player = (name: string, consent: boolean, joinedDays: number) => {
      const id = run("INSERT INTO players (kind, name, position, age, bio, image_url, media_consent) VALUES ('academy', ?, 'Forward', 10, '', '', ?)", name, consent ? 1 : 0);
      run("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)", id, team);
      run("INSERT INTO team_moves (player_id, from_team_id, to_team_id, moved_at) VALUES (?, NULL, ?, ?)", id, team, at(joinedDays));
      return id;
    };
    const amani = player("Amani Wanjiku Kariuki", true, -400);
    const baraka = player("Baraka Otieno", false, -400);
    const chebet = player("Chebet Jeptoo", true, -1);

    for (const [match, who] of [[played, amani], [played, baraka], [awarded, amani], [lastSeason, amani]] as const) run("INSERT INTO match_squads (fixture_id, player_id) VALUES (?, ?)", match, who);
    run("INSERT INTO fixture_scorers (fixture_id, player_id, name, goals) VALUES (?, ?, 'Amani Wanjiku Kariuki', 2)", played, amani);
    run("INSERT INTO fixture_scorers (fixture_id, player_id, name, goals) VALUES (?, NULL, 'A Guest', 1)", played);
    run("INSERT INTO fixture_scorers (fixture_id, player_id, name, goals) VALUES (?, ?, 'Amani Wanjiku Kariuki', 5)", lastSeason, amani);
    run("INSERT INTO match_contributions (fixture_id, player_id, assists, player_of_the_match) VALUES (?, ?, 0, 1), (?, ?, 1, 0)", played, amani, played, baraka);

    // Asked about the played match before Chebet joined, and about a training session after: Chebet once.
    const forMatch = run("INSERT INTO availability_requests (team_id, fixture_id, starts_at, deadline_at, created_at) VALUES (?, ?, ?, ?, ?)", team, played, at(-2), at(-4), at(-5));
    const forTraining = run(
      "INSERT INTO availability_requests (team_id, training_date, training_starts_at, starts_at, deadline_at, created_at) VALUES (?, ?, '16:00', ?, ?, ?)",
      team,
      day(3),
      at(3),
      at(2),
      at(0),
    );
    run("INSERT INTO availability_answers (request_id, player_id, answer) VALUES (?, ?, 'available'), (?, ?, 'unavailable'), (?, ?, 'available')", forMatch, amani, forMatch, baraka, forTraining, baraka);

    // Training: Amani twice of three this season (and once last season, not counted), Baraka none of one.
    for (const [who, days, present] of [[amani, -1, 1], [amani, -3, 1], [amani, -5, 0], [amani, -365, 1], [baraka, -1, 0]] as const) {
      run("INSERT INTO training_attendance (team_id, training_date, training_starts_at, player_id, present) VALUES (?, ?, '16:00', ?, ?)", team, day(days), who, present);
    }

    const lines = new Map(teamSeasonStatistics(team, "2026/27").map((line) => [line.playerId, line]));
    expect(lines.get(amani)).toMatchObject({ appearances: 1, goals: 2, assists: 0, playerOfTheMatch: 1, availableAnswers: 1, asked: 2, availabilityRate: 0.5, trainingPresent: 2, trainingSessions: 3 });
    expect(lines.get(amani)!.attendanceRate).toBeCloseTo(2 / 3);
    expect(lines.get(baraka)).toMatchObject({ appearances: 1, goals: 0, assists: 1, playerOfTheMatch: 0, availableAnswers: 1, asked: 2, availabilityRate: 0.5, attendanceRate: 0 });
    expect(lines.get(chebet)).toMatchObject({ appearances: 0, goals: 0, asked: 1, availableAnswers: 0, availabilityRate: 0, trainingSessions: 0, attendanceRate: null });

    const last = new Map(teamSeasonStatistics(team, "2025/26").map((line) => [line.playerId, line]));
    expect(last.get(amani)).toMatchObject({ appearances: 1, goals: 5, assists: 0, asked: 0, availabilityRate: null, trainingPresent: 1, trainingSessions: 1 });

    expect(teamSeasons(team)).toEqual(["2026/27", "2025/26"]);
    expect(currentSeason(team, now)).toBe("2026/27");
    expect(currentSeason(team, new Date(Date.parse(at(-300))))).toBe("2025/26");

    // Public: the consenting child with goals, by first name and initial; Baraka (no consent) never.
    expect(topScorers(team, now)).toEqual({ season: "2026/27", scorers: [{ playerId: amani, name: "Amani K.", goals: 2, appearances: 1 }] });
  });
});
