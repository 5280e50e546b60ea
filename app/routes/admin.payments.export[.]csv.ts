import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasPermission } from "~/config/admin-sections";
import { paymentsCsvStream } from "~/models/payments/payments-admin.server";
import { paymentListQuerySchema } from "~/schemas/payments-admin";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** GET (shop staff): the M-Pesa payments matching the list's filter (all pages) as a streamed CSV file. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "shop");
  const { q, status, for: purpose, from, to } = parseUrlState(paymentListQuerySchema, new URL(request.url).searchParams);
  const withFees = hasPermission(user.role, "fees");
  return csvResponse(paymentsCsvStream({ q, status, for: purpose, from, to, withFees }, { signal: request.signal }), "mpesa-payments");
}
