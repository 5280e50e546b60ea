// The analytics screen's calendar rules: periods end today (Nairobi), weeks start on Monday, every
// bucket is present even when nothing happened in it, and counts land in the right bucket.
import { describe, expect, it } from "vitest";
import {
  bucketLabel,
  bucketOf,
  bucketsBetween,
  fillBuckets,
  nairobiDayStartUtc,
  niceMax,
  periodQuerySchema,
  periodRange,
} from "~/utils/analytics";

describe("periods", () => {
  it("end today and start 6, 29 or 89 days earlier, or on the first of the month eleven months back", () => {
    expect(periodRange("7d", "2026-11-22")).toEqual({ period: "7d", from: "2026-11-16", to: "2026-11-22", unit: "day" });
    expect(periodRange("30d", "2026-03-01")).toMatchObject({ from: "2026-01-31", unit: "day" });
    expect(periodRange("90d", "2026-11-22")).toMatchObject({ from: "2026-08-25", unit: "week" });
    expect(periodRange("12m", "2026-11-22")).toMatchObject({ from: "2025-12-01", unit: "month" });
    expect(periodRange("12m", "2026-01-31")).toMatchObject({ from: "2025-02-01" });
  });

  it("are read from the URL; anything else is refused", () => {
    expect(periodQuerySchema.parse({ period: "90d" }).period).toBe("90d");
    expect(periodQuerySchema.safeParse({ period: "1y" }).success).toBe(false);
  });
});

describe("buckets", () => {
  it("put a day in its week (Monday) and its month", () => {
    expect(bucketOf("2026-11-22", "week")).toBe("2026-11-16"); // a Sunday belongs to the week before
    expect(bucketOf("2026-11-16", "week")).toBe("2026-11-16");
    expect(bucketOf("2026-11-17", "week")).toBe("2026-11-16");
    expect(bucketOf("2026-01-01", "week")).toBe("2025-12-29");
    expect(bucketOf("2026-11-22", "month")).toBe("2026-11-01");
    expect(bucketOf("2026-11-22", "day")).toBe("2026-11-22");
  });

  it("cover the whole period without gaps", () => {
    expect(bucketsBetween("2026-11-16", "2026-11-22", "day")).toHaveLength(7);
    expect(bucketsBetween("2025-12-01", "2026-11-22", "month")).toEqual([
      "2025-12-01", "2026-01-01", "2026-02-01", "2026-03-01", "2026-04-01", "2026-05-01",
      "2026-06-01", "2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01",
    ]);
    const weeks = bucketsBetween("2026-08-25", "2026-11-22", "week");
    expect(weeks[0]).toBe("2026-08-24");
    expect(weeks.at(-1)).toBe("2026-11-16");
    expect(weeks).toHaveLength(13);
  });

  it("sum days into their bucket and series, with zeros where nothing happened", () => {
    const buckets = bucketsBetween("2026-11-09", "2026-11-22", "week");
    const series = fillBuckets(
      [
        { day: "2026-11-10", series: "pending", n: 2 },
        { day: "2026-11-15", series: "pending", n: 1 },
        { day: "2026-11-20", series: "approved", n: 4 },
        { day: "2026-11-21", series: "unknown", n: 9 },
        { day: "2026-10-01", series: "pending", n: 5 }, // outside the period
      ],
      buckets,
      "week",
      ["pending", "approved", "rejected"],
    );
    expect(series).toEqual([
      { name: "pending", values: [3, 0] },
      { name: "approved", values: [0, 4] },
      { name: "rejected", values: [0, 0] },
    ]);
  });

  it("are labelled for people", () => {
    expect(bucketLabel("2026-11-22", "day")).toBe("22 Nov");
    expect(bucketLabel("2026-11-16", "week")).toBe("w/c 16 Nov");
    expect(bucketLabel("2026-11-01", "month")).toBe("Nov 2026");
  });
});

describe("chart helpers", () => {
  it("start a Nairobi day at 21:00 UTC the evening before", () => {
    expect(nairobiDayStartUtc("2026-11-22")).toBe("2026-11-21T21:00:00.000Z");
  });

  it("round the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(2100)).toBe(2500);
  });
});
