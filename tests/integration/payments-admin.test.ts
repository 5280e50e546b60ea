// The admin's M-Pesa payments over HTTP: the built server talks to the Daraja stand-in. The list and
// its filters, the CSV export, Re-check with M-Pesa settling a payment whose callback was lost, the
// reconciliation report, the payments on the order and member screens, and who may see any of it.
import net from "node:net";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { startDarajaStandin, type DarajaStandin } from "../support/daraja-standin";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let standin: DarajaStandin;
let staff: Client;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  standin = await startDarajaStandin();
  const port = await freePort();
  // The background job waits MPESA_QUERY_AFTER_SECONDS (120 s by default) before asking about a
  // payment: within this file only Re-check with M-Pesa asks.
  server = await startServer({
    PORT: String(port),
    ORDERS_PER_IP_BURST: "1000",
    OPEN_ORDERS_PER_CUSTOMER: "1000",
    ...standin.env(`http://localhost:${port}`),
  });
  staff = (await logInAs(server, "staff")).client;
});

afterAll(async () => {
  await server?.stop();
  await standin?.close();
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

/** A shopper orders one product and starts an M-Pesa payment from `phone` (its last digits script the outcome). */
async function orderPaidFrom(phone: string, price = 1500) {
  const productId = Number(
    write(
      "INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, 'A test product.', ?, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', 5)",
      `Admin Jersey ${uniqueSuffix()}`,
      price
    ).lastInsertRowid
  );
  const shopper = new Client(server.url);
  expect(
    (
      await shopper.postJson("/api/cart", {
        merchandiseId: productId,
        size: "S",
        quantity: 1,
      })
    ).status
  ).toBe(201);
  const email = `otieno.${uniqueSuffix()}@example.com`;
  const placed = await shopper.postJson("/api/create-payment-intent", {
    amount: price,
    customerInfo: {
      name: "Otieno Ouma",
      email,
      phone,
      address: "Kilimani, Nairobi",
    },
  });
  expect(placed.status).toBe(201);
  const { orderId, orderUrl } = (await placed.json()) as {
    orderId: number;
    orderUrl: string;
  };
  const token = new URL(orderUrl, server.url).searchParams.get("t")!;
  expect((await shopper.postJson(`/api/orders/${orderId}/mpesa`, { token, phone })).status).toBe(201);
  await standin.settled();
  const payment = query<{ id: number }>("SELECT id FROM payments WHERE order_id = ? ORDER BY id DESC", orderId)[0];
  return { orderId, paymentId: payment.id };
}

const paymentRow = (id: number) =>
  query<{
    status: string;
    settled_via: string | null;
    mpesa_receipt: string | null;
  }>("SELECT status, settled_via, mpesa_receipt FROM payments WHERE id = ?", id)[0];

/** Waits until the payment has its answer (the callback and the query confirming it). */
async function settled(id: number) {
  // vi.waitFor, not expect.poll: this also runs in beforeAll.
  await vi.waitFor(() => expect(paymentRow(id).status, `payment #${id} is still pending`).not.toBe("pending"), { timeout: 30_000, interval: 100 });
}

/** A list page: its HTML and the payments it shows, in order. */
async function listed(client: Client, search: string) {
  const response = await client.get(`/admin/payments${search}`);
  expect(response.status).toBe(200);
  // React separates text parts with <!-- -->: read the page as one would.
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const ids = [...html.matchAll(/aria-label="View payment #(\d+)"/g)].map((match) => Number(match[1]));
  return { html, ids };
}

function decodeToast(client: Client) {
  const raw = client.cookies.get("toast");
  if (!raw) return null;
  const payload = decodeURIComponent(raw).split(".")[0];
  const data = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("latin1"))));
  return data.__flash_flash__?.toast ?? null;
}

const nairobiDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

let paid: { orderId: number; paymentId: number };
let cancelled: { orderId: number; paymentId: number };
let lost: { orderId: number; paymentId: number };
let membership: { memberId: number; memberNumber: string; paymentId: number };

