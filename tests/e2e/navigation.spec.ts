import type { Locator, Page } from "@playwright/test";
import { E2E } from "./e2e-env";
import { expect, test } from "./fixtures";
import { adminSections } from "~/config/admin-sections";
import { open } from "./helpers";

// Covers "Navigation bar" and the footer. The header's navigation is one list: the bar from 1024 px,
// the phone menu below. The dropdowns (the phone menu's groups) and the Menu toggle are
// <details>/<summary>, so they open and close with JavaScript switched off too.
// The admin links (the Admin group, the academy's admin screen) are for signed-in staff only.

const PUBLIC_TOP_LEVEL = [
  "Home",
  "About",
  "Team",
  "Academy",
  "Fixtures",
  "News",
  "Blog",
  "Shop",
  "Membership",
  "Gallery",
  "Contact",
];
const STAFF_TOP_LEVEL = [...PUBLIC_TOP_LEVEL, "Admin"];

const GROUPS = {
  Team: [
    ["Players", "/#team"],
    ["Coaching Staff", "/#coaching-staff"],
    ["Administrative Staff", "/#administrative-staff"],
  ],
  Academy: [["Player Registration", "/academy-registration"]],
} as const;
const ACADEMY_ADMIN = ["Academy Registrations", "/academy-admin"] as const;

// The Admin group comes from the admin-section registry: built screens are links, the others are
// listed as "Coming soon" and lead nowhere (never to a 404).
const ADMIN_MENU = adminSections.filter((section) => section.inSiteMenu);

const MOBILE_ONLY_ADMIN = [["Admin Dashboard", "/admin-dashboard"]] as const;

function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/** The Menu toggle's <details> (its `open` is the menu's state). */
function menuToggle(page: Page): Locator {
  return page.locator("details[data-mobile-menu]");
}

/** A dropdown/group toggle (a <summary>, which has no ARIA role) that is currently on screen. */
function toggle(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).filter({ visible: true });
}

async function expectAdminMenu(nav: Locator) {
  for (const section of ADMIN_MENU) {
    const entry = nav.getByText(`${section.title} (Coming soon)`, { exact: true }).filter({ visible: true });
    if (section.built) {
      await expect(visibleLink(nav, section.title, section.href)).toHaveCount(1);
    } else {
      await expect(entry).toHaveCount(1);
      await expect(nav.locator(`a[href="${section.href}"]`)).toHaveCount(0);
    }
  }
}

