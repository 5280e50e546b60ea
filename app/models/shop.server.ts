// The club shop: the catalogue, carts, checkout (which never sells more than is in stock), the order
// e-mails, and the admin's products and orders. Each use case returns a `Result`; the pages and the
// JSON API only translate it (docs/decisions/0009-use-case-functions.md). Money is whole shillings.
import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { stringify } from "csv-stringify/sync";
import { getDb } from "~/db/client.server";
import { cartItems, merchandise, orderItems, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { queueTemplateEmail } from "~/models/email.server";
import {
  CART_DAYS,
  LOW_STOCK,
  MAX_CART_LINES,
  MAX_FEATURED,
  ORDER_TRANSITIONS,
  SHOP_MESSAGES,
  SHOP_TOASTS,
  type AddToCartInput,
  type Category,
  type CheckoutInput,
  type OrderFilter,
  type OrderStatus,
  type ProductInput,
  type Sort,
} from "~/schemas/shop";
import { getEnv } from "~/services/env.server";
import { formatKes } from "~/utils/money";
import type { Failure, Result, Success } from "~/utils/result";

export type Product = typeof merchandise.$inferSelect;
export type Order = typeof orders.$inferSelect;

const now = () => new Date().toISOString();

// ---------------------------------------------------------------- the catalogue

/** What visitors (and GET /api/merchandise) see of a product. */
const publicColumns = {
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
  createdAt: merchandise.createdAt,
  updatedAt: merchandise.updatedAt,
};
export type PublicProduct = Pick<Product, keyof typeof publicColumns>;

const sortOrder: Record<Sort, SQL[]> = {
  name: [sql`${merchandise.name} COLLATE NOCASE`, asc(merchandise.id)],
  "price-asc": [asc(merchandise.price), sql`${merchandise.name} COLLATE NOCASE`],
  "price-desc": [desc(merchandise.price), sql`${merchandise.name} COLLATE NOCASE`],
  newest: [desc(merchandise.createdAt), desc(merchandise.id)],
};

/** Products on sale, optionally of one category, in the chosen order. */
export function listProducts({ category, sort = "name" }: { category?: Category; sort?: Sort } = {}): PublicProduct[] {
  return getDb()
    .select(publicColumns)
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), category ? eq(merchandise.category, category) : undefined))
    .orderBy(...sortOrder[sort])
    .all();
}

export function listFeaturedProducts(): PublicProduct[] {
  return getDb()
    .select(publicColumns)
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), eq(merchandise.featured, true)))
    .orderBy(desc(merchandise.createdAt), asc(merchandise.id))
    .limit(MAX_FEATURED)
    .all();
}

/** A product on sale, by id; archived products are not found. */
export function getProduct(id: number): PublicProduct | null {
  return (
    getDb()
      .select(publicColumns)
      .from(merchandise)
      .where(and(eq(merchandise.id, id), eq(merchandise.status, "active")))
      .get() ?? null
  );
}

/** `/shop/12-home-jersey` → 12 (the name part is for people and is not checked). */
export function productIdFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-[a-z0-9-]*)?$/.exec(param ?? "");
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ---------------------------------------------------------------- carts

