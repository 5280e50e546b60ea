// M-Pesa Express over HTTP: the built server talks to the Daraja stand-in (tests/support) and Daraja's
// callbacks come back over real HTTP. Every scripted outcome, an order paid exactly once, forged and
// duplicate callbacks changing nothing, a lost callback settled by the background job's STK query, a
// payment nobody answers expiring, and a restart in the middle losing nothing.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { forgedSuccess, postCallback, startDarajaStandin, type DarajaStandin, type StandinTransaction } from "../support/daraja-standin";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { Client, postNativeForm, queryDb, startServer, withoutScripts, type TestServer, freePort } from "./harness";

let server: TestServer;
let standin: DarajaStandin;
let smtp: TestSmtpServer;
let port: number;
let serverEnv: Record<string, string>;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 300 });
  smtp = await startSmtpServer();
  // The callback URL is fixed at boot, so the server gets a port of its own choosing up front.
  port = await freePort();
  serverEnv = {
    PORT: String(port),
    SMTP_URL: smtp.url,
    // Every order here is one customer's from one IP.
    ORDERS_PER_IP_BURST: "1000",
    OPEN_ORDERS_PER_CUSTOMER: "1000",
    ...standin.env(`http://localhost:${port}`),
    // The job asks about a payment after 1 s without an answer; one nobody answers expires after 6 s.
    MPESA_QUERY_AFTER_SECONDS: "1",
    MPESA_EXPIRE_MINUTES: "0.1",
  };
  server = await startServer(serverEnv);
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
  await smtp?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

