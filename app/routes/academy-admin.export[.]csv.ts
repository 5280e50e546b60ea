import type { LoaderFunctionArgs } from "@remix-run/node";
import { registrationsCsvStream } from "~/models/academy/export.server";
import { registrationFilterSchema } from "~/schemas/academy";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** The filtered registration list (all pages) as a streamed CSV file named with today's date. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const { q, status } = parseUrlState(registrationFilterSchema, new URL(request.url).searchParams);
  return csvResponse(registrationsCsvStream({ q, status }, { signal: request.signal }), "academy-registrations");
}
