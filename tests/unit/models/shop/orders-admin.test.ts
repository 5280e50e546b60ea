// Order status moves and the stock a cancellation puts back.
import { describe, expect, it } from "vitest";
import * as carts from "~/models/shop/carts.server";
import * as checkout from "~/models/shop/checkout.server";
import * as ordersAdmin from "~/models/shop/orders-admin.server";
import { listAudit } from "~/models/audit.server";
import { product, stockOf, cart, customerInfo, actor, shopper } from "./fixtures";

describe("order status", () => {
  function order(quantity = 2, stock = 5) {
    const item = product({ stock, price: 1000 });
    const id = cart();
    carts.addToCart(id, { merchandiseId: item.id, quantity });
    // Each order another customer's: one customer may only have a few orders waiting for the club office.
    const placed = checkout.placeOrder(id, { amount: 1000 * quantity, customerInfo: { ...customerInfo, email: `brian.${id}@example.com` } }, shopper);
    if (!placed.ok) throw new Error(placed.message);
    return { item, orderId: placed.order.id };
  }

  it("moves forward one step at a time and audits each move", () => {
    const { orderId } = order();
    expect(ordersAdmin.changeOrderStatus(orderId, "dispatched", actor)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "An order that is pending cannot become dispatched.",
    });
    for (const status of ["paid", "dispatched", "delivered"] as const) {
      expect(ordersAdmin.changeOrderStatus(orderId, status, actor)).toMatchObject({ ok: true, order: { status } });
    }
    expect(ordersAdmin.changeOrderStatus(orderId, "cancelled", actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(ordersAdmin.changeOrderStatus(9_999_999, "paid", actor)).toMatchObject({ ok: false, reason: "not-found" });
    const entries = listAudit({ action: "shop.order.status", limit: 50, offset: 0 }).entries.filter((e) => e.targetId === String(orderId));
    expect(entries.map((e) => e.summary).reverse()).toEqual([
      `Order #${orderId}: pending → paid`,
      `Order #${orderId}: paid → dispatched`,
      `Order #${orderId}: dispatched → delivered`,
    ]);
  });

  it("cancelling puts the stock back, once", () => {
    const { item, orderId } = order(2, 5);
    expect(stockOf(item.id)).toBe(3);
    expect(ordersAdmin.changeOrderStatus(orderId, "paid", actor).ok).toBe(true);
    expect(ordersAdmin.changeOrderStatus(orderId, "cancelled", actor).ok).toBe(true);
    expect(stockOf(item.id)).toBe(5);
    expect(ordersAdmin.changeOrderStatus(orderId, "cancelled", actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(stockOf(item.id)).toBe(5);
  });
});

describe("order list", () => {
  it("counts each order's own items (every unit of every line)", () => {
    const [scarf, cap] = [product({ price: 500 }), product({ price: 800 })];
    const placed = [
      [1, 1],
      [2, 1],
    ].map(([scarves, caps]) => {
      const id = cart();
      carts.addToCart(id, { merchandiseId: scarf.id, quantity: scarves });
      carts.addToCart(id, { merchandiseId: cap.id, quantity: caps });
      const order = checkout.placeOrder(
        id,
        { amount: 500 * scarves + 800 * caps, customerInfo: { ...customerInfo, email: `items.${id}@example.com` } },
        shopper,
      );
      if (!order.ok) throw new Error(order.message);
      return order.order.id;
    });
    const { rows } = ordersAdmin.listOrders({ limit: 50, offset: 0 });
    const items = Object.fromEntries(rows.map((row) => [row.id, row.items]));
    expect([items[placed[0]], items[placed[1]]]).toEqual([2, 3]);
  });
});
