// The analytics screen's figures, all counted from the club's own tables (and the page views the
// server counts itself). An area whose tables hold nothing in the period shows an empty chart, never
// made-up numbers. Dates are Nairobi days.
import { sql, type SQL } from "drizzle-orm";
import { PUSH_TOPICS, TOPIC_LABELS } from "~/config/push";
import { getDb } from "~/db/client.server";
import { todayInNairobi } from "~/utils/age";
import { csvOf } from "~/utils/csv.server";
import { MEMBERSHIP_TYPES } from "~/utils/membership";
import {
  bucketLabel,
  bucketsBetween,
  fillBuckets,
  nairobiDayStartUtc,
  periodRange,
  type ChartData,
  type Period,
  type PeriodRange,
} from "~/utils/analytics";

export type Chart = ChartData & {
  /** The first day of each bucket (or the category), for the CSV. */
  keys: string[];
};

export type Ranking = {
  id: string;
  title: string;
  description: string;
  columns: [string, string];
  rows: Array<{ label: string; value: number }>;
  empty: string;
};

export type AnalyticsGroup = { id: string; title: string; charts: Chart[]; rankings: Ranking[] };

const TOPICS = PUSH_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] }));
const TIERS = [...MEMBERSHIP_TYPES];
// Orders that did not become a sale do not count towards revenue.
const NOT_SALES = ["cancelled", "canceled", "failed", "refunded"];

type DayRow = { day: string; series?: string; n: number };

/** Rows per Nairobi day (and series) of `table` whose `dateColumn` falls in the range. */
function perDay(range: PeriodRange, table: string, dateColumn: string, value: string, seriesColumn?: string, where?: string): DayRow[] {
  const day = `date(${dateColumn}, '+3 hours')`;
  const series = seriesColumn ? `, ${seriesColumn} AS series` : "";
  return getDb().all<DayRow>(
    sql`SELECT ${sql.raw(day)} AS day${sql.raw(series)}, ${sql.raw(value)} AS n FROM ${sql.raw(table)}
        WHERE ${sql.raw(dateColumn)} >= ${nairobiDayStartUtc(range.from)} ${sql.raw(where ? `AND ${where}` : "")}
        GROUP BY 1${sql.raw(seriesColumn ? ", 2" : "")}`,
  );
}

function chart(
  range: PeriodRange,
  base: Omit<Chart, "labels" | "keys" | "series">,
  rows: DayRow[],
  seriesNames: string[],
  unit = range.unit,
): Chart {
  const keys = bucketsBetween(range.from, range.to, unit);
  return {
    ...base,
    keys,
    labels: keys.map((key) => bucketLabel(key, unit)),
    series: fillBuckets(rows, keys, unit, seriesNames),
  };
}

function all<T>(query: SQL): T[] {
  return getDb().all<T>(query);
}

function pageViewsGroup(range: PeriodRange): AnalyticsGroup {
  const rows = all<DayRow>(
    sql`SELECT day, sum(views) AS n FROM page_views WHERE day >= ${range.from} GROUP BY day`,
  );
  const top = all<{ label: string; value: number }>(
    sql`SELECT path AS label, sum(views) AS value FROM page_views WHERE day >= ${range.from}
        GROUP BY path ORDER BY value DESC, path LIMIT 10`,
  );
  return {
    id: "traffic",
    title: "Website visits",
    charts: [
      chart(
        range,
        {
          id: "page-views",
          title: "Page views",
          description: "Public pages served to people (not bots), counted by the server; no visitor is tracked.",
          unit: "Views",
          empty: "No page views counted in this period yet.",
        },
        rows,
        ["Views"],
      ),
    ],
    rankings: [
      {
        id: "top-pages",
        title: "Most viewed pages",
        description: "The ten pages with the most views in the period.",
        columns: ["Page", "Views"],
        rows: top,
        empty: "No page views counted in this period yet.",
      },
    ],
  };
}

function academyGroup(range: PeriodRange): AnalyticsGroup {
  const registrations = perDay(range, "academy_registrations", "registration_date", "count(*)", "status");
  const messages = perDay(range, "contact_messages", "created_at", "count(*)");
  return {
    id: "academy",
    title: "Academy and contact",
    charts: [
      chart(
        range,
        {
          id: "registrations",
          title: "Academy registrations per week",
          description: "Applications received each week (Monday to Sunday), by their status today.",
          unit: "Registrations",
          empty: "No academy registrations in this period.",
        },
        registrations,
        ["pending", "approved", "rejected"],
        "week",
      ),
      chart(
        range,
        {
          id: "contact-messages",
          title: "Contact messages",
          description: "Messages sent through the contact form.",
          unit: "Messages",
          empty: "No contact messages in this period.",
        },
        messages,
        ["Messages"],
      ),
    ],
    rankings: [],
  };
}

function emailGroup(range: PeriodRange): AnalyticsGroup {
  const rows = perDay(range, "email_logs", "sent_at", "count(*)", "status", "status IN ('sent', 'failed')");
  return {
    id: "email",
    title: "E-mail",
    charts: [
      chart(
        range,
        {
          id: "emails",
          title: "E-mails sent and failed",
          description: "Messages the site sent, and those the mail server refused.",
          unit: "E-mails",
          empty: "No e-mails sent in this period.",
        },
        rows,
        ["sent", "failed"],
      ),
    ],
    rankings: [],
  };
}