export type CartLine = {
  id: number;
  quantity: number;
  size: string | null;
  color: string | null;
  merchandiseId: number;
  merchandise: { id: number; name: string; price: number; images: string[]; stock: number; status: string };
};

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function cartLines(db: Db | Tx, cartId: string): CartLine[] {
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

/** The lines of a cart, oldest first, each with its product. An unknown cart is simply empty. */
export function getCart(cartId: string | null): CartLine[] {
  return cartId ? cartLines(getDb(), cartId) : [];
}

export const cartTotal = (lines: Array<Pick<CartLine, "quantity" | "merchandise">>) =>
  lines.reduce((sum, line) => sum + line.quantity * line.merchandise.price, 0);

/** How many items the cart holds in all (the cart button's badge). */
export function cartQuantity(cartId: string | null): number {
  if (!cartId) return 0;
  const row = getDb()
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .where(eq(cartItems.sessionId, cartId))
    .get();
  return row?.n ?? 0;
}

/** "Only 2 left in stock for Home Jersey." / "Home Jersey is out of stock." */
export function stockMessage(name: string, stock: number, inCart = 0): string {
  if (stock <= 0) return `${name} is out of stock.`;
  const base = `Only ${stock} left in stock for ${name}.`;
  return inCart > 0 ? `${base} Your cart already has ${inCart}.` : base;
}

const notFound = (message: string) => ({ ok: false, reason: "not-found", message }) as const;

/** The chosen option, or the first when none was chosen; undefined when the choice is not offered. */
function pickOption(options: string[], chosen: string | undefined): string | null | undefined {
  if (!options.length) return chosen ? undefined : null;
  if (!chosen) return options[0];
  return options.includes(chosen) ? chosen : undefined;
}

/**
 * Use case: add a product (size, colour) to a cart. The same product, size and colour again raises
 * that line's quantity. All lines of the product together never exceed its stock.
 */
export function addToCart(
  cartId: string,
  input: AddToCartInput,
): Result<{ line: CartLine; quantity: number }, "invalid" | "not-found" | "conflict"> {
  const db = getDb();
  return db.transaction((tx) => {
    const product = tx.select().from(merchandise).where(eq(merchandise.id, input.merchandiseId)).get();
    if (!product || product.status !== "active") return notFound(SHOP_MESSAGES.productNotFound);
    const size = pickOption(product.sizes, input.size);
    const color = pickOption(product.colors, input.color);
    if (size === undefined || color === undefined) {
      const errors: Record<string, string[]> = {};
      if (size === undefined) errors.size = [`Choose one of: ${product.sizes.join(", ") || "no sizes"}`];
      if (color === undefined) errors.color = [`Choose one of: ${product.colors.join(", ") || "no colours"}`];
      return { ok: false, reason: "invalid", message: "This option is not available for this product", errors } as const;
    }
    const lines = cartLines(tx, cartId);
    const inCart = lines.filter((line) => line.merchandiseId === product.id).reduce((sum, line) => sum + line.quantity, 0);
    if (inCart + input.quantity > product.stock) {
      return { ok: false, reason: "conflict", message: stockMessage(product.name, product.stock, inCart) } as const;
    }
    const same = lines.find((line) => line.merchandiseId === product.id && line.size === size && line.color === color);
    let lineId: number;
    if (same) {
      tx.update(cartItems).set({ quantity: same.quantity + input.quantity }).where(eq(cartItems.id, same.id)).run();
      lineId = same.id;
    } else {
      if (lines.length >= MAX_CART_LINES) return { ok: false, reason: "conflict", message: SHOP_MESSAGES.tooManyLines } as const;
      lineId = tx
        .insert(cartItems)
        .values({ sessionId: cartId, merchandiseId: product.id, size, color, quantity: input.quantity })
        .returning({ id: cartItems.id })
        .get().id;
    }
    const updated = cartLines(tx, cartId);
    return {
      ok: true,
      line: updated.find((line) => line.id === lineId)!,
      quantity: updated.reduce((sum, line) => sum + line.quantity, 0),
    } as const;
  });
}

/** Use case: set a line's quantity (at least 1, at most what is in stock). Only the line's own cart may. */
export function updateCartLine(
  cartId: string,
  lineId: number,
  quantity: number,
): Result<{ line: CartLine }, "not-found" | "conflict"> {
  return getDb().transaction((tx) => {
    const lines = cartLines(tx, cartId);
    const line = lines.find((l) => l.id === lineId);
    if (!line) return notFound(SHOP_MESSAGES.lineNotFound);
    const others = lines
      .filter((l) => l.merchandiseId === line.merchandiseId && l.id !== line.id)
      .reduce((sum, l) => sum + l.quantity, 0);
    // Lowering a quantity is always allowed, even when stock fell below it meanwhile.
    if (quantity > line.quantity && others + quantity > line.merchandise.stock) {
      return { ok: false, reason: "conflict", message: stockMessage(line.merchandise.name, line.merchandise.stock, others + line.quantity) } as const;
    }
    tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId))).run();
    return { ok: true, line: { ...line, quantity } } as const;
  });
}

/** Use case: remove a line from its own cart. */
export function removeCartLine(cartId: string, lineId: number): Result<{ line: CartLine }, "not-found"> {
  const line = cartLines(getDb(), cartId).find((l) => l.id === lineId);
  if (!line) return notFound(SHOP_MESSAGES.lineNotFound);
  getDb().delete(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.sessionId, cartId))).run();
  return { ok: true, line };
}