function insertProduct(price: number, stock = 5) {
  const db = new Database(server.dbFile);
  try {
    const result = db
      .prepare("INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, ?, ?, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', ?)")
      .run(`M-Pesa Jersey ${uniqueSuffix()}`, "A test product.", price, stock);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

type PlacedOrder = { orderId: number; token: string; email: string; client: Client };

/** A shopper orders one product at `price` and gets the order's link (id and token). */
async function placeOrder(price = 1500): Promise<PlacedOrder> {
  const productId = insertProduct(price);
  const client = new Client(server.url);
  expect((await client.postJson("/api/cart", { merchandiseId: productId, size: "S", quantity: 1 })).status).toBe(201);
  const email = `wanjiku.${uniqueSuffix()}@example.com`;
  const response = await client.postJson("/api/create-payment-intent", {
    amount: price,
    customerInfo: { name: "Wanjiku Kamau", email, phone: "0712 345 678", address: "Kilimani, Nairobi" },
  });
  expect(response.status).toBe(201);
  const { orderId, orderUrl } = (await response.json()) as { orderId: number; orderUrl: string };
  return { orderId, token: new URL(orderUrl, server.url).searchParams.get("t")!, email, client };
}

/** Phone numbers whose last three digits script the stand-in's outcome (…032 cancels, …999 never answers). */
const phoneEnding = (suffix: string) => `07${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}1${suffix}`.slice(0, 10);

async function pay(order: PlacedOrder, phone: string) {
  return order.client.postJson(`/api/orders/${order.orderId}/mpesa`, { token: order.token, phone });
}

async function paymentOf(order: PlacedOrder) {
  const response = await order.client.get(`/api/orders/${order.orderId}/mpesa?t=${encodeURIComponent(order.token)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { payment: Record<string, unknown> | null }).payment;
}

const settledPayment = (order: PlacedOrder) =>
  expect.poll(async () => (await paymentOf(order))?.status, { timeout: 30_000, interval: 100 }).not.toBe("pending");

const transactionOf = (phone: string): StandinTransaction => standin.transactions.filter((t) => t.phone === `254${phone.slice(1)}`).at(-1)!;

const orderRow = (orderId: number) => query<{ status: string; payment_method: string }>("SELECT status, payment_method FROM orders WHERE id = ?", orderId)[0];
const paymentRows = (orderId: number) =>
  query<{ status: string; mpesa_receipt: string | null; result_code: number | null; settled_via: string | null }>(
    "SELECT status, mpesa_receipt, result_code, settled_via FROM payments WHERE order_id = ? ORDER BY id",
    orderId,
  );
const paidAudits = (orderId: number) => query("SELECT id FROM audit_log WHERE action = 'shop.order.status' AND target_id = ?", String(orderId));

describe("paying an order with M-Pesa", () => {
  it("prompts the phone for the order's total, then marks the order paid once with the receipt, and e-mails it", async () => {
    const order = await placeOrder(1850);
    const started = await pay(order, "0712-345-678");
    expect(started.status).toBe(201);
    expect((await started.json()).payment).toMatchObject({
      status: "pending",
      amount: 1850,
      phoneEnding: "678",
      message: "Check your phone and enter your M-Pesa PIN",
      nextSteps: ["check-status"],
    });
    const tx = transactionOf("0712345678");
    expect(tx).toMatchObject({ amount: 1850, phone: "254712345678", accountReference: `Order ${order.orderId}`, description: "Club shop" });
    expect(tx.callbackUrl).toMatch(new RegExp(`^http://localhost:${port}/api/mpesa/callback/[\\w-]{43}$`));

    await settledPayment(order);
    const payment = await paymentOf(order);
    expect(payment).toMatchObject({ status: "paid", receipt: tx.receipt, message: `Paid with M-Pesa. Receipt ${tx.receipt}.`, nextSteps: [] });
    expect(orderRow(order.orderId)).toEqual({ status: "paid", payment_method: "mpesa" });
    expect(paymentRows(order.orderId)).toEqual([{ status: "paid", mpesa_receipt: tx.receipt, result_code: 0, settled_via: "callback" }]);
    expect(paidAudits(order.orderId)).toHaveLength(1);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(order.email) && mail.raw.includes(`is paid`)).map((mail) => mail.raw.replace(/=\r?\n/g, "")), { timeout: 30_000 })
      .toEqual([expect.stringContaining(`M-Pesa receipt ${tx.receipt}`)]);

    // Paid is final: no second prompt.
    const again = await pay(order, "0712345678");
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This order is already paid.");
  });

  it.each([
    // Our words, not Daraja's raw "Request cancelled by user".
    ["cancelled by the customer (1032)", "032", "cancelled", 1032, "You cancelled the M-Pesa payment on your phone. Nothing was charged."],
    ["insufficient funds (1)", "001", "failed", 1, "Your M-Pesa balance is not enough for this payment. Nothing was charged."],
    ["the phone not answering in time (1037)", "037", "failed", 1037, "Your phone did not answer the M-Pesa prompt in time. Nothing was charged."],
  ])("tells the customer about %s and offers another try or pay on delivery", async (_, suffix, status, code, message) => {
    const order = await placeOrder();
    expect((await pay(order, phoneEnding(suffix))).status).toBe(201);
    await settledPayment(order);
    expect(await paymentOf(order)).toMatchObject({ status, resultCode: code, receipt: null, message, nextSteps: ["try-again", "pay-on-delivery"] });
    expect(orderRow(order.orderId)).toEqual({ status: "pending", payment_method: "pay-on-delivery" });
    // Trying again is allowed once the first attempt has its answer.
    expect((await pay(order, "0712345678")).status).toBe(201);
    await settledPayment(order);
    expect(orderRow(order.orderId).status).toBe("paid");
    expect(paymentRows(order.orderId).map((row) => row.status)).toEqual([status, "paid"]);
  });

  it("a duplicate callback changes nothing: paid once, one status change", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("222");
    expect((await pay(order, phone)).status).toBe(201);
    await standin.settled();
    await settledPayment(order);
    expect(transactionOf(phone).callbackStatuses).toEqual([200, 200]);
    expect(paymentRows(order.orderId)).toEqual([{ status: "paid", mpesa_receipt: transactionOf(phone).receipt, result_code: 0, settled_via: "callback" }]);
    expect(paidAudits(order.orderId)).toHaveLength(1);
  });

  it("a lost callback: the background job's STK query settles the payment", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("404");
    expect((await pay(order, phone)).status).toBe(201);
    await standin.settled();
    expect(transactionOf(phone).callbackStatuses).toEqual([]);
    await settledPayment(order);
    // The receipt comes from the query's answer (the stand-in's names it; Daraja's documented one does not).
    expect(paymentRows(order.orderId)).toEqual([{ status: "paid", mpesa_receipt: transactionOf(phone).receipt, result_code: 0, settled_via: "query" }]);
    expect(orderRow(order.orderId)).toEqual({ status: "paid", payment_method: "mpesa" });
  });

  it("a phone that never answers: one payment at a time, then it expires and the customer may try again", async () => {
    const order = await placeOrder();
    expect((await pay(order, phoneEnding("999"))).status).toBe(201);
    const second = await pay(order, "0712345678");
    expect(second.status).toBe(409);
    expect((await second.json()).message).toMatch(/already waiting for your M-Pesa PIN/);
    await settledPayment(order);
    expect(await paymentOf(order)).toMatchObject({ status: "expired", nextSteps: ["try-again", "pay-on-delivery"] });
    expect(paymentRows(order.orderId)).toEqual([{ status: "expired", mpesa_receipt: null, result_code: null, settled_via: "expiry" }]);
    expect(query("SELECT id FROM audit_log WHERE action = 'payment.expire' AND username = 'system'").length).toBeGreaterThan(0);
    expect(orderRow(order.orderId).status).toBe("pending");
  });
});

