// Rows and callers shared by the shop's model tests (each test file has its own in-memory database).
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import * as productsAdmin from "~/models/shop/products-admin.server";

let counter = 0;
export function product(overrides: Partial<typeof import("~/db/schema").merchandise.$inferInsert> = {}) {
  return db
    .getDb()
    .insert(tables.merchandise)
    .values({
      name: `Unit Jersey ${++counter}`,
      description: "Test",
      price: 2500,
      category: "jersey",
      sizes: ["S", "M"],
      colors: ["Orange", "Navy"],
      images: ["/images/shop/home-jersey.webp"],
      stock: 10,
      ...overrides,
    })
    .returning()
    .get();
}
export const stockOf = (id: number) => productsAdmin.getAdminProduct(id)!.stock;
export const cart = () => `unit-cart-${++counter}-abcdefghijk`;
export const customerInfo = { name: "Brian Otieno", email: "brian@example.com", address: "Westlands, Nairobi" };
export const actor = { id: 1, username: "shop-admin" };
/** A visitor placing orders from the shop (not staff): the caps on open orders apply. */
export const shopper = { ip: "198.51.100.7", staff: null };
