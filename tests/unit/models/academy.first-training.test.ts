// The approval mail's first training comes from the weekly sessions of the team of the player's age
// group (the seeded season: the Under-13s train Tuesday and Thursday 16:00, Saturday 08:00), in the
// family's language and its one time format. Fixed dates: no clock.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { teams, trainingSessions } from "~/db/schema";
import { seedDatabase } from "~/db/seed/index.server";
import { firstTrainingOf } from "~/models/academy.server";

const db = getDb();
// Friday 27 November 2026, 10:00 in Nairobi; a player born 1 March 2014 is 12: the Under-13s.
const FRIDAY = new Date("2026-11-27T07:00:00.000Z");
const twelve = (trainingDays: string[]) => ({ dateOfBirth: "2014-03-01", trainingDays });

beforeAll(async () => {
  await seedDatabase(db);
});

describe("the first training in the approval mail", () => {
  it("is the team's next session, not a fixed 4 PM", () => {
    expect(firstTrainingOf(twelve(["Saturday"]), "sw", FRIDAY)).toEqual({ trainingDate: "Jumamosi, 28 Novemba 2026", trainingTime: "saa 2:00 asubuhi (08:00)" });
    expect(firstTrainingOf(twelve(["Saturday"]), "en", FRIDAY)).toEqual({ trainingDate: expect.stringMatching(/^Saturday,? 28 November 2026$/), trainingTime: "8:00 AM" });
    expect(firstTrainingOf(twelve(["Tuesday"]), "en", FRIDAY).trainingTime).toBe("4:00 PM");
    // Days the team does not train: its next session anyway.
    expect(firstTrainingOf(twelve(["Sunday"]), "en", FRIDAY)).toMatchObject({ trainingTime: "8:00 AM" });
  });

  it("follows the team's week as staff change it", () => {
    const u13 = db.select().from(teams).where(eq(teams.slug, "u-13")).get()!;
    const before = db.select().from(trainingSessions).where(eq(trainingSessions.teamId, u13.id)).all();
    db.delete(trainingSessions).where(eq(trainingSessions.teamId, u13.id)).run();
    db.insert(trainingSessions).values({ teamId: u13.id, weekday: 6, startsAt: "09:30", endsAt: "11:00" }).run();
    expect(firstTrainingOf(twelve(["Saturday"]), "sw", FRIDAY).trainingTime).toBe("saa 3:30 asubuhi (09:30)");
    // No session in the week: no made-up time.
    db.delete(trainingSessions).where(eq(trainingSessions.teamId, u13.id)).run();
    expect(firstTrainingOf(twelve(["Saturday"]), "en", FRIDAY)).toEqual({ trainingDate: "the next academy session", trainingTime: "a time the academy office will confirm" });
    db.insert(trainingSessions).values(before.map(({ id: _id, ...session }) => session)).run();
  });
});