describe("callbacks are not trusted on their word", () => {
  it("a callback to an unknown token, or naming another payment, is refused and changes nothing", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("999");
    expect((await pay(order, phone)).status).toBe(201);
    const tx = transactionOf(phone);
    const paid = forgedSuccess(tx, { amount: tx.amount, phone: tx.phone });
    expect(await postCallback(`${server.url}/api/mpesa/callback/${"x".repeat(43)}`, paid)).toBe(404);
    expect(await postCallback(`${server.url}/api/mpesa/callback/short`, paid)).toBe(404);
    expect(await postCallback(tx.callbackUrl, forgedSuccess({ ...tx, checkoutRequestId: "ws_CO_other" }, { amount: tx.amount, phone: tx.phone }))).toBe(400);
    expect(await postCallback(tx.callbackUrl, { Body: { stkCallback: { ResultCode: "zero" } } })).toBe(400);
    expect(paymentRows(order.orderId).map((row) => row.status)).toEqual(["pending"]);
  });

  it("a forged success with the right token, amount and phone is not enough: the STK query does not confirm it", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("999");
    expect((await pay(order, phone)).status).toBe(201);
    const tx = transactionOf(phone);
    expect(await postCallback(tx.callbackUrl, forgedSuccess(tx, { amount: tx.amount, phone: tx.phone }))).toBe(200);
    expect(await postCallback(tx.callbackUrl, forgedSuccess(tx, { amount: 1, phone: tx.phone }))).toBe(200);
    expect(paymentRows(order.orderId).map((row) => row.status)).toEqual(["pending"]);
    expect(orderRow(order.orderId).status).toBe("pending");
  });

  it("a forged callback for a paid payment changes nothing", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("555");
    expect((await pay(order, phone)).status).toBe(201);
    await settledPayment(order);
    const tx = transactionOf(phone);
    const before = paymentRows(order.orderId);
    expect(await postCallback(tx.callbackUrl, forgedSuccess(tx, { amount: tx.amount, phone: tx.phone, receipt: "FAKE000000" }))).toBe(200);
    expect(await postCallback(tx.callbackUrl, { Body: { stkCallback: { MerchantRequestID: tx.merchantRequestId, CheckoutRequestID: tx.checkoutRequestId, ResultCode: 1032, ResultDesc: "Request cancelled by user" } } })).toBe(200);
    expect(paymentRows(order.orderId)).toEqual(before);
    expect(paidAudits(order.orderId)).toHaveLength(1);
  });
});

