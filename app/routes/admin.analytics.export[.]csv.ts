import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { analyticsCsv } from "~/models/analytics.server";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { DEFAULT_PERIOD, periodQuerySchema } from "~/utils/analytics";
import { csvResponse } from "~/utils/csv.server";

const seriesSchema = z.object({ series: z.string().regex(/^[a-z-]{1,40}$/) });

/** One analytics series (or ranking) of the chosen period as a CSV file. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "analytics");
  const params = new URL(request.url).searchParams;
  const { period = DEFAULT_PERIOD } = parseUrlState(periodQuerySchema, params);
  const series = seriesSchema.safeParse({ series: params.get("series") ?? "" });
  const csv = series.success ? analyticsCsv(series.data.series, period) : null;
  if (!series.success || csv === null) throw new Response("No such series", { status: 404 });
  return csvResponse(csv, `${series.data.series}-${period}`);
}
