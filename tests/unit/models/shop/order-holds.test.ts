// Stock held on trust: the per-order cap of a product (adding, merging a line again, changing a
// quantity, checkout), the caps on a customer's and a client's open orders and on the units of a
// product they hold (staff exempt), and the
// sweep that cancels orders nobody confirmed in time — stock back exactly once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as carts from "~/models/shop/carts.server";
import * as checkout from "~/models/shop/checkout.server";
import * as holds from "~/models/shop/order-holds.server";
import * as ordersAdmin from "~/models/shop/orders-admin.server";
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import { listAudit } from "~/models/audit.server";
import { addMissingEmailTemplates } from "~/db/seed/index.server";

addMissingEmailTemplates(db.getDb());

// The defaults: ORDER_MAX_PER_PRODUCT 10, OPEN_ORDERS_PER_CUSTOMER 3, ORDERS_PER_IP_BURST 5 (per 10 minutes), 48 hours.
const HOUR = 3600_000;
let counter = 0;
function product(stock = 100) {
  return db
    .getDb()
    .insert(tables.merchandise)
    .values({ name: `Hold Jersey ${++counter}`, description: "Test", price: 1000, category: "jersey", sizes: ["S", "M"], colors: [], images: ["/x.webp"], stock })
    .returning()
    .get();
}
const cart = () => `hold-cart-${++counter}-abcdefghijk`;
const stockOf = (id: number) => db.getDb().select().from(tables.merchandise).where(eq(tables.merchandise.id, id)).get()!.stock;
const customer = (email = `wanjiru.${++counter}@example.com`, phone?: string) => ({ name: "Wanjiru", email, phone, address: "Kasarani" });
const shopper = (ip = `203.0.113.${++counter % 250}`) => ({ ip, staff: null });
const staff = { ip: "198.51.100.1", staff: { id: 1, username: "office" } };

function order(
  quantity = 2,
  { who = customer(), from = shopper(), item = product() }: { who?: ReturnType<typeof customer>; from?: checkout.OrderOrigin; item?: ReturnType<typeof product> } = {},
) {
  const id = cart();
  const added = carts.addToCart(id, { merchandiseId: item.id, quantity });
  if (!added.ok) throw new Error(added.message);
  return { item, placed: checkout.placeOrder(id, { amount: 1000 * quantity, customerInfo: who }, from) };
}

describe("the per-order cap of a product", () => {
  it("refuses adding more than 10 of one product, across lines and when the same line is added again", () => {
    const item = product();
    const id = cart();
    expect(carts.addToCart(id, { merchandiseId: item.id, quantity: 11 })).toMatchObject({
      ok: false,
      reason: "conflict",
      message: `You can order at most 10 of ${item.name} at a time.`,
    });
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "S", quantity: 6 }).ok).toBe(true);
    // The merge path: the same product, size and colour again.
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "S", quantity: 5 })).toMatchObject({
      ok: false,
      message: `You can order at most 10 of ${item.name} at a time. Your cart already has 6.`,
    });
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 5 })).toMatchObject({ ok: false });
    expect(carts.addToCart(id, { merchandiseId: item.id, size: "M", quantity: 4 }).ok).toBe(true);
    const lines = carts.getCart(id);
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);
    expect(carts.updateCartLine(id, lines[0].id, 7)).toMatchObject({ ok: false, reason: "conflict" });
    expect(carts.updateCartLine(id, lines[0].id, 5).ok).toBe(true);
  });

  it("says the stock when the stock is tighter than the cap", () => {
    const item = product(4);
    expect(carts.addToCart(cart(), { merchandiseId: item.id, quantity: 5 })).toMatchObject({ message: `Only 4 left in stock for ${item.name}.` });
  });

  it("is checked again at checkout (a cart filled before the cap was lowered, or written directly)", () => {
    const item = product();
    const id = cart();
    db.getDb().insert(tables.cartItems).values({ sessionId: id, merchandiseId: item.id, size: "S", quantity: 40 }).run();
    expect(checkout.placeOrder(id, { amount: 40_000, customerInfo: customer() }, shopper())).toMatchObject({
      ok: false,
      reason: "conflict",
      message: `You can order at most 10 of ${item.name} at a time.`,
    });
    expect(stockOf(item.id)).toBe(100);
  });
});