describe("starting a payment", () => {
  it("refuses a bad phone, a wrong link, a cancelled order, and answers the status only with the link", async () => {
    const order = await placeOrder();
    const badPhone = await pay(order, "0812 345 678");
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).errors).toEqual({ phone: ["Enter an M-Pesa phone number such as 0712 345 678 or +254 712 345 678"] });
    expect((await order.client.postJson(`/api/orders/${order.orderId}/mpesa`, { token: "guess", phone: "0712345678" })).status).toBe(404);
    expect((await order.client.postJson(`/api/orders/999999/mpesa`, { token: order.token, phone: "0712345678" })).status).toBe(404);
    expect((await order.client.get(`/api/orders/${order.orderId}/mpesa?t=guess`)).status).toBe(404);
    expect(await paymentOf(order)).toBeNull();
    expect(query("SELECT id FROM payments WHERE order_id = ?", order.orderId)).toEqual([]);

    const db = new Database(server.dbFile);
    db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?").run(order.orderId);
    db.close();
    const closed = await pay(order, "0712345678");
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toBe("This order can no longer be paid: it has been cancelled.");
  });
});

describe("prompting someone's phone again and again", () => {
  it("stops after MPESA_PROMPTS_PER_PAYMENT (5) prompts for one order", async () => {
    const order = await placeOrder();
    const victim = phoneEnding("032"); // cancels each prompt at once
    for (let prompt = 0; prompt < 5; prompt++) {
      expect((await pay(order, victim)).status).toBe(201);
      await settledPayment(order);
    }
    const sixth = await pay(order, victim);
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).message).toBe("Too many M-Pesa attempts. Please pay on delivery or at the club office.");
    expect(query("SELECT id FROM payments WHERE order_id = ?", order.orderId)).toHaveLength(5);
  });
});

describe("a restart in the middle", () => {
  it("loses nothing: a payment pending at shutdown is settled by the job after the restart", async () => {
    const order = await placeOrder();
    const phone = phoneEnding("404"); // paid, but the callback never comes
    expect((await pay(order, phone)).status).toBe(201);
    await server.stop();
    await standin.settled();
    server = await startServer(serverEnv, server.dataDir);
    await settledPayment(order);
    expect(paymentRows(order.orderId)).toEqual([{ status: "paid", mpesa_receipt: transactionOf(phone).receipt, result_code: 0, settled_via: "query" }]);
    expect(orderRow(order.orderId)).toEqual({ status: "paid", payment_method: "mpesa" });
    expect(paidAudits(order.orderId)).toHaveLength(1);
  });
});