/**
 * Deletes carts nobody can reach any more: those whose newest line is older than the cookie's 30 days
 * (each addition renews the cookie). Returns how many lines went.
 */
export function purgeStaleCarts(now = Date.now()): number {
  const cutoff = new Date(now - CART_DAYS * 24 * 3600_000).toISOString();
  return getDb()
    .delete(cartItems)
    .where(
      sql`${cartItems.sessionId} IN (SELECT ${cartItems.sessionId} FROM ${cartItems} GROUP BY ${cartItems.sessionId} HAVING max(${cartItems.createdAt}) < ${cutoff})`,
    )
    .run().changes;
}

// ---------------------------------------------------------------- checkout

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

export type CheckoutFailure = Failure<"invalid" | "conflict"> & { total?: number };

class StockShortage extends Error {
  constructor(readonly failure: CheckoutFailure) {
    super(failure.message);
  }
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** How a customer pays today: on delivery, or at the club office. */
export function paymentInstructions(): string {
  return (
    "Pay on delivery or at the club office: cash or M-Pesa when your order is handed over. " +
    "Nothing has been charged yet."
  );
}

/**
 * Use case: turn a cart into an order. The total is recomputed from today's prices and must equal
 * `amount` (what the customer was shown); `cartItems`, when given, must be the cart as it is now.
 * Then, in ONE transaction, each product's stock is lowered with a conditional update (only where
 * enough is left), the order and its lines (with the unit prices of the moment) are written, and the
 * cart is emptied. Two buyers racing for the last jersey cannot both win: the second update matches no
 * row, everything rolls back, and that buyer is told how many are left. Stock never goes below 0.
 */
export function placeOrder(
  cartId: string,
  input: CheckoutInput,
): Success<{ order: Order; lines: OrderLine[]; token: string }> | CheckoutFailure {
  const db = getDb();
  const token = crypto.randomBytes(24).toString("base64url");
  let placed: { order: Order; lines: OrderLine[] };
  try {
    placed = db.transaction(
      (tx) => {
        const lines = cartLines(tx, cartId);
        if (!lines.length) throw new StockShortage({ ok: false, reason: "invalid", message: SHOP_MESSAGES.emptyCart, toast: SHOP_TOASTS.emptyCart });
        const total = cartTotal(lines);
        const gone = lines.find((line) => line.merchandise.status !== "active");
        if (gone) {
          throw new StockShortage({
            ok: false,
            reason: "conflict",
            message: `${gone.merchandise.name} is no longer available. Please remove it from your cart.`,
            total,
          });
        }
        if (input.cartItems && !sameCart(input.cartItems, lines)) {
          throw new StockShortage({
            ok: false,
            reason: "conflict",
            message: "Your cart has changed. Please review it and try again.",
            total,
          });
        }
        if (input.amount !== total) {
          throw new StockShortage({
            ok: false,
            reason: "conflict",
            message: `The total has changed: it is now ${formatKes(total)}. Please review your cart and try again.`,
            total,
          });
        }
        const perProduct = new Map<number, { name: string; quantity: number }>();
        for (const line of lines) {
          const entry = perProduct.get(line.merchandiseId) ?? { name: line.merchandise.name, quantity: 0 };
          entry.quantity += line.quantity;
          perProduct.set(line.merchandiseId, entry);
        }
        for (const [id, { name, quantity }] of perProduct) {
          const taken = tx
            .update(merchandise)
            .set({ stock: sql`${merchandise.stock} - ${quantity}`, updatedAt: now() })
            .where(and(eq(merchandise.id, id), eq(merchandise.status, "active"), sql`${merchandise.stock} >= ${quantity}`))
            .run();
          if (taken.changes !== 1) {
            const left = tx.select({ stock: merchandise.stock }).from(merchandise).where(eq(merchandise.id, id)).get()?.stock ?? 0;
            throw new StockShortage({ ok: false, reason: "conflict", message: stockMessage(name, left), total });
          }
        }
        const { name, email, phone, address } = input.customerInfo;
        const order = tx
          .insert(orders)
          .values({
            customerName: name,
            customerEmail: email,
            customerPhone: phone ?? null,
            shippingAddress: address,
            totalAmount: total,
            cartId,
            accessTokenHash: hashToken(token),
          })
          .returning()
          .get();
        tx.insert(orderItems)
          .values(
            lines.map((line) => ({
              orderId: order.id,
              merchandiseId: line.merchandiseId,
              size: line.size,
              color: line.color,
              quantity: line.quantity,
              unitPrice: line.merchandise.price,
            })),
          )
          .run();
        tx.delete(cartItems).where(eq(cartItems.sessionId, cartId)).run();
        return {
          order,
          lines: lines.map((line) => ({
            id: line.id,
            merchandiseId: line.merchandiseId,
            name: line.merchandise.name,
            size: line.size,
            color: line.color,
            quantity: line.quantity,
            unitPrice: line.merchandise.price,
            image: line.merchandise.images[0] ?? null,
          })),
        };
      },
      { behavior: "immediate" },
    );
  } catch (error) {
    if (error instanceof StockShortage) return error.failure;
    throw error;
  }
  sendOrderEmails(placed.order, placed.lines, token);
  return { ok: true, ...placed, token };
}

function sameCart(claimed: Array<{ id: number; quantity: number }>, lines: CartLine[]) {
  if (claimed.length !== lines.length) return false;
  const actual = new Map(lines.map((line) => [line.id, line.quantity]));
  return claimed.every((item) => actual.get(item.id) === item.quantity) && new Set(claimed.map((i) => i.id)).size === lines.length;
}

export const orderPath = (orderId: number, token: string) => `/orders/${orderId}?t=${encodeURIComponent(token)}`;

const lineText = (line: Pick<OrderLine, "name" | "size" | "color" | "quantity" | "unitPrice">) => {
  const options = [line.size, line.color].filter(Boolean).join(", ");
  return `${line.quantity} × ${line.name}${options ? ` (${options})` : ""} at ${formatKes(line.unitPrice)} = ${formatKes(line.quantity * line.unitPrice)}`;
};

function sendOrderEmails(order: Order, lines: OrderLine[], token: string) {
  const data = {
    orderId: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone ?? "not given",
    items: lines.map((line) => `- ${lineText(line)}`).join("\n"),
    total: formatKes(order.totalAmount),
    address: order.shippingAddress,
    payment: paymentInstructions(),
    orderUrl: `${getEnv().PUBLIC_URL}${orderPath(order.id, token)}`,
    adminUrl: `${getEnv().PUBLIC_URL}/admin/orders?view=${order.id}`,
  };
  queueTemplateEmail("Order Confirmation", order.customerEmail, data);
  queueTemplateEmail("New Order", getEnv().CLUB_OFFICE_EMAIL, data);
}

/**
 * Use case: the customer confirms an order placed from their cart (POST /api/orders/{id}/confirm).
 * Payment happens on delivery, so this records the confirmation; doing it twice changes nothing.
 */
export function confirmOrder(orderId: number, cartId: string): Result<{ order: Order }, "not-found"> {
  const db = getDb();
  const order = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.cartId, cartId))).get();
  if (!order) return notFound(SHOP_MESSAGES.orderNotFound);
  if (order.confirmedAt) return { ok: true, order };
  const confirmed = db
    .update(orders)
    .set({ confirmedAt: now(), updatedAt: now() })
    .where(eq(orders.id, orderId))
    .returning()
    .get();
  return { ok: true, order: confirmed };
}

