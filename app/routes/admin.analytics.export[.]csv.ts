import type { LoaderFunctionArgs } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { analyticsCsvRows } from "~/models/analytics.server";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { todayInNairobi } from "~/utils/age";
import { DEFAULT_PERIOD, periodQuerySchema } from "~/utils/analytics";

const seriesSchema = z.object({ series: z.string().regex(/^[a-z-]{1,40}$/) });

/** One analytics series (or ranking) of the chosen period as a CSV file. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "analytics");
  const params = new URL(request.url).searchParams;
  const { period = DEFAULT_PERIOD } = parseUrlState(periodQuerySchema, params);
  const series = seriesSchema.safeParse({ series: params.get("series") ?? "" });
  const rows = series.success ? analyticsCsvRows(series.data.series, period) : null;
  if (!series.success || !rows) throw new Response("No such series", { status: 404 });
  // A leading =, +, - or @ would make a spreadsheet run the cell as a formula (page paths, titles).
  const safe = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return new Response(stringify(safe), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${series.data.series}-${period}-${todayInNairobi()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
