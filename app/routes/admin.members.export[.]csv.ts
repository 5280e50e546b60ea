import type { LoaderFunctionArgs } from "@remix-run/node";
import { membersCsvStream } from "~/models/membership/members-admin.server";
import { memberFilterSchema } from "~/schemas/membership";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** The filtered member list (all pages) as a streamed CSV file named with today's date. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "membership");
  const { q, tier, status } = parseUrlState(memberFilterSchema, new URL(request.url).searchParams);
  return csvResponse(membersCsvStream({ q, tier, status }, { signal: request.signal }), "fan-members");
}
