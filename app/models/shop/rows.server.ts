// The shop's rows as its use cases read them: a cart's lines and an order's lines, each with its
// product, and the one-line text of an order line (e-mails, the CSV). The shop's use cases live in
// the modules beside this one; each returns a `Result` (docs/decisions/0009-use-case-functions.md).
// Money is whole shillings.
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartItems, merchandise, orderItems, orders } from "~/db/schema";
import { DEFAULT_LANGUAGE } from "~/config/i18n";
import { type OrderStatus } from "~/config/shop";
import { mailWording } from "~/models/email-wording.server";
import { getEnv } from "~/config/env.server";
import { LINK_TOKEN_PARAM } from "~/config/secret-links";
import { formatKes } from "~/utils/money";
import { mailedLinkToken } from "~/utils/secret-link.server";
import type { Failure } from "~/utils/result";

export type Product = typeof merchandise.$inferSelect;
export type Order = typeof orders.$inferSelect;

/** A product's own fields, as its editor shows them (the catalogue adds its timestamps). */
export const productColumns = {
  id: merchandise.id,
  name: merchandise.name,
  description: merchandise.description,
  price: merchandise.price,
  category: merchandise.category,
  sizes: merchandise.sizes,
  colors: merchandise.colors,
  images: merchandise.images,
  stock: merchandise.stock,
  featured: merchandise.featured,
  status: merchandise.status,
};

export type CartLine = {
  id: number;
  quantity: number;
  size: string | null;
  color: string | null;
  merchandiseId: number;
  merchandise: { id: number; name: string; price: number; images: string[]; stock: number; status: string };
};

export type OrderLine = {
  id: number;
  merchandiseId: number;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
  image: string | null;
};

type Db = ReturnType<typeof getDb>;
/** The database, or the transaction a use case reads it in. */
export type Reader = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export const now = () => new Date().toISOString();

export const notFound = (message: string): Failure<"not-found"> => ({ ok: false, reason: "not-found", message });

/** The lines of a cart, oldest first, each with its product. */
export function cartLines(db: Reader, cartId: string): CartLine[] {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      size: cartItems.size,
      color: cartItems.color,
      merchandiseId: cartItems.merchandiseId,
      merchandise: {
        id: merchandise.id,
        name: merchandise.name,
        price: merchandise.price,
        images: merchandise.images,
        stock: merchandise.stock,
        status: merchandise.status,
      },
    })
    .from(cartItems)
    .innerJoin(merchandise, eq(merchandise.id, cartItems.merchandiseId))
    .where(eq(cartItems.sessionId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .all();
}

/** The lines of an order, with the unit prices it was placed at and each product's first picture. */
export function orderLines(orderId: number): OrderLine[] {
  return getDb()
    .select({
      id: orderItems.id,
      merchandiseId: orderItems.merchandiseId,
      name: merchandise.name,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      images: merchandise.images,
    })
    .from(orderItems)
    .innerJoin(merchandise, eq(merchandise.id, orderItems.merchandiseId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
    .all()
    .map(({ images, ...line }) => ({ ...line, image: images[0] ?? null }));
}

/** "2 × Home Jersey (M, Orange) at KES 3,500 = KES 7,000" */
export function lineText(line: Pick<OrderLine, "name" | "size" | "color" | "quantity" | "unitPrice">) {
  return mailWording(DEFAULT_LANGUAGE).orderLine(line);
}

/**
 * Puts an order's units back on sale. Call it only in the transaction whose conditional update just
 * moved the order to cancelled: cancelled is final, so that update matches once and so does this.
 */
export function restoreOrderStock(tx: Reader, orderId: number): void {
  const items = tx
    .select({ merchandiseId: orderItems.merchandiseId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .all();
  for (const item of items) {
    tx.update(merchandise)
      .set({ stock: sql`${merchandise.stock} + ${item.quantity}`, updatedAt: now() })
      .where(eq(merchandise.id, item.merchandiseId))
      .run();
  }
}

/** The placeholders of the e-mails that tell a customer their order's new status, in the order's language. */
export function orderStatusMailData(order: Pick<Order, "id" | "customerName" | "totalAmount" | "language" | "accessTokenHash">, status: OrderStatus) {
  const wording = mailWording(order.language);
  const env = getEnv();
  return {
    orderId: order.id,
    customerName: order.customerName,
    status: wording.orderStatus[status],
    statusText: wording.orderStatusText[status],
    total: formatKes(order.totalAmount, order.language),
    // The order's page, opened by a key derived from its link's hash (the token itself is not stored).
    orderUrl: order.accessTokenHash ? `${env.PUBLIC_URL}${orderPath(order.id, mailedLinkToken(order.accessTokenHash, env.SESSION_SECRETS[0]))}` : `${env.PUBLIC_URL}/shop`,
  };
}

/** The customer's link to their order: the token is its only key. */
export const orderPath = (orderId: number, token: string) => `/orders/${orderId}?${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
