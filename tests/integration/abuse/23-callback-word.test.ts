// Abuse item 8 of issue 40, "a callback token holder can write a receipt or fail a payment without
// Daraja": ten concurrent success callbacks with a made-up receipt settled a payment once but stored
// `FAKE000001`, and a `ResultCode: 1` callback failed a payment at once. A callback is now only a sign
// that Daraja may have a result: paid, failed or cancelled, and the receipt, come from Daraja's own STK
// push query (the stand-in's query answer names the real receipt). Over real HTTP against the Daraja
// stand-in: the forgeries change nothing, and real results (paid, insufficient funds) still settle.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { callbackBody, forgedSuccess, postCallback, startDarajaStandin, type DarajaStandin, type StandinTransaction } from "../../support/daraja-standin";
import { Client, freePort, queryDb, startServer, type TestServer } from "../harness";

let server: TestServer;
let standin: DarajaStandin;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 300 });
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    ...standin.env(`http://localhost:${port}`),
    // The background job stays out of the way: only the callbacks below ask Daraja.
    MPESA_QUERY_AFTER_SECONDS: "3600",
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

/** An order of one new product, placed over the API by a new customer: its id, link token and client. */
async function placeOrder(phone: string) {
  const db = new Database(server.dbFile);
  const productId = Number(
    db
      .prepare("INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, 'Test.', 1500, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', 5)")
      .run(`Callback Jersey ${uniqueSuffix()}`).lastInsertRowid,
  );
  db.close();
  const client = new Client(server.url);
  expect((await client.postJson("/api/cart", { merchandiseId: productId, size: "S", quantity: 1 })).status).toBe(201);
  const placed = await client.postJson("/api/create-payment-intent", {
    amount: 1500,
    customerInfo: { name: "Wanjiku Kamau", email: `wanjiku.${uniqueSuffix()}@example.com`, phone, address: "Kilimani, Nairobi" },
  });
  expect(placed.status).toBe(201);
  const { orderId, orderUrl } = (await placed.json()) as { orderId: number; orderUrl: string };
  return { orderId, token: new URL(orderUrl, server.url).searchParams.get("t")!, client };
}

/** Prompts `phone` (its last three digits script the stand-in's outcome) for a new order: the order and Daraja's transaction. */
async function promptFor(suffix: string) {
  const phone = `07${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}${suffix}`;
  const order = await placeOrder(phone);
  expect((await order.client.postJson(`/api/orders/${order.orderId}/mpesa`, { token: order.token, phone })).status).toBe(201);
  const tx = standin.transactions.filter((t) => t.phone === `254${phone.slice(1)}`).at(-1)!;
  return { order, tx };
}

const paymentOf = (orderId: number) =>
  query<{ status: string; mpesa_receipt: string | null; result_code: number | null; settled_via: string | null }>(
    "SELECT status, mpesa_receipt, result_code, settled_via FROM payments WHERE order_id = ?",
    orderId,
  );
const orderStatus = (orderId: number) => query<{ status: string }>("SELECT status FROM orders WHERE id = ?", orderId)[0].status;
const statusChanges = (orderId: number) => query("SELECT id FROM audit_log WHERE action = 'shop.order.status' AND target_id = ?", String(orderId));
const failure = (tx: StandinTransaction) => callbackBody(tx, { code: 1, desc: "The balance is insufficient for the transaction." });
const tenAtOnce = (url: string, body: unknown) => Promise.all(Array.from({ length: 10 }, () => postCallback(url, body)));

describe("the attack: writing a receipt or a failure with the callback token alone", () => {
  it("ten concurrent success callbacks with a made-up receipt, while M-Pesa has no result: nothing is paid or stored", async () => {
    const { order, tx } = await promptFor("999"); // the customer never answers: the query says "being processed"
    expect(await tenAtOnce(tx.callbackUrl, forgedSuccess(tx, { amount: tx.amount, phone: tx.phone, receipt: "FAKE000001" }))).toEqual(Array(10).fill(200));
    expect(paymentOf(order.orderId)).toEqual([{ status: "pending", mpesa_receipt: null, result_code: null, settled_via: null }]);
    expect(orderStatus(order.orderId)).toBe("pending");
  });

  it("ten concurrent made-up receipts for a payment M-Pesa did take: paid once, with M-Pesa's receipt, never the forged one", async () => {
    const { order, tx } = await promptFor("404"); // paid, but Daraja's own callback never comes
    await standin.settled(); // the customer has answered: the query now has the result
    expect(await tenAtOnce(tx.callbackUrl, forgedSuccess(tx, { amount: tx.amount, phone: tx.phone, receipt: "FAKE000001" }))).toEqual(Array(10).fill(200));
    expect(paymentOf(order.orderId)).toEqual([{ status: "paid", mpesa_receipt: tx.receipt, result_code: 0, settled_via: "callback" }]);
    expect(tx.receipt).not.toBe("FAKE000001");
    expect(orderStatus(order.orderId)).toBe("paid");
    expect(statusChanges(order.orderId)).toHaveLength(1);
    expect(query("SELECT id FROM payments WHERE mpesa_receipt LIKE 'FAKE%'")).toEqual([]);
  });

  it("a ResultCode 1 callback fails nothing by itself: pending while M-Pesa has no result, paid when M-Pesa says paid", async () => {
    const waiting = await promptFor("999");
    expect(await postCallback(waiting.tx.callbackUrl, failure(waiting.tx))).toBe(200);
    expect(paymentOf(waiting.order.orderId)).toEqual([{ status: "pending", mpesa_receipt: null, result_code: null, settled_via: null }]);

    const paid = await promptFor("404");
    await standin.settled();
    expect(await postCallback(paid.tx.callbackUrl, failure(paid.tx))).toBe(200);
    expect(paymentOf(paid.order.orderId)).toEqual([{ status: "paid", mpesa_receipt: paid.tx.receipt, result_code: 0, settled_via: "callback" }]);
    expect(orderStatus(paid.order.orderId)).toBe("paid");
  });
});

describe("the legitimate path", () => {
  it("Daraja's own callbacks still settle at once: a payment with its receipt, and a failure with M-Pesa's result code", async () => {
    const paid = await promptFor("123");
    const failed = await promptFor("001"); // insufficient funds
    await standin.settled();
    expect(paid.tx.callbackStatuses).toEqual([200]);
    expect(failed.tx.callbackStatuses).toEqual([200]);
    expect(paymentOf(paid.order.orderId)).toEqual([{ status: "paid", mpesa_receipt: paid.tx.receipt, result_code: 0, settled_via: "callback" }]);
    expect(paymentOf(failed.order.orderId)).toEqual([{ status: "failed", mpesa_receipt: null, result_code: 1, settled_via: "callback" }]);
    expect(orderStatus(failed.order.orderId)).toBe("pending");
    // The customer reads M-Pesa's receipt on the order's page.
    const page = await paid.order.client.get(`/api/orders/${paid.order.orderId}/mpesa?t=${encodeURIComponent(paid.order.token)}`);
    expect(((await page.json()) as { payment: { receipt: string } }).payment.receipt).toBe(paid.tx.receipt);
  });
});
