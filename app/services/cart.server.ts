// The visitor's cart id: a random id in a signed, httpOnly cookie, set on the first "Add to Cart" and
// kept for 30 days. Carts need no account; the id is the `sessionId` of the cart API's requests, and it is
// the only thing that opens a cart, so it is long and random (never made from the time of day).
import crypto from "node:crypto";
import { createCookie, type AppLoadContext } from "@remix-run/node";
import { hasPermission } from "~/config/admin-sections";
import type { OrderOrigin } from "~/models/shop/checkout.server";
import { getOptionalUser } from "~/services/auth.server";
import { CART_DAYS, cartIdSchema } from "~/schemas/shop";
import { getEnv } from "~/config/env.server";
import { singleton } from "~/utils/singleton.server";
import { cookieHeaderWith } from "~/services/visitor-cookies.server";
import { languageOfRequest } from "~/services/language.server";

const CART_MAX_AGE_SECONDS = CART_DAYS * 24 * 60 * 60;

function createCartCookie() {
  const env = getEnv();
  return createCookie("cart", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SECURE_COOKIES,
    path: "/",
    maxAge: CART_MAX_AGE_SECONDS,
    secrets: env.SESSION_SECRETS,
  });
}

const cartCookie = () => singleton("cart-cookie", createCartCookie);

/** The cart id of this request's cookie, or null (no cookie, a forged one, or one from an old secret). */
export async function readCartId(request: Pick<Request, "headers">): Promise<string | null> {
  const header = cookieHeaderWith(request, "cart");
  if (!header) return null;
  const value: unknown = await cartCookie().parse(header);
  const parsed = cartIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const newCartId = () => crypto.randomBytes(24).toString("base64url");

/**
 * The cart to add to: the cookie's, or a new one. `setCookie` (re)sets the cookie, so it lasts 30 days
 * from the latest addition.
 */
export async function cartForAdding(request: Request): Promise<{ cartId: string; setCookie: string }> {
  const cartId = (await readCartId(request)) ?? newCartId();
  return { cartId, setCookie: await cartCookie().serialize(cartId) };
}

/**
 * A cart an API client names by its own `sessionId`: the cookie then names it too, so the same browser's
 * later calls that leave the id out (a quantity change, a removal, the checkout) reach that cart.
 */
export async function namedCart(cartId: string): Promise<{ cartId: string; setCookie: string }> {
  return { cartId, setCookie: await cartCookie().serialize(cartId) };
}

/**
 * Who is placing an order: the client IP, and the signed-in user when they may run the shop (the club
 * office placing a walk-in order is not held to the caps on open orders).
 */
export async function orderOrigin(request: Request, context: AppLoadContext): Promise<OrderOrigin> {
  const user = await getOptionalUser(request);
  const staff = user && hasPermission(user.role, "shop") ? { id: user.id, username: user.username } : null;
  return { ip: context.clientIp ?? null, staff, language: languageOfRequest(request) };
}