describe("the caps on open orders", () => {
  it("refuses a customer's fourth open order, by e-mail in any case or by phone; a confirmed one frees a place", () => {
    const email = `otieno.${++counter}@example.com`;
    const first = order(1, { who: customer(email) }).placed;
    order(1, { who: customer(email.toUpperCase()) });
    order(1, { who: customer(`  ${email} `) });
    const refused = order(1, { who: customer(email) });
    expect(refused.placed).toMatchObject({ ok: false, reason: "conflict", message: expect.stringContaining("You already have 3 orders waiting") });
    expect(stockOf(refused.item.id)).toBe(100);
    if (!first.ok) throw new Error(first.message);
    expect(ordersAdmin.confirmOrderByStaff(first.order.id, staff.staff).ok).toBe(true);
    expect(order(1, { who: customer(email) }).placed.ok).toBe(true);

    for (const phone of ["0722 000 111", "+254722000111", "(0722) 000-111"]) expect(order(1, { who: customer(undefined, phone) }).placed.ok).toBe(true);
    expect(order(1, { who: customer(undefined, "+254 722 000 111") }).placed).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("refuses the sixth order from one client within 10 minutes, but not from staff placing walk-in orders", () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i++) expect(order(1, { from: shopper(ip) }).placed.ok).toBe(true);
    expect(order(1, { from: shopper(ip) }).placed).toMatchObject({ ok: false, message: expect.stringContaining("from your connection") });
    for (let i = 0; i < 12; i++) expect(order(1, { from: { ip, staff: staff.staff } }).placed.ok).toBe(true);
  });

  it("counts an IPv6 client by its /56, and lets its orders through again once the burst window has passed", () => {
    const network = "2001:db8:77:";
    for (let i = 0; i < 5; i++) expect(order(1, { from: shopper(`${network}${(i * 16).toString(16)}::${i + 1}`) }).placed.ok).toBe(true);
    expect(order(1, { from: shopper(`${network}ff:1:2:3:4`) }).placed).toMatchObject({ ok: false, message: expect.stringContaining("from your connection") });
    // Eleven minutes later (the orders' time moved back), the client may order again: no daily cap per address.
    const moved = db
      .getDb()
      .$client.prepare("UPDATE orders SET created_at = ? WHERE client_ip_hash = (SELECT client_ip_hash FROM orders ORDER BY id DESC LIMIT 1)")
      .run(new Date(Date.now() - 11 * 60_000).toISOString());
    expect(moved.changes).toBe(5);
    expect(order(1, { from: shopper(`${network}ff:1:2:3:4`) }).placed.ok).toBe(true);
  });
});

