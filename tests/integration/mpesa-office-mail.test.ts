// The office's "New Order" e-mail says how the customer chose to pay: on delivery, or now with M-Pesa.
// Orders placed over HTTP on /cart; the mail read from the real SMTP server.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { parseMail } from "../support/mime";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { Client, queryDb, startServer, type TestServer, freePort } from "./harness";

const OFFICE = "shop-office@example.com";

let server: TestServer;
let standin: DarajaStandin;
let smtp: TestSmtpServer;

beforeAll(async () => {
  standin = await startDarajaStandin({ answerAfterMs: 200 });
  smtp = await startSmtpServer();
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SMTP_URL: smtp.url,
    CLUB_OFFICE_EMAIL: OFFICE,
    ORDERS_PER_IP_BURST: "1000",
    OPEN_ORDERS_PER_CUSTOMER: "1000",
    ...standin.env(`http://localhost:${port}`),
  });
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
  await smtp?.close();
});

function insertProduct(price: number) {
  const db = new Database(server.dbFile);
  try {
    const result = db
      .prepare("INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, ?, ?, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', 5)")
      .run(`Office Mail Jersey ${uniqueSuffix()}`, "A test product.", price);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** Places an order from a cart on /cart, paying the way asked; the order's id. */
async function placeOrder(payment: "mpesa" | "delivery") {
  const client = new Client(server.url);
  expect((await client.postJson("/api/cart", { merchandiseId: insertProduct(2400), size: "S", quantity: 1 })).status).toBe(201);
  const email = `otieno.${uniqueSuffix()}@example.com`;
  const placed = await client.postForm("/cart", {
    intent: "checkout",
    amount: "2400",
    name: "Otieno Ouma",
    email,
    phone: "0712 345 123",
    address: "Karen, Nairobi",
    payment,
  });
  // Either way the customer goes on to the order's page.
  expect(placed.status).toBe(302);
  return queryDb<{ id: number }>(server, "SELECT id FROM orders WHERE customer_email = ?", email)[0].id;
}

/** The text of the office's New Order mail for `orderId`, as the SMTP server received it. */
async function officeMail(orderId: number): Promise<string> {
  const subject = `New shop order #${orderId} from Otieno Ouma`;
  const find = () =>
    smtp.received
      .filter((mail) => mail.to.includes(OFFICE))
      .map((mail) => parseMail(mail.raw))
      .find((mail) => mail.headers.subject?.startsWith(subject));
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find()!.text ?? "";
}

describe("the office's New Order e-mail", () => {
  it("says pay on delivery for an order the customer pays on delivery", async () => {
    const text = await officeMail(await placeOrder("delivery"));
    expect(text).toContain("Total: KES 2,400 (pay on delivery or at the club office)");
    expect(text).not.toContain("M-Pesa");
  });

  it("says the customer is paying now with M-Pesa for an order placed paying with M-Pesa", async () => {
    const text = await officeMail(await placeOrder("mpesa"));
    expect(text).toContain("Total: KES 2,400 (paying now with M-Pesa: the order is marked paid once M-Pesa confirms the payment");
    expect(text).not.toContain("(pay on delivery or at the club office)");
    expect(text).not.toContain("{{");
  });
});
