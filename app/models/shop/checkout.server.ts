// Checkout: a cart becomes an order without ever selling more than is in stock, the customer and the
// club office are e-mailed, and the customer reads and confirms the order through its secret link.
// Payment is on delivery or at the club office (docs/decisions/0015-shop-cart-and-checkout.md).
import { and, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cartItems, merchandise, orderItems, orders } from "~/db/schema";
import type { AuditActor } from "~/models/audit.server";
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording, PAY_ON_DELIVERY_TEXT } from "~/models/email-wording.server";
import { cartTotal, stockMessage } from "~/models/shop/carts.server";
import { linesIn } from "~/models/shop/catalogue.server";
import { cartLines, notFound, now, orderLines, orderPath, type CartLine, type Order, type OrderLine, type Reader } from "~/models/shop/rows.server";
import { heldUnitsMessage, OPEN_ORDER_MESSAGES, perOrderCapMessage, SHOP_MESSAGES, SHOP_TOASTS, type CheckoutInput } from "~/schemas/shop";
import { getEnv } from "~/config/env.server";
import { formatKes } from "~/utils/money";
import type { Failure, Result, Success } from "~/utils/result";
import { linkOpens, newLinkToken } from "~/utils/secret-link.server";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { clientKeyHash } from "~/utils/client-key.server";

export type CheckoutFailure = Failure<"invalid" | "conflict"> & { total?: number };

class StockShortage extends Error {
  constructor(readonly failure: CheckoutFailure) {
    super(failure.message);
  }
}

/**
 * Who places an order: the client's IP and, when the request carries a signed-in user with the shop
 * permission, that staff member (the club office placing a walk-in order).
 */
/** Where an order comes from: the client IP, the member of staff placing it, the customer's language (its mails are written in it). */
export type OrderOrigin = { ip: string | null; staff: AuditActor; language?: Language };

/** An order still holding stock on trust: pending, and neither confirmed by staff nor paid. */
export const openOrder = and(eq(orders.status, "pending"), isNull(orders.staffConfirmedAt))!;

/** The last 9 digits of a phone number: "0712 345 678" and "+254 712 345 678" are one phone. */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-9);
const phoneKeySql = sql`substr(replace(replace(replace(replace(replace(coalesce(${orders.customerPhone}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), -9)`;

/** Orders of the same customer: the e-mail trimmed and lower-cased, or the same phone number. */
function sameCustomer(email: string, phone: string | undefined): SQL {
  const byEmail = sql`lower(trim(${orders.customerEmail})) = ${email.trim().toLowerCase()}`;
  const key = phone ? phoneKey(phone) : "";
  return key.length >= 7 ? or(byEmail, sql`${phoneKeySql} = ${key}`)! : byEmail;
}

/**
 * The caps on orders that hold stock unconfirmed: OPEN_ORDERS_PER_CUSTOMER open orders per customer (the
 * person: e-mail or phone), and ORDERS_PER_IP_BURST orders per client in BURST_WINDOW_MINUTES (a burst
 * limit, not a count of open orders: behind a carrier's NAT thousands of shoppers share one address, and
 * open orders last two days). Staff placing an order are not capped (it is confirmed as placed).
 */
function openOrderRefusal(tx: Reader, customer: CheckoutInput["customerInfo"], origin: OrderOrigin, ipKey: string | null): string | null {
  if (origin.staff) return null;
  const env = getEnv();
  const countOrders = (where: SQL) => tx.select({ n: sql<number>`count(*)` }).from(orders).where(where).get()?.n ?? 0;
  if (countOrders(and(openOrder, sameCustomer(customer.email, customer.phone))!) >= env.OPEN_ORDERS_PER_CUSTOMER) {
    return OPEN_ORDER_MESSAGES.customer(env.OPEN_ORDERS_PER_CUSTOMER);
  }
  const burstStart = new Date(Date.now() - BURST_WINDOW_MINUTES * 60_000).toISOString();
  if (ipKey && countOrders(and(eq(orders.clientIpHash, ipKey), gte(orders.createdAt, burstStart))!) >= env.ORDERS_PER_IP_BURST) {
    return OPEN_ORDER_MESSAGES.ip;
  }
  return null;
}

