import type { Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { signInLinkFor } from "./member-mail";

// Covers Pay now with M-Pesa at /cart checkout, at Premium/VIP registration and later from a signed-in
// member's membership page, against the Daraja stand-in (playwright.config.ts): the payer's phone number
// scripts the outcome (…032 cancelled, any other pays) and the "customer" answers after 3 s. Without JavaScript the waiting page reloads itself;
// with it, it polls without a page load (the first test runs both ways).

const JERSEY = "Home Jersey 2026/27";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
/** A fresh Safaricom-looking number ending in `suffix` (three digits). */
const phoneEnding = (suffix: string) => `07${uniqueSuffix().replace(/\D/g, "").slice(-4).padStart(4, "0")}0${suffix}`;

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A jersey in the cart, then Place Order choosing Pay now with M-Pesa: lands on the order's page, waiting for the PIN. */
async function checkoutPayingNow(page: Page, phone: string) {
  await open(page, "/shop?category=jersey");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: JERSEY, exact: true }) });
  await card.getByLabel("Size").selectOption("M");
  await card.getByRole("button", { name: `Add to Cart: ${JERSEY}` }).click();
  await expectToast(page, "Added to Cart");
  await open(page, "/cart");
  await page.getByLabel("Full Name *").fill("Njeri Kariuki");
  await page.getByLabel("Email *").fill(`njeri.${uniqueSuffix()}@example.com`);
  await page.getByLabel("Phone Number").fill(phone);
  await page.getByLabel("Delivery Address *").fill("Lavington, Nairobi");
  await page.getByRole("radio", { name: /^Pay now with M-Pesa/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?t=[\w-]{20,}$/);
  await expect(page.getByText("Check your phone and enter your M-Pesa PIN")).toBeVisible();
  if (jsOn()) await markDocument(page);
}

test.describe("M-Pesa", () => {
  test("a shopper pays for an order with M-Pesa", { tag: "@js" }, async ({ page }) => {
    await checkoutPayingNow(page, phoneEnding("123"));
    await expect(page.getByText(/^Paid with M-Pesa\. Receipt [A-Z0-9]{10}\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to pay" })).toHaveCount(0);
    // With JavaScript the page polled: no reload.
    if (jsOn()) expect(await sameDocument(page)).toBe(true);
  });

  test("a shopper who cancels the M-Pesa request can try again or pay on delivery", async ({ page }) => {
    await checkoutPayingNow(page, phoneEnding("032"));
    await expect(page.getByText("You cancelled the M-Pesa payment on your phone. Nothing was charged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay on delivery instead" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to pay" })).toBeVisible();
  });

  test("a VIP member pays at registration, becomes active and gets the sign-in e-mail", async ({ page }) => {
    const email = `vip-${uniqueSuffix()}@example.com`.toLowerCase();
    await open(page, "/membership?tab=register");
    await page.getByRole("radio", { name: /^VIP Fan/ }).check();
    await page.getByLabel("First name").fill("Wambui");
    await page.getByLabel("Last name").fill("Ndungu");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm email").fill(email);
    await page.getByLabel(/^Phone/).fill(phoneEnding("124"));
    await page.getByRole("radio", { name: /^Pay now with M-Pesa/ }).check();
    await page.getByRole("button", { name: "Join the Fan Club" }).click();

    await expect(page).toHaveURL(/\/membership\/payment\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your VIP Fan membership" })).toBeVisible();
    await expect(page.getByText("Check your phone and enter your M-Pesa PIN")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your membership is active" })).toBeVisible();
    await expect(page.getByText(`We have e-mailed a sign-in link to ${email}`)).toBeVisible();
    expect(await signInLinkFor(email, /sign-in link/)).toContain("/membership/sign-in?token=");
  });

  test("a Premium member still to pay signs in later, finds Pay now with M-Pesa on their membership page and pays", async ({ page }) => {
    const email = `premium-${uniqueSuffix()}@example.com`.toLowerCase();
    await open(page, "/membership?tab=register");
    await page.getByRole("radio", { name: /^Premium Fan/ }).check();
    await page.getByLabel("First name").fill("Kerubo");
    await page.getByLabel("Last name").fill("Nyamweya");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Confirm email").fill(email);
    await page.getByLabel(/^Phone/).fill(phoneEnding("125"));
    // Paying at the office (the default); later, from another device, they would rather pay by M-Pesa.
    await page.getByRole("button", { name: "Join the Fan Club" }).click();
    await expect(page).toHaveURL(/\/membership\?tab=lookup$/);

    await page.context().clearCookies();
    await open(page, await signInLinkFor(email, /Welcome/));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // Signing in while the membership awaits payment lands on its payment page.
    await expect(page).toHaveURL(/\/membership\/payment\/\d+$/);
    const paymentPage = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Your Premium Fan membership" })).toBeVisible();

    await open(page, "/membership?tab=lookup");
    await page.getByRole("region", { name: "Your membership" }).getByRole("link", { name: "Pay now with M-Pesa" }).click();
    await expect(page).toHaveURL(paymentPage);
    await page.getByRole("button", { name: "Pay now with M-Pesa" }).click();
    await expect(page.getByText("Check your phone and enter your M-Pesa PIN")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your membership is active" })).toBeVisible();
    await open(page, "/membership?tab=lookup");
    await expect(page.getByRole("region", { name: "Your membership" }).getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay now with M-Pesa" })).toHaveCount(0);
  });
});
