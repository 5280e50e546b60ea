// The season's rules on an in-memory database with the seeded season: results move "matches won" once
// however often they are corrected, tables follow results, reminders go out once, revisions rise.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { clubStats, fixtures, notifications, teams, competitions } from "~/db/schema";
import { seedDatabase } from "~/db/seed/index.server";
import { changeFixtureStatus, recordResult, saveFixture, saveLeagueResult, sendKickoffReminders } from "~/models/matches/manage.server";
import { competitionTable, fixturesAndResults, getFixture } from "~/models/matches/season.server";

const db = getDb();
const matchesWon = () => db.select().from(clubStats).get()!.matchesWon;
const admin = { id: 1, username: "admin" };

beforeAll(async () => {
  await seedDatabase(db);
});

function newFixture(kickoffAt: string) {
  const team = db.select().from(teams).where(eq(teams.slug, "u-13")).get()!;
  const competition = db.select().from(competitions).where(eq(competitions.teamId, team.id)).get()!;
  const saved = saveFixture(
    { teamId: team.id, competitionId: competition.id, opponent: "Test Rovers", homeOrAway: "home", venue: "Rising Stars Training Ground", kickoffAt },
    admin,
  );
  if (!saved.ok) throw new Error(saved.message);
  return saved.fixture;
}

