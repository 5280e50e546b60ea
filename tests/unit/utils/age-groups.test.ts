import { describe, expect, it } from "vitest";
import { ageOnSeasonCutoff, isSeasonCutoff, seasonCutoffDate, suggestedTeam } from "~/utils/age-groups";

const TEAMS = [{ ageGroup: "U-13" }, { ageGroup: "Senior" }, { ageGroup: "U-9" }, { ageGroup: "U-11" }, { ageGroup: "U-17" }, { ageGroup: "U-15" }];

describe("the season's cut-off date", () => {
  it("is this year's date once it has come, else last year's", () => {
    expect(seasonCutoffDate("01-01", "2026-11-29")).toBe("2026-01-01");
    expect(seasonCutoffDate("09-01", "2026-11-29")).toBe("2026-09-01");
    expect(seasonCutoffDate("09-01", "2026-08-31")).toBe("2025-09-01");
    // The cut-off day itself belongs to the new season.
    expect(seasonCutoffDate("09-01", "2026-09-01")).toBe("2026-09-01");
  });

  it("accepts a month and day that exist every year", () => {
    expect(isSeasonCutoff("01-01")).toBe(true);
    expect(isSeasonCutoff("12-31")).toBe(true);
    expect(isSeasonCutoff("02-29")).toBe(false);
    expect(isSeasonCutoff("13-01")).toBe(false);
    expect(isSeasonCutoff("1-1")).toBe(false);
    expect(isSeasonCutoff("04-31")).toBe(false);
  });
});

describe("age on the cut-off date", () => {
  it("counts whether the birthday had come by the cut-off, not by today", () => {
    // Born 2016-06-01: 9 on 1 January 2026, though 10 by November.
    expect(ageOnSeasonCutoff("2016-06-01", "01-01", "2026-11-29")).toBe(9);
    // A birthday on the cut-off day counts.
    expect(ageOnSeasonCutoff("2016-09-01", "09-01", "2026-11-29")).toBe(10);
    expect(ageOnSeasonCutoff("2016-09-02", "09-01", "2026-11-29")).toBe(9);
  });
});

describe("the suggested team", () => {
  it("is the youngest U-N team with N above the age on the cut-off date", () => {
    // 9 on 2026-01-01: U-9 is too young (9 is not under 9), U-11 is the one.
    expect(suggestedTeam(TEAMS, "2016-06-01", "01-01", "2026-11-29")).toEqual({ ageGroup: "U-11" });
    // Ten today, but eight on the cut-off of 2026-01-01: the Under-9s.
    expect(suggestedTeam(TEAMS, "2017-03-15", "01-01", "2026-11-29")).toEqual({ ageGroup: "U-9" });
    // The same child with a September cut-off is nine on 2026-09-01: the Under-11s.
    expect(suggestedTeam(TEAMS, "2017-03-15", "09-01", "2026-11-29")).toEqual({ ageGroup: "U-11" });
    // 12 on the cut-off: U-13.
    expect(suggestedTeam(TEAMS, "2013-12-31", "01-01", "2026-11-29")).toEqual({ ageGroup: "U-13" });
  });

  it("is none for a child older than every youth group, or without youth teams, and never the seniors", () => {
    expect(suggestedTeam(TEAMS, "2008-05-05", "01-01", "2026-11-29")).toBeNull();
    expect(suggestedTeam([{ ageGroup: "Senior" }], "2016-06-01", "01-01", "2026-11-29")).toBeNull();
    expect(suggestedTeam(TEAMS, "not a date", "01-01", "2026-11-29")).toBeNull();
  });
});
