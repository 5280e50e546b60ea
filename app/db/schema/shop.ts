// The club shop: products, carts and orders. Prices are whole Kenyan shillings (integers).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, stringList, updatedAt } from "./columns";

export const merchandise = sqliteTable(
  "merchandise",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(), // whole KES
    category: text("category", { enum: ["jersey", "shorts", "accessories", "training-gear"] }).notNull(),
    sizes: stringList("sizes"),
    colors: stringList("colors"),
    images: text("images", { mode: "json" }).$type<string[]>().notNull(),
    stock: integer("stock").notNull().default(0),
    featured: flag("featured").notNull().default(false),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("merchandise_category_idx").on(t.category),
    index("merchandise_featured_idx").on(t.featured),
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
    status: text("status").notNull().default("pending"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("orders_created_at_idx").on(t.createdAt), index("orders_status_idx").on(t.status)],
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
