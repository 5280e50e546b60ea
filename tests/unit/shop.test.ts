// The shop's rules: schemas (spec messages verbatim), money, and the use cases against an in-memory
// database — carts never above stock, another cart's lines unreachable, checkout refusing a changed
// total and all-or-nothing, order status moves and the stock a cancellation puts back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-shop-"));

let shop: typeof import("~/models/shop.server");
let schemas: typeof import("~/schemas/shop");
let money: typeof import("~/utils/money");
let db: typeof import("~/db/client.server");
let tables: typeof import("~/db/schema");
let listAudit: typeof import("~/models/audit.server").listAudit;
beforeAll(async () => {
  shop = await import("~/models/shop.server");
  schemas = await import("~/schemas/shop");
  money = await import("~/utils/money");
  db = await import("~/db/client.server");
  tables = await import("~/db/schema");
  ({ listAudit } = await import("~/models/audit.server"));
});

let counter = 0;
function product(overrides: Partial<typeof import("~/db/schema").merchandise.$inferInsert> = {}) {
  return db
    .getDb()
    .insert(tables.merchandise)
    .values({
      name: `Unit Jersey ${++counter}`,
      description: "Test",
      price: 2500,
      category: "jersey",
      sizes: ["S", "M"],
      colors: ["Orange", "Navy"],
      images: ["/images/shop/home-jersey.webp"],
      stock: 10,
      ...overrides,
    })
    .returning()
    .get();
}
const stockOf = (id: number) => shop.getAdminProduct(id)!.stock;
const cart = () => `unit-cart-${++counter}-abcdefghijk`;
const customerInfo = { name: "Brian Otieno", email: "brian@example.com", address: "Westlands, Nairobi" };
const actor = { id: 1, username: "shop-admin" };

describe("money", () => {
  it("formats whole shillings in the Kenyan locale", () => {
    expect(money.formatKes(2500)).toBe("KES 2,500");
    expect(money.formatKes(0)).toBe("KES 0");
    expect(money.formatKes(1234567)).toBe("KES 1,234,567");
  });
});

