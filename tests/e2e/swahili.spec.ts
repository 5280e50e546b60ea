// The public site in Swahili, as a visitor uses it (plain links and forms): switching language
// from the footer, the choice kept from page to page, and back; registering a child and placing an
// order in Swahili, with the e-mails the real SMTP server receives in Swahili. Fields are found by
// their names and texts by the Swahili catalogues, so rewording a label does not break the flows.
import fs from "node:fs";
import { buildRegistration, uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { mailTo } from "./member-mail";

const catalogue = (file: string) => JSON.parse(fs.readFileSync(`app/locales/sw/${file}.json`, "utf8"));
const swCommon = catalogue("common") as { footer: { quickLinks: string; playerRegistration: string } };
const swAcademyMessages = catalogue("messages/academy") as Record<string, string>;
const swShopMessages = catalogue("messages/shop") as Record<string, string>;

test.describe("Kiswahili", () => {
  test("a visitor switches to Swahili in the footer, keeps it on the next pages, and switches back", async ({ page, context }) => {
    await open(page, "/shop");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Kiswahili" }).click();

    await expect(page).toHaveURL(/\/shop\?lang=sw$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(footer.getByRole("heading", { name: swCommon.footer.quickLinks })).toBeVisible();
    const cookie = (await context.cookies()).find((each) => each.name === "lang");
    expect(cookie).toMatchObject({ value: "sw", httpOnly: true, sameSite: "Lax" });
    // About a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);

    // The next page, reached by a plain link, is Swahili too.
    await footer.getByRole("link", { name: swCommon.footer.playerRegistration }).click();
    await expect(page).toHaveURL(/\/academy-registration$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");

    await footer.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    expect((await context.cookies()).find((each) => each.name === "lang")?.value).toBe("en");
  });

  test("a browser that prefers Swahili gets Swahili on its first visit", async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ locale: "sw-KE", javaScriptEnabled });
    const page = await context.newPage();
    await open(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: swCommon.footer.quickLinks })).toBeVisible();
    await context.close();
  });

  test("a parent registers a child in Swahili and the e-mail is in Swahili", async ({ page }) => {
    const child = buildRegistration({ trainingDays: ["Saturday"] });
    await open(page, "/academy-registration?lang=sw");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    const form = page.locator("form").filter({ has: page.locator('[name="playerName"]') });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("playerName").fill(child.playerName);
    await field("dateOfBirth").fill(child.dateOfBirth);
    await form.locator(`[name="gender"][value="${child.gender}"]`).check();
    await field("position").selectOption(child.position);
    await field("experience").selectOption(child.experience);
    await field("parentGuardianName").fill(child.parentGuardianName);
    await field("relationship").selectOption(child.relationship);
    await field("phoneNumber").fill(child.phoneNumber);
    await field("email").fill(child.email);
    await field("address").fill(child.address);
    await field("emergencyContactName").fill(child.emergencyContactName);
    await field("emergencyContactPhone").fill(child.emergencyContactPhone);
    await form.locator('[name="trainingDays"][value="Saturday"]').check();
    await field("goals").fill(child.goals);
    await field("termsAgreed").check();
    await form.locator('button[type="submit"]').click();

    await expectToast(page, swAcademyMessages["Registration Successful!"]);
    const mail = await mailTo(child.email, new RegExp(`^Tumepokea usajili wa akademia wa ${child.playerName}$`));
    expect(mail.text).toContain(`Mpendwa ${child.parentGuardianName},`);
  });

  test("a shopper orders a jersey in Swahili and the confirmation e-mail is in Swahili", async ({ page }) => {
    const email = `wambui.${uniqueSuffix()}@example.com`;
    await open(page, "/shop/1-home-jersey-2026-27?lang=sw");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    const addToCart = page.locator('form:has(input[name="intent"][value="add"])').first();
    await addToCart.locator('select[name="size"]').selectOption("M");
    await addToCart.locator('button[type="submit"]').click();
    await expectToast(page, swShopMessages["Added to Cart"]);

    await open(page, "/cart");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    const checkout = page.locator('form:has(input[name="intent"][value="checkout"])');
    await checkout.locator('[name="name"]').fill("Grace Wambui");
    await checkout.locator('[name="email"]').fill(email);
    await checkout.locator('[name="phone"]').fill(`+254 700 ${uniqueSuffix().replace(/\D/g, "").slice(-6).padStart(6, "0")}`);
    await checkout.locator('[name="address"]').fill("Karen, Nairobi");
    await checkout.locator('button[type="submit"]').click();

    await expectToast(page, swShopMessages["Order Placed"]);
    const mail = await mailTo(email, /^Oda yako #\d+ kutoka Duka la Rising Stars$/);
    expect(mail.text).toContain("Mpendwa Grace Wambui,");
    expect(mail.text).toMatch(/KES [\d,]+/);
  });
});
