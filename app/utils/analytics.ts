// The periods of the analytics screen and the buckets a chart counts in. Days are Nairobi calendar
// days (YYYY-MM-DD); weeks start on Monday. Pure, safe on the client, unit-tested.
import { z } from "zod";

export const PERIODS = {
  "7d": { label: "Last 7 days", days: 7, unit: "day" },
  "30d": { label: "Last 30 days", days: 30, unit: "day" },
  "90d": { label: "Last 90 days", days: 90, unit: "week" },
  "12m": { label: "Last 12 months", months: 12, unit: "month" },
} as const;

export type Period = keyof typeof PERIODS;
export type BucketUnit = "day" | "week" | "month";
export const DEFAULT_PERIOD: Period = "30d";

export const periodQuerySchema = z.object({
  period: z.enum(Object.keys(PERIODS) as [Period, ...Period[]]).optional(),
});

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The bucket a day falls in: the day itself, the Monday of its week, or the first of its month. */
export function bucketOf(day: string, unit: BucketUnit): string {
  if (unit === "day") return day;
  if (unit === "month") return `${day.slice(0, 7)}-01`;
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

function nextBucket(bucket: string, unit: BucketUnit): string {
  if (unit === "day") return addDays(bucket, 1);
  if (unit === "week") return addDays(bucket, 7);
  const date = toDate(bucket);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return toDay(date);
}

export type PeriodRange = { period: Period; from: string; to: string; unit: BucketUnit };

/** One chart of the analytics screen, as the server works it out and `BarChart` draws it. */
export type ChartData = {
  id: string;
  title: string;
  description: string;
  /** What the values count, for the axis and the table ("Views", "KES"). */
  unit: string;
  /** The header of the label column in the table ("Period" unless the bars are categories). */
  keyLabel?: string;
  labels: string[];
  series: Array<{ name: string; values: number[] }>;
  empty: string;
};

/** The first and last day (inclusive) of a period ending today, and the unit its charts count in. */
export function periodRange(period: Period, today: string): PeriodRange {
  const spec = PERIODS[period];
  if ("months" in spec) {
    const start = toDate(`${today.slice(0, 7)}-01`);
    start.setUTCMonth(start.getUTCMonth() - (spec.months - 1));
    return { period, from: toDay(start), to: today, unit: spec.unit };
  }
  return { period, from: addDays(today, -(spec.days - 1)), to: today, unit: spec.unit };
}

/** Every bucket from the one holding `from` to the one holding `to`. */
export function bucketsBetween(from: string, to: string, unit: BucketUnit): string[] {
  const buckets: string[] = [];
  const last = bucketOf(to, unit);
  for (let bucket = bucketOf(from, unit); bucket <= last; bucket = nextBucket(bucket, unit)) buckets.push(bucket);
  return buckets;
}

/** Counts per day (and series) summed into buckets; buckets without any count are 0, never missing. */
export function fillBuckets(
  rows: Array<{ day: string; series?: string; n: number }>,
  buckets: string[],
  unit: BucketUnit,
  seriesNames: string[],
): Array<{ name: string; values: number[] }> {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const series = seriesNames.map((name) => ({ name, values: buckets.map(() => 0) }));
  for (const row of rows) {
    const at = index.get(bucketOf(row.day, unit));
    const target = series.find((s) => s.name === (row.series ?? seriesNames[0]));
    if (at !== undefined && target) target.values[at] += Number(row.n) || 0;
  }
  return series;
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "21 Nov", "w/c 17 Nov", "Nov 2026". */
export function bucketLabel(bucket: string, unit: BucketUnit): string {
  if (unit === "month") return monthFormat.format(toDate(bucket));
  return `${unit === "week" ? "w/c " : ""}${dayFormat.format(toDate(bucket))}`;
}

/** The UTC instant a Nairobi day starts (Nairobi is UTC+3 all year), for comparing ISO timestamps. */
export const nairobiDayStartUtc = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();

/** A round upper bound for a chart's axis: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}