/** Links in the nav with this name and href that are currently on screen. */
function visibleLink(scope: Locator, name: string, href: string): Locator {
  return scope.getByRole("link", { name, exact: true }).and(scope.locator(`a[href="${href}"]`)).filter({ visible: true });
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The top level of the bar: links and dropdown toggles, left to right. */
  async function topLevel(nav: Locator) {
    return nav
      .locator("ul")
      .first()
      .locator(":scope > li")
      .filter({ visible: true })
      .evaluateAll((lis) => lis.map((li) => (li.querySelector(":scope > a, :scope > details > summary")?.textContent ?? "").trim()));
  }

  test("shows the items in the agreed order, without admin links for visitors", async ({ page }) => {
    await open(page, "/");
    const nav = mainNav(page);
    expect(await topLevel(nav)).toEqual(PUBLIC_TOP_LEVEL);
    await expect(nav.locator('a[href="/academy-admin"], a[href="/admin-dashboard"], a[href="/blog-admin"]')).toHaveCount(0);

    // Plain links go to their pages.
    for (const [name, href] of [
      ["Home", "/#home"],
      ["About", "/#about"],
      ["News", "/#news"],
      ["Blog", "/blog"],
      ["Shop", "/shop"],
      ["Membership", "/membership"],
      ["Gallery", "/#gallery"],
      ["Contact", "/#contact"],
    ]) {
      await expect(visibleLink(nav, name, href)).toHaveCount(1);
    }
    // The mobile menu toggle is not shown on a desktop.
    await expect(toggle(nav, "Menu")).toHaveCount(0);
  });

  for (const [group, links] of Object.entries(GROUPS)) {
    test(`the ${group} dropdown opens on click and lists its links`, async ({ page }) => {
      await open(page, "/");
      const nav = mainNav(page);
      const [firstName, firstHref] = links[0];
      await expect(visibleLink(nav, firstName, firstHref)).toHaveCount(0);

      await toggle(nav, group).click();
      for (const [name, href] of links) {
        await expect(visibleLink(nav, name, href)).toHaveCount(1);
      }

      await toggle(nav, group).click();
      await expect(visibleLink(nav, firstName, firstHref)).toHaveCount(0);
    });
  }

  test("signed-in staff also get the Admin dropdown and the academy's admin screen", async ({ page, login }) => {
    await login({ role: "staff" });
    await open(page, "/");
    const nav = mainNav(page);
    expect(await topLevel(nav)).toEqual(STAFF_TOP_LEVEL);
    await toggle(nav, "Academy").click();
    await expect(visibleLink(nav, ...ACADEMY_ADMIN)).toHaveCount(1);
  });

  test("the Admin dropdown lists the admin screens, unbuilt ones as Coming soon without a link", async ({ page, login }) => {
    await login();
    await open(page, "/");
    const nav = mainNav(page);
    await toggle(nav, "Admin").click();
    await expectAdminMenu(nav);
    // Admin Dashboard is in the mobile Admin group only.
    for (const [name, href] of MOBILE_ONLY_ADMIN) await expect(visibleLink(nav, name, href)).toHaveCount(0);
    await toggle(nav, "Admin").click();
    await expect(nav.getByText(ADMIN_MENU[0].title, { exact: false }).filter({ visible: true })).toHaveCount(0);
  });

  // With JavaScript a client-side navigation, after which the header's script closes the dropdown.
  test("Player Registration in the Academy dropdown navigates", { tag: "@js" }, async ({ page }) => {
    await open(page, "/");
    const nav = mainNav(page);
    await toggle(nav, "Academy").click();
    await visibleLink(nav, "Player Registration", "/academy-registration").click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/academy-registration`);
    // The dropdown is closed on the new page.
    await expect(visibleLink(nav, "Player Registration", "/academy-registration")).toHaveCount(0);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor's menu has no Admin group", async ({ page }) => {
    await open(page, "/");
    const nav = mainNav(page);
    await toggle(nav, "Menu").click();
    for (const group of ["Team", "Academy"]) await expect(toggle(nav, group)).toHaveCount(1);
    await expect(toggle(nav, "Admin")).toHaveCount(0);
    await toggle(nav, "Academy").click();
    await expect(visibleLink(nav, ...GROUPS.Academy[0])).toHaveCount(1);
    await expect(nav.locator('a[href="/academy-admin"]')).toHaveCount(0);
  });

  test("the menu opened by the tap that loads the page's scripts stays open", { tag: "@js-only" }, async ({ page }) => {
    // The landing page loads its scripts at the first interaction: here, the tap on Menu.
    await page.goto("/");
    const nav = mainNav(page);
    await toggle(nav, "Menu").click();
    await page.waitForFunction(() => {
      const main = document.getElementById("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
    });
    // The notification button is shown by an effect of the same hydration as the header's: once it
    // is there, the header's effects (which would close a menu on a location change) have run.
    await expect(page.getByRole("button", { name: /^Notification settings/ })).toBeVisible();
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(1);
  });

  test("a menu toggle opens the menu; groups expand and collapse independently", async ({ page, login }) => {
    await login();
    await open(page, "/");
    const nav = mainNav(page);

    // Desktop items are hidden and the menu is closed.
    await expect(nav.getByRole("link", { name: "Blog", exact: true }).filter({ visible: true })).toHaveCount(0);
    await expect(toggle(nav, "Team")).toHaveCount(0);

    await toggle(nav, "Menu").click();
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(1);
    await expect(visibleLink(nav, "About", "/#about")).toHaveCount(1);
    for (const group of ["Team", "Academy", "Admin"]) await expect(toggle(nav, group)).toHaveCount(1);
    // Groups start closed.
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(0);
    await expect(visibleLink(nav, ...MOBILE_ONLY_ADMIN[0])).toHaveCount(0);

    await toggle(nav, "Team").click();
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(1);
    await toggle(nav, "Admin").click();
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(1);
    for (const [name, href] of MOBILE_ONLY_ADMIN) await expect(visibleLink(nav, name, href)).toHaveCount(1);
    await expectAdminMenu(nav);

    await toggle(nav, "Team").click();
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(0);
    await expect(visibleLink(nav, ...MOBILE_ONLY_ADMIN[0])).toHaveCount(1);

    await toggle(nav, "Academy").click();
    for (const [name, href] of [...GROUPS.Academy, ACADEMY_ADMIN]) await expect(visibleLink(nav, name, href)).toHaveCount(1);
    await expect(visibleLink(nav, ...MOBILE_ONLY_ADMIN[0])).toHaveCount(1);

    await toggle(nav, "Admin").click();
    await expect(visibleLink(nav, ...MOBILE_ONLY_ADMIN[0])).toHaveCount(0);
    await expect(visibleLink(nav, "Player Registration", "/academy-registration")).toHaveCount(1);

    // Closing the menu hides everything again.
    await toggle(nav, "Menu").click();
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(0);
  });

  test("the footer's Staff login leads to the login page", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Staff login", exact: true }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/admin-login`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });

  // Without JavaScript a same-page #anchor cannot close the <details> menu.
  test("choosing an anchor item closes the menu", { tag: "@js-only" }, async ({ page }) => {
    await open(page, "/");
    const nav = mainNav(page);

    await toggle(nav, "Menu").click();
    await visibleLink(nav, "About", "/#about").click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/#about`);
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(0);

    await toggle(nav, "Menu").click();
    await toggle(nav, "Team").click();
    await visibleLink(nav, "Coaching Staff", "/#coaching-staff").click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/#coaching-staff`);
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(0);

    // Re-opening the menu shows the groups collapsed again.
    await toggle(nav, "Menu").click();
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveCount(1);
    await expect(visibleLink(nav, "Coaching Staff", "/#coaching-staff")).toHaveCount(0);
  });
});

