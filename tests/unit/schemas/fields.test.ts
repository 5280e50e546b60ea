// The shared text fields: one line holds no control character, a box of several lines keeps its line
// breaks and tabs and nothing else of the kind.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTROL_CHARACTER_MESSAGE,
  ONE_LINE_MESSAGE,
  optionalLines,
  optionalText,
  requiredLines,
  requiredText,
} from "~/schemas/fields";
import { fixtureApiSchema, parseScorerLines } from "~/schemas/fixtures";
import { competitionFormSchema, teamFormSchema } from "~/schemas/teams";

const BREAKING_OUT = ["Kibera\r\nBEGIN:VALARM", "Kibera\nX-EVIL:1", "Kibera\rLions", "Kibera\tLions", "Kibera\u0000", "Kibera\u000bLions", "Kibera\u0085Lions", "Kibera\u2028Lions", "Kibera\u007f"];
const messages = (result: z.SafeParseReturnType<unknown, unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("one-line fields", () => {
  it("refuse line breaks, tabs and every other control character, with one message", () => {
    for (const value of BREAKING_OUT) {
      expect(messages(requiredText("Name is required", 100).safeParse(value)), JSON.stringify(value)).toEqual([ONE_LINE_MESSAGE]);
      expect(messages(optionalText(100).safeParse(value)), JSON.stringify(value)).toEqual([ONE_LINE_MESSAGE]);
    }
  });

  it("take any printable text, in any script", () => {
    for (const value of ["Kibera Lions U-13", "Wanjirũ Ng'ang'a", "Ruiru; Kiambu, Kenya", "Fans 👨‍👩‍👧 day", "مرحبا"]) {
      expect(requiredText("Name is required", 100).parse(value)).toBe(value);
      expect(optionalText(100).parse(` ${value} `)).toBe(value);
    }
    expect(optionalText(100).parse("")).toBeUndefined();
    // Surrounding white space is trimmed before the check, as before.
    expect(requiredText("Name is required", 100).parse("  Kibera Lions\n")).toBe("Kibera Lions");
  });

  it("guard the names the calendars carry: opponents, teams, competitions and scorers", () => {
    const match = { teamId: 1, competitionId: 1, opponent: "Kibera Lions", homeOrAway: "home", venue: "Kasarani", kickoffAt: "2027-02-06T12:00:00+03:00" };
    expect(fixtureApiSchema.safeParse(match).success).toBe(true);
    expect(fixtureApiSchema.safeParse({ ...match, opponent: "Lions\r\nBEGIN:VALARM\r\nX-WR-CALNAME:Evil" }).error?.flatten().fieldErrors).toEqual({ opponent: [ONE_LINE_MESSAGE] });
    expect(fixtureApiSchema.safeParse({ ...match, venue: "Kasarani\nX-EVIL:1" }).success).toBe(false);
    const team = { name: "Under-19s", ageGroup: "U-19", trainingVenue: "Kasarani" };
    expect(teamFormSchema.safeParse(team).success).toBe(true);
    expect(teamFormSchema.safeParse({ ...team, name: "U-19\r\nX-WR-CALNAME:Evil" }).error?.flatten().fieldErrors).toEqual({ name: [ONE_LINE_MESSAGE] });
    const session = { weekday: "2", startsAt: "17:00", endsAt: "18:00", venue: "Pitch\n2" };
    expect(teamFormSchema.safeParse({ ...team, sessions: [session] }).error?.issues[0]).toMatchObject({ path: ["sessions", 0, "venue"], message: ONE_LINE_MESSAGE });
    const competition = { name: "Nairobi Schools Cup", kind: "cup", season: "2026/27" };
    expect(competitionFormSchema.safeParse(competition).success).toBe(true);
    expect(competitionFormSchema.safeParse({ ...competition, name: "Cup\rBEGIN:VALARM" }).success).toBe(false);
    expect(parseScorerLines("Brian Okoth 2\r\nKevin Mwangi")).toEqual([{ name: "Brian Okoth", goals: 2 }, { name: "Kevin Mwangi", goals: 1 }]);
    expect(parseScorerLines("Brian\u000bOkoth")).toBeNull();
  });
});

describe("fields of several lines", () => {
  it("keep line breaks and tabs", () => {
    expect(requiredLines("Message is required", 500).parse("Dear coach,\r\n\tSee you on Saturday.")).toBe("Dear coach,\r\n\tSee you on Saturday.");
    expect(optionalLines(500).parse("Asthma\nPeanuts")).toBe("Asthma\nPeanuts");
  });

  it("refuse every other control character", () => {
    for (const value of ["Dear coach\u0000", "Line\u000bbreak", "Bell\u0007", "Escape\u001b[31m"]) {
      expect(messages(requiredLines("Message is required", 500).safeParse(value)), JSON.stringify(value)).toEqual([CONTROL_CHARACTER_MESSAGE]);
      expect(messages(optionalLines(500).safeParse(value)), JSON.stringify(value)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
  });
});
