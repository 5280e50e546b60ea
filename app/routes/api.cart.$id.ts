import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getCart, removeCartLine, updateCartLine } from "~/models/shop/carts.server";
import { cartIdSchema, lineIdSchema, SHOP_MESSAGES, updateQuantitySchema } from "~/schemas/shop";
import { apiCartLine, requestCartId } from "~/services/cart-api.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { CART_ID_PARAM } from "~/config/secret-links";

/** GET (public) /api/cart/{sessionId}: the lines of that cart (the id is the key: it is long and random). */
export async function loader({ params }: LoaderFunctionArgs) {
  const cartId = cartIdSchema.safeParse(params.id);
  if (!cartId.success) return apiError(400, cartId.error.issues[0].message);
  return Response.json(getCart(cartId.data).map((line) => apiCartLine(line, cartId.data)));
}

/**
 * PATCH /api/cart/{id} { quantity } and DELETE /api/cart/{id}: change or remove one line of the
 * caller's cart, named by `sessionId` (body for PATCH, query for DELETE) or the cart cookie. A line of
 * any other cart is "not found".
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const lineId = lineIdSchema.safeParse(params.id);
  if (request.method === "PATCH") {
    const { quantity, sessionId } = await parseJsonBody(request, updateQuantitySchema, {
      maxBytes: 1024,
      invalidMessage: (errors) => errors.quantity?.[0] ?? SHOP_MESSAGES.invalidCart,
    });
    const cartId = await requestCartId(request, sessionId);
    if (!lineId.success || !cartId) return apiError(404, SHOP_MESSAGES.lineNotFound);
    const updated = updateCartLine(cartId, lineId.data, quantity);
    if (!updated.ok) return apiFailure(updated);
    return Response.json(apiCartLine(updated.line, cartId));
  }
  if (request.method === "DELETE") {
    const named = new URL(request.url).searchParams.get(CART_ID_PARAM);
    const sessionId = named === null ? undefined : cartIdSchema.safeParse(named);
    if (sessionId && !sessionId.success) return apiError(400, sessionId.error.issues[0].message);
    const cartId = await requestCartId(request, sessionId?.data);
    if (!lineId.success || !cartId) return apiError(404, SHOP_MESSAGES.lineNotFound);
    const removed = removeCartLine(cartId, lineId.data);
    if (!removed.ok) return apiFailure(removed);
    return new Response(null, { status: 204 });
  }
  return apiError(405, "Use PATCH or DELETE");
}
