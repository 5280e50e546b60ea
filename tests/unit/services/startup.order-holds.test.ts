// The hold sweep runs as a background worker: it sweeps as soon as it starts and stops cleanly.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as carts from "~/models/shop/carts.server";
import * as checkout from "~/models/shop/checkout.server";
import * as db from "~/db/client.server";
import * as tables from "~/db/schema";
import { startOrderHoldSweep, stopOrderHoldSweep } from "~/services/startup.server";

afterEach(() => stopOrderHoldSweep());

describe("the order hold sweep worker", () => {
  it("cancels an order past its hold when it starts, and stops on request", async () => {
    const item = db
      .getDb()
      .insert(tables.merchandise)
      .values({ name: "Sweep Scarf", description: "Test", price: 500, category: "accessories", images: ["/x.webp"], stock: 5 })
      .returning()
      .get();
    const cartId = "sweep-cart-abcdefghijklmnop";
    carts.addToCart(cartId, { merchandiseId: item.id, quantity: 2 });
    const placed = checkout.placeOrder(
      cartId,
      { amount: 1000, customerInfo: { name: "Njeri", email: "njeri@example.com", address: "Thika Road" } },
      { ip: "203.0.113.9", staff: null },
    );
    if (!placed.ok) throw new Error(placed.message);
    const past = new Date(Date.now() - 49 * 3600_000).toISOString();
    db.getDb().update(tables.orders).set({ createdAt: past }).where(eq(tables.orders.id, placed.order.id)).run();

    startOrderHoldSweep();
    const status = () => db.getDb().select().from(tables.orders).where(eq(tables.orders.id, placed.order.id)).get()?.status;
    await vi.waitFor(() => expect(status()).toBe("cancelled"), { timeout: 30_000 });
    stopOrderHoldSweep();
    expect(db.getDb().select().from(tables.merchandise).where(eq(tables.merchandise.id, item.id)).get()?.stock).toBe(5);
  });
});
