// The admin's orders: the list (searched and filtered), one order in detail, and moving an order along
// its statuses, which e-mails the customer and, for a cancellation, puts the stock back.
import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { merchandise, orderItems, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { queueTemplateEmail } from "~/models/email.server";
import { notFound, now, orderLines, type Order, type OrderLine } from "~/models/shop/rows.server";
import { ORDER_STATUS_TEXT, ORDER_TRANSITIONS, SHOP_MESSAGES, type OrderFilter, type OrderStatus } from "~/schemas/shop";
import { formatKes } from "~/utils/money";
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
      items: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
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

export function getOrder(id: number): { order: Order; lines: OrderLine[] } | null {
  const order = getDb().select().from(orders).where(eq(orders.id, id)).get();
  return order ? { order, lines: orderLines(id) } : null;
}

/**
 * Use case: an admin moves an order along (pending → paid → dispatched → delivered, or cancelled).
 * The update only matches the order in the status the admin saw, so two admins cannot both move it;
 * cancelling puts the stock back in the same transaction, and since cancelled is final that happens
 * once. The customer is e-mailed.
 */
export function changeOrderStatus(
  id: number,
  to: OrderStatus,
  actor: AuditActor,
): Result<{ order: Order }, "not-found" | "conflict"> {
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
        .returning()
        .get();
      if (!order) return { ok: false, reason: "conflict", message: "The order was changed meanwhile. Please reload." } as const;
      if (to === "cancelled") {
        const items = tx
          .select({ merchandiseId: orderItems.merchandiseId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, id))
          .all();
        for (const item of items) {
          tx.update(merchandise)
            .set({ stock: sql`${merchandise.stock} + ${item.quantity}`, updatedAt: now() })
            .where(eq(merchandise.id, item.merchandiseId))
            .run();
        }
      }
      return { ok: true, order, from: current.status } as const;
    },
    { behavior: "immediate" },
  );
  if (!result.ok) return result;
  const { order, from } = result;
  recordAudit(actor, "shop.order.status", { type: "order", id }, `Order #${id}: ${from} → ${to}`, {
    from,
    to,
    ...(to === "cancelled" ? { stockRestored: true } : {}),
  });
  queueTemplateEmail("Order Status Update", order.customerEmail, {
    orderId: order.id,
    customerName: order.customerName,
    status: to,
    statusText: ORDER_STATUS_TEXT[to],
    total: formatKes(order.totalAmount),
  });
  return { ok: true, order };
}
