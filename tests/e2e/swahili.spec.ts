// The public site in Swahili, as a visitor uses it with JavaScript on and off: switching language
// from the footer, the choice kept from page to page, and back.
import swCommon from "../../app/locales/sw/common.json";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

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
});
