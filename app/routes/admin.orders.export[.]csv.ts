import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersCsvStream } from "~/models/shop/orders-export.server";
import { orderListQuerySchema } from "~/schemas/shop";
import { parseUrlState } from "~/schemas/url-state";
import { requireUser } from "~/services/auth.server";
import { csvResponse } from "~/utils/csv.server";

/** GET (shop staff): the orders matching the list's filter (all pages) as a streamed CSV file. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "shop");
  const { q, status } = parseUrlState(orderListQuerySchema, new URL(request.url).searchParams);
  return csvResponse(ordersCsvStream({ q, status }, { signal: request.signal }), "shop-orders");
}
