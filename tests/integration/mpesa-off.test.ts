// Without M-Pesa configured the checkout and the registration look and work as before: no "Pay now
// with M-Pesa", and a form that asks for it anyway is refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { Client, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const UNAVAILABLE = "Paying online with M-Pesa is not available. Please pay on delivery or at the club office.";

describe("Pay now with M-Pesa when M-Pesa is not configured", () => {
  it("is not offered at checkout, and a checkout asking for it is 400 with no order", async () => {
    const client = new Client(server.url);
    const [product] = queryDb<{ id: number; price: number }>(server, "SELECT id, price FROM merchandise WHERE status = 'active' AND stock > 0 LIMIT 1");
    expect((await client.postJson("/api/cart", { merchandiseId: product.id, quantity: 1 })).status).toBe(201);
    const page = await (await client.get("/cart")).text();
    expect(withoutScripts(page)).not.toContain("Pay now with M-Pesa");
    const email = `otieno.${uniqueSuffix()}@example.com`;
    const fields = { intent: "checkout", amount: String(product.price), name: "Otieno", email, phone: "0712 345 678", address: "Kisumu" };
    const refused = await client.postForm("/cart", { ...fields, payment: "mpesa" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(UNAVAILABLE);
    expect(queryDb(server, "SELECT id FROM orders WHERE customer_email = ?", email)).toEqual([]);
    // Pay on delivery is as it was: the order is placed and the customer goes on to its page.
    const placed = await client.postForm("/cart", fields);
    expect(placed.status).toBe(302);
    expect(placed.headers.get("location")).toMatch(/^\/orders\/\d+\?t=/);
    expect(queryDb(server, "SELECT payment_method FROM orders WHERE customer_email = ?", email)).toHaveLength(1);
  });

  it("is not offered at registration, and a registration asking for it is 400 with no member", async () => {
    const client = new Client(server.url);
    expect(await (await client.get("/membership?tab=register")).text()).not.toContain("Pay now with M-Pesa");
    const email = `akinyi.${uniqueSuffix()}@example.com`;
    const refused = await client.postForm("/membership?tab=register", {
      intent: "register",
      membershipType: "premium",
      firstName: "Akinyi",
      lastName: "Otieno",
      email,
      confirmEmail: email,
      phone: "0712 345 678",
      payment: "mpesa",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(UNAVAILABLE);
    expect(queryDb(server, "SELECT id FROM fan_members WHERE email = ?", email)).toEqual([]);
  });
});
