import { describe, expect, it } from "vitest";
import { club, clubYearsActive } from "~/config/club";

describe("clubYearsActive", () => {
  it("counts whole years since the founding year, by the Nairobi calendar", () => {
    expect(club.foundedYear).toBe(2009);
    expect(clubYearsActive(new Date("2026-11-26T09:00:00Z"))).toBe(17);
    // 31 December 21:30 UTC is already New Year's Day in Nairobi (UTC+3).
    expect(clubYearsActive(new Date("2026-12-31T20:59:00Z"))).toBe(17);
    expect(clubYearsActive(new Date("2026-12-31T21:30:00Z"))).toBe(18);
  });
});
