// Stock held on trust comes back: a pay-on-delivery order takes its stock when it is placed, so an
// order that staff have neither confirmed nor marked paid within ORDER_HOLD_HOURS is cancelled by the
// sweep below, its stock put back once, the customer e-mailed and the audit log told.
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { orders } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";
import { queueTemplateEmail } from "~/models/email.server";
import { openOrder } from "~/models/shop/checkout.server";
import { now, orderStatusMailData, restoreOrderStock } from "~/models/shop/rows.server";
import { getEnv } from "~/config/env.server";

const HOUR_MS = 3600_000;

/** How long an open order holds its stock, in milliseconds. */
export const orderHoldMs = () => getEnv().ORDER_HOLD_HOURS * HOUR_MS;

/**
 * Cancels every open order placed more than ORDER_HOLD_HOURS before `at`, and returns their ids.
 * Each order is cancelled in its own immediate transaction by an update that matches it only while it
 * is still open, and its stock is restored in that same transaction: a second sweep, or staff
 * cancelling, confirming or marking it paid at the same moment, finds it no longer open and changes
 * nothing. Safe to run at any time and as often as wanted.
 */
export function cancelExpiredOrders(at = Date.now()): number[] {
  const db = getDb();
  const holdHours = getEnv().ORDER_HOLD_HOURS;
  const cutoff = new Date(at - orderHoldMs()).toISOString();
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(openOrder, lt(orders.createdAt, cutoff)))
    .all();
  const cancelled: number[] = [];
  for (const { id } of due) {
    const order = db.transaction(
      (tx) => {
        const expired = tx
          .update(orders)
          .set({ status: "cancelled", updatedAt: now() })
          .where(and(eq(orders.id, id), openOrder, lt(orders.createdAt, cutoff)))
          .returning({
            id: orders.id,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
            totalAmount: orders.totalAmount,
            language: orders.language,
            accessTokenHash: orders.accessTokenHash,
          })
          .get();
        if (expired) restoreOrderStock(tx, id);
        return expired;
      },
      { behavior: "immediate" },
    );
    if (!order) continue;
    cancelled.push(id);
    recordAudit(null, "shop.order.expire", { type: "order", id }, `Order #${id}: pending → cancelled (not confirmed within ${holdHours} hours)`, {
      from: "pending",
      to: "cancelled",
      stockRestored: true,
      holdHours,
    });
    queueTemplateEmail(
      "Order Cancelled (Not Confirmed in Time)",
      order.customerEmail,
      {
        ...orderStatusMailData(order, "cancelled"),
        holdHours,
      },
      { language: order.language },
    );
  }
  return cancelled;
}