test.describe("one copy of the header's navigation", () => {
  test.use({ hasTouch: true });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px each header link is in the page once, shown or not`, async ({ page, login }) => {
      await page.setViewportSize(viewport);
      await login();
      await open(page, "/blog");
      const hrefs = await page.getByRole("banner").locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(15);
      expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
      await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(1);
      await expect(page.locator("summary").filter({ hasText: /^Team$/ })).toHaveCount(1);
    });
  }

  test("on a phone the Menu toggle opens and closes the list with a tap, Enter or Space", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/blog");
    const nav = mainNav(page);
    const menu = toggle(nav, "Menu");
    await expect(menu).toHaveAttribute("aria-controls", "site-menu");
    await expect(page.locator("#site-menu")).toBeHidden();

    await menu.tap();
    await expect(menuToggle(page)).toHaveAttribute("open", "");
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(visibleLink(nav, "Shop", "/shop")).toHaveCount(1);
    await menu.tap();
    await expect(menuToggle(page)).not.toHaveAttribute("open");
    await expect(visibleLink(nav, "Shop", "/shop")).toHaveCount(0);

    // Keyboard: the list follows the toggle in the Tab order.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(visibleLink(nav, "Shop", "/shop")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(visibleLink(nav, "Home", "/#home")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Space");
    await expect(visibleLink(nav, "Shop", "/shop")).toHaveCount(0);

    if (!javaScriptEnabled) return;
    // With the scripts: Escape from inside the menu closes it and gives the focus back to the toggle.
    await page.keyboard.press("Space");
    await toggle(nav, "Team").click();
    await visibleLink(nav, "Players", "/#team").focus();
    await page.keyboard.press("Escape");
    await expect(menuToggle(page)).not.toHaveAttribute("open");
    await expect(menu).toBeFocused();
    // Reopened, its groups are closed; a tap outside the menu closes it.
    await menu.click();
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(0);
    await page.getByRole("heading", { level: 1 }).dispatchEvent("click"); // under the open menu
    await expect(menuToggle(page)).not.toHaveAttribute("open");
  });

  test("on a desktop the bar is shown without the Menu toggle, and a dropdown works with the keyboard", { tag: "@js" }, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/blog");
    const nav = mainNav(page);
    await expect(menuToggle(page)).toBeHidden();
    await expect(visibleLink(nav, "Shop", "/shop")).toHaveCount(1);
    await expect(visibleLink(nav, "Blog", "/blog")).toHaveAttribute("aria-current", "page");

    const team = toggle(nav, "Team");
    await team.focus();
    await page.keyboard.press("Enter");
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(visibleLink(nav, "Players", "/#team")).toBeFocused();
    // A dropdown panel opens over the page, below the bar, without moving the bar.
    const panel = await nav.locator("details[open] > ul").boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 16);
    expect(header!.height).toBe(64);

    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect(team).toBeFocused();
      // Opening one dropdown closes the other.
      await team.click();
      await toggle(nav, "Academy").click();
      await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(0);
      await expect(visibleLink(nav, "Player Registration", "/academy-registration")).toHaveCount(1);
      await page.getByRole("heading", { level: 1 }).dispatchEvent("click");
      await expect(visibleLink(nav, "Player Registration", "/academy-registration")).toHaveCount(0);
    } else {
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
    }
    await expect(visibleLink(nav, "Players", "/#team")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("quick links point at the landing page anchors and the fixtures page", async ({ page }) => {
    await open(page, "/admin-login");
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Footer" });
    for (const [name, href] of [
      [/About/, "/#about"],
      [/Team/, "/#team"],
      [/Fixtures/, "/fixtures"],
      [/News/, "/#news"],
      [/Coaching/, "/#coaching-staff"],
      [/Training/, "/#training"],
    ] as const) {
      await expect(quickLinks.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(quickLinks.getByRole("link")).toHaveCount(6);

    const registration = footer.getByRole("link", { name: "Player Registration" });
    await expect(registration).toHaveAttribute("href", "/academy-registration");
    await registration.click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/academy-registration`);
  });
});

test.describe("language link in the header", () => {
  test("on a desktop: the same page in Kiswahili, the bar in Kiswahili, and back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/blog");
    await mainNav(page).getByRole("link", { name: "Kiswahili", exact: true }).click();
    await expect(page).toHaveURL(`${E2E.baseUrl}/blog?lang=sw`);
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    const nav = page.getByRole("navigation", { name: "Menyu kuu" });
    await expect(visibleLink(nav, "Duka", "/shop")).toHaveCount(1);
    await nav.getByRole("link", { name: "English", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(visibleLink(mainNav(page), "Shop", "/shop")).toHaveCount(1);
  });

  test("on a phone: the last entry of the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/");
    await toggle(mainNav(page), "Menu").click();
    await mainNav(page).getByRole("link", { name: "Kiswahili", exact: true }).filter({ visible: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(toggle(page.getByRole("navigation", { name: "Menyu kuu" }), "Menyu")).toHaveCount(1);
  });
});