/**
 * The caps on units of one product held by open orders: OPEN_UNITS_PER_CUSTOMER for one customer and
 * OPEN_UNITS_PER_IP for one client IP, what this order adds included. Without them one client could
 * place order after order under new names and hold most of the stock for ORDER_HOLD_HOURS. Staff
 * placing an order are not capped.
 */
function heldUnitsRefusal(
  tx: Reader,
  products: Map<number, { name: string; quantity: number }>,
  customer: CheckoutInput["customerInfo"],
  origin: OrderOrigin,
  ipKey: string | null,
): string | null {
  if (origin.staff) return null;
  const env = getEnv();
  const held = (productId: number, whose: SQL) =>
    tx
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(openOrder, eq(orderItems.merchandiseId, productId), whose))
      .get()?.units ?? 0;
  for (const [productId, { name, quantity }] of products) {
    const byCustomer = held(productId, sameCustomer(customer.email, customer.phone));
    if (byCustomer + quantity > env.OPEN_UNITS_PER_CUSTOMER) return heldUnitsMessage("customer", name, env.OPEN_UNITS_PER_CUSTOMER, byCustomer);
    const byClient = ipKey ? held(productId, eq(orders.clientIpHash, ipKey)) : 0;
    if (byClient + quantity > env.OPEN_UNITS_PER_IP) return heldUnitsMessage("connection", name, env.OPEN_UNITS_PER_IP, byClient);
  }
  return null;
}

/** How a customer pays today: on delivery, or at the club office. */
export function paymentInstructions(): string {
  return PAY_ON_DELIVERY_TEXT;
}

/**
 * Use case: turn a cart into an order. The total is recomputed from today's prices and must equal
 * `amount` (what the customer was shown); `cartItems`, when given, must be the cart as it is now.
 * Then, in ONE transaction, each product's stock is lowered with a conditional update (only where
 * enough is left), the order and its lines (with the unit prices of the moment) are written, and the
 * cart is emptied. Two buyers racing for the last jersey cannot both win: the second update matches no
 * row, everything rolls back, and that buyer is told how many are left. Stock never goes below 0.
 * No order takes more than ORDER_MAX_PER_PRODUCT of one product, and a customer or client IP with too
 * many open orders (see `openOrderRefusal`), or holding too many units of a product in them (see
 * `heldUnitsRefusal`), is refused; all are checked inside the same transaction.
 */
export function placeOrder(
  cartId: string,
  input: CheckoutInput,
  origin: OrderOrigin,
  paying: OrderPaying = "on-delivery",
): Success<{ order: Order; lines: OrderLine[]; token: string }> | CheckoutFailure {
  const db = getDb();
  const { token, hash: tokenHash } = newLinkToken();
  const ipKey = origin.ip ? clientKeyHash(origin.ip) : null;
  const cap = getEnv().ORDER_MAX_PER_PRODUCT;
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
        for (const { name, quantity } of perProduct.values()) {
          if (quantity > cap) throw new StockShortage({ ok: false, reason: "conflict", message: perOrderCapMessage(name, cap), total });
        }
        const refused = openOrderRefusal(tx, input.customerInfo, origin, ipKey) ?? heldUnitsRefusal(tx, perProduct, input.customerInfo, origin, ipKey);
        if (refused) throw new StockShortage({ ok: false, reason: "conflict", message: refused });
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
            accessTokenHash: tokenHash,
            clientIpHash: ipKey,
            staffConfirmedAt: origin.staff ? now() : null,
            language: origin.language ?? DEFAULT_LANGUAGE,
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
  const mailed = sendOrderEmails(placed.order, placed.lines, token, origin, paying);
  if (!mailed) getDb().update(orders).set({ confirmationMailed: false }).where(eq(orders.id, placed.order.id)).run();
  return { ok: true, ...placed, order: { ...placed.order, confirmationMailed: mailed }, token };
}