describe("schemas", () => {
  it("reads the shop's URL state, defaulting the sort to name", () => {
    expect(schemas.shopQuerySchema.parse({})).toEqual({ sort: "name" });
    expect(schemas.shopQuerySchema.parse({ category: "training-gear", sort: "price-desc" })).toEqual({
      category: "training-gear",
      sort: "price-desc",
    });
    expect(schemas.shopQuerySchema.safeParse({ category: "boats" }).success).toBe(false);
  });

  it("adds one item by default; quantities are whole numbers from 1 to 99", () => {
    expect(schemas.addToCartSchema.parse({ merchandiseId: "3" })).toEqual({ merchandiseId: 3, quantity: 1 });
    expect(schemas.addToCartSchema.parse({ merchandiseId: 3, size: " M ", color: "" })).toEqual({
      merchandiseId: 3,
      size: "M",
      quantity: 1,
    });
    for (const quantity of [0, -1, 1.5, 100, "x"]) {
      expect(schemas.addToCartSchema.safeParse({ merchandiseId: 3, quantity }).success, String(quantity)).toBe(false);
    }
    expect(schemas.updateQuantitySchema.safeParse({ quantity: 0 }).error?.issues[0].message).toBe("Quantity must be at least 1");
  });

  it("accepts only long random-looking cart ids", () => {
    expect(schemas.cartIdSchema.safeParse("session_1732260000000").success).toBe(true);
    for (const id of ["short", "has space in it here", "../../etc/passwd-xxxxxx", "a".repeat(129)]) {
      expect(schemas.cartIdSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it("requires name, e-mail and address with the spec's message; phone is optional", () => {
    const missing = schemas.customerInfoSchema.safeParse({ name: " ", email: "", address: "" });
    expect(missing.error?.flatten().fieldErrors).toEqual({
      name: ["Missing Information: Please fill in all required fields."],
      email: ["Missing Information: Please fill in all required fields."],
      address: ["Missing Information: Please fill in all required fields."],
    });
    expect(schemas.customerInfoSchema.parse({ ...customerInfo, phone: "" })).toEqual(customerInfo);
    expect(schemas.customerInfoSchema.safeParse({ ...customerInfo, email: "nope" }).error?.issues[0].message).toBe(
      "Please enter a valid email address",
    );
    expect(schemas.customerInfoSchema.safeParse({ ...customerInfo, phone: "call me" }).success).toBe(false);
  });

  it("reads the admin's product form: options split, trimmed and deduplicated, whole shillings", () => {
    const parsed = schemas.productFormSchema.parse({
      name: "Cap",
      description: "A cap",
      price: "1000",
      category: "accessories",
      sizes: " S, M ,, M",
      colors: "",
      stock: "0",
      featured: "on",
    });
    expect(parsed).toEqual({
      name: "Cap",
      description: "A cap",
      price: 1000,
      category: "accessories",
      sizes: ["S", "M"],
      colors: [],
      stock: 0,
      featured: true,
      active: false,
    });
    for (const bad of [{ price: "12.5" }, { price: "0" }, { stock: "-1" }, { category: "boats" }, { name: "" }]) {
      expect(schemas.productFormSchema.safeParse({ ...parsed, price: "1000", stock: "1", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("lets orders only move forward; delivered and cancelled are final", () => {
    expect(schemas.ORDER_TRANSITIONS.pending).toEqual(["paid", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.paid).toEqual(["dispatched", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.dispatched).toEqual(["delivered", "cancelled"]);
    expect(schemas.ORDER_TRANSITIONS.delivered).toEqual([]);
    expect(schemas.ORDER_TRANSITIONS.cancelled).toEqual([]);
  });
});

describe("product addresses", () => {
  it("reads the id from /shop/{id} and /shop/{id}-{name}", () => {
    expect(shop.productIdFromParam("12")).toBe(12);
    expect(shop.productIdFromParam("12-home-jersey-2026-27")).toBe(12);
    for (const bad of ["", "0", "-1", "abc", "12abc", "1e3", "99999999999999999999"]) {
      expect(shop.productIdFromParam(bad), bad).toBeNull();
    }
  });
});

describe("carts", () => {
  it("defaults size and colour to the first option and merges the same choice into one line", () => {
    const item = product();
    const id = cart();
    expect(shop.addToCart(id, { merchandiseId: item.id, quantity: 1 })).toMatchObject({ ok: true, quantity: 1 });
    expect(shop.addToCart(id, { merchandiseId: item.id, size: "S", color: "Orange", quantity: 2 })).toMatchObject({ ok: true, quantity: 3 });
    expect(shop.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 1 })).toMatchObject({ ok: true, quantity: 4 });
    expect(shop.getCart(id).map((l) => [l.size, l.color, l.quantity])).toEqual([
      ["S", "Orange", 3],
      ["M", "Orange", 1],
    ]);
    expect(shop.cartQuantity(id)).toBe(4);
  });

  it("keeps all lines of a product within its stock, and says how many are left", () => {
    const item = product({ stock: 3, name: "Last Caps" });
    const id = cart();
    expect(shop.addToCart(id, { merchandiseId: item.id, size: "S", quantity: 2 }).ok).toBe(true);
    expect(shop.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 2 })).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Only 3 left in stock for Last Caps. Your cart already has 2.",
    });
    const out = product({ stock: 0, name: "Sold Out Socks" });
    expect(shop.addToCart(id, { merchandiseId: out.id, quantity: 1 })).toMatchObject({
      ok: false,
      message: "Sold Out Socks is out of stock.",
    });
  });

  it("refuses archived products, unknown ones and options not offered", () => {
    const archived = product({ status: "archived" });
    expect(shop.addToCart(cart(), { merchandiseId: archived.id, quantity: 1 })).toMatchObject({ ok: false, reason: "not-found" });
    expect(shop.addToCart(cart(), { merchandiseId: 9_999_999, quantity: 1 })).toMatchObject({ ok: false, reason: "not-found" });
    const noOptions = product({ sizes: [], colors: [] });
    expect(shop.addToCart(cart(), { merchandiseId: noOptions.id, size: "XL", quantity: 1 })).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { size: ["Choose one of: no sizes"] },
    });
  });

  it("changes and removes a line only through its own cart", () => {
    const item = product({ stock: 5 });
    const mine = cart();
    const added = shop.addToCart(mine, { merchandiseId: item.id, quantity: 2 });
    if (!added.ok) throw new Error(added.message);
    const lineId = added.line.id;
    expect(shop.updateCartLine(cart(), lineId, 1)).toMatchObject({ ok: false, reason: "not-found" });
    expect(shop.removeCartLine(cart(), lineId)).toMatchObject({ ok: false, reason: "not-found" });
    expect(shop.getCart(mine)[0].quantity).toBe(2);
    expect(shop.updateCartLine(mine, lineId, 6)).toMatchObject({ ok: false, reason: "conflict" });
    expect(shop.updateCartLine(mine, lineId, 5)).toMatchObject({ ok: true });
    // Stock fell below the cart meanwhile: lowering is still allowed, raising is not.
    db.getDb().update(tables.merchandise).set({ stock: 1 }).where(eq(tables.merchandise.id, item.id)).run();
    expect(shop.updateCartLine(mine, lineId, 4)).toMatchObject({ ok: true });
    expect(shop.removeCartLine(mine, lineId)).toMatchObject({ ok: true });
    expect(shop.getCart(mine)).toEqual([]);
  });
});

describe("checkout", () => {
  function filledCart(stock = 10, quantity = 2, price = 2500) {
    const item = product({ stock, price });
    const id = cart();
    const added = shop.addToCart(id, { merchandiseId: item.id, quantity });
    if (!added.ok) throw new Error(added.message);
    return { item, id, line: added.line };
  }

  it("refuses an amount that is not today's total, with the total, and changes nothing", () => {
    const { item, id } = filledCart();
    expect(shop.placeOrder(id, { amount: 4999, customerInfo })).toEqual({
      ok: false,
      reason: "conflict",
      message: "The total has changed: it is now KES 5,000. Please review your cart and try again.",
      total: 5000,
    });
    expect(stockOf(item.id)).toBe(10);
    expect(shop.getCart(id)).toHaveLength(1);
  });

  it("refuses cart items that are not the cart as it is", () => {
    const { id, line } = filledCart();
    expect(shop.placeOrder(id, { amount: 5000, cartItems: [{ id: line.id, quantity: 3 }], customerInfo })).toMatchObject({
      ok: false,
      reason: "conflict",
      total: 5000,
    });
    expect(shop.placeOrder(id, { amount: 5000, cartItems: [], customerInfo })).toMatchObject({ ok: false, reason: "conflict" });
    expect(shop.placeOrder(id, { amount: 5000, cartItems: [{ id: line.id, quantity: 2 }], customerInfo })).toMatchObject({ ok: true });
  });

  it("refuses an empty cart with the spec's toast", () => {
    expect(shop.placeOrder(cart(), { amount: 0, customerInfo })).toMatchObject({
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
    shop.addToCart(id, { merchandiseId: plenty.id, quantity: 3 });
    shop.addToCart(id, { merchandiseId: scarce.id, quantity: 2 });
    db.getDb().update(tables.merchandise).set({ stock: 1 }).where(eq(tables.merchandise.id, scarce.id)).run();
    const before = shop.countOrdersByStatus().total;
    expect(shop.placeOrder(id, { amount: 5000, customerInfo })).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Only 1 left in stock for Scarce Scarf.",
    });
    expect(stockOf(plenty.id)).toBe(10);
    expect(stockOf(scarce.id)).toBe(1);
    expect(shop.getCart(id)).toHaveLength(2);
    expect(shop.countOrdersByStatus().total).toBe(before);
  });

  it("creates the order with copied prices, lowers stock, empties the cart; confirm needs the same cart", () => {
    const { item, id } = filledCart(10, 2, 3500);
    const placed = shop.placeOrder(id, { amount: 7000, customerInfo });
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.order).toMatchObject({ totalAmount: 7000, status: "pending", paymentMethod: "pay-on-delivery", stripePaymentIntentId: null });
    expect(placed.lines).toMatchObject([{ merchandiseId: item.id, quantity: 2, unitPrice: 3500 }]);
    expect(stockOf(item.id)).toBe(8);
    expect(shop.getCart(id)).toEqual([]);
    expect(shop.getOrderForCustomer(placed.order.id, placed.token)?.order.id).toBe(placed.order.id);
    expect(shop.getOrderForCustomer(placed.order.id, "x".repeat(32))).toBeNull();
    expect(shop.getOrderForCustomer(placed.order.id, "")).toBeNull();
    expect(shop.confirmOrder(placed.order.id, cart())).toMatchObject({ ok: false, reason: "not-found" });
    const confirmed = shop.confirmOrder(placed.order.id, id);
    expect(confirmed.ok && confirmed.order.confirmedAt).toEqual(expect.any(String));
  });
});

describe("order status", () => {
  function order(quantity = 2, stock = 5) {
    const item = product({ stock, price: 1000 });
    const id = cart();
    shop.addToCart(id, { merchandiseId: item.id, quantity });
    const placed = shop.placeOrder(id, { amount: 1000 * quantity, customerInfo });
    if (!placed.ok) throw new Error(placed.message);
    return { item, orderId: placed.order.id };
  }

  it("moves forward one step at a time and audits each move", () => {
    const { orderId } = order();
    expect(shop.changeOrderStatus(orderId, "dispatched", actor)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "An order that is pending cannot become dispatched.",
    });
    for (const status of ["paid", "dispatched", "delivered"] as const) {
      expect(shop.changeOrderStatus(orderId, status, actor)).toMatchObject({ ok: true, order: { status } });
    }
    expect(shop.changeOrderStatus(orderId, "cancelled", actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(shop.changeOrderStatus(9_999_999, "paid", actor)).toMatchObject({ ok: false, reason: "not-found" });
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
    expect(shop.changeOrderStatus(orderId, "paid", actor).ok).toBe(true);
    expect(shop.changeOrderStatus(orderId, "cancelled", actor).ok).toBe(true);
    expect(stockOf(item.id)).toBe(5);
    expect(shop.changeOrderStatus(orderId, "cancelled", actor)).toMatchObject({ ok: false, reason: "conflict" });
    expect(stockOf(item.id)).toBe(5);
  });
});

describe("admin products", () => {
  it("creates, edits (auditing what changed) and archives; a product needs an image", () => {
    const input = {
      name: "Admin Scarf",
      description: "Warm",
      price: 1500,
      category: "accessories" as const,
      sizes: [],
      colors: ["Orange"],
      stock: 4,
      featured: false,
      active: true,
      images: ["/images/shop/scarf.webp"],
    };
    expect(shop.createProduct({ ...input, images: [] }, actor)).toMatchObject({ ok: false, errors: { images: ["Add at least one image"] } });
    const created = shop.createProduct(input, actor);
    if (!created.ok) throw new Error(created.message);
    expect(shop.listAdminProducts().find((p) => p.id === created.product.id)?.lowStock).toBe(true);
    const updated = shop.updateProduct(created.product.id, { ...input, price: 1700, stock: 40 }, actor);
    expect(updated).toMatchObject({ ok: true, product: { price: 1700, stock: 40 } });
    const [entry] = listAudit({ action: "shop.product.update", limit: 1, offset: 0 }).entries;
    expect(entry.details).toEqual({ changed: ["price", "stock"], price: [1500, 1700], stock: [4, 40] });
    expect(shop.setProductArchived(created.product.id, true, actor)).toMatchObject({ ok: true, product: { status: "archived" } });
    expect(shop.getProduct(created.product.id)).toBeNull();
    expect(shop.updateProduct(9_999_999, input, actor)).toMatchObject({ ok: false, reason: "not-found" });
  });
});

describe("housekeeping", () => {
  it("deletes carts whose newest line is older than 30 days, and only those", () => {
    const item = product();
    const stale = cart();
    const fresh = cart();
    shop.addToCart(stale, { merchandiseId: item.id, quantity: 1 });
    shop.addToCart(fresh, { merchandiseId: item.id, size: "M", quantity: 1 });
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    db.getDb().update(tables.cartItems).set({ createdAt: old }).where(eq(tables.cartItems.sessionId, stale)).run();
    expect(shop.purgeStaleCarts()).toBeGreaterThanOrEqual(1);
    expect(shop.getCart(stale)).toEqual([]);
    expect(shop.getCart(fresh)).toHaveLength(1);
  });
});
