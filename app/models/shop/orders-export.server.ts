// The admin's orders as CSV, with the list's filter.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { merchandise, orderItems, orders } from "~/db/schema";
import { orderWhere, staffOrderColumns } from "~/models/shop/orders-admin.server";
import { lineText, type OrderLine } from "~/models/shop/rows.server";
import type { OrderFilter } from "~/schemas/shop";
import { csvDateTime, csvStream } from "~/utils/csv.server";

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

type CsvOrder = { [K in keyof typeof staffOrderColumns]: (typeof orders.$inferSelect)[K] };

/** The filtered orders as CSV, batch by batch (keyset pagination), so memory stays flat. */
export function ordersCsvStream(
  filter: OrderFilter,
  { batchSize = 500, signal }: { batchSize?: number; signal?: AbortSignal } = {},
): ReadableStream<Uint8Array> {
  const where = orderWhere(filter);
  return csvStream({
    columns: ORDER_CSV_COLUMNS,
    pageSize: batchSize,
    signal,
    readPage: (last: CsvOrder | null) =>
      getDb()
        .select(staffOrderColumns)
        .from(orders)
        .where(and(where, last ? sql`(${orders.createdAt}, ${orders.id}) < (${last.createdAt}, ${last.id})` : undefined))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(batchSize)
        .all(),
    // The page's lines come in one query for the whole page.
    toRecords: (rows) => {
      const linesByOrder = linesOfOrders(rows.map((row) => row.id));
      return rows.map((row) => [
        row.id,
        csvDateTime(row.createdAt),
        row.customerName,
        row.customerEmail,
        row.customerPhone,
        row.shippingAddress,
        (linesByOrder.get(row.id) ?? []).map(lineText).join("; "),
        row.totalAmount,
        row.status,
        row.paymentMethod,
      ]);
    },
  });
}