describe("the caps on units held by open orders", () => {
  // The defaults: OPEN_UNITS_PER_CUSTOMER 10 and OPEN_UNITS_PER_IP 20 of one product.
  it("refuses a customer a product their open orders already hold 10 of, by e-mail or phone; other products and a confirmed order free it", () => {
    const item = product();
    const email = `akinyi.${++counter}@example.com`;
    expect(order(6, { item, who: customer(email) }).placed.ok).toBe(true);
    const first = order(4, { item, who: customer(undefined, "0733 000 222") }).placed;
    expect(first.ok).toBe(true);
    // The e-mail in capitals with the phone in another spelling: the same customer, holding 6 + 4.
    expect(order(1, { item, who: customer(email.toUpperCase(), "+254 733 000 222") }).placed).toMatchObject({
      ok: false,
      reason: "conflict",
      message: `Orders waiting for the club office to confirm may hold at most 10 of ${item.name} for one customer, and yours already hold 10. Please order fewer, wait until we confirm your orders, or call the club office.`,
    });
    expect(order(2, { who: customer(email) }).placed.ok).toBe(true);
    if (!first.ok) throw new Error(first.message);
    expect(ordersAdmin.confirmOrderByStaff(first.order.id, staff.staff).ok).toBe(true);
    expect(order(4, { item, who: customer(email) }).placed.ok).toBe(true);
    expect(stockOf(item.id)).toBe(86);
  });

  it("refuses one client more than 20 of a product across orders under new names; staff walk-in orders are exempt", () => {
    const item = product();
    const ip = "192.0.2.88";
    for (const quantity of [10, 10]) expect(order(quantity, { item, from: shopper(ip) }).placed.ok).toBe(true);
    expect(order(1, { item, from: shopper(ip) }).placed).toMatchObject({
      ok: false,
      message: `Orders waiting for the club office to confirm may hold at most 20 of ${item.name} from one connection, and orders from yours already hold 20. Please order fewer, or call the club office.`,
    });
    // Another client, and the club office from the same address, still order it.
    expect(order(10, { item, from: shopper("192.0.2.89") }).placed.ok).toBe(true);
    expect(order(10, { item, from: { ip, staff: staff.staff } }).placed.ok).toBe(true);
    expect(stockOf(item.id)).toBe(60);
  });
});

describe("the hold sweep", () => {
  it("cancels an open order past the hold once, restores its stock once, audits it and e-mails the customer", () => {
    const { item, placed } = order(3);
    if (!placed.ok) throw new Error(placed.message);
    expect(stockOf(item.id)).toBe(97);
    expect(holds.cancelExpiredOrders(Date.now() + 47 * HOUR)).not.toContain(placed.order.id);
    const later = Date.now() + 49 * HOUR;
    expect(holds.cancelExpiredOrders(later)).toContain(placed.order.id);
    expect(holds.cancelExpiredOrders(later)).not.toContain(placed.order.id);
    expect(stockOf(item.id)).toBe(100);
    expect(ordersAdmin.getOrder(placed.order.id)?.order.status).toBe("cancelled");
    // Staff cancelling afterwards finds it cancelled already: no second restore.
    expect(ordersAdmin.changeOrderStatus(placed.order.id, "cancelled", staff.staff)).toMatchObject({ ok: false });
    expect(stockOf(item.id)).toBe(100);
    const audit = listAudit({ action: "shop.order.expire", limit: 50, offset: 0 }).entries.filter((e) => e.targetId === String(placed.order.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: "system" });
    const mails = db
      .getDb()
      .select()
      .from(tables.emailLogs)
      .where(eq(tables.emailLogs.to, placed.order.customerEmail))
      .all()
      .filter((mail) => mail.subject.includes("cancelled"));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("was not confirmed by the club office within 48 hours");
  });

  it("never sweeps an order staff confirmed, marked paid, or placed, nor one staff cancelled first", () => {
    const later = Date.now() + 49 * HOUR;
    const confirmed = order(1).placed;
    const paid = order(1).placed;
    const byStaff = order(1, { from: staff }).placed;
    const { item, placed: cancelled } = order(2);
    if (!confirmed.ok || !paid.ok || !byStaff.ok || !cancelled.ok) throw new Error("not placed");
    ordersAdmin.confirmOrderByStaff(confirmed.order.id, staff.staff);
    ordersAdmin.changeOrderStatus(paid.order.id, "paid", staff.staff);
    ordersAdmin.changeOrderStatus(cancelled.order.id, "cancelled", staff.staff);
    expect(stockOf(item.id)).toBe(100);
    const swept = holds.cancelExpiredOrders(later);
    for (const kept of [confirmed, paid, byStaff, cancelled]) expect(swept).not.toContain(kept.order.id);
    expect(stockOf(item.id)).toBe(100);
    expect(ordersAdmin.getOrder(paid.order.id)?.order.status).toBe("paid");
  });
});
