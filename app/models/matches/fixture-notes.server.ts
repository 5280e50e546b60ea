// What the families of a team bring to a match ("What to bring", the fixture editor): kit, a packed
// lunch, bus fare. For the family page only, never on the public match pages or the public API. This
// module owns fixture_notes.
import { eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { fixtureNotes } from "~/db/schema";

/** The notes of these matches, by match id (a match without one is not in the map). */
export function whatToBringFor(fixtureIds: readonly number[]): Map<number, string> {
  if (!fixtureIds.length) return new Map();
  const rows = getDb()
    .select({ fixtureId: fixtureNotes.fixtureId, whatToBring: fixtureNotes.whatToBring })
    .from(fixtureNotes)
    .where(inArray(fixtureNotes.fixtureId, [...new Set(fixtureIds)]))
    .all();
  return new Map(rows.map((row) => [row.fixtureId, row.whatToBring]));
}

/**
 * Sets (or, with null, removes) a match's note; true when it changed. Runs in the caller's transaction
 * when there is one (the match editor saves the match and its note together).
 */
export function setWhatToBring(fixtureId: number, whatToBring: string | null): boolean {
  const db = getDb();
  const before = db.select({ whatToBring: fixtureNotes.whatToBring }).from(fixtureNotes).where(eq(fixtureNotes.fixtureId, fixtureId)).get()?.whatToBring ?? null;
  if (before === whatToBring) return false;
  if (whatToBring === null) {
    db.delete(fixtureNotes).where(eq(fixtureNotes.fixtureId, fixtureId)).run();
  } else {
    db.insert(fixtureNotes)
      .values({ fixtureId, whatToBring })
      .onConflictDoUpdate({ target: fixtureNotes.fixtureId, set: { whatToBring, updatedAt: new Date().toISOString() } })
      .run();
  }
  return true;
}
