import { todayInNairobi } from "../../app/utils/age";
import { shiftDate } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";

// The academy registration in Kiswahili: the age rule as the date is typed (JavaScript), the
// file-size toast raised in the browser, and the form's errors and toast without JavaScript. The
// English form: academy-register.spec.ts.

test.describe("academy registration in Kiswahili", () => {
  test("the age rule, the file check and the errors read in Swahili", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await open(page, "/academy-registration?lang=sw");
    await expect(page.getByRole("heading", { level: 1, name: "Usajili wa Akademia ya Vijana" })).toBeVisible();
    await expect(page.getByText("Mchezaji asiwe na zaidi ya miaka 19.")).toBeVisible();
    const dateOfBirth = page.getByLabel("Tarehe ya kuzaliwa", { exact: true });

    if (javaScriptEnabled) {
      const ageDisplay = page.getByTestId("age-display");
      await dateOfBirth.fill(shiftDate(todayInNairobi(), { years: -20 }));
      await expect(ageDisplay).toContainText("Umri: miaka 20");
      await expect(ageDisplay).toContainText("Hastahili - mchezaji asizidi miaka 19");
      await dateOfBirth.fill(shiftDate(todayInNairobi(), { years: -10 }));
      await expect(ageDisplay.getByText("Anastahili", { exact: true })).toBeVisible();

      await page.getByLabel("Cheti cha kuzaliwa (si lazima)", { exact: true }).setInputFiles({
        name: "cheti.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(6 * 1024 * 1024),
      });
      await expectToast(page, "Faili ni kubwa mno", "Tafadhali chagua faili iliyo chini ya MB 5");
    } else {
      await page.getByRole("button", { name: "Tuma Usajili" }).click();
      // Calm words: a summary at the top of the form, no "failed" toast.
      await expect(page.getByRole("alert").getByRole("heading", { name: "Baadhi ya majibu yanahitaji kurekebishwa" })).toBeVisible();
      await expect(page.getByText("Usajili Haukufaulu")).toHaveCount(0);
      const main = page.getByRole("main");
      for (const message of ["Jina la mchezaji liwe na angalau herufi 2", "Tarehe ya kuzaliwa inahitajika", "Chagua angalau siku moja ya mazoezi"]) {
        await expect(main.getByText(message, { exact: true }), message).toBeVisible();
      }
    }
  });
});
