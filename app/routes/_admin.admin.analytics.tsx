import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/dist/esm/icons/download.js";
import { BarChart } from "~/components/admin/BarChart";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";
import { club } from "~/config/club";
import { getAnalytics, type Ranking } from "~/models/analytics.server";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { DEFAULT_PERIOD, PERIODS, periodQuerySchema, type Period } from "~/utils/analytics";
import { formatLongDate } from "~/utils/dates";

export const meta: MetaFunction = () => [{ title: `Analytics | ${club.shortName}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "analytics");
  const { period = DEFAULT_PERIOD } = parseUrlState(periodQuerySchema, new URL(request.url).searchParams);
  const { range, groups } = getAnalytics(period);
  return { period, range, groups };
}

const csvHref = (id: string, period: Period) => `/admin/analytics/export.csv?${new URLSearchParams({ series: id, period })}`;

export default function AnalyticsPage() {
  const { period, range, groups } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">
          {PERIODS[period].label}: {formatLongDate(`${range.from}T12:00:00Z`)} to {formatLongDate(`${range.to}T12:00:00Z`)}
        </p>
        <nav aria-label="Period">
          <ul className="flex flex-wrap gap-1 rounded-lg bg-white p-1 ring-1 ring-slate-200">
            {(Object.keys(PERIODS) as Period[]).map((id) => (
              <li key={id}>
                <Link
                  to={`?period=${id}`}
                  preventScrollReset
                  aria-current={id === period ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100",
                    "aria-[current=page]:bg-club-navy aria-[current=page]:text-white",
                  )}
                >
                  {PERIODS[id].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-8">
          <h2 id={`${group.id}-heading`} className="text-xl font-semibold">
            {group.title}
          </h2>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {group.charts.map((chart) => (
              <div key={chart.id}>
                <BarChart chart={chart} />
                <CsvLink href={csvHref(chart.id, period)} title={chart.title} />
              </div>
            ))}
            {group.rankings.map((ranking) => (
              <div key={ranking.id}>
                <RankingTable ranking={ranking} />
                <CsvLink href={csvHref(ranking.id, period)} title={ranking.title} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} download className={cx(buttonClasses("outline", "sm"), "mt-2")} aria-label={`Download CSV: ${title}`}>
      <Download aria-hidden="true" />
      CSV
    </a>
  );
}

function RankingTable({ ranking }: { ranking: Ranking }) {
  return (
    <section className="h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby={`${ranking.id}-title`}>
      <h3 id={`${ranking.id}-title`} className="font-semibold text-slate-900">
        {ranking.title}
      </h3>
      <p className="text-sm text-slate-600">{ranking.description}</p>
      {ranking.rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{ranking.empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4">{ranking.columns[0]}</th>
              <th scope="col" className="py-1 text-right">{ranking.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-100">
                <td className="break-all py-1 pr-4">{row.label}</td>
                <td className="py-1 text-right tabular-nums">{row.value.toLocaleString("en-KE")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
