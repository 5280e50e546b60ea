import type { ActionFunctionArgs } from "@remix-run/node";
import { orderPath, orderSummary, placeOrder } from "~/models/shop/checkout.server";
import { checkoutSchema, SHOP_MESSAGES } from "~/schemas/shop";
import { requestCartId } from "~/services/cart-api.server";
import { orderOrigin } from "~/services/cart.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public) { amount, cartItems, customerInfo {name, email, phone, address}, sessionId? }: places
 * the order of the caller's cart (`sessionId` or the cart cookie). Payment is on delivery, so no
 * payment intent is created; the route keeps the name the club's API clients already call. 409 with the current `total` when the amount
 * or the cart no longer matches, or with "only n left" when stock ran out; 409 too past the per-order
 * cap of a product or the caps on a customer's or client's open orders.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, checkoutSchema, {
    maxBytes: 64 * 1024,
    invalidMessage: (errors) =>
      Object.keys(errors).some((key) => key.startsWith("customerInfo")) ? SHOP_MESSAGES.missing : "Invalid checkout request",
  });
  const cartId = await requestCartId(request, input.sessionId);
  if (!cartId) return apiError(400, SHOP_MESSAGES.emptyCart);
  const placed = placeOrder(cartId, input, await orderOrigin(request, context));
  if (!placed.ok) {
    if (placed.total === undefined) return apiFailure(placed);
    return Response.json({ message: placed.message, total: placed.total }, { status: 409 });
  }
  return Response.json(
    { ...orderSummary(placed.order), orderUrl: orderPath(placed.order.id, placed.token), clientSecret: null },
    { status: 201 },
  );
}
