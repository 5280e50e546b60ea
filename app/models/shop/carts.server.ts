// Carts: a visitor's lines (product, size, colour, quantity), kept within each product's stock. The
// cart id is the cart cookie's (or an API client's own `sessionId`); a line is reachable only through
// its own cart (docs/decisions/0015-shop-cart-and-checkout.md).
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartItems, merchandise } from "~/db/schema";
import { cartLines, notFound, type CartLine } from "~/models/shop/rows.server";
import { CART_DAYS, CHOOSE_SIZE, MAX_CART_LINES, MAX_LINE_QUANTITY, perOrderCapMessage, SHOP_MESSAGES, type AddToCartInput } from "~/schemas/shop";
import { getEnv } from "~/config/env.server";
import type { Failure, Result } from "~/utils/result";

export type { CartLine };

/** The lines of a cart, oldest first, each with its product. An unknown cart is simply empty. */
export function getCart(cartId: string | null): CartLine[] {
  return cartId ? cartLines(getDb(), cartId) : [];
}

export const cartTotal = (lines: Array<Pick<CartLine, "quantity" | "merchandise">>) =>
  lines.reduce((sum, line) => sum + line.quantity * line.merchandise.price, 0);

/** How many items the cart holds in all (the cart button's badge). */
export function cartQuantity(cartId: string | null): number {
  if (!cartId) return 0;
  const row = getDb()
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, cartId))
    .get();
  return row?.n ?? 0;
}

/** "Only 2 left in stock for Home Jersey." / "Home Jersey is out of stock." */
export function stockMessage(name: string, stock: number, inCart = 0): string {
  if (stock <= 0) return `${name} is out of stock.`;
  const base = `Only ${stock} left in stock for ${name}.`;
  return inCart > 0 ? `${base} Your cart already has ${inCart}.` : base;
}

/**
 * Whether `quantity` units of a product (all its lines in one cart) fit both its stock and the
 * per-order cap (ORDER_MAX_PER_PRODUCT); if not, the refusal names the tighter of the two. `inCart` is
 * what the cart already holds of it besides the change.
 */
export function productQuantityRefusal(
  product: { name: string; stock: number },
  quantity: number,
  inCart = 0,
): Failure<"conflict"> | null {
  const cap = getEnv().ORDER_MAX_PER_PRODUCT;
  if (quantity <= Math.min(product.stock, cap)) return null;
  const message = product.stock <= cap ? stockMessage(product.name, product.stock, inCart) : perOrderCapMessage(product.name, cap, inCart);
  return { ok: false, reason: "conflict", message, errors: { quantity: [message] } };
}

/** The chosen option, or the first when none was chosen; undefined when the choice is not offered. */
function pickOption(options: string[], chosen: string | undefined): string | null | undefined {
  if (!options.length) return chosen ? undefined : null;
  if (!chosen) return options[0];
  return options.includes(chosen) ? chosen : undefined;
}

/**
 * Use case: add a product (size, colour) to a cart. The same product, size and colour again raises
 * that line's quantity. All lines of the product together never exceed its stock. The shop's pages
 * pass `sizeChosen`: a product with several sizes then needs the shopper's choice (the JSON API keeps
 * the first size as the default).
 */
