// Abuse item 2 of issue 40, "one client still takes nearly all the stock": ten orders from one IP, each
// with a new e-mail and phone and 10 of every product, emptied most products for 48 hours, because the
// per-IP cap counted orders, not units. Now the units of each product that open orders hold are capped
// per client (OPEN_UNITS_PER_IP) and per customer (OPEN_UNITS_PER_CUSTOMER, by e-mail or phone). Over real
// HTTP: the attack stops at the client's share, the refusal names the product in English and Swahili
// (the form keeps what was typed), and other clients, a customer within their share, a customer whose
// order staff confirmed, and staff placing walk-in orders still order.
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, postNativeForm, queryDb, startServerForFile, type TestServer, withoutScripts } from "../harness";

let server: TestServer;
let staff: Client;

// Fly-Client-IP is trusted on fly only: it gives each client its own address here. The open-order
// counts stay high: this file is about units.
const env = { FLY_APP_NAME: "rsfc-test", OPEN_UNITS_PER_IP: "20", OPEN_UNITS_PER_CUSTOMER: "10", ORDERS_PER_IP_BURST: "50", ORDER_MAX_PER_PRODUCT: "10" };
startServerForFile({ env, signInAs: "staff" }, (file) => {
  ({ server } = file);
  staff = file.staff!;
});

function insertProduct(stock = 100) {
  const name = `Units Jersey ${uniqueSuffix()}`;
  const db = new Database(server.dbFile);
  try {
    const result = db
      .prepare("INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, 'Test.', 1000, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', ?)")
      .run(name, stock);
    return { id: Number(result.lastInsertRowid), name };
  } finally {
    db.close();
  }
}
const stockOf = (id: number) => queryDb<{ stock: number }>(server, "SELECT stock FROM merchandise WHERE id = ?", id)[0].stock;

let people = 0;
/** A new customer each time: a new name, e-mail and phone, as the attack used. */
const newCustomer = () => {
  const n = String(++people).padStart(6, "0");
  return { name: `Buyer ${n}`, email: `buyer.${n}.${uniqueSuffix()}@example.com`, phone: `+254 744 ${n}`, address: "Umoja, Nairobi" };
};

/** Fills a new cart from `ip` with `quantity` of each product and places the order over the JSON API. */
async function order(ip: string, items: Array<{ id: number }>, quantity: number, customer = newCustomer(), client = new Client(server.url)) {
  const headers = { "Fly-Client-IP": ip };
  for (const item of items) expect((await client.postJson("/api/cart", { merchandiseId: item.id, size: "S", quantity }, { headers })).status).toBe(201);
  const response = await client.postJson("/api/create-payment-intent", { amount: 1000 * quantity * items.length, customerInfo: customer }, { headers });
  return { status: response.status, body: (await response.json()) as { orderId?: number; message?: string }, client };
}

describe("the attack: one client, order after order under new names, 10 of every product", () => {
  it("stops at 20 of each product from that connection; the refusal names the product, in English and in Swahili", async () => {
    const jersey = insertProduct();
    const scarf = insertProduct();
    const attacker = "203.0.113.20";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await order(attacker, [jersey, scarf], 10)).status);
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect([stockOf(jersey.id), stockOf(scarf.id)]).toEqual([80, 80]);

    const refused = await order(attacker, [jersey], 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Orders waiting for the club office to confirm may hold at most 20 of ${jersey.name} from one connection, and orders from yours already hold 20. Please order fewer, or call the club office.`,
    );

    // The checkout form without JavaScript, on a Swahili page: the same refusal in Swahili, what was typed kept.
    const typed = newCustomer();
    const cookie = [...refused.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const form = await postNativeForm(
      server.url,
      "/cart?lang=sw",
      { intent: "checkout", ...typed, amount: "1000" },
      { Cookie: cookie, "Fly-Client-IP": attacker },
    );
    expect(form.status).toBe(409);
    const page = withoutScripts(form.body);
    expect(page).toContain(`zisizozidi 20 kutoka kwenye mtandao mmoja, na oda kutoka kwenye mtandao wako tayari zinashikilia 20.`);
    expect(page).toContain(jersey.name);
    expect(page).toContain(typed.email);
    expect(stockOf(jersey.id)).toBe(80);
  });

  it("a customer holds at most 10 of a product across open orders, by e-mail or phone, from any connection", async () => {
    const jersey = insertProduct();
    const customer = newCustomer();
    expect((await order("198.51.100.31", [jersey], 6, customer)).status).toBe(201);
    // Another connection and a new e-mail, the same phone: the same customer.
    const again = await order("198.51.100.32", [jersey], 5, { ...customer, email: `other.${uniqueSuffix()}@example.com` });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Orders waiting for the club office to confirm may hold at most 10 of ${jersey.name} for one customer, and yours already hold 6. Please order fewer, wait until we confirm your orders, or call the club office.`,
    );
    expect((await order("198.51.100.32", [jersey], 4, customer)).status).toBe(201);
    expect(stockOf(jersey.id)).toBe(90);
  });
});

describe("the legitimate path", () => {
  it("other connections still order; staff confirming an order frees its units; the club office's walk-in orders are exempt", async () => {
    const jersey = insertProduct();
    const school = "203.0.113.21"; // a school's network: several parents behind one address
    const first = await order(school, [jersey], 10);
    expect((await order(school, [jersey], 10)).status).toBe(201);
    expect((await order(school, [jersey], 2)).status).toBe(409);
    expect((await order("198.51.100.33", [jersey], 10)).status).toBe(201);

    // The club office confirms the first order (the customer called): it no longer holds stock on trust.
    const confirm = await staff.postForm("/admin/orders", { intent: "confirm-order", id: String(first.body.orderId) });
    expect(confirm.status).toBe(302);
    expect((await order(school, [jersey], 2)).status).toBe(201);

    // Staff signed in at the office place walk-in orders from that same address, past the share.
    expect((await order(school, [jersey], 10, newCustomer(), staff)).status).toBe(201);
    expect(stockOf(jersey.id)).toBe(100 - 10 - 10 - 10 - 2 - 10);
  });
});