function sameCart(claimed: Array<{ id: number; quantity: number }>, lines: CartLine[]) {
  if (claimed.length !== lines.length) return false;
  const actual = new Map(lines.map((line) => [line.id, line.quantity]));
  return claimed.every((item) => actual.get(item.id) === item.quantity) && new Set(claimed.map((i) => i.id)).size === lines.length;
}

export { orderPath };

/** How the customer chose to pay as they placed the order: on delivery (or at the office), or now with M-Pesa. */
export type OrderPaying = "on-delivery" | "mpesa";

/** The office's "New Order" mail (English): how the customer chose to pay, after the total. */
function officePaymentText(paying: OrderPaying): string {
  return paying === "mpesa"
    ? "paying now with M-Pesa: the order is marked paid once M-Pesa confirms the payment; if it does not go through, the customer pays on delivery or at the club office"
    : "pay on delivery or at the club office";
}

/** The placeholders of an order's mails, worded in `language`; the "How to pay" true for the way the customer chose. */
function orderMailData(order: Order, lines: OrderLine[], token: string, paying: OrderPaying, language: Language) {
  const wording = mailWording(language);
  return {
    orderId: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone ?? wording.notGiven,
    items: linesIn(lines, language)
      .map((line) => `- ${wording.orderLine(line)}`)
      .join("\n"),
    total: formatKes(order.totalAmount, language),
    address: order.shippingAddress,
    payment: paying === "mpesa" ? wording.payNowWithMpesa : wording.payOnDelivery(order.id),
    paymentChoice: officePaymentText(paying),
    orderUrl: `${getEnv().PUBLIC_URL}${orderPath(order.id, token)}`,
    adminUrl: `${getEnv().PUBLIC_URL}/admin/orders?view=${order.id}`,
  };
}

/**
 * The customer's confirmation in the order's language; the club office's notice in English. True when
 * the confirmation is on its way (queued), false when a daily mail cap skipped it (or it could not be made).
 */
function sendOrderEmails(order: Order, lines: OrderLine[], token: string, origin: OrderOrigin, paying: OrderPaying): boolean {
  // Orders staff place at the office are not public mail; a shopper's confirmation is (the caps of public
  // mail apply). The office's "New Order" notice is the club's own mail: never capped, never skipped.
  const clientIp = origin.staff || !origin.ip ? undefined : origin.ip;
  const confirmation = queueTemplateEmail("Order Confirmation", order.customerEmail, orderMailData(order, lines, token, paying, order.language), {
    clientIp,
    language: order.language,
  });
  queueTemplateEmail("New Order", getEnv().CLUB_OFFICE_EMAIL, orderMailData(order, lines, token, paying, DEFAULT_LANGUAGE), { clientIp });
  return confirmation.status === "queued";
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

/**
 * Use case: Place Order on /cart. The customer confirms as they place it, so the order is placed and
 * its confirmation recorded in one step (an API client places it, then confirms it).
 */
export function placeConfirmedOrder(
  cartId: string,
  input: CheckoutInput,
  origin: OrderOrigin,
  paying: OrderPaying = "on-delivery",
): Success<{ order: Order; lines: OrderLine[]; token: string }> | CheckoutFailure {
  const placed = placeOrder(cartId, input, origin, paying);
  if (!placed.ok) return placed;
  const confirmed = confirmOrder(placed.order.id, cartId);
  return confirmed.ok ? { ...placed, order: confirmed.order } : placed;
}

/** What a customer may see of an order, given the token of their confirmation link (or of a later mail's). */
export function getOrderForCustomer(orderId: number, token: string): { order: Order; lines: OrderLine[] } | null {
  const order = getDb().select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order || !linkOpens(order.accessTokenHash, token, getEnv().SESSION_SECRETS)) return null;
  return { order, lines: orderLines(orderId) };
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
