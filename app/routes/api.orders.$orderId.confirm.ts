import type { ActionFunctionArgs } from "@remix-run/node";
import { confirmOrder, orderSummary } from "~/models/shop/checkout.server";
import { confirmOrderSchema, SHOP_MESSAGES } from "~/schemas/shop";
import { requestCartId } from "~/services/cart-api.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** POST (public) { sessionId }: confirms an order placed from that cart (or the cart cookie's). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const { sessionId } = await parseJsonBody(request, confirmOrderSchema, { maxBytes: 1024 });
  const orderId = parseId(params.orderId);
  const cartId = await requestCartId(request, sessionId);
  if (!orderId || !cartId) return apiError(404, SHOP_MESSAGES.orderNotFound);
  const confirmed = confirmOrder(orderId, cartId);
  if (!confirmed.ok) return apiFailure(confirmed);
  return Response.json(orderSummary(confirmed.order));
}
