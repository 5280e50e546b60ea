// The shop's rules: schemas (the exact user-facing messages), money, and the use cases against an in-memory
// database — carts never above stock, another cart's lines unreachable, checkout refusing a changed
// total and all-or-nothing, order status moves and the stock a cancellation puts back, and the pictures
// a product keeps, stores and deletes.
import { parseWithZod } from "@conform-to/zod";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as catalogue from "~/models/shop/catalogue.server";
import * as carts from "~/models/shop/carts.server";
import * as checkout from "~/models/shop/checkout.server";
import * as productsAdmin from "~/models/shop/products-admin.server";
import * as ordersAdmin from "~/models/shop/orders-admin.server";
import * as schemas from "~/schemas/shop";
import * as money from "~/utils/money";
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import * as images from "~/infra/images.server";
import { listAudit } from "~/models/audit.server";

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
const stockOf = (id: number) => productsAdmin.getAdminProduct(id)!.stock;
const cart = () => `unit-cart-${++counter}-abcdefghijk`;
const customerInfo = { name: "Brian Otieno", email: "brian@example.com", address: "Westlands, Nairobi" };
const actor = { id: 1, username: "shop-admin" };
/** A visitor placing orders from the shop (not staff): the caps on open orders apply. */
const shopper = { ip: "198.51.100.7", staff: null };

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

  it("requires name, e-mail and address with its exact message; phone is optional", () => {
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

  it("reads the product form as posted: an emptied price is below KES 1, an emptied stock is none", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Cap", description: "A cap", price: "", category: "jersey", stock: "", images: "/images/shop/cap.webp" })) {
      form.append(name, value);
    }
    const submission = parseWithZod(form, { schema: schemas.productFormSchema });
    expect(submission.status === "error" && submission.error).toEqual({ price: ["Price must be at least KES 1"] });
    form.set("price", "1200");
    expect(parseWithZod(form, { schema: schemas.productFormSchema })).toMatchObject({
      status: "success",
      value: { price: 1200, stock: 0, images: ["/images/shop/cap.webp"] },
    });
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
    expect(catalogue.productIdFromParam("12")).toBe(12);
    expect(catalogue.productIdFromParam("12-home-jersey-2026-27")).toBe(12);
    for (const bad of ["", "0", "-1", "abc", "12abc", "1e3", "99999999999999999999"]) {
      expect(catalogue.productIdFromParam(bad), bad).toBeNull();
    }
  });
});

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

describe("order status", () => {
  function order(quantity = 2, stock = 5) {
    const item = product({ stock, price: 1000 });
    const id = cart();
    carts.addToCart(id, { merchandiseId: item.id, quantity });
    // Each order another customer's: one customer may only have a few orders waiting for the club office.
    const placed = checkout.placeOrder(id, { amount: 1000 * quantity, customerInfo: { ...customerInfo, email: `brian.${counter}@example.com` } }, shopper);
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

describe("admin products", () => {
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
    images: [{ url: "https://images.example.com/scarf.webp" }],
  };
  const photo = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 240, g: 120, b: 0 } } }).png().toBuffer();

  it("creates, edits (auditing what changed) and archives; a product needs an image", async () => {
    expect(await productsAdmin.createProduct({ ...input, images: [] }, actor)).toMatchObject({ ok: false, errors: { images: ["Add at least one image"] } });
    const created = await productsAdmin.createProduct(input, actor);
    if (!created.ok) throw new Error(created.message);
    expect(productsAdmin.listAdminProducts().find((p) => p.id === created.product.id)?.lowStock).toBe(true);
    const updated = await productsAdmin.updateProduct(created.product.id, { ...input, price: 1700, stock: 40 }, actor);
    expect(updated).toMatchObject({ ok: true, product: { price: 1700, stock: 40 } });
    const [entry] = listAudit({ action: "shop.product.update", limit: 1, offset: 0 }).entries;
    expect(entry.details).toEqual({ changed: ["price", "stock"], price: [1500, 1700], stock: [4, 40] });
    expect(productsAdmin.setProductArchived(created.product.id, true, actor)).toMatchObject({ ok: true, product: { status: "archived" } });
    expect(catalogue.getProduct(created.product.id)).toBeNull();
    expect(await productsAdmin.updateProduct(9_999_999, input, actor)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("keeps 1 to 8 pictures: the product's own, https addresses and uploads; removed ones and repeats left out", async () => {
    const item = product();
    const own = item.images[0];
    const urls = Array.from({ length: 8 }, (_, i) => ({ url: `https://images.example.com/${i}.webp` }));
    expect(await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }, ...urls] }, actor)).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { images: ["At most 8 images"] },
    });
    // The club's own /images/… are kept on the product that has them, never added to another.
    expect(await productsAdmin.createProduct({ ...input, images: [{ url: own }] }, actor)).toMatchObject({
      errors: { images: ["An image address is not valid"] },
    });
    expect(
      await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }, urls[0], urls[0], urls[1]], removeImages: [urls[1].url] }, actor),
    ).toMatchObject({ ok: true, product: { images: [own, urls[0].url] } });
    expect(
      await productsAdmin.updateProduct(item.id, { ...input, images: [{ url: own }], removeImages: [own] }, actor),
    ).toMatchObject({ errors: { images: ["Add at least one image"] } });
    expect(productsAdmin.getAdminProduct(item.id)!.images).toEqual([own, urls[0].url]);
  });

  it("stores an uploaded picture, refuses one that is not a picture, and deletes the pictures an edit drops", async () => {
    const before = productsAdmin.listAdminProducts().length;
    expect(await productsAdmin.createProduct({ ...input, images: [{ bytes: Buffer.from("not a picture") }] }, actor)).toMatchObject({
      ok: false,
      reason: "unsupported-type",
    });
    expect(productsAdmin.listAdminProducts()).toHaveLength(before);

    const created = await productsAdmin.createProduct({ ...input, images: [{ bytes: await photo() }] }, actor);
    if (!created.ok) throw new Error(created.message);
    const [stored] = created.product.images;
    expect(await images.storedImageExists(stored)).toBe(true);
    // A refused edit (a bad address) stores nothing and keeps the stored picture.
    const refused = await productsAdmin.updateProduct(created.product.id, { ...input, images: [{ url: "http://insecure.example.com/x.png" }, { bytes: await photo() }] }, actor);
    expect(refused).toMatchObject({ ok: false, errors: { images: ["An image address is not valid"] } });
    expect(await images.storedImageExists(stored)).toBe(true);

    const replaced = await productsAdmin.updateProduct(created.product.id, { ...input, images: [{ url: stored }, { bytes: await photo() }], removeImages: [stored] }, actor);
    if (!replaced.ok) throw new Error(replaced.message);
    expect(replaced.product.images).toHaveLength(1);
    expect(replaced.product.images[0]).not.toBe(stored);
    expect(await images.storedImageExists(stored)).toBe(false);
    expect(await images.storedImageExists(replaced.product.images[0])).toBe(true);
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