describe("the payments list", () => {
  beforeAll(async () => {
    paid = await orderPaidFrom("0712 345 678", 1850);
    cancelled = await orderPaidFrom("0712 345 032");
    await settled(paid.paymentId);
    await settled(cancelled.paymentId);
    lost = await orderPaidFrom("0712 345 404");
    // A Premium member's payment (the registration's own flow writes these; here the row is written directly).
    const email = `akinyi.${uniqueSuffix()}@example.com`;
    const joined = await new Client(server.url).postJson("/api/fan-members", {
      membershipType: "premium",
      firstName: "Akinyi",
      lastName: "Odhiambo",
      email,
      confirmEmail: email,
    });
    expect(joined.status).toBe(201);
    const member = query<{ id: number; membership_number: string }>("SELECT id, membership_number FROM fan_members WHERE email = ?", email)[0];
    const paymentId = Number(
      write(
        "INSERT INTO payments (member_id, amount, phone, status, result_code, result_desc, callback_token_hash, settled_via, settled_at) VALUES (?, 2500, '254722000111', 'cancelled', 1032, 'Request cancelled by user', ?, 'callback', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
        member.id,
        `test-${uniqueSuffix()}`
      ).lastInsertRowid
    );
    membership = {
      memberId: member.id,
      memberNumber: member.membership_number,
      paymentId,
    };
  });

  it("lists every payment newest first, each with what it paid for, amount, phone, status, result and receipt", async () => {
    const { html, ids } = await listed(staff, "");
    expect(ids.slice(0, 4)).toEqual([membership.paymentId, lost.paymentId, cancelled.paymentId, paid.paymentId]);
    const receipt = paymentRow(paid.paymentId).mpesa_receipt!;
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(html).toContain(`href="/admin/orders?view=${paid.orderId}"`);
    expect(html).toContain(`href="/admin/members?view=${membership.memberId}"`);
    expect(html).toContain(`Member ${membership.memberNumber}`);
    expect(html).toContain("254712345678");
    expect(html).toContain(receipt);
    expect(html).toContain("Request cancelled by user");
    expect(html).toMatch(/KES\s?1,850/);
    const total = query<{ n: number }>("SELECT count(*) AS n FROM payments")[0].n;
    expect(html).toContain(`${total} payments</p>`);
  });

  it("filters by status, by what was paid for, by date and by a search for phone, receipt, order or member number", async () => {
    const receipt = paymentRow(paid.paymentId).mpesa_receipt!;
    expect((await listed(staff, "?status=paid")).ids).toContain(paid.paymentId);
    expect((await listed(staff, "?status=paid")).ids).not.toContain(cancelled.paymentId);
    expect((await listed(staff, "?status=cancelled&for=order")).ids).toEqual(expect.arrayContaining([cancelled.paymentId]));
    expect((await listed(staff, "?status=cancelled&for=order")).ids).not.toContain(membership.paymentId);
    expect((await listed(staff, "?for=membership")).ids).toEqual([membership.paymentId]);
    expect((await listed(staff, `?q=${receipt}`)).ids).toEqual([paid.paymentId]);
    expect((await listed(staff, `?q=${receipt.toLowerCase()}`)).ids).toEqual([paid.paymentId]);
    expect((await listed(staff, `?q=%23${lost.orderId}`)).ids).toEqual([lost.paymentId]);
    const byMember = await listed(staff, `?q=${membership.memberNumber}`);
    expect(byMember.ids).toEqual([membership.paymentId]);
    expect(byMember.html).toContain("1 payment matches your criteria");
    // A phone in any usual spelling finds the payments from it.
    expect((await listed(staff, `?q=${encodeURIComponent("+254 722 000 111")}`)).ids).toEqual([membership.paymentId]);
    expect((await listed(staff, `?q=0722000111`)).ids).toEqual([membership.paymentId]);
    const today = nairobiDay();
    expect((await listed(staff, `?from=${today}&to=${today}&for=membership`)).ids).toEqual([membership.paymentId]);
    expect((await listed(staff, `?from=${nairobiDay(1)}`)).ids).toEqual([]);
    expect((await listed(staff, `?to=${nairobiDay(-1)}`)).ids).toEqual([]);
    const none = await listed(staff, "?q=no-such-payment");
    expect(none.html).toContain("No payments found.");
  });

  it("ignores a bad filter value (200, as the other lists do) and keeps the good ones", async () => {
    const all = await listed(staff, "");
    const bad = await listed(staff, "?status=refunded&for=lunch&from=2026-13-45&to=yesterday&page=-3&tab=secret");
    expect(bad.ids).toEqual(all.ids);
    expect((await listed(staff, "?status=refunded&for=membership")).ids).toEqual([membership.paymentId]);
    expect((await staff.get(`/admin/payments?q=${"x".repeat(500)}`)).status).toBe(200);
  });

  it("shows one payment in detail with every field and its timeline", async () => {
    const { html } = await listed(staff, `?view=${paid.paymentId}`);
    expect(html).toContain(`Payment #${paid.paymentId}`);
    for (const text of [
      "Result code",
      "M-Pesa receipt",
      "Created",
      "Last queried",
      "Settled via",
      "callback",
      "MerchantRequestID",
      "CheckoutRequestID",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(paymentRow(paid.paymentId).mpesa_receipt!);
    // The callback token's hash is never shown.
    const hash = query<{ callback_token_hash: string }>("SELECT callback_token_hash FROM payments WHERE id = ?", paid.paymentId)[0]
      .callback_token_hash;
    expect(html).not.toContain(hash);
  });

  it("exports the filtered list as CSV through the one exporter", async () => {
    const response = await staff.get(`/admin/payments/export.csv?status=paid&q=${paymentRow(paid.paymentId).mpesa_receipt}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mpesa-payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, ...rest] = (await response.text()).trim().split("\n");
    expect(header).toBe("Payment,Date,For,Order,Member Number,Amount (KES),Phone,Status,Result Code,Result,M-Pesa Receipt,Settled,Settled Via");
    expect(row).toMatch(new RegExp(`^${paid.paymentId},[^,]+,order,${paid.orderId},,1850,254712345678,paid,0,`));
    expect(row).toContain(`,${paymentRow(paid.paymentId).mpesa_receipt},`);
    expect(row.trim().endsWith(",callback")).toBe(true);
    expect(rest).toEqual([]);

    const members = (await (await staff.get("/admin/payments/export.csv?for=membership")).text()).trim().split("\n");
    expect(members).toHaveLength(2);
    expect(members[1]).toContain(`,membership,,${membership.memberNumber},2500,254722000111,cancelled,1032,Request cancelled by user,`);
    // A bad filter is ignored here as on the list.
    expect((await staff.get("/admin/payments/export.csv?status=nope")).status).toBe(200);
  });
});

describe("Re-check with M-Pesa", () => {
  it("settles a pending payment whose callback was lost, audits the check and says so in a toast", async () => {
    expect(paymentRow(lost.paymentId).status).toBe("pending");
    const { html } = await listed(staff, `?view=${lost.paymentId}`);
    expect(html).toContain("Re-check with M-Pesa");
    const response = await staff.postForm("/admin/payments", {
      intent: "recheck",
      id: String(lost.paymentId),
      redirectTo: `/admin/payments?view=${lost.paymentId}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/payments?view=${lost.paymentId}`);
    expect(decodeToast(staff)).toMatchObject({
      message: "Payment Re-checked",
      description: `M-Pesa answered: payment #${lost.paymentId} is now paid.`,
    });
    expect(paymentRow(lost.paymentId)).toMatchObject({
      status: "paid",
      settled_via: "query",
    });
    expect(query<{ status: string }>("SELECT status FROM orders WHERE id = ?", lost.orderId)[0].status).toBe("paid");
    expect(query("SELECT id FROM audit_log WHERE action = 'payment.recheck' AND target_id = ?", String(lost.paymentId))).toHaveLength(1);
  });

  it("leaves a payment M-Pesa has no answer for pending, and refuses one that is settled or unknown", async () => {
    const waiting = await orderPaidFrom("0712 345 999");
    const still = await staff.postForm("/admin/payments", {
      intent: "recheck",
      id: String(waiting.paymentId),
    });
    expect(still.status).toBe(302);
    expect(decodeToast(staff)?.description).toBe(`M-Pesa has no result for payment #${waiting.paymentId} yet: it stays pending.`);
    expect(paymentRow(waiting.paymentId).status).toBe("pending");

    const audits = () => query("SELECT id FROM audit_log WHERE action = 'payment.recheck'").length;
    const before = audits();
    const settledAlready = await staff.postForm("/admin/payments", {
      intent: "recheck",
      id: String(paid.paymentId),
    });
    expect(settledAlready.status).toBe(409);
    expect(await settledAlready.text()).toContain("Only a payment still waiting for M-Pesa");
    expect(
      (
        await staff.postForm("/admin/payments", {
          intent: "recheck",
          id: "999999",
        })
      ).status
    ).toBe(404);
    expect(
      (
        await staff.postForm("/admin/payments", {
          intent: "recheck",
          id: "abc",
        })
      ).status
    ).toBe(400);
    expect((await staff.postForm("/admin/payments", {})).status).toBe(400);
    expect(audits()).toBe(before);
  });
});

describe("the reconciliation report", () => {
  it("is empty while every paid payment has its order or membership, and lists one that does not", async () => {
    const empty = await listed(staff, "?tab=reconciliation");
    expect(empty.html).toContain("None — every paid payment has its order or membership.");

    // An inconsistency forced by hand: the paid order cancelled afterwards.
    write("UPDATE orders SET status = 'cancelled' WHERE id = ?", paid.orderId);
    try {
      const { html } = await listed(staff, "?tab=reconciliation");
      expect(html).not.toContain("None — every paid payment");
      expect(html).toContain(`Payment #${paid.paymentId}`);
      expect(html).toContain(`href="/admin/orders?view=${paid.orderId}"`);
      expect(html).toMatch(/>cancelled</i);
    } finally {
      write("UPDATE orders SET status = 'paid' WHERE id = ?", paid.orderId);
    }
    expect((await listed(staff, "?tab=reconciliation")).html).toContain("None — every paid payment has its order or membership.");
  });
});

describe("Finish on the reconciliation report", () => {
  const finishAudits = (paymentId: number) => query("SELECT id FROM audit_log WHERE action = 'payment.finish' AND target_id = ?", String(paymentId)).length;
  const finish = (paymentId: number) =>
    staff.postForm("/admin/payments", { intent: "finish", id: String(paymentId), redirectTo: "/admin/payments?tab=reconciliation" });
  const orderStatus = (id: number) => query<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)[0].status;

  it("carries a paid payment through to its order still pending: marked paid, audited, a toast, gone from the report", async () => {
    const order = await orderPaidFrom("0712 345 678", 2100);
    await settled(order.paymentId);
    // A crash between settling the payment and settling its order, forced by hand.
    write("UPDATE orders SET status = 'pending' WHERE id = ?", order.orderId);
    const { html } = await listed(staff, "?tab=reconciliation");
    expect(html).toContain(`aria-label="Finish payment #${order.paymentId}"`);
    // Without JavaScript the page comes back at the row that takes the finished one's place (here the
    // only row: the report itself), below the sticky header.
    expect(html).toMatch(new RegExp(`<tr(?=[^>]*id="payment-${order.paymentId}")(?=[^>]*scroll-mt-24)`));
    expect(html).toContain('name="redirectTo" value="/admin/payments?tab=reconciliation#reconciliation"');
    expect(html).toMatch(/id="reconciliation"/);

    const response = await finish(order.paymentId);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/payments?tab=reconciliation");
    expect(decodeToast(staff)).toMatchObject({ message: "Payment Finished", description: `Order #${order.orderId} is now paid.` });
    expect(orderStatus(order.orderId)).toBe("paid");
    expect(finishAudits(order.paymentId)).toBe(1);
    // The order's own status change names the staff member who pressed Finish.
    const [audit] = query<{ user_id: number | null }>("SELECT user_id FROM audit_log WHERE action = 'shop.order.status' AND target_id = ? ORDER BY id DESC", String(order.orderId));
    expect(audit.user_id).not.toBeNull();
    expect((await listed(staff, "?tab=reconciliation")).html).not.toContain(`Payment #${order.paymentId}`);

    // Pressed again (another tab): nothing left to do, and nothing changes.
    const again = await finish(order.paymentId);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`Order #${order.orderId} is already paid: there is nothing to finish.`);
    expect(finishAudits(order.paymentId)).toBe(1);
  });

  it("refuses an order cancelled since it was paid, saying staff must refund by hand; nothing changes", async () => {
    const order = await orderPaidFrom("0712 345 678", 2200);
    await settled(order.paymentId);
    write("UPDATE orders SET status = 'cancelled' WHERE id = ?", order.orderId);
    const receipt = paymentRow(order.paymentId).mpesa_receipt!;
    const response = await finish(order.paymentId);
    expect(response.status).toBe(409);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(
      `Order #${order.orderId} is cancelled, so this payment cannot be carried through to it. Refund the M-Pesa payment (receipt ${receipt}) to the customer by hand.`,
    );
    expect(orderStatus(order.orderId)).toBe("cancelled");
    expect(finishAudits(order.paymentId)).toBe(0);
    expect((await listed(staff, "?tab=reconciliation")).html).toContain(`Payment #${order.paymentId}`);
    write("UPDATE orders SET status = 'paid' WHERE id = ?", order.orderId);
  });

  it("activates a membership still pending and mails the sign-in link; refuses a payment that is not paid or unknown", async () => {
    const email = `wafula.${uniqueSuffix()}@example.com`;
    const joined = await new Client(server.url).postJson("/api/fan-members", { membershipType: "vip", firstName: "Wafula", lastName: "Simiyu", email, confirmEmail: email });
    expect(joined.status).toBe(201);
    const [member] = query<{ id: number }>("SELECT id FROM fan_members WHERE email = ?", email);
    const paymentId = Number(
      write(
        "INSERT INTO payments (member_id, amount, phone, status, result_code, result_desc, mpesa_receipt, callback_token_hash, settled_via, settled_at) VALUES (?, 5000, '254722000222', 'paid', 0, 'The service request is processed successfully.', 'TST1234567', ?, 'callback', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
        member.id,
        `test-${uniqueSuffix()}`,
      ).lastInsertRowid,
    );
    const response = await finish(paymentId);
    expect(response.status).toBe(302);
    expect(decodeToast(staff)).toMatchObject({ message: "Payment Finished", description: `The membership of member #${member.id} is now active.` });
    expect(query<{ status: string }>("SELECT status FROM fan_members WHERE id = ?", member.id)[0].status).toBe("active");
    expect(query(`SELECT id FROM email_logs WHERE "to" = ? AND subject LIKE '%sign-in link%'`, email)).toHaveLength(1);
    expect(finishAudits(paymentId)).toBe(1);

    const notPaid = await finish(membership.paymentId);
    expect(notPaid.status).toBe(409);
    expect(await notPaid.text()).toContain("Only a paid payment can be finished.");
    expect((await finish(999_999)).status).toBe(404);
    expect((await staff.postForm("/admin/payments", { intent: "finish", id: "abc" })).status).toBe(400);
    expect((await staff.postForm("/admin/payments", { intent: "refund", id: String(paymentId) })).status).toBe(400);
  });
});

