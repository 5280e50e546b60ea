import { expect, test } from "@playwright/test";
import { open } from "./helpers";

// Icon-only controls name themselves in a tooltip after 700 ms of hover (CSS only, so it needs no
// script): here the floating notification button, whose name is its only text.
test.describe("tooltips of icon-only controls", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The notification button needs push support, which needs scripts.
  test("open after a 700 ms hover with the control's name, and close when the pointer leaves", { tag: "@js-only" }, async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: /notification/i });
    const tooltip = () =>
      button.evaluate((element) => {
        const after = getComputedStyle(element, "::after");
        return { visibility: after.visibility, text: after.content };
      });
    const name = await button.getAttribute("aria-label");
    expect(await tooltip()).toMatchObject({ visibility: "hidden" });
    // Timed inside the page: from the pointer entering to the tooltip showing (a loaded machine may
    // take long to answer a test, not to run a transition).
    const shownAfter = button.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          element.addEventListener(
            "pointerenter",
            () => {
              const enteredAt = performance.now();
              const check = () =>
                getComputedStyle(element, "::after").visibility === "visible" ? resolve(performance.now() - enteredAt) : requestAnimationFrame(check);
              check();
            },
            { once: true },
          );
        }),
    );
    await button.hover();
    expect(await shownAfter).toBeGreaterThanOrEqual(650);
    expect((await tooltip()).text).toBe(`"${name}"`);
    await page.mouse.move(5, 400);
    await expect.poll(async () => (await tooltip()).visibility).toBe("hidden");
  });
});
