// How long a child's data is kept after they leave the club, against an in-memory database: the
// housekeeping erases academy players archived longer ago than the retention, as staff would on request
// (anonymous name, no date of birth, guardian links gone, a guardian with no other child deleted, audited
// as the system), and leaves players still on a team, players who left recently and senior players alone.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { guardians, playerGuardians, players } from "~/db/schema";
import { eraseLongGonePlayers } from "~/models/squads/players.server";

const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).all(...params) as Array<Record<string, unknown>>;
const DAY = 86_400_000;
const NOW = new Date("2026-12-01T06:00:00Z");

let count = 0;
function academyPlayer(archivedDaysAgo: number | null, kind: "academy" | "senior" = "academy") {
  const player = getDb()
    .insert(players)
    .values({
      kind,
      name: `Child ${++count} Wanjiku`,
      position: "Midfielder",
      age: 12,
      bio: "",
      imageUrl: "",
      dateOfBirth: "2014-03-02",
      gender: "female",
      archivedAt: archivedDaysAgo === null ? null : new Date(NOW.getTime() - archivedDaysAgo * DAY).toISOString(),
    })
    .returning()
    .get();
  const guardian = getDb()
    .insert(guardians)
    .values({ name: `Parent ${count}`, email: `parent-${count}@example.org`, phone: "0712 345 678", language: "en" })
    .returning()
    .get();
  getDb().insert(playerGuardians).values({ playerId: player.id, guardianId: guardian.id, relationship: "Mother" }).run();
  return { player, guardian };
}

describe("erasing the data of players who left long ago", () => {
  it("erases only academy players archived longer ago than the retention, once", async () => {
    const longGone = academyPlayer(731);
    const justLeft = academyPlayer(729);
    const stillPlaying = academyPlayer(null);
    const senior = academyPlayer(1000, "senior");

    expect(await eraseLongGonePlayers(730, NOW)).toBe(1);

    expect(sql("SELECT name, date_of_birth, gender, erased_at IS NOT NULL AS erased FROM players WHERE id = ?", longGone.player.id)).toEqual([
      { name: `Former player ${longGone.player.id}`, date_of_birth: null, gender: null, erased: 1 },
    ]);
    expect(sql("SELECT id FROM guardians WHERE id = ?", longGone.guardian.id)).toEqual([]);
    expect(sql("SELECT username, action, target_id FROM audit_log WHERE action = 'squad.player.erase'")).toEqual([
      { username: "system", action: "squad.player.erase", target_id: String(longGone.player.id) },
    ]);
    for (const kept of [justLeft, stillPlaying, senior]) {
      expect(sql("SELECT name, erased_at FROM players WHERE id = ?", kept.player.id)).toEqual([{ name: kept.player.name, erased_at: null }]);
      expect(sql("SELECT guardian_id FROM player_guardians WHERE player_id = ?", kept.player.id)).toEqual([{ guardian_id: kept.guardian.id }]);
    }

    // The next run finds nothing left to erase.
    expect(await eraseLongGonePlayers(730, NOW)).toBe(0);
  });
});
