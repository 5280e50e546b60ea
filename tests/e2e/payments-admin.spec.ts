import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { uniqueSuffix } from "../support/factories";
import type { StandinTransaction } from "../support/daraja-standin";
import { E2E } from "./e2e-env";
import { e2eDatabase, expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// Covers /admin/payments for staff (the shop permission): payments made through the Daraja stand-in
// (playwright.config.ts; the payer's phone number scripts the outcome, the "customer" answering after
// 3 s: …404 pays but its callback never comes) in the list, the status filter, Re-check with M-Pesa on
// a pending payment, and the CSV export. Plain links and forms, the same with JavaScript on and off:
// run without it.
/** A fresh Safaricom-looking number ending in `suffix` (three digits), as typed and as stored. */
function phoneEnding(suffix: string) {
  const typed = `07${uniqueSuffix().replace(/\D/g, "").slice(-4).padStart(4, "0")}0${suffix}`;
  return { typed, stored: `254${typed.slice(1)}` };
}

/** A product of the test's own (the seeded ones' stock is shared with the shop specs). */
function insertProduct(price: number): number {
  const db = new Database(e2eDatabase);
  try {
    const result = db
      .prepare("INSERT INTO merchandise (name, description, price, category, sizes, colors, images, stock) VALUES (?, ?, ?, 'jersey', '[\"S\"]', '[]', '[\"/images/shop/home-jersey.webp\"]', 5)")
      .run(`Payments Jersey ${uniqueSuffix()}`, "A test product.", price);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/** A shopper (their own API client, with its cart cookie) orders a product and pays it with M-Pesa from `phone`: the payment's id. */
async function orderPaidBy(request: APIRequestContext, phone: string, price: number): Promise<{ orderId: number; paymentId: number }> {
  expect((await request.post("/api/cart", { data: { merchandiseId: insertProduct(price), size: "S", quantity: 1 } })).status()).toBe(201);
  const placed = await request.post("/api/create-payment-intent", {
    data: { amount: price, customerInfo: { name: "Achieng Otieno", email: `achieng.${uniqueSuffix()}@example.com`, phone, address: "Kileleshwa, Nairobi" } },
  });
  expect(placed.status()).toBe(201);
  const { orderId, orderUrl } = (await placed.json()) as { orderId: number; orderUrl: string };
  const token = new URL(orderUrl, "http://x").searchParams.get("t")!;
  const paying = await request.post(`/api/orders/${orderId}/mpesa`, { data: { token, phone } });
  expect(paying.status()).toBe(201);
  const { payment } = (await paying.json()) as { payment: { id: number } };
  return { orderId, paymentId: payment.id };
}

const rowOf = (page: Page, phone: string) => page.getByRole("main").getByRole("row").filter({ hasText: phone });

test.describe("M-Pesa payments admin", () => {
  test("staff see a payment in the list, filter by status, re-check a pending one and download the CSV", async ({ page, login, playwright, baseURL }) => {
    const shopper = await playwright.request.newContext({ baseURL });
    const paid = phoneEnding("123");
    const lost = phoneEnding("404");
    const paidOrder = await orderPaidBy(shopper, paid.typed, 2300);
    const lostOrder = await orderPaidBy(shopper, lost.typed, 1700);
    await shopper.dispose();

    await login({ role: "staff" });
    const main = page.getByRole("main");

    // The list: the paid payment, once the stand-in's answer has come back through the callback (the
    // list is reloaded until it shows it).
    await expect(async () => {
      await open(page, `/admin/payments?q=${paid.stored}`);
      await expect(rowOf(page, paid.stored).getByRole("cell", { name: "paid", exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const paidRow = rowOf(page, paid.stored);
    await expect(paidRow.getByRole("link", { name: `Order #${paidOrder.orderId}` })).toBeVisible();
    await expect(paidRow.getByText("KES 2,300")).toBeVisible();
    const receipt = (await paidRow.getByRole("cell", { name: /^[A-Z0-9]{10}$/ }).textContent())!.trim();
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);

    // The status filter: pending shows the payment whose callback never came, not the paid one.
    await open(page, "/admin/payments");
    await main.getByLabel("Status").selectOption("pending");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
    await expect(rowOf(page, lost.stored).getByRole("cell", { name: "pending", exact: true })).toBeVisible();
    await expect(rowOf(page, paid.stored)).toHaveCount(0);
    await expect(main.getByRole("cell", { name: "paid", exact: true })).toHaveCount(0);

    // Re-check with M-Pesa once the stand-in has an answer (before, its query says "being processed"):
    // the query finds it paid.
    await expect
      .poll(async () => {
        const transactions = (await (await fetch(`http://127.0.0.1:${E2E.mpesaPort}/standin/transactions`)).json()) as StandinTransaction[];
        const settlesAt = transactions.find((transaction) => transaction.phone === lost.stored)?.settlesAt;
        return settlesAt !== undefined && settlesAt <= Date.now();
      })
      .toBe(true);
    await rowOf(page, lost.stored).getByRole("button", { name: "Re-check with M-Pesa" }).click();
    await expectToast(page, "Payment Re-checked", `M-Pesa answered: payment #${lostOrder.paymentId} is now paid.`);
    await expect(page).toHaveURL(/[?&]status=pending(&|$)/);
    await expect(rowOf(page, lost.stored)).toHaveCount(0);
    await open(page, `/admin/payments?q=${lost.stored}`);
    await expect(rowOf(page, lost.stored).getByRole("cell", { name: "paid", exact: true })).toBeVisible();
    await expect(rowOf(page, lost.stored).getByRole("button", { name: "Re-check with M-Pesa" })).toHaveCount(0);

    // The CSV of the filtered list: its header and the paid payment's row.
    await open(page, `/admin/payments?q=${paid.stored}`);
    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mpesa-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Payment,Date,For,Order,Member Number,Amount (KES),Phone,Status,Result Code,Result,M-Pesa Receipt,Settled,Settled Via");
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(",");
    expect(cells[0]).toBe(String(paidOrder.paymentId));
    expect(cells[3]).toBe(String(paidOrder.orderId));
    expect(cells[5]).toBe("2300");
    expect(cells[6]).toBe(paid.stored);
    expect(cells[7]).toBe("paid");
    expect(lines[1]).toContain(receipt);
  });
});
