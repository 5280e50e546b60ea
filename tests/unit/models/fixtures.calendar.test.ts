// The calendar feeds' words on an in-memory database with the seeded season: a result from our side
// (won, drew, lost, awarded), a postponed or cancelled match, a match waiting for its result, in English
// and in Swahili.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { competitions, teams } from "~/db/schema";
import { seedDatabase } from "~/db/seed/index.server";
import { feedUrl, fixtureCalendar } from "~/models/matches/calendar.server";
import { changeFixtureStatus, recordResult, saveFixture } from "~/models/matches/manage.server";
import { componentsOf, parseIcal, valueOf } from "../../support/ical";

const db = getDb();
const admin = { id: 1, username: "admin" };

beforeAll(async () => {
  await seedDatabase(db);
});

/** A new U-13 league match against `opponent`, two days ago. */
function pastMatch(opponent: string, homeOrAway: "home" | "away" = "home") {
  const team = db.select().from(teams).where(eq(teams.slug, "u-13")).get()!;
  const competition = db.select().from(competitions).where(eq(competitions.teamId, team.id)).get()!;
  const kickoffAt = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
  const saved = saveFixture({ teamId: team.id, competitionId: competition.id, opponent, homeOrAway, venue: "Kasarani", kickoffAt }, admin);
  if (!saved.ok) throw new Error(saved.message);
  return saved.fixture.id;
}

/** The one event of a match's calendar file in `language`. */
function eventOf(id: number, language: "en" | "sw") {
  const [event] = componentsOf(parseIcal(fixtureCalendar(id, language)!), "VEVENT");
  return { summary: valueOf(event, "SUMMARY"), description: valueOf(event, "DESCRIPTION")!, url: valueOf(event, "URL") };
}

describe("a match's calendar event", () => {
  it("says how a played match went from our side, away matches included, in each language", () => {
    const away = pastMatch("Kibera Lions", "away");
    recordResult(away, { ourScore: 3, opponentScore: 1, scorers: [{ name: "Brian Okoth", goals: 2 }, { name: "Kevin Mwangi", goals: 1 }], notifyFans: false }, admin);
    const english = eventOf(away, "en");
    expect(english.summary).toBe("Kibera Lions v Rising Stars FC U-13");
    expect(english.description).toContain("Result: Won 3–1\nOur scorers: Brian Okoth (2), Kevin Mwangi");
    const swahili = eventOf(away, "sw");
    expect(swahili.summary).toBe("Kibera Lions dhidi ya Rising Stars FC U-13");
    expect(swahili.description).toContain("Matokeo: Ushindi 3–1\nWafungaji wetu: Brian Okoth (2) na Kevin Mwangi");
    expect(swahili.url).toMatch(new RegExp(`/fixtures/${away}\\?lang=sw$`));

    const awarded = pastMatch("No-show United");
    recordResult(awarded, { ourScore: 0, opponentScore: 3, walkover: "opponent", scorers: [], notifyFans: false }, admin);
    expect(eventOf(awarded, "en").description).toContain("Result: Lost 0–3 (awarded)");
    expect(eventOf(awarded, "sw").description).toContain("Matokeo: Kipigo 0–3 (uamuzi wa mezani)");
  });

  it("names a postponed or cancelled match's state, and a match still waiting for its result", () => {
    const waiting = pastMatch("Waiting Wanderers");
    expect(eventOf(waiting, "en").description).toContain("Result to come");
    expect(eventOf(waiting, "sw").description).toContain("Matokeo yanasubiriwa");
    changeFixtureStatus(waiting, "postponed", admin);
    expect(eventOf(waiting, "en").description).toContain("Status: Postponed");
    expect(eventOf(waiting, "sw").description).toContain("Hali: Imeahirishwa");
    changeFixtureStatus(waiting, "cancelled", admin);
    expect(eventOf(waiting, "en").summary).toBe("Cancelled: Rising Stars FC U-13 v Waiting Wanderers");
    expect(eventOf(waiting, "sw").summary).toBe("Imefutwa: Rising Stars FC U-13 dhidi ya Waiting Wanderers");
  });
});

describe("feedUrl", () => {
  it("carries ?lang=sw for a Swahili feed, since calendar apps send no language cookie", () => {
    expect(feedUrl("u-13", "en")).toMatch(/\/teams\/u-13\/calendar\.ics$/);
    expect(feedUrl(undefined, "sw")).toMatch(/\/fixtures\/calendar\.ics\?lang=sw$/);
  });
});