describe("recording a result", () => {
  it("counts a win in the club's matches won once, however often the result is corrected", () => {
    const fixture = newFixture("2026-10-03T07:00:00.000Z");
    const before = matchesWon();
    const result = { opponentScore: 1, scorers: [{ name: "Brian Okoth", goals: 2 }], notifyFans: false };
    expect(recordResult(fixture.id, { ...result, ourScore: 2 }, admin).ok).toBe(true);
    expect(matchesWon()).toBe(before + 1);
    expect(recordResult(fixture.id, { ...result, ourScore: 3 }, admin).ok).toBe(true);
    expect(matchesWon()).toBe(before + 1);
    // Corrected to a draw: the win is taken back.
    expect(recordResult(fixture.id, { ...result, ourScore: 1, scorers: [] }, admin).ok).toBe(true);
    expect(matchesWon()).toBe(before);
    const saved = getFixture(fixture.id)!;
    expect(saved).toMatchObject({ status: "played", ourScore: 1, opponentScore: 1, scorers: [] });
  });

  it("moves the league table", () => {
    const fixture = newFixture("2026-10-10T07:00:00.000Z");
    const rowOf = () => competitionTable(fixture.competition.id)!.rows.find((row) => row.club === "Test Rovers");
    expect(rowOf()).toMatchObject({ played: 1 }); // the draw above
    recordResult(fixture.id, { ourScore: 0, opponentScore: 4, scorers: [], notifyFans: false }, admin);
    expect(rowOf()).toMatchObject({ played: 2, won: 1, drawn: 1, points: 4, goalsFor: 5, goalsAgainst: 1 });
  });

  it("refuses a result for a cancelled match and keeps a played one from being postponed", () => {
    const fixture = newFixture("2026-12-19T07:00:00.000Z");
    expect(changeFixtureStatus(fixture.id, "cancelled", admin).ok).toBe(true);
    const refused = recordResult(fixture.id, { ourScore: 1, opponentScore: 0, scorers: [], notifyFans: false }, admin);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(changeFixtureStatus(fixture.id, "scheduled", admin).ok).toBe(true);
    expect(recordResult(fixture.id, { ourScore: 1, opponentScore: 0, scorers: [], notifyFans: false }, admin).ok).toBe(true);
    expect(changeFixtureStatus(fixture.id, "postponed", admin)).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("with notify fans, queues a push on the match topic naming the score", () => {
    const fixture = newFixture("2026-10-17T07:00:00.000Z");
    const done = recordResult(fixture.id, { ourScore: 2, opponentScore: 0, scorers: [{ name: "Kevin Mwangi", goals: 2 }], notifyFans: true }, admin);
    expect(done.ok && done.notified.push).toBe(true);
    const push = db.select().from(notifications).all().at(-1)!;
    expect(push).toMatchObject({ type: "match", title: "Full time: Rising Stars FC U-13 2–0 Test Rovers", targetUrl: `/fixtures/${fixture.id}` });
    expect(push.body).toBe("Our scorers: Kevin Mwangi (2)");
  });
});

describe("editing a match", () => {
  it("raises the revision when the kick-off moves, and re-arms the reminder", () => {
    const fixture = newFixture("2027-01-09T07:00:00.000Z");
    db.update(fixtures).set({ reminderSentAt: "2027-01-08T08:00:00.000Z" }).where(eq(fixtures.id, fixture.id)).run();
    const { team, competition, opponent, homeOrAway, venue } = fixture;
    const same = { id: fixture.id, teamId: team.id, competitionId: competition.id, opponent, homeOrAway, venue };
    const unchanged = saveFixture({ ...same, kickoffAt: fixture.kickoffAt }, admin);
    expect(unchanged.ok && unchanged.fixture.revision).toBe(fixture.revision);
    const moved = saveFixture({ ...same, kickoffAt: "2027-01-10T07:00:00.000Z" }, admin);
    expect(moved.ok && moved.fixture.revision).toBe(fixture.revision + 1);
    expect(db.select().from(fixtures).where(eq(fixtures.id, fixture.id)).get()!.reminderSentAt).toBeNull();
  });
});

describe("day-before reminders", () => {
  it("reminds once per match kicking off within a day, however often it runs", () => {
    const at = new Date("2030-05-03T09:00:00.000Z");
    const soon = newFixture("2030-05-04T07:00:00.000Z");
    const later = newFixture("2030-05-06T07:00:00.000Z");
    const pushes = () => db.select().from(notifications).all().filter((n) => n.targetUrl === `/fixtures/${soon.id}`).length;
    expect(sendKickoffReminders(at)).toBe(1);
    expect(sendKickoffReminders(at)).toBe(0);
    expect(pushes()).toBe(1);
    expect(db.select().from(notifications).all().some((n) => n.targetUrl === `/fixtures/${later.id}`)).toBe(false);
    // Two days on, the later one is due.
    expect(sendKickoffReminders(new Date("2030-05-05T09:00:00.000Z"))).toBe(1);
  });

  it("does not remind of a postponed or cancelled match", () => {
    const at = new Date("2030-06-07T09:00:00.000Z");
    const postponed = newFixture("2030-06-08T07:00:00.000Z");
    const cancelled = newFixture("2030-06-08T09:00:00.000Z");
    expect(changeFixtureStatus(postponed.id, "postponed", admin).ok).toBe(true);
    expect(changeFixtureStatus(cancelled.id, "cancelled", admin).ok).toBe(true);
    expect(sendKickoffReminders(at)).toBe(0);
    // Reinstated, the match is reminded of after all.
    expect(changeFixtureStatus(postponed.id, "scheduled", admin).ok).toBe(true);
    expect(sendKickoffReminders(at)).toBe(1);
  });
});

describe("other clubs' results", () => {
  it("count in the table, and the same pairing on the same day is one result", () => {
    const competition = db.select().from(competitions).where(eq(competitions.kind, "league")).get()!;
    const input = { competitionId: competition.id, homeClub: "Alpha Juniors", awayClub: "Beta Youth", homeGoals: 3, awayGoals: 1, playedOn: "2026-11-07" };
    expect(saveLeagueResult(input, admin).ok).toBe(true);
    expect(saveLeagueResult({ ...input, homeGoals: 2 }, admin).ok).toBe(true);
    const alpha = competitionTable(competition.id)!.rows.find((row) => row.club === "Alpha Juniors");
    expect(alpha).toMatchObject({ played: 1, won: 1, goalsFor: 2 });
    const cup = db.select().from(competitions).where(eq(competitions.kind, "cup")).get()!;
    expect(saveLeagueResult({ ...input, competitionId: cup.id }, admin)).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("the fixtures page", () => {
  it("lists matches to come soonest first and results latest first, narrowed by team", () => {
    const { upcoming, results } = fixturesAndResults({ team: "u-15" });
    expect(upcoming.length).toBeGreaterThan(0);
    expect(results.length).toBeGreaterThan(0);
    for (const f of [...upcoming, ...results]) expect(f.team.slug).toBe("u-15");
    expect(results.map((f) => f.kickoffAt)).toEqual([...results.map((f) => f.kickoffAt)].sort().reverse());
    // The past: results, and matches called off or still waiting for their result ("result to come").
    for (const f of results) expect(f.status === "played" || f.status === "cancelled" || f.awaitingResult, `${f.id} ${f.status}`).toBe(true);
    for (const f of upcoming) expect(f.awaitingResult).toBe(false);
    // The seeded postponed U-15 match waits among the matches to come.
    expect(upcoming.some((f) => f.status === "postponed")).toBe(true);
  });
});
