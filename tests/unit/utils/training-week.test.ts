import { describe, expect, it } from "vitest";
import { nextTrainingSession, teamForAge } from "~/utils/training-week";

// Friday 27 November 2026, 10:00 in Nairobi.
const FRIDAY = new Date("2026-11-27T07:00:00.000Z");
const U13 = [
  { weekday: 2, startsAt: "16:00" },
  { weekday: 4, startsAt: "16:00" },
  { weekday: 6, startsAt: "08:00" },
];

describe("the next training session", () => {
  it("is the team's next session after today: Saturday at 8 AM, not a 4 PM made-up time", () => {
    expect(nextTrainingSession(U13, FRIDAY)).toEqual({ date: "2026-11-28", startsAt: "08:00" });
  });

  it("prefers the days the parent chose, when the team trains on one of them", () => {
    expect(nextTrainingSession(U13, FRIDAY, [4])).toEqual({ date: "2026-12-03", startsAt: "16:00" });
    // No session on the chosen day: any of the team's sessions.
    expect(nextTrainingSession(U13, FRIDAY, [7])).toEqual({ date: "2026-11-28", startsAt: "08:00" });
  });

  it("takes the earliest start of the day and counts the day in Nairobi", () => {
    const twoOnSaturday = [
      { weekday: 6, startsAt: "11:00" },
      { weekday: 6, startsAt: "08:00" },
    ];
    // 23:30 UTC on Friday is already Saturday in Nairobi: the next session is the Saturday after.
    expect(nextTrainingSession(twoOnSaturday, new Date("2026-11-27T23:30:00.000Z"))).toEqual({ date: "2026-12-05", startsAt: "08:00" });
    expect(nextTrainingSession([], FRIDAY)).toBeNull();
  });

  it("a player trains with the youngest age group they are under, else the oldest youth group", () => {
    const teams = [{ ageGroup: "Senior" }, { ageGroup: "U-13" }, { ageGroup: "U-9" }, { ageGroup: "U-17" }];
    expect(teamForAge(teams, 8)).toEqual({ ageGroup: "U-9" });
    expect(teamForAge(teams, 12)).toEqual({ ageGroup: "U-13" });
    expect(teamForAge(teams, 13)).toEqual({ ageGroup: "U-17" });
    expect(teamForAge(teams, 19)).toEqual({ ageGroup: "U-17" });
    expect(teamForAge([{ ageGroup: "Senior" }], 12)).toBeNull();
  });
});
