// The admin's orders as CSV, with the list's filter.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { getDb } from "~/db/client.server";
import { merchandise, orderItems, orders } from "~/db/schema";
import { orderWhere } from "~/models/shop/orders-admin.server";
import { lineText, type OrderLine } from "~/models/shop/rows.server";
import type { OrderFilter } from "~/schemas/shop";

export const ORDER_CSV_COLUMNS = [
  "Order",
  "Date",
  "Customer",
  "Email",
  "Phone",
  "Delivery Address",
  "Items",
  "Total (KES)",
  "Status",
  "Payment Method",
] as const;

const csvDateFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: "Africa/Nairobi" });

/** The lines of these orders, by order (one query for a whole batch). */
function linesOfOrders(ids: number[]): Map<number, OrderLine[]> {
  const linesByOrder = new Map<number, OrderLine[]>();
  if (!ids.length) return linesByOrder;
  const lines = getDb()
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      merchandiseId: orderItems.merchandiseId,
      name: merchandise.name,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .innerJoin(merchandise, eq(merchandise.id, orderItems.merchandiseId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id))
    .all();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push({ ...line, image: null });
    linesByOrder.set(line.orderId, list);
  }
  return linesByOrder;
}

/** The filtered orders as CSV, batch by batch (keyset pagination), so memory stays flat. */
export function ordersCsvStream(filter: OrderFilter, { batchSize = 500 }: { batchSize?: number } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = orderWhere(filter);
  let cursor: { date: string; id: number } | null = null;
  let headerSent = false;
  return new ReadableStream({
    pull(controller) {
      const after = cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.date}, ${cursor.id})` : undefined;
      const rows = getDb()
        .select()
        .from(orders)
        .where(and(where, after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(batchSize)
        .all();
      const linesByOrder = linesOfOrders(rows.map((row) => row.id));
      const records = rows.map((row) => [
        row.id,
        csvDateFormat.format(new Date(row.createdAt)),
        row.customerName,
        row.customerEmail,
        row.customerPhone ?? "",
        row.shippingAddress,
        (linesByOrder.get(row.id) ?? []).map(lineText).join("; "),
        row.totalAmount,
        row.status,
        row.paymentMethod,
      ]);
      const text = stringify(records, {
        header: !headerSent,
        columns: headerSent ? undefined : [...ORDER_CSV_COLUMNS],
        escape_formulas: true,
      });
      headerSent = true;
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < batchSize) controller.close();
      else cursor = { date: rows.at(-1)!.createdAt, id: rows.at(-1)!.id };
    },
  });
}
