// What the shop's JSON API shares: the cart a request speaks for, and a cart line's public shape.
import type { CartLine } from "~/models/shop/carts.server";
import { readCartId } from "~/services/cart.server";

/** The cart named in the body or query (`sessionId`), else the cart cookie's. */
export async function requestCartId(request: Request, named?: string | null): Promise<string | null> {
  return named ?? (await readCartId(request));
}

/** A cart line as GET /api/cart/{sessionId} lists it. */
export function apiCartLine(line: CartLine, sessionId: string) {
  return {
    id: line.id,
    sessionId,
    merchandiseId: line.merchandiseId,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    merchandise: {
      id: line.merchandise.id,
      name: line.merchandise.name,
      price: line.merchandise.price,
      images: line.merchandise.images,
    },
  };
}