export function addToCart(
  cartId: string,
  input: AddToCartInput,
  { sizeChosen = false }: { sizeChosen?: boolean } = {},
): Result<{ line: CartLine; quantity: number }, "invalid" | "not-found" | "conflict"> {
  const db = getDb();
  return db.transaction((tx) => {
    const product = tx.select().from(merchandise).where(eq(merchandise.id, input.merchandiseId)).get();
    if (!product || product.status !== "active") return notFound(SHOP_MESSAGES.productNotFound);
    if (sizeChosen && product.sizes.length > 1 && !input.size) {
      const errors: Record<string, string[]> = { size: [CHOOSE_SIZE] };
      return { ok: false, reason: "invalid", message: CHOOSE_SIZE, errors } as const;
    }
    const size = pickOption(product.sizes, input.size);
    const color = pickOption(product.colors, input.color);
    if (size === undefined || color === undefined) {
      const errors: Record<string, string[]> = {};
      if (size === undefined) errors.size = [`Choose one of: ${product.sizes.join(", ") || "no sizes"}`];
      if (color === undefined) errors.color = [`Choose one of: ${product.colors.join(", ") || "no colours"}`];
      return { ok: false, reason: "invalid", message: "This option is not available for this product", errors } as const;
    }
    const lines = cartLines(tx, cartId);
    const inCart = lines.filter((line) => line.merchandiseId === product.id).reduce((sum, line) => sum + line.quantity, 0);
    const refused = productQuantityRefusal(product, inCart + input.quantity, inCart);
    if (refused) return refused;
    const same = lines.find((line) => line.merchandiseId === product.id && line.size === size && line.color === color);
    let lineId: number;
    if (same) {
      // Adding the same line again raises its quantity, which stays within a line's own cap too.
      if (same.quantity + input.quantity > MAX_LINE_QUANTITY) {
        const message = `Quantity must be at most ${MAX_LINE_QUANTITY}. Your cart already has ${same.quantity}.`;
        return { ok: false, reason: "conflict", message, errors: { quantity: [message] } } as const;
      }
      tx.update(cartItems).set({ quantity: same.quantity + input.quantity }).where(eq(cartItems.id, same.id)).run();
      lineId = same.id;
    } else {
      if (lines.length >= MAX_CART_LINES) return { ok: false, reason: "conflict", message: SHOP_MESSAGES.tooManyLines } as const;
      lineId = tx
        .insert(cartItems)
        .values({ sessionId: cartId, merchandiseId: product.id, size, color, quantity: input.quantity })
        .returning({ id: cartItems.id })
        .get().id;
    }
    const updated = cartLines(tx, cartId);
    return {
      ok: true,
      line: updated.find((line) => line.id === lineId)!,
      quantity: updated.reduce((sum, line) => sum + line.quantity, 0),
    } as const;
  });
}

/**
 * Use case: set a line's quantity (at least 1, at most what is in stock and the per-order cap, with the
 * product's other lines). Only the line's own cart may.
 */
export function updateCartLine(
  cartId: string,
  lineId: number,
  quantity: number,
): Result<{ line: CartLine }, "not-found" | "conflict"> {
  return getDb().transaction((tx) => {
    const lines = cartLines(tx, cartId);
    const line = lines.find((l) => l.id === lineId);
    if (!line) return notFound(SHOP_MESSAGES.lineNotFound);
    const others = lines
      .filter((l) => l.merchandiseId === line.merchandiseId && l.id !== line.id)
      .reduce((sum, l) => sum + l.quantity, 0);
    // Lowering a quantity is always allowed, even when stock fell below it meanwhile.
    if (quantity > line.quantity) {
      const refused = productQuantityRefusal(line.merchandise, others + quantity, others + line.quantity);
      if (refused) return refused;
    }
    tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId))).run();
    return { ok: true, line: { ...line, quantity } } as const;
  });
}

/** Use case: remove a line from its own cart. */
export function removeCartLine(cartId: string, lineId: number): Result<{ line: CartLine }, "not-found"> {
  const line = cartLines(getDb(), cartId).find((l) => l.id === lineId);
  if (!line) return notFound(SHOP_MESSAGES.lineNotFound);
  getDb().delete(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId))).run();
  return { ok: true, line };
}

/**
 * Deletes carts nobody can reach any more: those whose newest line is older than the cookie's 30 days
 * (each addition renews the cookie). Returns how many lines went.
 */
export function purgeStaleCarts(now = Date.now()): number {
  const cutoff = new Date(now - CART_DAYS * 24 * 3600_000).toISOString();
  return getDb()
    .delete(cartItems)
    .where(
      sql`${cartItems.sessionId} IN (SELECT ${cartItems.sessionId} FROM ${cartItems} GROUP BY ${cartItems.sessionId} HAVING max(${cartItems.createdAt}) < ${cutoff})`,
    )
    .run().changes;
}
