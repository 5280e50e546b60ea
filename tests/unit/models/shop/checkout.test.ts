// Checkout against an in-memory database: a changed total is refused, and an order is placed all or nothing.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as carts from "~/models/shop/carts.server";
import * as checkout from "~/models/shop/checkout.server";
import * as ordersAdmin from "~/models/shop/orders-admin.server";
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import { product, stockOf, cart, customerInfo, shopper } from "./fixtures";

describe("checkout", () => {
  function filledCart(stock = 10, quantity = 2, price = 2500) {
    const item = product({ stock, price });
    const id = cart();
    const added = carts.addToCart(id, { merchandiseId: item.id, quantity });
    if (!added.ok) throw new Error(added.message);
    return { item, id, line: added.line };
  }

  it("refuses an amount that is not today's total, with the total, and changes nothing", () => {
    const { item, id } = filledCart();
    expect(checkout.placeOrder(id, { amount: 4999, customerInfo }, shopper)).toEqual({
      ok: false,
      reason: "conflict",
      message: "The total has changed: it is now KES 5,000. Please review your cart and try again.",
      total: 5000,
    });
    expect(stockOf(item.id)).toBe(10);
    expect(carts.getCart(id)).toHaveLength(1);
  });

  it("refuses cart items that are not the cart as it is", () => {
    const { id, line } = filledCart();
    expect(checkout.placeOrder(id, { amount: 5000, cartItems: [{ id: line.id, quantity: 3 }], customerInfo }, shopper)).toMatchObject({
      ok: false,
      reason: "conflict",
      total: 5000,
    });
    expect(checkout.placeOrder(id, { amount: 5000, cartItems: [], customerInfo }, shopper)).toMatchObject({ ok: false, reason: "conflict" });
    expect(checkout.placeOrder(id, { amount: 5000, cartItems: [{ id: line.id, quantity: 2 }], customerInfo }, shopper)).toMatchObject({ ok: true });
  });

  it("refuses an empty cart with the \"Empty Cart: Your cart is empty.\" toast", () => {
    expect(checkout.placeOrder(cart(), { amount: 0, customerInfo }, shopper)).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "Empty Cart: Your cart is empty.",
      toast: { title: "Empty Cart", description: "Your cart is empty." },
    });
  });

  it("is all or nothing: one short product leaves every stock, the cart and the orders as they were", () => {
    const plenty = product({ stock: 10, price: 1000 });
    const scarce = product({ stock: 2, price: 1000, name: "Scarce Scarf" });
    const id = cart();
    carts.addToCart(id, { merchandiseId: plenty.id, quantity: 3 });
    carts.addToCart(id, { merchandiseId: scarce.id, quantity: 2 });
    db.getDb().update(tables.merchandise).set({ stock: 1 }).where(eq(tables.merchandise.id, scarce.id)).run();
    const before = ordersAdmin.countOrdersByStatus().total;
    expect(checkout.placeOrder(id, { amount: 5000, customerInfo }, shopper)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Only 1 left in stock for Scarce Scarf.",
    });
    expect(stockOf(plenty.id)).toBe(10);
    expect(stockOf(scarce.id)).toBe(1);
    expect(carts.getCart(id)).toHaveLength(2);
    expect(ordersAdmin.countOrdersByStatus().total).toBe(before);
  });

  it("creates the order with copied prices, lowers stock, empties the cart; confirm needs the same cart", () => {
    const { item, id } = filledCart(10, 2, 3500);
    const placed = checkout.placeOrder(id, { amount: 7000, customerInfo }, shopper);
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.order).toMatchObject({ totalAmount: 7000, status: "pending", paymentMethod: "pay-on-delivery", stripePaymentIntentId: null });
    expect(placed.lines).toMatchObject([{ merchandiseId: item.id, quantity: 2, unitPrice: 3500 }]);
    expect(stockOf(item.id)).toBe(8);
    expect(carts.getCart(id)).toEqual([]);
    expect(checkout.getOrderForCustomer(placed.order.id, placed.token)?.order.id).toBe(placed.order.id);
    expect(checkout.getOrderForCustomer(placed.order.id, "x".repeat(32))).toBeNull();
    expect(checkout.getOrderForCustomer(placed.order.id, "")).toBeNull();
    expect(checkout.confirmOrder(placed.order.id, cart())).toMatchObject({ ok: false, reason: "not-found" });
    const confirmed = checkout.confirmOrder(placed.order.id, id);
    expect(confirmed.ok && confirmed.order.confirmedAt).toEqual(expect.any(String));
  });
});
