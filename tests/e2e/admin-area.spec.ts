import { adminSections, hasPermission } from "~/config/admin-sections";
import { buildRegistration } from "../support/factories";
import { expect, test } from "./fixtures";
import { open } from "./helpers";

// The admin area's shell: navigation and dashboard drawn from the section registry for the user's
// role, the page title, who is signed in, and a phone layout that works without JavaScript.

test.describe("roles", () => {
  // A coach: the dashboard and the squads of their teams, nothing else.
  for (const role of ["admin", "staff", "coach"] as const) {
    test(`a ${role} sees exactly the sections the role allows, in the navigation and on the dashboard`, async ({ page, login }) => {
      const user = await login({ role });
      await open(page, "/admin-dashboard");
      const main = page.getByRole("main");
      await expect(main.getByText(`Signed in as ${user.displayName}`)).toBeVisible();
      await expect(main.getByText(role, { exact: true })).toBeVisible();

      const nav = main.getByRole("navigation", { name: "Admin" }).filter({ visible: true });
      const tiles = main.getByRole("region", { name: "Manage the club website" });
      for (const section of adminSections) {
        const allowed = hasPermission(role, section.permission);
        const inNav = nav.getByText(section.title);
        if (allowed) await expect(inNav, section.title).toBeVisible();
        else await expect(inNav, section.title).toHaveCount(0);
        if (section.id === "dashboard") continue;
        await expect(tiles.getByText(section.title, { exact: true }), section.title).toHaveCount(allowed ? 1 : 0);
      }
      // Staff and coaches do not see the admin-only sections anywhere on the page ("Database" is also a status tile).
      if (role !== "admin") {
        for (const title of ["Staff Emails", "Settings"]) await expect(main.getByText(title, { exact: true })).toHaveCount(0);
      }
    });
  }

  test("the navigation leads to a built section, marks it current and titles the page", async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/admin-dashboard");
    const nav = page.getByRole("navigation", { name: "Admin" }).filter({ visible: true });
    await nav.getByRole("link", { name: "Academy Registrations" }).click();
    await expect(page).toHaveURL(/\/academy-admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Academy Registrations" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Academy Registrations" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin menu opens without a script and the registrations list keeps every action on screen", async ({ page, login, apiAs }) => {
    // A pending registration to act on.
    const api = await apiAs("admin");
    const player = `Phone Check ${Date.now()}`;
    const created = await api.post("/api/academy-registrations", { data: buildRegistration({ playerName: player }) });
    expect(created.status()).toBe(201);

    await login({ role: "staff" });
    await open(page, `/academy-admin?q=${encodeURIComponent(player)}`);
    const main = page.getByRole("main");
    // The side bar is hidden on a phone; the menu is a disclosure that opens on tap.
    await expect(main.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await main.getByText("Admin menu").click();
    await expect(main.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await main.getByText("Admin menu").click();

    // The row is a card: its status and both decisions are inside the viewport, nothing scrolls sideways.
    const approve = main.getByRole("link", { name: `Approve ${player}` });
    const reject = main.getByRole("link", { name: `Reject ${player}` });
    for (const control of [approve, reject, main.getByRole("link", { name: `View details of ${player}` })]) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, "control is rendered").not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(390);
    await approve.click();
    await page.getByRole("dialog", { name: `Approve ${player}'s registration?` }).getByRole("button", { name: "Approve and add to team" }).click();
    await expect(main.getByText("Approved", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });
});
