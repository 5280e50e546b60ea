// Abuse item 3, "anyone can empty the shop": a pay-on-delivery order used to take stock at once and for
// ever, with no cap per order or per customer, and adding the same line again skipped the line cap.
// Over real HTTP: one client tries huge quantities, repeated lines and many orders and is refused at
// the caps; an order nobody confirmed within the hold is cancelled by the sweep (stock back once, the
// customer e-mailed through the real SMTP server, the audit log told); confirmed and paid orders stay;
// staff placing walk-in orders and an ordinary customer still order fine. Also: the admin's order
// screen sends no cart id or link token to the browser.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { parseMail } from "../../support/mime";
import type { TestSmtpServer } from "../../support/smtp";
import { Client, postNativeForm, queryDb, startServerForFile, type TestServer, withoutScripts } from "../harness";

// A 3-minute hold (the sweep then runs every 3 s): the orders this test wants swept are made older
// than that in the database; every other order stays well inside its hold while the file runs.
const HOLD_HOURS = "0.05";

let server: TestServer;
let smtp: TestSmtpServer;
let staff: Client;

// Behind fly's proxy the client IP is its Fly-Client-IP header: every shopper here has an address of
// their own unless a test says otherwise, so the burst limit per client (6 here) is met only on purpose.
// The caps on units held (abuse test 22) stay out of the way: this file counts orders.
const env = {
  ORDER_HOLD_HOURS: HOLD_HOURS,
  ORDER_MAX_PER_PRODUCT: "10",
  OPEN_ORDERS_PER_CUSTOMER: "3",
  ORDERS_PER_IP_BURST: "6",
  OPEN_UNITS_PER_CUSTOMER: "1000",
  OPEN_UNITS_PER_IP: "1000",
  FLY_APP_NAME: "abuse-test",
};
startServerForFile({ smtp: true, env, signInAs: "staff" }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
  staff = file.staff!;
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
function write(sql: string, ...params: unknown[]) {
  const db = new Database(server.dbFile);
  try {
    return db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

function insertProduct(stock = 100) {
  const name = `Hold Jersey ${uniqueSuffix()}`;
  const result = write(
    "INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, 'Test.', 1000, 'jersey', ?, '[]', ?, ?)",
    name,
    JSON.stringify(["S", "M", "L"]),
    JSON.stringify(["/images/shop/home-jersey.webp"]),
    stock,
  );
  return { id: Number(result.lastInsertRowid), name };
}
const stockOf = (id: number) => query<{ stock: number }>("SELECT stock FROM merchandise WHERE id = ?", id)[0].stock;
const statusOf = (id: number) => query<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)[0].status;

let phones = 0;
const customer = (email = `buyer.${uniqueSuffix()}@example.com`) => ({
  name: "Kamau Njoroge",
  email,
  phone: `+254 733 ${String(++phones).padStart(6, "0")}`,
  address: "Umoja, Nairobi",
});

let addresses = 0;
const newShopper = () => new Client(server.url, `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`);

async function addToCart(client: Client, merchandiseId: number, quantity: number, size = "S") {
  return client.postJson("/api/cart", { merchandiseId, size, quantity });
}

/** Places an order of `quantity` of the product from a new cart (through the JSON API). */
async function order(productId: number, quantity: number, info = customer(), client: Client = newShopper()) {
  expect((await addToCart(client, productId, quantity)).status).toBe(201);
  const response = await client.postJson("/api/create-payment-intent", { amount: 1000 * quantity, customerInfo: info });
  return { status: response.status, body: (await response.json()) as { orderId?: number; orderUrl?: string; message?: string }, client };
}

/** Waits for the state `check` describes (the sweep runs every 3 s; the bound is only for a stuck server). */
const waitFor = (check: () => boolean) => expect.poll(check, { timeout: 30_000, interval: 200 }).toBe(true);

/**
 * Resolves once the sweep has run again: an order of another product, placed now and made older than
 * the hold, is cancelled. A sweep is one synchronous step in the server, so the sweep that cancels it
 * started after this call did.
 */
async function anotherSweep() {
  const canary = await order(insertProduct(5).id, 1);
  expect(canary.status).toBe(201);
  write("UPDATE orders SET created_at = ? WHERE id = ?", new Date(Date.now() - 3600_000).toISOString(), canary.body.orderId);
  await waitFor(() => statusOf(canary.body.orderId!) === "cancelled");
}

describe("the attack: emptying the stock", () => {
  it("huge quantities and repeated lines stop at the per-order cap (API and form), the cart's merge path included", async () => {
    const product = insertProduct();
    const attacker = new Client(server.url);
    const capMessage = `You can order at most 10 of ${product.name} at a time.`;
    const huge = await addToCart(attacker, product.id, 99);
    expect(huge.status).toBe(409);
    expect((await huge.json()).message).toBe(capMessage);
    expect((await addToCart(attacker, product.id, 6)).status).toBe(201);
    // The same line again (the merge path), and another size: all lines of a product count together.
    const again = await addToCart(attacker, product.id, 6);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(`${capMessage} Your cart already has 6.`);
    expect((await addToCart(attacker, product.id, 5, "M")).status).toBe(409);
    // The Add to Cart form (without JavaScript) says the same.
    const cookie = [...attacker.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const form = await postNativeForm(
      server.url,
      "/cart",
      { intent: "add", merchandiseId: String(product.id), size: "S", quantity: "5", redirectTo: "/shop" },
      { Cookie: cookie },
    );
    // Back to the shop, the refusal in the toast.
    expect(form.status).toBe(302);
    for (const set of form.headers["set-cookie"] ?? []) {
      const [name, ...value] = set.split(";")[0].split("=");
      attacker.cookies.set(name.trim(), value.join("="));
    }
    expect(withoutScripts(await (await attacker.get("/shop")).text())).toContain(`${capMessage} Your cart already has 6.`);
    const lines = query<{ quantity: number }>("SELECT quantity FROM cart_items WHERE merchandise_id = ?", product.id);
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(6);
    expect(stockOf(product.id)).toBe(100);
  });

  it("many orders stop at the cap on open orders per customer (any spelling of the e-mail) and the burst limit per client", async () => {
    const product = insertProduct();
    const email = `hoarder.${uniqueSuffix()}@example.com`;
    const hoarderIp = "203.0.113.33";
    for (const spelling of [email, email.toUpperCase(), ` ${email}`]) {
      expect((await order(product.id, 10, customer(spelling), new Client(server.url, hoarderIp))).status).toBe(201);
    }
    const fourth = await order(product.id, 10, customer(email), new Client(server.url, hoarderIp));
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toContain("You already have 3 orders waiting for the club office to confirm.");
    // The checkout form without JavaScript is refused with the same sentence, the typed values kept.
    const cookie = [...fourth.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const form = await postNativeForm(
      server.url,
      "/cart",
      { intent: "checkout", ...customer(email), amount: "10000" },
      { Cookie: cookie, "Fly-Client-IP": hoarderIp },
    );
    expect(form.status).toBe(409);
    expect(form.body).toContain("You already have 3 orders waiting for the club office to confirm.");
    expect(form.body).toContain(email);

    // Other names and addresses from the same client within minutes: its burst limit (6 orders here) ends it.
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await order(product.id, 10, customer(), new Client(server.url, hoarderIp))).status);
    expect(results).toEqual([201, 201, 201, 409]);
    expect(stockOf(product.id)).toBe(100 - 6 * 10);
    // Shoppers at other addresses still order.
    expect((await order(product.id, 1)).status).toBe(201);

    // The club office, signed in, places walk-in orders from the same address past the limit.
    const office = new Client(server.url, hoarderIp);
    office.cookies = staff.cookies;
    const walkIn = await order(product.id, 2, customer(), office);
    expect(walkIn.status).toBe(201);
    expect(query<{ staff_confirmed_at: string | null }>("SELECT staff_confirmed_at FROM orders WHERE id = ?", walkIn.body.orderId)[0].staff_confirmed_at).toEqual(
      expect.any(String),
    );
  });
});

describe("the hold", () => {
  it("cancels an order nobody confirmed in time, puts its stock back once, e-mails and audits; confirmed and paid orders stay", async () => {
    // Clear the previous test's open orders: staff cancel them.
    for (const { id } of query<{ id: number }>("SELECT id FROM orders WHERE status = 'pending' AND staff_confirmed_at IS NULL")) {
      const cancelled = await staff.postForm("/admin/orders", { id: String(id), status: "cancelled" });
      expect(cancelled.status).toBe(302);
    }
    const product = insertProduct(50);
    const info = customer();
    const forgotten = await order(product.id, 4, info);
    const confirmed = await order(product.id, 3);
    const paid = await order(product.id, 2);
    for (const placed of [forgotten, confirmed, paid]) expect(placed.status).toBe(201);
    expect(stockOf(product.id)).toBe(41);

    // Staff confirm one (the admin dialog's Confirm order) and mark another paid.
    const confirm = await staff.postForm("/admin/orders", { intent: "confirm-order", id: String(confirmed.body.orderId) });
    expect(confirm.status).toBe(302);
    expect((await staff.postForm("/admin/orders", { id: String(paid.body.orderId), status: "paid" })).status).toBe(302);

    // All three are now older than the hold.
    const past = new Date(Date.now() - 3600_000).toISOString();
    for (const placed of [forgotten, confirmed, paid]) write("UPDATE orders SET created_at = ? WHERE id = ?", past, placed.body.orderId);

    await waitFor(() => statusOf(forgotten.body.orderId!) === "cancelled");
    expect(stockOf(product.id)).toBe(45);
    // Two more sweeps change nothing (each seen to run by the order it cancels, not by waiting).
    await anotherSweep();
    await anotherSweep();
    expect(stockOf(product.id)).toBe(45);
    expect(statusOf(confirmed.body.orderId!)).toBe("pending");
    expect(statusOf(paid.body.orderId!)).toBe("paid");

    const audit = query<{ username: string; summary: string }>(
      "SELECT username, summary FROM audit_log WHERE action = 'shop.order.expire' AND target_id = ?",
      String(forgotten.body.orderId),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].username).toBe("system");
    expect(audit[0].summary).toContain(`Order #${forgotten.body.orderId}: pending → cancelled`);
    expect(query("SELECT id FROM audit_log WHERE action = 'shop.order.expire' AND target_id IN (?, ?)", String(confirmed.body.orderId), String(paid.body.orderId))).toEqual([]);

    await waitFor(() => smtp.received.some((mail) => mail.to.includes(info.email) && /cancelled/.test(mail.raw)));
    const cancellations = smtp.received.filter((mail) => mail.to.includes(info.email) && /has been cancelled/.test(parseMail(mail.raw).headers.subject ?? ""));
    expect(cancellations).toHaveLength(1);
    expect(parseMail(cancellations[0].raw).text).toContain(`Your order #${forgotten.body.orderId}`);
    expect(parseMail(cancellations[0].raw).text).toContain("was not confirmed by the club office within");
  });

  it("the legitimate path: a customer orders, confirms and reads the order", async () => {
    const product = insertProduct(20);
    const placed = await order(product.id, 2);
    expect(placed.status).toBe(201);
    const confirm = await placed.client.postJson(`/api/orders/${placed.body.orderId}/confirm`, {});
    expect(confirm.status).toBe(200);
    expect(stockOf(product.id)).toBe(18);
    const page = await placed.client.get(placed.body.orderUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(product.name);
  });
});

describe("least data on the admin's order screen", () => {
  it("the loader data of /admin/orders carries no cart id, link token hash or IP hash", async () => {
    const product = insertProduct(10);
    const placed = await order(product.id, 1);
    const cartId = query<{ cart_id: string; access_token_hash: string }>("SELECT cart_id, access_token_hash FROM orders WHERE id = ?", placed.body.orderId)[0];
    for (const path of [`/admin/orders.data?view=${placed.body.orderId}`, `/admin/orders?view=${placed.body.orderId}`]) {
      const response = await staff.get(path);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain(placed.body.orderId!.toString());
      for (const secret of ["cartId", "accessTokenHash", "clientIpHash", cartId.cart_id, cartId.access_token_hash]) expect(body).not.toContain(secret);
    }
    const csv = await (await staff.get("/admin/orders/export.csv")).text();
    expect(csv).not.toContain(cartId.cart_id);
    expect(csv).not.toContain(cartId.access_token_hash);
  });
});
