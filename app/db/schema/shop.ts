// The club shop: products, carts and orders. Prices are whole Kenyan shillings (integers).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, language, stringList, updatedAt } from "./columns";

export const merchandise = sqliteTable(
  "merchandise",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    // Optional Swahili name and description: the shop shows them in Swahili, the English ones otherwise.
    nameSw: text("name_sw"),
    descriptionSw: text("description_sw"),
    price: integer("price").notNull(), // whole KES
    category: text("category", { enum: ["jersey", "shorts", "accessories", "training-gear"] }).notNull(),
    sizes: stringList("sizes"),
    colors: stringList("colors"),
    images: text("images", { mode: "json" }).$type<string[]>().notNull(),
    stock: integer("stock").notNull().default(0),
    featured: flag("featured").notNull().default(false),
    // "active" is on sale; "archived" is hidden from the shop but kept for past orders.
    status: text("status", { enum: ["active", "archived"] }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("merchandise_category_idx").on(t.category),
    index("merchandise_featured_idx").on(t.featured),
    index("merchandise_status_idx").on(t.status),
  ],
);

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    sessionId: text("session_id").notNull(),
    merchandiseId: integer("merchandise_id")
      .notNull()
      .references(() => merchandise.id, { onDelete: "cascade" }),
    size: text("size"),
    color: text("color"),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("cart_items_session_idx").on(t.sessionId)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    shippingAddress: text("shipping_address").notNull(),
    totalAmount: integer("total_amount").notNull(), // whole KES
    status: text("status", { enum: ["pending", "paid", "dispatched", "delivered", "cancelled"] })
      .notNull()
      .default("pending"),
    // How the customer pays: "pay-on-delivery" (cash or M-Pesa on delivery or at the club office) until
    // an M-Pesa Express payment of the order succeeds, which makes it "mpesa" (its row in payments).
    paymentMethod: text("payment_method", { enum: ["pay-on-delivery", "mpesa"] }).notNull().default("pay-on-delivery"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    // The cart that placed the order (POST /api/orders/{id}/confirm names it) and the SHA-256 of the
    // secret token in the confirmation page's link: whoever holds the link may read the order.
    cartId: text("cart_id"),
    accessTokenHash: text("access_token_hash"),
    confirmedAt: text("confirmed_at"),
    // When staff confirmed the order (or placed it themselves). A pending order without it holds its
    // stock only for ORDER_HOLD_HOURS, and counts as open against the per-customer and per-IP caps.
    staffConfirmedAt: text("staff_confirmed_at"),
    // HMAC of the client IP that placed the order (the per-IP cap on open orders; the IP is not kept).
    clientIpHash: text("client_ip_hash"),
    // The customer's language at checkout: every mail about the order is written in it.
    language: language(),
    // Whether the customer's confirmation mail was queued (false: skipped by a daily mail cap), so the
    // order page says "a confirmation has been sent" only when one was.
    confirmationMailed: integer("confirmation_mailed", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status),
    index("orders_client_ip_hash_idx").on(t.clientIpHash),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchandiseId: integer("merchandise_id")
      .notNull()
      .references(() => merchandise.id),
    size: text("size"),
    color: text("color"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(), // whole KES
    createdAt: createdAt(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);
