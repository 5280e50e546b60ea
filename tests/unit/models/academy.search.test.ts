// The admin search at scale: one or two letters match the start of the player's or the parent's name,
// three or more any part of a name or e-mail; the two ways of paging a short search (many matches:
// walk the date index; few: collect the ids) give the same rows; the status counts kept in memory
// follow every write.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "../../support/factories";
import { countRegistrationsByStatus, listRegistrationSummaries } from "~/models/academy/review.server";
import { getDb } from "~/db/client.server";
import { academyRegistrations as table } from "~/db/schema";

const db = getDb();

beforeAll(async () => {
  // 2,400 "Kamau" players (a dense short search) and a few others, on distinct dates.
  const base = Date.parse("2026-01-01T08:00:00Z");
  const rows = Array.from({ length: 2_450 }, (_, i) => {
    const r = buildRegistration();
    const name = i < 2_400 ? `Kamau Player${i}` : i < 2_440 ? `Otieno Zawadi${i}` : `Achieng Wanjiru${i}`;
    return {
      ...r,
      playerName: name,
      parentGuardianName: i % 2 ? "Grace Muthoni" : "Peter Ouma",
      email: `family${i}@example.com`,
      trainingDays: r.trainingDays,
      termsAgreed: true,
      mediaConsent: false,
      status: (["pending", "approved", "rejected"] as const)[i % 3],
      registrationDate: new Date(base + i * 60_000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 100) db.insert(table).values(rows.slice(i, i + 100)).run();
});

const names = (filter: Parameters<typeof import("~/models/academy/review.server").listRegistrationSummaries>[0]) =>
  listRegistrationSummaries(filter).rows.map((row) => row.playerName);

describe("short searches", () => {
  it("match the start of the player's or the parent/guardian's name, in any case", () => {
    expect(listRegistrationSummaries({ q: "ot", limit: 100 }).total).toBe(40);
    expect(listRegistrationSummaries({ q: "OT", limit: 100 }).total).toBe(40);
    // "aw" is inside "Zawadi" but begins no name.
    expect(listRegistrationSummaries({ q: "aw", limit: 100 }).total).toBe(0);
    // A parent's name: every other family.
    expect(listRegistrationSummaries({ q: "gr", limit: 5000 }).total).toBe(1_225);
    // Wildcards are letters here.
    expect(listRegistrationSummaries({ q: "%", limit: 100 }).total).toBe(0);
    expect(listRegistrationSummaries({ q: "_", limit: 100 }).total).toBe(0);
  });

  it("page the same rows, newest first, whether there are many matches or few", () => {
    // 2,400 matches: the date-index walk. Compare with the same search over a filter that leaves few.
    const dense = listRegistrationSummaries({ q: "ka", limit: 20, offset: 40 });
    expect(dense.total).toBe(2_400);
    expect(dense.rows.map((row) => row.playerName)).toEqual(Array.from({ length: 20 }, (_, i) => `Kamau Player${2_399 - 40 - i}`));
    const pending = listRegistrationSummaries({ q: "ka", status: "pending", limit: 20 });
    expect(pending.total).toBe(800);
    expect(pending.rows.every((row) => row.status === "pending")).toBe(true);
    const sparse = names({ q: "ac", limit: 20 });
    expect(sparse).toEqual(Array.from({ length: 10 }, (_, i) => `Achieng Wanjiru${2_449 - i}`));
  });
});

describe("three letters or more", () => {
  it("find any part of a name or e-mail", () => {
    expect(listRegistrationSummaries({ q: "awadi", limit: 100 }).total).toBe(40);
    expect(listRegistrationSummaries({ q: "family2449@", limit: 100 }).total).toBe(1);
  });
});

describe("the status counts on every page", () => {
  it("are kept in memory until a registration is written", () => {
    const before = countRegistrationsByStatus();
    expect(before.total).toBe(2_450);
    const [row] = db.select({ id: table.id, status: table.status }).from(table).where(eq(table.status, "pending")).limit(1).all();
    db.update(table).set({ status: "approved" }).where(eq(table.id, row.id)).run();
    const after = countRegistrationsByStatus();
    expect(after.total).toBe(2_450);
    expect(after.approved + after.pending + after.rejected).toBe(2_450);
    expect(after).not.toEqual(before);
  });
});

describe("the number of matches of a short search", () => {
  it("counts a registration once when both its names begin with the letters, with or without a status", () => {
    const family = (playerName: string, parentGuardianName: string, status: "pending" | "approved") => ({
      ...buildRegistration(),
      playerName,
      parentGuardianName,
      status,
      termsAgreed: true,
      mediaConsent: false,
    });
    db.insert(table)
      .values([
        family("Wafula Brian", "Wambui Jane", "pending"), // both names
        family("Wekesa Tom", "Peter Ouma", "approved"), // the player's only
        family("Kamau Xavier", "Wanjiku Ann", "pending"), // the parent's only
      ])
      .run();
    const total = (q: string, status?: "pending" | "approved") => {
      const page = listRegistrationSummaries({ q, status, limit: 100 });
      // The count agrees with the rows it pages.
      expect(page.rows).toHaveLength(page.total);
      return page.total;
    };
    expect(total("w")).toBe(3);
    expect(total("wa")).toBe(2);
    expect(total("WA", "pending")).toBe(2);
    expect(total("w", "approved")).toBe(1);
    expect(total("we", "pending")).toBe(0);
  });
});
