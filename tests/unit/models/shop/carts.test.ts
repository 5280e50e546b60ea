// Carts against an in-memory database: never above stock, another cart's lines unreachable, stale carts purged.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as carts from "~/models/shop/carts.server";
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import { product, cart } from "./fixtures";

describe("carts", () => {
  it("defaults size and colour to the first option and merges the same choice into one line", () => {
    const item = product();
    const id = cart();
    expect(carts.addToCart(id, { merchandiseId: item.id, quantity: 1 })).toMatchObject({ ok: true, quantity: 1 });
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "S", color: "Orange", quantity: 2 })).toMatchObject({ ok: true, quantity: 3 });
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 1 })).toMatchObject({ ok: true, quantity: 4 });
    expect(carts.getCart(id).map((l) => [l.size, l.color, l.quantity])).toEqual([
      ["S", "Orange", 3],
      ["M", "Orange", 1],
    ]);
    expect(carts.cartQuantity(id)).toBe(4);
  });

  it("keeps all lines of a product within its stock, and says how many are left", () => {
    const item = product({ stock: 3, name: "Last Caps" });
    const id = cart();
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "S", quantity: 2 }).ok).toBe(true);
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 2 })).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Only 3 left in stock for Last Caps. Your cart already has 2.",
    });
    const out = product({ stock: 0, name: "Sold Out Socks" });
    expect(carts.addToCart(id, { merchandiseId: out.id, quantity: 1 })).toMatchObject({
      ok: false,
      message: "Sold Out Socks is out of stock.",
    });
  });

  it("refuses archived products, unknown ones and options not offered", () => {
    const archived = product({ status: "archived" });
    expect(carts.addToCart(cart(), { merchandiseId: archived.id, quantity: 1 })).toMatchObject({ ok: false, reason: "not-found" });
    expect(carts.addToCart(cart(), { merchandiseId: 9_999_999, quantity: 1 })).toMatchObject({ ok: false, reason: "not-found" });
    const noOptions = product({ sizes: [], colors: [] });
    expect(carts.addToCart(cart(), { merchandiseId: noOptions.id, size: "XL", quantity: 1 })).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { size: ["Choose one of: no sizes"] },
    });
  });

  it("changes and removes a line only through its own cart", () => {
    const item = product({ stock: 5 });
    const mine = cart();
    const added = carts.addToCart(mine, { merchandiseId: item.id, quantity: 2 });
    if (!added.ok) throw new Error(added.message);
    const lineId = added.line.id;
    expect(carts.updateCartLine(cart(), lineId, 1)).toMatchObject({ ok: false, reason: "not-found" });
    expect(carts.removeCartLine(cart(), lineId)).toMatchObject({ ok: false, reason: "not-found" });
    expect(carts.getCart(mine)[0].quantity).toBe(2);
    expect(carts.updateCartLine(mine, lineId, 6)).toMatchObject({ ok: false, reason: "conflict" });
    expect(carts.updateCartLine(mine, lineId, 5)).toMatchObject({ ok: true });
    // Stock fell below the cart meanwhile: lowering is still allowed, raising is not.
    db.getDb().update(tables.merchandise).set({ stock: 1 }).where(eq(tables.merchandise.id, item.id)).run();
    expect(carts.updateCartLine(mine, lineId, 4)).toMatchObject({ ok: true });
    expect(carts.removeCartLine(mine, lineId)).toMatchObject({ ok: true });
    expect(carts.getCart(mine)).toEqual([]);
  });
});

describe("housekeeping", () => {
  it("deletes carts whose newest line is older than 30 days, and only those", () => {
    const item = product();
    const stale = cart();
    const fresh = cart();
    carts.addToCart(stale, { merchandiseId: item.id, quantity: 1 });
    carts.addToCart(fresh, { merchandiseId: item.id, size: "M", quantity: 1 });
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    db.getDb().update(tables.cartItems).set({ createdAt: old }).where(eq(tables.cartItems.sessionId, stale)).run();
    expect(carts.purgeStaleCarts()).toBeGreaterThanOrEqual(1);
    expect(carts.getCart(stale)).toEqual([]);
    expect(carts.getCart(fresh)).toHaveLength(1);
  });
});