describe("payments on the order and member screens", () => {
  it("the order's details list its payments with a link to each", async () => {
    const response = await staff.get(`/admin/orders?view=${cancelled.orderId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Payments");
    expect(html).toContain(`href="/admin/payments?view=${cancelled.paymentId}"`);
  });

  it("the member's details list theirs", async () => {
    const html = await (await staff.get(`/admin/members?view=${membership.memberId}`)).text();
    expect(html).toContain(`href="/admin/payments?view=${membership.paymentId}"`);
  });
});

describe("who may see payments", () => {
  it("signed-out visitors are sent to sign in and can re-check nothing", async () => {
    const visitor = new Client(server.url);
    for (const path of ["/admin/payments", "/admin/payments?tab=reconciliation", "/admin/payments/export.csv"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/^\/admin-login/);
    }
    // Another phone that never answers: one still waits from an earlier test, and a phone gets one prompt at a time.
    const waiting = await orderPaidFrom("0712 346 999");
    const before = query("SELECT id FROM audit_log").length;
    const queries = standin.hits.get("/mpesa/stkpushquery/v1/query") ?? 0;
    const refused = await visitor.postForm("/admin/payments", {
      intent: "recheck",
      id: String(waiting.paymentId),
    });
    expect([302, 401, 403]).toContain(refused.status);
    expect(query("SELECT id FROM audit_log").length).toBe(before);
    expect(standin.hits.get("/mpesa/stkpushquery/v1/query") ?? 0).toBe(queries);
    expect(paymentRow(waiting.paymentId).status).toBe("pending");
  });
});

describe("paging", () => {
  it("shows 20 payments a page, with the count line of the whole filtered list", async () => {
    for (let i = 0; i < 21; i++) {
      write(
        "INSERT INTO payments (member_id, amount, phone, status, result_code, result_desc, callback_token_hash) VALUES (?, 2500, '254733000999', 'failed', 1, 'The balance is insufficient for the transaction.', ?)",
        membership.memberId,
        `page-${i}-${uniqueSuffix()}`
      );
    }
    const first = await listed(staff, "?q=0733000999");
    expect(first.ids).toHaveLength(20);
    expect(first.html).toContain("21 payments match your criteria");
    const second = await listed(staff, "?q=0733000999&page=2");
    expect(second.ids).toHaveLength(1);
    expect(first.ids).not.toContain(second.ids[0]);
    // A page past the end is an empty page, not an error.
    expect((await listed(staff, "?q=0733000999&page=9")).ids).toEqual([]);
  });
});
