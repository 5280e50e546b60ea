import { describe, expect, it } from "vitest";
import { leagueTable, type TableMatch } from "~/utils/league-table";

const played = (home: string, homeGoals: number, awayGoals: number, away: string): TableMatch => ({
  home,
  away,
  status: "played",
  homeGoals,
  awayGoals,
});

describe("leagueTable", () => {
  it("counts wins, draws and losses with three points for a win and one for a draw", () => {
    const table = leagueTable([played("Rising Stars", 2, 0, "Kibera Lions"), played("Kibera Lions", 1, 1, "Mathare Youth")]);
    expect(table).toEqual([
      { position: 1, club: "Rising Stars", played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 0, goalDifference: 2, points: 3 },
      { position: 2, club: "Mathare Youth", played: 1, won: 0, drawn: 1, lost: 0, goalsFor: 1, goalsAgainst: 1, goalDifference: 0, points: 1 },
      { position: 3, club: "Kibera Lions", played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 3, goalDifference: -2, points: 1 },
    ]);
  });

  it("breaks a tie on points by goal difference, then by goals scored, then by name", () => {
    const table = leagueTable([
      // A and B: 3 points, GD +1; A scored more.
      played("A", 3, 2, "X"),
      played("B", 1, 0, "Y"),
      // C: 3 points, GD +3 — above both.
      played("C", 3, 0, "Z"),
      // D and E: 3 points, GD +1, 1 scored: equal in everything, so by name.
      played("E", 1, 0, "W"),
      played("D", 1, 0, "V"),
    ]);
    expect(table.slice(0, 5).map((row) => row.club)).toEqual(["C", "A", "B", "D", "E"]);
  });

  it("does not count scheduled, postponed or cancelled matches, but lists their clubs", () => {
    const table = leagueTable([
      played("Rising Stars", 1, 0, "Kibera Lions"),
      { home: "Rising Stars", away: "Dagoretti FC", status: "postponed", homeGoals: null, awayGoals: null },
      { home: "Kibera Lions", away: "Dagoretti FC", status: "cancelled", homeGoals: 2, awayGoals: 2 },
      { home: "Dagoretti FC", away: "Rising Stars", status: "scheduled", homeGoals: null, awayGoals: null },
    ]);
    const dagoretti = table.find((row) => row.club === "Dagoretti FC");
    expect(dagoretti).toMatchObject({ played: 0, points: 0, goalsFor: 0 });
    expect(table.find((row) => row.club === "Rising Stars")).toMatchObject({ played: 1, points: 3 });
    expect(table.find((row) => row.club === "Kibera Lions")).toMatchObject({ played: 1, points: 0 });
  });

  it("counts a walkover as a 3-0 win for the side it was awarded to, whatever was typed as the score", () => {
    const table = leagueTable([
      { home: "Eastlands Academy", away: "Rising Stars", status: "played", homeGoals: null, awayGoals: null, walkover: "away" },
      { home: "Kibera Lions", away: "Eastlands Academy", status: "cancelled", homeGoals: 0, awayGoals: 0, walkover: "home" },
    ]);
    expect(table.find((row) => row.club === "Rising Stars")).toMatchObject({ played: 1, won: 1, goalsFor: 3, goalsAgainst: 0, points: 3 });
    expect(table.find((row) => row.club === "Kibera Lions")).toMatchObject({ played: 1, won: 1, goalsFor: 3, points: 3 });
    expect(table.find((row) => row.club === "Eastlands Academy")).toMatchObject({ played: 2, lost: 2, goalsFor: 0, goalsAgainst: 6, points: 0 });
  });

  it("treats one club written with other capitals or spaces as the same club", () => {
    const table = leagueTable([played("Kibera Lions", 1, 0, "Mathare Youth"), played(" kibera lions ", 2, 0, "Mathare Youth")]);
    expect(table).toHaveLength(2);
    expect(table[0]).toMatchObject({ club: "Kibera Lions", played: 2, points: 6 });
  });
});
