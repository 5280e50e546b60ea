// The admin's orders: the list (searched and filtered), one order in detail, and moving an order along
// its statuses, which e-mails the customer and, for a cancellation, puts the stock back.
import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording, type MailWording } from "~/models/email-wording.server";
import { notFound, now, orderLines, orderStatusMailData, restoreOrderStock, type Order, type OrderLine } from "~/models/shop/rows.server";
import { ORDER_TRANSITIONS, SHOP_MESSAGES, type OrderFilter, type OrderStatus } from "~/schemas/shop";
import type { Result } from "~/utils/result";

/** The orders a filter selects: one status, and a search by order number, name, e-mail or phone. */
export function orderWhere({ q, status }: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (q) {
    const number = /^#?(\d{1,15})$/.exec(q);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: AnySQLiteColumn) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    const matches = [like(orders.customerName), like(orders.customerEmail), like(orders.customerPhone)];
    if (number) matches.push(eq(orders.id, Number(number[1])));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function countOrdersByStatus(): Record<OrderStatus | "total", number> {
  const rows = getDb().select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status).all();
  const by = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: by.pending ?? 0,
    paid: by.paid ?? 0,
    dispatched: by.dispatched ?? 0,
    delivered: by.delivered ?? 0,
    cancelled: by.cancelled ?? 0,
  };
}

export function listOrders(filter: OrderFilter & { limit: number; offset: number }) {
  const db = getDb();
  const where = orderWhere(filter);
  const rows = db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      totalAmount: orders.totalAmount,
      status: orders.status,
      createdAt: orders.createdAt,
      // Spelled with its table: drizzle writes a lone column unqualified, which inside this subquery
      // would name the order item's own id.
      items: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders}.${sql.identifier(orders.id.name)})`,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .all();
  const total = db.select({ n: count() }).from(orders).where(where).get()?.n ?? 0;
  return { rows, total, counts: countOrdersByStatus() };
}

/**
 * An order's columns as staff may read them, on the order screen and in the CSV: never the cart id
 * or the confirmation link's token hash (the cart id opens that customer's cart), nor the hash of the
 * client IP.
 */
export const staffOrderColumns = {
  id: orders.id,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  shippingAddress: orders.shippingAddress,
  totalAmount: orders.totalAmount,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
};

/** The order screen also shows who confirmed the order, and when. */
const adminOrderColumns = {
  ...staffOrderColumns,
  confirmedAt: orders.confirmedAt,
  staffConfirmedAt: orders.staffConfirmedAt,
};
export type AdminOrder = Pick<Order, keyof typeof adminOrderColumns>;

export function getOrder(id: number): { order: AdminOrder; lines: OrderLine[] } | null {
  const order = getDb().select(adminOrderColumns).from(orders).where(eq(orders.id, id)).get();
  return order ? { order, lines: orderLines(id) } : null;
}

/**
 * Use case: an admin moves an order along (pending → paid → dispatched → delivered, or cancelled).
 * The update only matches the order in the status the admin saw, so two admins cannot both move it;
 * cancelling puts the stock back in the same transaction, and since cancelled is final that happens
 * once. The customer is e-mailed, in the order's language. A payment that settles an order (actor
 * null: the system) passes `note`: words for the e-mail (its M-Pesa receipt, in the mail's wording) and
 * details for the audit entry.
 */
export function changeOrderStatus(
  id: number,
  to: OrderStatus,
  actor: AuditActor,
  note?: { statusText: (wording: MailWording) => string; details: Record<string, unknown> },
): Result<{ order: AdminOrder }, "not-found" | "conflict"> {
  const db = getDb();
  const result = db.transaction(
    (tx) => {
      const current = tx.select().from(orders).where(eq(orders.id, id)).get();
      if (!current) return notFound(SHOP_MESSAGES.orderNotFound);
      if (!ORDER_TRANSITIONS[current.status].includes(to)) {
        return {
          ok: false,
          reason: "conflict",
          message: `An order that is ${current.status} cannot become ${to}.`,
        } as const;
      }
      const order = tx
        .update(orders)
        .set({ status: to, updatedAt: now() })
        .where(and(eq(orders.id, id), eq(orders.status, current.status), ne(orders.status, "cancelled")))
        .returning({ ...adminOrderColumns, language: orders.language, accessTokenHash: orders.accessTokenHash })
        .get();
      if (!order) return { ok: false, reason: "conflict", message: "The order was changed meanwhile. Please reload." } as const;
      if (to === "cancelled") restoreOrderStock(tx, id);
      return { ok: true, order, from: current.status } as const;
    },
    { behavior: "immediate" },
  );
  if (!result.ok) return result;
  const { order: changed, from } = result;
  // The language and the link's hash serve the mail only: the admin's answer carries neither.
  const { language, accessTokenHash: _hash, ...order } = changed;
  recordAudit(actor, "shop.order.status", { type: "order", id }, `Order #${id}: ${from} → ${to}`, {
    from,
    to,
    ...(to === "cancelled" ? { stockRestored: true } : {}),
    ...note?.details,
  });
  const mail = orderStatusMailData(changed, to);
  const statusText = note ? `${mail.statusText} ${note.statusText(mailWording(language))}` : mail.statusText;
  queueTemplateEmail("Order Status Update", order.customerEmail, { ...mail, statusText }, { language });
  return { ok: true, order };
}

/**
 * Use case: staff confirm a pending order (they will deliver it, or the customer collects it): it
 * keeps its stock past ORDER_HOLD_HOURS and no longer counts as open against the customer's caps.
 * Doing it twice changes nothing.
 */
export function confirmOrderByStaff(id: number, actor: AuditActor): Result<{ order: AdminOrder }, "not-found" | "conflict"> {
  const db = getDb();
  const current = db.select({ status: orders.status, staffConfirmedAt: orders.staffConfirmedAt }).from(orders).where(eq(orders.id, id)).get();
  if (!current) return notFound(SHOP_MESSAGES.orderNotFound);
  if (current.status !== "pending") {
    return { ok: false, reason: "conflict", message: `An order that is ${current.status} needs no confirmation.` };
  }
  if (!current.staffConfirmedAt) {
    const confirmed = db
      .update(orders)
      .set({ staffConfirmedAt: now(), updatedAt: now() })
      .where(and(eq(orders.id, id), eq(orders.status, "pending"), isNull(orders.staffConfirmedAt)))
      .run();
    // The sweep may have cancelled it a moment ago.
    if (confirmed.changes !== 1) return { ok: false, reason: "conflict", message: "The order was changed meanwhile. Please reload." };
    recordAudit(actor, "shop.order.confirm", { type: "order", id }, `Order #${id} confirmed: its stock stays held`);
  }
  return { ok: true, order: getOrder(id)!.order };
}
