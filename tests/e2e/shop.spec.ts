import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open, waitForHydration } from "./helpers";

// Covers /shop, /cart, checkout, shop toasts: a visitor filters, adds two
// sizes of a jersey, changes quantities, removes a line and checks out — with JavaScript (no reloads,
// the badge updates in place, back to the shop after 2 seconds) and without (forms and redirects, an
// order confirmation page). Then an admin edits a product and moves an order along.

const JERSEY = "Home Jersey 2026/27";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Marks the current document; the mark survives only if no full page load happens. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(true);
}

const cartBadge = (page: Page) => page.getByTestId("cart-count");

test.describe("the shop", () => {
  test("a visitor filters, adds two sizes of a jersey, changes quantities, removes a line and checks out", async ({ page }) => {
    // One long user flow (a dozen round trips): more than the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    await open(page, "/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Rising Stars Shop" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await expect(cartBadge(page)).toHaveText("0");

    // Filter: URL state, and no featured section outside "All Products".
    await page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "Jerseys" }).click();
    await expect(page).toHaveURL(/\/shop\?category=jersey$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Featured Products" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Jerseys" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Home Shorts" })).toHaveCount(0);

    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: JERSEY, exact: true }) });
    await expect(card.getByText("KES 3,500")).toBeVisible();
    await expect(card.getByText(/^\d+ in stock$/)).toBeVisible();
    // One colour: no colour selector; five sizes: a size selector defaulting to the first.
    await expect(card.getByLabel("Colour")).toHaveCount(0);
    await expect(card.getByLabel("Size")).toHaveValue("S");
    // Sold out: the goalkeeper jersey's button is disabled.
    const keeper = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Goalkeeper Jersey", exact: true }) });
    await expect(keeper.getByRole("button", { name: "Goalkeeper Jersey is out of stock" })).toBeDisabled();
    await expect(keeper.getByRole("button")).toHaveText("Out of Stock");

    if (jsOn()) await markDocument(page);
    for (const [size, count] of [
      ["M", "1"],
      ["L", "2"],
    ]) {
      await card.getByLabel("Size").selectOption(size);
      await card.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
      await expectToast(page, "Added to Cart", "Item successfully added to your cart!");
      await expect(cartBadge(page)).toHaveText(count);
      await expect(page).toHaveURL(/\/shop\?category=jersey$/);
    }
    // With JavaScript the badge changed without a page load.
    if (jsOn()) await expectSameDocument(page);

    // The cart.
    await page.getByRole("link", { name: "Cart 2 items" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const medium = `${JERSEY} (M, Orange)`;
    const large = `${JERSEY} (L, Orange)`;
    await expect(page.getByText("Size: M · Colour: Orange")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("KES 7,000");

    // Minus is disabled at 1; plus twice, minus once.
    await expect(page.getByRole("button", { name: `Decrease quantity of ${medium}` })).toBeDisabled();
    await page.getByRole("button", { name: `Increase quantity of ${medium}` }).click();
    await expect(page.getByRole("status", { name: `Quantity of ${medium}` })).toHaveText("2");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 10,500");
    await page.getByRole("button", { name: `Increase quantity of ${medium}` }).click();
    await expect(page.getByTestId("cart-total")).toHaveText("KES 14,000");
    await page.getByRole("button", { name: `Decrease quantity of ${medium}` }).click();
    await expect(page.getByRole("status", { name: `Quantity of ${medium}` })).toHaveText("2");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 10,500");

    // Remove the large one.
    await page.getByRole("button", { name: `Remove ${large} from cart` }).click();
    await expectToast(page, "Item Removed");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText("KES 7,000");

    // Checkout: the required fields first.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields.");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.getByLabel("Full Name *").fill("Grace Wambui");
    await page.getByLabel("Email *").fill(`grace.${uniqueSuffix()}@example.com`);
    // A phone of its own: one customer (e-mail or phone) may only have a few open orders.
    await page.getByLabel("Phone Number").fill(`+254 700 ${uniqueSuffix().replace(/\D/g, "").slice(-6).padStart(6, "0")}`);
    await page.getByLabel("Delivery Address *").fill("Karen, Nairobi");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expectToast(page, "Order Placed Successfully!");
    const description = await page.getByText(/^Your order #\d+ has been confirmed\.$/).textContent();
    const orderId = /#(\d+)/.exec(description!)![1];
    if (jsOn()) {
      await expect(page.getByRole("heading", { name: `Order #${orderId} placed` })).toBeVisible();
      // Back to the shop after two seconds, with an empty cart.
      await expect(page).toHaveURL(/\/shop$/, { timeout: 10_000 });
      await expect(cartBadge(page)).toHaveText("0");
    } else {
      await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?t=[\\w-]{20,}$`));
      await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
      await expect(page.getByRole("heading", { name: "What you ordered" })).toBeVisible();
      await expect(page.getByText(JERSEY)).toBeVisible();
      await expect(page.getByText("2 × KES 3,500")).toBeVisible();
      await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
      await expect(page.getByText(/Pay on delivery or at the club office/)).toBeVisible();
      await open(page, "/cart");
      await expect(page.getByText("Your cart is empty")).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/shop");
    }
  });

  test("the product page shows every picture and adds to the cart", async ({ page }) => {
    await open(page, "/shop/1-home-jersey-2026-27");
    await expect(page.getByRole("heading", { level: 1, name: JERSEY })).toBeVisible();
    await expect(page.getByRole("img", { name: JERSEY, exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: `${JERSEY}, picture 2` })).toBeVisible();
    await page.getByLabel("Size").selectOption("XL");
    await page.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
    await expectToast(page, "Added to Cart");
    await expect(cartBadge(page)).toHaveText("1");
    await expect(page).toHaveURL(/\/shop\/1-home-jersey-2026-27$/);
  });
});

test.describe("shop admin", () => {
  test("an admin adds and edits a product", async ({ page, login }) => {
    test.setTimeout(60_000);
    const name = `Supporters Hoodie ${uniqueSuffix()}`;
    await login({ role: "admin" });
    await open(page, "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Shop Products" })).toBeVisible();
    // The seeded goalkeeper jersey has no stock: flagged.
    const keeperRow = page.getByRole("row").filter({ hasText: "Goalkeeper Jersey" });
    await expect(keeperRow.getByText("Out of stock")).toBeVisible();

    await page.getByRole("link", { name: "Add Product" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Product" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Heavy cotton hoodie with the crest.");
    await dialog.getByLabel("Price (KES, whole shillings)").fill("3900");
    await dialog.getByLabel("Category").selectOption("training-gear");
    await dialog.getByLabel("Sizes (comma separated)").fill("S, M, L");
    await dialog.getByLabel("Stock").fill("3");
    await dialog.getByLabel("Add an image URL (https)").fill("https://images.example.com/hoodie.webp");
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expectToast(page, "Product Added", `${name} has been saved.`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("KES 3,900")).toBeVisible();
    await expect(row.getByText("Low stock")).toBeVisible();

    await row.getByRole("link", { name: `Edit ${name}` }).click();
    dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(dialog.getByLabel("Price (KES, whole shillings)")).toHaveValue("3900");
    await dialog.getByLabel("Price (KES, whole shillings)").fill("4100");
    await dialog.getByLabel("Stock").fill("40");
    await dialog.getByRole("button", { name: "Save Product" }).click();
    await expectToast(page, "Product Updated");
    await expect(row.getByText("KES 4,100")).toBeVisible();
    await expect(row.getByText("Low stock")).toHaveCount(0);

    await open(page, "/shop?category=training-gear");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card.getByText("KES 4,100")).toBeVisible();
    await expect(card.getByText("40 in stock")).toBeVisible();
  });

  test("an admin moves an order from pending to paid", async ({ page, login, playwright }) => {
    const email = `order.${uniqueSuffix()}@example.com`;
    const buyer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      expect((await buyer.post("/api/cart", { data: { merchandiseId: 7, quantity: 1 } })).status()).toBe(201);
      const placed = await buyer.post("/api/create-payment-intent", {
        data: { amount: 1200, customerInfo: { name: "Otieno Ouma", email, address: "Embakasi, Nairobi" } },
      });
      expect(placed.status()).toBe(201);
    } finally {
      await buyer.dispose();
    }

    await login({ role: "staff" });
    await open(page, `/admin/orders?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("pending", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^View order #\d+$/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Order #\d+$/ });
    await expect(dialog.getByText("Embakasi, Nairobi")).toBeVisible();
    await expect(dialog.getByText("1 × Supporters' Scarf", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expectToast(page, "Order Updated");
    await expect(dialog.getByText("paid", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Mark dispatched" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
  });
});
