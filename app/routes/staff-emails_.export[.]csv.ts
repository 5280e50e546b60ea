import type { LoaderFunctionArgs } from "@remix-run/node";
import { directoryCsv } from "~/models/staff.server";
import { directoryQuerySchema } from "~/schemas/staff";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { todayInNairobi } from "~/utils/age";

/** The directory of the current tab (and search) as a CSV file named with today's date. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "staff-accounts");
  const { tab, q } = parseUrlState(directoryQuerySchema, new URL(request.url).searchParams);
  const name = tab === "admins" ? "administrator-emails" : "staff-emails";
  return new Response(directoryCsv(tab, q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${todayInNairobi()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
