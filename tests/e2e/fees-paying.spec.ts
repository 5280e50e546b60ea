// A parent pays an academy fee from the invoice e-mail's link on a phone without JavaScript (ADR 0029):
// the pay page names the child and the sums, "Pay with M-Pesa" for a part prompts the phone (the Daraja
// stand-in answers after 3 s), the page reloads itself while it waits, then shows the receipt with the
// M-Pesa receipt number and what is still owed. The family and its invoice are written straight into the
// e2e server's database (making invoices is another part's flow); the link's key is the server's own HMAC.
import { uniqueSuffix } from "../support/factories";
import { invoicePayLink } from "./fees-pages";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

const phone = () => `07${uniqueSuffix().replace(/\D/g, "").slice(-4).padStart(4, "0")}0123`;

test("a parent opens the invoice's pay link, pays part of it by M-Pesa and sees the receipt", async ({ page }) => {
  const { path } = invoicePayLink();
  await open(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Academy fees for Tumaini: November 2026");
  await expect(page.getByTestId("fee-owed")).toHaveText("KES 2,500");
  await expect(page.getByRole("heading", { name: "Or pay from your phone's M-Pesa menu" })).toBeVisible();

  await page.getByLabel("M-Pesa phone number").fill(phone());
  await page.getByLabel("Amount (KES)").fill("1000");
  await page.getByRole("button", { name: "Pay with M-Pesa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your phone and enter your M-Pesa PIN" })).toBeVisible();

  // Without JavaScript the page reloads itself until the answer is in, then shows the receipt.
  const receipt = page.getByTestId("fee-receipt");
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  await expect(receipt).toContainText(/M-Pesa receipt\s*[A-Z0-9]{10}/);
  await expect(receipt).toContainText("Tumaini, November 2026");
  await expect(receipt).toContainText("KES 1,000");
  await expect(page.getByTestId("fee-paid")).toHaveText("KES 1,000");
  await expect(page.getByTestId("fee-owed")).toHaveText("KES 1,500");
  // Part paid: the form is there again for the rest.
  await expect(page.getByLabel("Amount (KES)")).toHaveValue("1500");
});
