import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersCsvStream } from "~/models/shop/orders-export.server";
import { orderListQuerySchema } from "~/schemas/shop";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { todayInNairobi } from "~/utils/age";

/** GET (shop staff): the orders matching the list's filter as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const { q, status } = parseUrlState(orderListQuerySchema, new URL(request.url).searchParams);
  return new Response(ordersCsvStream({ q, status }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="shop-orders-${todayInNairobi()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
