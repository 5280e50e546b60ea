import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportPeriodInvoices } from "~/models/fees/treasurer.server";
import { invoicesExportSchema } from "~/schemas/fees-treasurer";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** GET (admins, the treasurer): every invoice of `?period=2026-11` (or 2026-T3) as CSV; audited. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "fees");
  const query = invoicesExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response(query.error.issues[0]?.message ?? "Choose a period", { status: 400 });
  return csvResponse(exportPeriodInvoices(query.data.period, user).csv, `fee-invoices-${query.data.period}`);
}
