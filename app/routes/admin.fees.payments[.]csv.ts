import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportMonthPayments } from "~/models/fees/treasurer.server";
import { paymentsExportSchema } from "~/schemas/fees-treasurer";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** GET (admins, the treasurer): every fee payment received in `?month=2026-11` (Nairobi) as CSV; audited. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "fees");
  const query = paymentsExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response(query.error.issues[0]?.message ?? "Choose a month", { status: 400 });
  return csvResponse(exportMonthPayments(query.data.month, user).csv, `fee-payments-${query.data.month}`);
}
