import type { ActionFunctionArgs } from "@remix-run/node";
import { addToCart } from "~/models/shop/carts.server";
import { apiAddToCartSchema, SHOP_MESSAGES } from "~/schemas/shop";
import { apiCartLine } from "~/services/cart-api.server";
import { cartForAdding, namedCart } from "~/services/cart.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public) { sessionId, merchandiseId, size, color, quantity }: adds to that cart (without a
 * sessionId, to the cart cookie's cart, or a new one); the cookie then names the cart added to. Answers
 * the cart line.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, apiAddToCartSchema, { maxBytes: 4 * 1024, invalidMessage: SHOP_MESSAGES.invalidCart });
  const { cartId, setCookie } = input.sessionId ? await namedCart(input.sessionId) : await cartForAdding(request);
  const added = addToCart(cartId, input);
  if (!added.ok) return apiFailure(added);
  return Response.json(apiCartLine(added.line, cartId), { status: 201, headers: { "Set-Cookie": setCookie } });
}
