import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open, waitForHydration } from "./helpers";

// Covers /shop, /cart, checkout, shop toasts: a visitor filters, adds two
// sizes of a jersey, changes quantities, removes a line and checks out — with JavaScript (no reloads,
// the badge updates in place) and without (forms and redirects back to the product's card); both end
// on the order's confirmation page. Then an admin edits a product and moves an order along.

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
  test("a visitor filters, adds two sizes of a jersey, changes quantities, removes a line and checks out", { tag: "@js" }, async ({ page }) => {
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
    // One colour: no colour selector; five sizes: a size selector the shopper must choose from.
    await expect(card.getByLabel("Colour")).toHaveCount(0);
    await expect(card.getByLabel("Size")).toHaveValue("");
    await expect(card.getByLabel("Size").locator("option").first()).toHaveText("Choose a size");
    if (jsOn()) {
      // Checked by the server: its message under the size.
      await card.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
      await expect(card.getByText("Please choose a size.")).toBeVisible();
      await expect(card.getByLabel("Size")).toHaveAccessibleDescription("Please choose a size.");
      await expect(cartBadge(page)).toHaveText("0");
    } else {
      // Checked by the browser before anything is sent.
      await expect(card.getByLabel("Size")).toHaveAttribute("required", "");
    }
    // Sold out: the goalkeeper jersey's button is disabled.
    const keeper = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Goalkeeper Jersey", exact: true }) });
    await expect(keeper.getByRole("button", { name: "Out of Stock: Goalkeeper Jersey" })).toBeDisabled();
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
      // Without JavaScript the page comes back at the product's card.
      await expect(page).toHaveURL(jsOn() ? /\/shop\?category=jersey$/ : /\/shop\?category=jersey#product-1$/);
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

    if (jsOn()) {
      // While a change is on its way the line shows its new quantity with its new total, and the cart's
      // total follows (the post is held here until that has been seen).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await page.getByRole("button", { name: `Increase quantity of ${medium}` }).click();
      const line = page.getByTestId("cart-line").filter({ hasText: "Size: M" });
      await expect(page.getByRole("status", { name: `Quantity of ${medium}` })).toHaveText("3");
      await expect(line.getByText("KES 10,500", { exact: true })).toBeVisible();
      await expect(page.getByTestId("cart-total")).toHaveText("KES 14,000");
      release();
      // Only once the held post has gone on (else Playwright continues it a second time).
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: `Decrease quantity of ${medium}` }).click();
      await expect(page.getByRole("status", { name: `Quantity of ${medium}` })).toHaveText("2");
      await expect(page.getByTestId("cart-total")).toHaveText("KES 10,500");
    }

    // Remove the large one.
    await page.getByRole("button", { name: `Remove ${large} from cart` }).click();
    await expectToast(page, "Item Removed");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText("KES 7,000");

    // Checkout: the required fields first, each saying what it needs, the focus on the first.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields.");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByLabel("Full Name *")).toBeFocused();
    await expect(page.getByLabel("Full Name *")).toHaveAccessibleDescription("Please enter your full name.");
    // The message, then why a phone is needed even to pay on delivery.
    await expect(page.getByLabel("Phone Number *")).toHaveAccessibleDescription(
      /^Please enter a phone number we can call about your order\. Required even when you pay on delivery: we call this number/,
    );
    await expect(page.getByText("Please enter the delivery address.")).toBeVisible();
    await page.getByLabel("Full Name *").fill("Grace Wambui");
    await page.getByLabel("Email *").fill(`grace.${uniqueSuffix()}@example.com`);
    // A phone of its own: one customer (e-mail or phone) may only have a few open orders.
    await page.getByLabel("Phone Number *").fill(`+254 700 ${uniqueSuffix().replace(/\D/g, "").slice(-6).padStart(6, "0")}`);
    await page.getByLabel("Delivery Address *").fill("Karen, Nairobi");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expectToast(page, "Order Placed");
    const description = await page.getByText(/^We have your order #\d+\. It is pending until it is paid or the club office confirms it\.$/).textContent();
    const orderId = /#(\d+)/.exec(description!)![1];
    // With JavaScript or without, the order's own page (its address is the customer's link to it).
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?t=[\\w-]{20,}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText(/A confirmation has been sent to grace\./)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you ordered" })).toBeVisible();
    await expect(page.getByText(JERSEY)).toBeVisible();
    await expect(page.getByText("2 × KES 3,500")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
    await expect(page.getByText(/Pay on delivery or at the club office/)).toBeVisible();
    await open(page, "/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/shop");
  });

  // Without JavaScript only: with it the fetcher adds in place and the page never moves (the first test).
  test("on a phone, Add to Cart on the eighth product leaves the visitor at that product, with the toast", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/shop");
    // Each product once: the featured ones are not listed again under the others.
    const names = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(names.length);

    const card = page.getByRole("article").nth(7);
    const anchor = await card.getAttribute("id");
    expect(anchor).toMatch(/^product-\d+$/);
    await card.scrollIntoViewIfNeeded();
    const size = card.getByLabel("Size");
    if (await size.count()) await size.selectOption({ index: 1 });
    await card.getByRole("button", { name: /^Add to Cart: / }).click();
    await expectToast(page, "Added to Cart", "Item successfully added to your cart!");
    // The redirect brings the page back to the card's anchor.
    await expect(page).toHaveURL(new RegExp(`/shop#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    // Below the sticky header, not under it.
    const header = await page.locator("header").first().boundingBox();
    const top = (await page.locator(`#${anchor}`).boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(header!.height - 1);
  });

  for (const [where, url] of [
    ["the shop", "/shop?category=jersey"],
    ["a product page", "/shop/1-home-jersey-2026-27"],
  ]) {
    test(`on ${where}, Add to Cart with no size chosen moves the focus to the size, its message said there`, { tag: "@js" }, async ({ page }) => {
      await open(page, url);
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: `Add to Cart: ${JERSEY}` }) }).first();
      const size = form.getByLabel("Size");
      await form.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
      // With JavaScript the server's message under the size; without, the browser's own check: the focus lands on the size either way.
      if (jsOn()) {
        await expect(form.getByText("Please choose a size.")).toBeVisible();
        await expect(size).toHaveAttribute("aria-invalid", "true");
        await expect(size).toHaveAccessibleDescription("Please choose a size.");
      } else {
        expect(await size.evaluate((select: HTMLSelectElement) => select.validationMessage)).not.toBe("");
      }
      await expect(size).toBeFocused();
      expect(await size.evaluate((select) => select === document.activeElement)).toBe(true);
      await expect(cartBadge(page)).toHaveText("0");
    });
  }

  test("the product page shows every picture and adds to the cart", { tag: "@js" }, async ({ page }) => {
    await open(page, "/shop/1-home-jersey-2026-27");
    await expect(page.getByRole("heading", { level: 1, name: JERSEY })).toBeVisible();
    await expect(page.getByRole("img", { name: JERSEY, exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: `${JERSEY}, picture 2` })).toBeVisible();
    await page.getByLabel("Size").selectOption("XL");
    // A quantity field of its own (a native number input), capped per order.
    await expect(page.getByLabel("Quantity")).toHaveValue("1");
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
    await expectToast(page, "Added to Cart");
    await expect(cartBadge(page)).toHaveText("2");
    await expect(page).toHaveURL(jsOn() ? /\/shop\/1-home-jersey-2026-27$/ : /\/shop\/1-home-jersey-2026-27\?size=XL#add-to-cart$/);
    // The size stays chosen for the next one, and the toast leads to the cart.
    await expect(page.getByLabel("Size")).toHaveValue("XL");
    const viewCart = page.getByRole("region", { name: /^Notifications/ }).getByRole("link", { name: "View cart" });
    await expect(viewCart).toHaveAttribute("href", "/cart");
    await viewCart.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Size: XL")).toBeVisible();
  });
});

test.describe("shop admin", () => {
  test("an admin adds and edits a product", async ({ page, login }) => {
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
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Description", { exact: true }).fill("Heavy cotton hoodie with the crest.");
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
    // Marking it paid e-mails the customer: a confirmation says so first, naming the address.
    await dialog.getByRole("link", { name: "Mark paid" }).click();
    const confirm = page.getByRole("dialog", { name: /^Mark paid: order #\d+\?$/ });
    await expect(confirm).toContainText(`Otieno Ouma gets the “Order Status Update” e-mail at ${email}`);
    await confirm.getByRole("button", { name: "Mark paid and e-mail the customer" }).click();
    await expectToast(page, "Order Updated");
    await expect(page.getByText(`The "Order Status Update" e-mail is on its way to ${email}.`, { exact: false })).toBeVisible();
    // Back on the order, at its row in the list.
    await expect(page).toHaveURL(/[?&]view=\d+(&|#|$)/);
    await expect(page).toHaveURL(/#order-\d+$/);
    await expect(dialog.getByText("paid", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Mark dispatched" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Mark paid" })).toHaveCount(0);
  });
});