function pushGroup(range: PeriodRange): AnalyticsGroup {
  const perTopic = all<{ topic: string; n: number }>(
    sql`SELECT topic.value AS topic, count(*) AS n FROM push_subscriptions, json_each(push_subscriptions.preferences) AS topic
        WHERE push_subscriptions.is_active = 1 GROUP BY topic.value`,
  );
  const counts = new Map(perTopic.map((row) => [row.topic, row.n]));
  const clicks = perDay(range, "notifications", "sent_at", "sum(click_count)");
  return {
    id: "push",
    title: "Push notifications",
    charts: [
      {
        id: "push-subscribers",
        title: "Subscribers per topic",
        description: "Browsers subscribed today to each topic (one browser may follow several).",
        unit: "Subscribers",
        keyLabel: "Topic",
        keys: TOPICS.map((t) => t.id),
        labels: TOPICS.map((t) => t.label),
        series: [{ name: "Subscribers", values: TOPICS.map((t) => counts.get(t.id) ?? 0) }],
        empty: "No push subscribers yet.",
      },
      chart(
        range,
        {
          id: "notification-clicks",
          title: "Notification clicks",
          description: "Clicks on the notifications sent in the period, by the day they were sent.",
          unit: "Clicks",
          empty: "No notification clicks in this period.",
        },
        clicks,
        ["Clicks"],
      ),
    ],
    rankings: [],
  };
}

function blogGroup(range: PeriodRange): AnalyticsGroup {
  const views = all<DayRow>(
    sql`SELECT day, sum(views) AS n FROM page_views WHERE day >= ${range.from} AND route_id LIKE 'routes/blog%' GROUP BY day`,
  );
  const top = all<{ label: string; value: number }>(
    sql`SELECT title AS label, view_count AS value FROM blog_posts WHERE status = 'published' AND view_count > 0
        ORDER BY view_count DESC, id LIMIT 10`,
  );
  return {
    id: "blog",
    title: "Blog",
    charts: [
      chart(
        range,
        {
          id: "blog-views",
          title: "Blog views",
          description: "Views of the blog's pages (the list and the posts), counted by the server.",
          unit: "Views",
          empty: "No blog views counted in this period.",
        },
        views,
        ["Views"],
      ),
    ],
    rankings: [
      {
        id: "top-posts",
        title: "Most read posts",
        description: "Published posts by their views since publication.",
        columns: ["Post", "Views"],
        rows: top,
        empty: "No blog post has been viewed yet.",
      },
    ],
  };
}

function shopGroup(range: PeriodRange): AnalyticsGroup {
  const sale = `status NOT IN (${NOT_SALES.map((s) => `'${s}'`).join(", ")})`;
  const orders = perDay(range, "orders", "created_at", "count(*)", undefined, sale);
  const revenue = perDay(range, "orders", "created_at", "sum(total_amount)", undefined, sale);
  const top = all<{ label: string; value: number }>(
    sql`SELECT merchandise.name AS label, sum(order_items.quantity) AS value
        FROM order_items JOIN orders ON orders.id = order_items.order_id JOIN merchandise ON merchandise.id = order_items.merchandise_id
        WHERE orders.created_at >= ${nairobiDayStartUtc(range.from)} AND orders.${sql.raw(sale)}
        GROUP BY merchandise.id ORDER BY value DESC, merchandise.name LIMIT 10`,
  );
  return {
    id: "shop",
    title: "Shop",
    charts: [
      chart(
        range,
        {
          id: "orders",
          title: "Orders",
          description: "Orders placed (cancelled, failed and refunded orders left out).",
          unit: "Orders",
          empty: "No shop orders in this period.",
        },
        orders,
        ["Orders"],
      ),
      chart(
        range,
        {
          id: "revenue",
          title: "Revenue (KES)",
          description: "The total of those orders in Kenyan shillings.",
          unit: "KES",
          empty: "No shop revenue in this period.",
        },
        revenue,
        ["KES"],
      ),
    ],
    rankings: [
      {
        id: "top-products",
        title: "Best-selling products",
        description: "Items sold in the period, by quantity.",
        columns: ["Product", "Sold"],
        rows: top,
        empty: "No products sold in this period.",
      },
    ],
  };
}

function membershipGroup(range: PeriodRange): AnalyticsGroup {
  const rows = perDay(range, "fan_members", "join_date", "count(*)", "membership_type");
  return {
    id: "membership",
    title: "Fan membership",
    charts: [
      chart(
        range,
        {
          id: "members",
          title: "New fan members per tier",
          description: "Members who joined, by membership tier.",
          unit: "Members",
          empty: "No new fan members in this period.",
        },
        rows,
        TIERS,
      ),
    ],
    rankings: [],
  };
}

export function getAnalytics(period: Period, today = todayInNairobi()): { range: PeriodRange; groups: AnalyticsGroup[] } {
  const range = periodRange(period, today);
  const groups = [pageViewsGroup, academyGroup, emailGroup, pushGroup, blogGroup, shopGroup, membershipGroup].map((build) =>
    build(range),
  );
  return { range, groups };
}

/** One chart or ranking as a CSV file's text, or null for an unknown id. */
export function analyticsCsv(id: string, period: Period, today = todayInNairobi()): string | null {
  const { groups } = getAnalytics(period, today);
  for (const group of groups) {
    const found = group.charts.find((c) => c.id === id);
    if (found) {
      const first = found.keys[0]?.length === 10 ? "Period starting" : "Category";
      return csvOf(
        [first, ...found.series.map((s) => s.name)],
        found.keys.map((key, i) => [key, ...found.series.map((s) => s.values[i])]),
      );
    }
    const ranking = group.rankings.find((r) => r.id === id);
    if (ranking) return csvOf(ranking.columns, ranking.rows.map((row) => [row.label, row.value]));
  }
  return null;
}
