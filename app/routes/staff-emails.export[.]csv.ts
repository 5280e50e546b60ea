import type { LoaderFunctionArgs } from "@remix-run/node";
import { directoryCsv } from "~/models/staff.server";
import { directoryQuerySchema } from "~/schemas/staff";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** The directory of the current tab (and search) as a CSV file named with today's date. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "staff-accounts");
  const { tab, q } = parseUrlState(directoryQuerySchema, new URL(request.url).searchParams);
  return csvResponse(directoryCsv(tab, q), tab === "admins" ? "administrator-emails" : "staff-emails");
}