describe("the order page without JavaScript", () => {
  const nativePost = (order: PlacedOrder, fields: Record<string, string>) =>
    postNativeForm(server.url, `/orders/${order.orderId}?t=${encodeURIComponent(order.token)}`, { intent: "mpesa", ...fields }, { "Sec-Fetch-Site": "same-origin" });
  const page = async (order: PlacedOrder) => (await order.client.get(`/orders/${order.orderId}?t=${encodeURIComponent(order.token)}`)).text();

  it("offers Pay now with M-Pesa (phone prefilled), shows the wait with a self-refresh, then the receipt", async () => {
    const order = await placeOrder(2200);
    const before = await page(order);
    expect(before).toContain("Pay now with M-Pesa");
    expect(before).toMatch(/<input[^>]*name="phone"[^>]*value="0712 345 678"|<input[^>]*value="0712 345 678"[^>]*name="phone"/);
    expect(before).not.toContain('http-equiv="refresh"');

    const bad = await nativePost(order, { phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Enter an M-Pesa phone number such as 0712 345 678 or +254 712 345 678");

    const phone = phoneEnding("999"); // waits for ever: the page keeps saying so
    const sent = await nativePost(order, { phone });
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(`/orders/${order.orderId}?t=${encodeURIComponent(order.token)}`);
    const waiting = await page(order);
    expect(waiting).toContain("Check your phone and enter your M-Pesa PIN");
    expect(waiting).toContain('http-equiv="refresh"');
    expect(waiting).toContain("Check payment status");
    expect(waiting).not.toContain('name="phone"');
    // Paying now: the order's status says so, not "please pay on delivery" (that comes back if it fails).
    expect(withoutScripts(waiting)).toContain("Enter your M-Pesa PIN on your phone to pay for it");
    expect(withoutScripts(waiting)).not.toMatch(/pay on delivery/i);
    const twice = await nativePost(order, { phone });
    expect(twice.status).toBe(409);
    expect(twice.body).toContain("A payment is already waiting for your M-Pesa PIN.");

    await settledPayment(order); // expired
    const expired = await page(order);
    expect(expired).toContain("No answer came from M-Pesa in time.");
    expect(expired).toContain("Try again");
    expect(expired).toContain("Pay on delivery instead");
    expect(expired).not.toContain('http-equiv="refresh"');

    expect((await nativePost(order, { phone: "0712 345 678" })).status).toBe(302);
    await settledPayment(order);
    const paid = await page(order);
    const { receipt } = transactionOf("0712345678");
    expect(paid).toContain(`Paid with M-Pesa. Receipt ${receipt}.`);
    expect(paid).not.toContain('name="phone"');
    expect(withoutScripts(paid)).not.toContain("How to pay");
    // The box says it is paid, no longer "Pay now with M-Pesa".
    expect(withoutScripts(paid)).toMatch(/<h2 id="mpesa-heading"[^>]*>Paid with M-Pesa<\/h2>/);
    expect(withoutScripts(paid)).not.toContain("Pay now with M-Pesa");
  });
});

describe("paying now at checkout and at registration", () => {
  const SIGN_IN_SUBJECT = "Your Rising Stars Fan Club sign-in link";

  /** A shopper with one product in their cart (the cart cookie in `client`). */
  async function cartWith(price: number) {
    const client = new Client(server.url);
    expect((await client.postJson("/api/cart", { merchandiseId: insertProduct(price), size: "S", quantity: 1 })).status).toBe(201);
    const email = `kamau.${uniqueSuffix()}@example.com`;
    const checkout = (phone: string) =>
      client.postForm("/cart", { intent: "checkout", amount: String(price), name: "Kamau Njoroge", email, phone, address: "Westlands, Nairobi", payment: "mpesa" });
    return { client, email, checkout };
  }

  it("checkout with Pay now with M-Pesa: a phone M-Pesa cannot prompt is 400 with the field's message and no order; a good one places the order and prompts it", async () => {
    const cart = await cartWith(2600);
    expect(await (await cart.client.get("/cart")).text()).toContain("Pay now with M-Pesa");
    const bad = await cart.checkout("020 123 4567"); // a landline: a phone, but not an M-Pesa one
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter an M-Pesa phone number such as 0712 345 678 or +254 712 345 678");
    expect(query("SELECT id FROM orders WHERE customer_email = ?", cart.email)).toEqual([]);

    const phone = phoneEnding("123");
    const placed = await cart.checkout(phone);
    expect(placed.status).toBe(302);
    const [{ id }] = query<{ id: number }>("SELECT id FROM orders WHERE customer_email = ?", cart.email);
    expect(placed.headers.get("location")).toMatch(new RegExp(`^/orders/${id}\\?t=`));
    expect(transactionOf(phone)).toMatchObject({ amount: 2600, accountReference: `Order ${id}` });
    const order: PlacedOrder = { orderId: id, token: new URL(placed.headers.get("location")!, server.url).searchParams.get("t")!, email: cart.email, client: cart.client };
    const [confirmation] = query<{ text_body: string }>("SELECT text_body FROM email_logs WHERE subject = ?", `Your Rising Stars Shop order #${id}`);
    expect(confirmation.text_body).toContain("How to pay: Pay now with M-Pesa: we are sending a payment request to your phone, so check your phone and enter your M-Pesa PIN.");
    expect(confirmation.text_body).toContain("The order page below shows the status of the payment");
    expect(confirmation.text_body).not.toContain("cash or M-Pesa when your order is handed over");
    await settledPayment(order);
    expect(orderRow(id)).toEqual({ status: "paid", payment_method: "mpesa" });
  });

  /** A Premium/VIP registration on the Register tab choosing Pay now with M-Pesa. */
  async function registerPayingNow(membershipType: "premium" | "vip", phone: string) {
    const client = new Client(server.url);
    const email = `muthoni.${uniqueSuffix()}@example.com`;
    const response = await client.postForm("/membership?tab=register", {
      intent: "register",
      membershipType,
      firstName: "Muthoni",
      lastName: "Wairimu",
      email,
      confirmEmail: email,
      phone,
      payment: "mpesa",
    });
    return { client, email, response };
  }
  const memberOf = (email: string) => query<{ id: number; status: string }>("SELECT id, status FROM fan_members WHERE email = ?", email)[0];

  it("registration with Pay now with M-Pesa: a bad phone is 400 and no member; a good one prompts the tier's price and the membership becomes active with the sign-in e-mail", async () => {
    const bad = await registerPayingNow("vip", "020 123 4567");
    expect(bad.response.status).toBe(400);
    expect(await bad.response.text()).toContain("Enter an M-Pesa phone number such as 0712 345 678 or +254 712 345 678");
    expect(memberOf(bad.email)).toBeUndefined();

    const phone = phoneEnding("124");
    const { client, email, response } = await registerPayingNow("vip", phone);
    expect(response.status).toBe(302);
    const member = memberOf(email);
    expect(response.headers.get("location")).toBe(`/membership/payment/${member.id}`);
    expect(transactionOf(phone)).toMatchObject({ accountReference: `Member ${member.id}` });
    const page = () => client.get(`/membership/payment/${member.id}`);
    expect((await page()).status).toBe(200);
    await expect.poll(async () => withoutScripts(await (await page()).text()).includes("Your membership is active"), { timeout: 30_000, interval: 200 }).toBe(true);
    const [welcome] = query<{ text_body: string }>(`SELECT text_body FROM email_logs WHERE "to" = ? AND subject LIKE 'Welcome%'`, email);
    expect(welcome.text_body).toContain("becomes active as soon as your M-Pesa payment is confirmed, and we will then e-mail you a link to sign in");
    expect(welcome.text_body).not.toContain("once you have paid at the club office");
    expect(memberOf(email).status).toBe("active");
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email) && mail.raw.includes(SIGN_IN_SUBJECT)).length, { timeout: 30_000 }).toBe(1);
  });

  it("the membership's payment page opens only in the browser that registered it", async () => {
    const mine = await registerPayingNow("premium", phoneEnding("999"));
    const theirs = await registerPayingNow("premium", phoneEnding("999"));
    const theirId = memberOf(theirs.email).id;
    expect((await mine.client.get(`/membership/payment/${theirId}`)).status).toBe(404);
    expect((await new Client(server.url).get(`/membership/payment/${theirId}`)).status).toBe(404);
    expect((await mine.client.postForm(`/membership/payment/${theirId}`, { intent: "mpesa", phone: "0712345678" })).status).toBe(404);
    const waiting = await (await theirs.client.get(`/membership/payment/${theirId}`)).text();
    expect(waiting).toContain("Check your phone and enter your M-Pesa PIN");
    expect(waiting).toContain('http-equiv="refresh"');
  });
});