/** What a customer may see of an order, given the token of their confirmation link. */
export function getOrderForCustomer(orderId: number, token: string): { order: Order; lines: OrderLine[] } | null {
  const order = getDb().select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order?.accessTokenHash || !token) return null;
  const expected = Buffer.from(order.accessTokenHash, "hex");
  const given = Buffer.from(hashToken(token), "hex");
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { order, lines: orderLines(orderId) };
}

function orderLines(orderId: number): OrderLine[] {
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

/** The public shape of an order (API answers). */
export function orderSummary(order: Order) {
  return {
    orderId: order.id,
    status: order.status,
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod,
    confirmedAt: order.confirmedAt,
    createdAt: order.createdAt,
  };
}

// ---------------------------------------------------------------- admin: products

export type AdminProduct = Product & { lowStock: boolean };

export function listAdminProducts({ archived = false }: { archived?: boolean } = {}): AdminProduct[] {
  return getDb()
    .select()
    .from(merchandise)
    .where(eq(merchandise.status, archived ? "archived" : "active"))
    .orderBy(asc(merchandise.stock), sql`${merchandise.name} COLLATE NOCASE`)
    .all()
    .map((product) => ({ ...product, lowStock: product.stock <= LOW_STOCK }));
}

export function countProductsByStatus() {
  const rows = getDb().select({ status: merchandise.status, n: count() }).from(merchandise).groupBy(merchandise.status).all();
  const by = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  const low = getDb()
    .select({ n: count() })
    .from(merchandise)
    .where(and(eq(merchandise.status, "active"), sql`${merchandise.stock} <= ${LOW_STOCK}`))
    .get()?.n;
  return { active: by.active ?? 0, archived: by.archived ?? 0, lowStock: low ?? 0 };
}

export function getAdminProduct(id: number): Product | null {
  return getDb().select().from(merchandise).where(eq(merchandise.id, id)).get() ?? null;
}

function productValues(input: ProductInput) {
  const { active, ...rest } = input;
  return { ...rest, status: active ? ("active" as const) : ("archived" as const) };
}

/** Use case: an admin adds a product. */
export function createProduct(input: ProductInput, actor: AuditActor): Result<{ product: Product }, "invalid"> {
  if (!input.images.length) return noImage();
  const product = getDb().insert(merchandise).values(productValues(input)).returning().get();
  recordAudit(actor, "shop.product.create", { type: "product", id: product.id }, `Added the product ${product.name}`, {
    price: product.price,
    stock: product.stock,
  });
  return { ok: true, product };
}

const noImage = (): Failure<"invalid"> => ({
  ok: false,
  reason: "invalid",
  message: "Add at least one image",
  errors: { images: ["Add at least one image"] },
});

/** Use case: an admin edits a product (price, stock, options, images, featured, on sale or archived). */
export function updateProduct(
  id: number,
  input: ProductInput,
  actor: AuditActor,
): Result<{ product: Product; before: Product }, "invalid" | "not-found"> {
  if (!input.images.length) return noImage();
  const db = getDb();
  const before = getAdminProduct(id);
  if (!before) return notFound(SHOP_MESSAGES.productNotFound);
  const product = db
    .update(merchandise)
    .set({ ...productValues(input), updatedAt: now() })
    .where(eq(merchandise.id, id))
    .returning()
    .get();
  const changed = (Object.keys(productValues(input)) as Array<keyof ReturnType<typeof productValues>>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(product[key]),
  );
  recordAudit(actor, "shop.product.update", { type: "product", id }, `Edited the product ${product.name}`, {
    changed,
    ...(changed.includes("price") ? { price: [before.price, product.price] } : {}),
    ...(changed.includes("stock") ? { stock: [before.stock, product.stock] } : {}),
  });
  return { ok: true, product, before };
}

/** Use case: take a product off sale (kept for the orders that name it) or put it back on sale. */
export function setProductArchived(
  id: number,
  archived: boolean,
  actor: AuditActor,
): Result<{ product: Product }, "not-found"> {
  const product = getDb()
    .update(merchandise)
    .set({ status: archived ? "archived" : "active", updatedAt: now() })
    .where(eq(merchandise.id, id))
    .returning()
    .get();
  if (!product) return notFound(SHOP_MESSAGES.productNotFound);
  recordAudit(
    actor,
    archived ? "shop.product.archive" : "shop.product.restore",
    { type: "product", id },
    `${archived ? "Archived" : "Put back on sale"} the product ${product.name}`,
  );
  return { ok: true, product };
}

// ---------------------------------------------------------------- admin: orders

function orderWhere({ q, status }: OrderFilter): SQL | undefined {
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

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: "We have your order and are getting it ready. Please pay on delivery or at the club office.",
  paid: "We have received your payment. Thank you!",
  dispatched: "Your order is on its way to the delivery address.",
  delivered: "Your order has been delivered. Enjoy your new kit!",
  cancelled: "Your order has been cancelled. If you did not ask for this, please contact the club office.",
};

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

// ---------------------------------------------------------------- export

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
      const linesByOrder = new Map<number, OrderLine[]>();
      if (rows.length) {
        const ids = rows.map((row) => row.id);
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
      }
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
