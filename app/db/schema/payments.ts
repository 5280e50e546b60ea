// Online payments: M-Pesa Express (Daraja STK push) prompts for a shop order or a paid membership tier.
// Amounts are whole Kenyan shillings taken from the order's total or the tier's price on the server.
// A payment is pending until Daraja's callback or the STK push query gives its result, or until it
// expires; only then is the order or membership settled (docs/decisions/0021-mpesa-payments.md).
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { fanMembers } from "./membership";
import { orders } from "./shop";
// fees.ts imports this file: the invoice reference below is lazy, so the cycle is harmless.
import { feeInvoices } from "./fees";

export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    // What is paid for: exactly one of an order, a membership and an academy fee invoice.
    orderId: integer("order_id").references(() => orders.id),
    memberId: integer("member_id").references(() => fanMembers.id),
    // A fee payment is the family's money: it settles this invoice first, then the family's oldest.
    feeInvoiceId: integer("fee_invoice_id").references((): AnySQLiteColumn => feeInvoices.id),
    amount: integer("amount").notNull(), // whole KES
    // The payer's phone as Daraja wants it (2547XXXXXXXX / 2541XXXXXXXX).
    phone: text("phone").notNull(),
    // Daraja's ids, once it accepted the prompt (a push it refused leaves a failed row without them).
    merchantRequestId: text("merchant_request_id"),
    checkoutRequestId: text("checkout_request_id").unique(),
    status: text("status", { enum: ["pending", "paid", "failed", "cancelled", "expired"] }).notNull().default("pending"),
    resultCode: integer("result_code"),
    resultDesc: text("result_desc"),
    mpesaReceipt: text("mpesa_receipt"),
    // SHA-256 of the secret token in this payment's callback URL: only Daraja (told the URL) knows it.
    callbackTokenHash: text("callback_token_hash").notNull().unique(),
    // How the result became known: Daraja's callback, our STK push query, or our own expiry.
    settledVia: text("settled_via", { enum: ["callback", "query", "expiry"] }),
    settledAt: text("settled_at"),
    // The background job's last STK push query of a payment still without an answer.
    lastQueriedAt: text("last_queried_at"),
    // The client that asked for the prompt, as a keyed hash (app/utils/client-key.server.ts): counts the
    // prompts one client asks for (MPESA_PROMPTS_PER_IP); never shown or sent anywhere.
    clientIpHash: text("client_ip_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payments_one_purpose", sql`(${t.orderId} IS NOT NULL) + (${t.memberId} IS NOT NULL) + (${t.feeInvoiceId} IS NOT NULL) = 1`),
    // One prompt at a time for an order or a membership: a second pending payment cannot be written.
    uniqueIndex("payments_one_pending_order_idx").on(t.orderId).where(sql`status = 'pending'`),
    uniqueIndex("payments_one_pending_member_idx").on(t.memberId).where(sql`status = 'pending'`),
    uniqueIndex("payments_one_pending_invoice_idx").on(t.feeInvoiceId).where(sql`status = 'pending'`),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    index("payments_order_idx").on(t.orderId),
    index("payments_member_idx").on(t.memberId),
    index("payments_fee_invoice_idx").on(t.feeInvoiceId),
    // The prompts a phone got, and a client asked for, lately (the caps on prompts).
    index("payments_phone_created_idx").on(t.phone, t.createdAt),
    index("payments_client_created_idx").on(t.clientIpHash, t.createdAt),
  ],
);

export type Payment = typeof payments.$inferSelect;
