// What to bring to a fixture, as staff wrote it for the families (fixture_notes). The family page reads
// it through here; the fixture editor writes it.
import { inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { fixtureNotes } from "~/db/schema";

/** The "what to bring" note of each of these fixtures that has one, by fixture id. */
export function whatToBringFor(fixtureIds: number[]): Map<number, string> {
  if (!fixtureIds.length) return new Map();
  const rows = getDb()
    .select({ fixtureId: fixtureNotes.fixtureId, whatToBring: fixtureNotes.whatToBring })
    .from(fixtureNotes)
    .where(inArray(fixtureNotes.fixtureId, fixtureIds))
    .all();
  return new Map(rows.filter((row) => row.whatToBring.trim()).map((row) => [row.fixtureId, row.whatToBring]));
}
