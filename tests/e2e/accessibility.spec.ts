import crypto from "node:crypto";
import axe from "axe-core";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { sectionForPath } from "~/config/admin-sections";
import { buildRegistration } from "../support/factories";
import { registerThroughApi } from "./academy-pages";
import { e2eDatabase, expect, test } from "./fixtures";
import { E2E } from "./e2e-env";
import { invoicePayLink } from "./fees-pages";
import { open } from "./helpers";
import { addJerseyToCart, ADMIN_SCREENS, aMatchPath, placeOrder, PUBLIC_PAGES, seededTeamId, signInAsGuardian } from "./site-pages";

// axe-core over every public page and every admin screen the dashboard links to, at a phone's and a
// laptop's width, plus a few states a visitor gets into: a form showing its errors, an admin detail
// dialog open, the notification panel open. Audited once, on the markup the server sends (what every
// visitor gets first, and all a visitor in Lite mode gets); only the notification panel, which exists
// with scripts alone, is audited with them (@js-only). hydration.spec.ts opens the same pages with
// scripts on and checks they hydrate without an error.
// WCAG 2.0/2.1 A and AA and 2.2 AA, with two rules axe leaves off by default switched on: the accessible
// name must contain the visible label (label-content-name-mismatch, WCAG 2.5.3, for voice control) and
// targets of at least 24 px (target-size, WCAG 2.5.8).

// Each test runs axe twice (and may open its page twice): on a loaded machine that takes a while.
test.describe.configure({ timeout: 240_000 });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  // Violations only: axe skips collecting the nodes that pass, a quarter of its time.
  resultTypes: ["violations"],
  rules: { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } },
} satisfies axe.RunOptions;

/**
 * The violations axe finds on the page as it is now, one line per failing node. Colour contrast does
 * not change with the width and is by far axe's slowest rule, so it is checked at the laptop width only.
 * axe-core runs straight in the page (injected once per load): @axe-core/playwright's default run
 * finishes in a second blank page with axe injected again, three times the time for these pages,
 * which have no frames for it to gather.
 */
async function violationsOn(page: Page, { contrast = true } = {}): Promise<string[]> {
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axe.source);
  const options: axe.RunOptions = contrast ? AXE_OPTIONS : { ...AXE_OPTIONS, rules: { ...AXE_OPTIONS.rules, "color-contrast": { enabled: false } } };
  const found = await page.evaluate(async (options) => {
    const results = await (window as WithAxe).axe!.run(document, options);
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`),
    );
  }, options);
  return [...found, ...(await namesMissingTheirText(page))];
}

/**
 * Controls named by `aria-label` whose name does not contain the words they show (axe checks only
 * some roles): a voice-control user says what they see. Compared word by word, ignoring case and punctuation.
 */
async function namesMissingTheirText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const controls = document.querySelectorAll<HTMLElement>(
      "a[aria-label], button[aria-label], summary[aria-label], [role=button][aria-label], [role=link][aria-label], [role=tab][aria-label]",
    );
    const found = new Set<string>();
    for (const control of controls) {
      const shown = words(control.innerText ?? "");
      if (shown && !` ${words(control.getAttribute("aria-label") ?? "")} `.includes(` ${shown} `)) {
        found.add(`name-contains-visible-text: "${control.innerText.trim()}" is named "${control.getAttribute("aria-label")}"`);
      }
    }
    return [...found];
  });
}

/**
 * axe runs inside the page, which a context with JavaScript disabled refuses. So the scripts-off pass
 * uses a context of its own, signed in and with the same cart (the cookies are copied), whose
 * requests for script files are refused: the page is what a browser without JavaScript renders (its
 * few inline scripts, which only set up the bundles' loading, still run).
 */
async function scriptlessCopyOf(page: Page): Promise<Page> {
  // Explicitly on: a context made inside a test takes the project's options, scripts off included.
  const context = await page.context().browser()!.newContext({ baseURL: E2E.baseUrl, javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.fallback()));
  return context.newPage();
}

/** Audits the page at both widths (`prepare` runs after a fresh load at each) and collects what axe finds. */
async function expectNoViolations(original: Page, url: string, prepare?: (page: Page) => Promise<void>) {
  const page = javaScriptOn() ? original : await scriptlessCopyOf(original);
  const found: string[] = [];
  for (const [index, size] of WIDTHS.entries()) {
    await page.setViewportSize(size);
    // The server's markup is the same at every width (only the CSS differs): one load serves both,
    // unless `prepare` changed the page.
    if (index === 0 || prepare) await open(page, url);
    if (prepare) await prepare(page);
    for (const line of await violationsOn(page, { contrast: size.width > 1000 })) found.push(`[${size.width}px ${url}] ${line}`);
  }
  if (page !== original) await page.context().close();
  expect(found, found.join("\n")).toEqual([]);
}

test.describe("public pages", () => {
  for (const url of PUBLIC_PAGES) {
    test(`no axe violations on ${url}`, async ({ page }) => {
      await expectNoViolations(page, url);
    });
  }

  test("no axe violations on a match", async ({ page }) => {
    await expectNoViolations(page, await aMatchPath(page));
  });

  test("no axe violations on the cart with an item", async ({ page }) => {
    await addJerseyToCart(page);
    await expectNoViolations(page, "/cart");
  });

  test("no axe violations on an order page", async ({ page }) => {
    await expectNoViolations(page, await placeOrder(page));
  });

  test("no axe violations with the checkout form showing its errors", async ({ page }) => {
    await addJerseyToCart(page);
    await expectNoViolations(page, "/cart", async (page) => {
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.locator("#main [aria-invalid='true']").first()).toBeVisible();
    });
  });

  test("no axe violations with the header's navigation open: the phone menu and its groups, a desktop dropdown", async ({ page, login }) => {
    await login(); // staff: the Admin group too, with its Coming soon entries
    await expectNoViolations(page, "/blog", async (page) => {
      const nav = page.getByRole("navigation", { name: "Main" });
      const summary = (label: string) => nav.locator("summary").filter({ hasText: new RegExp(`^${label}$`) });
      if (await summary("Menu").isVisible()) {
        await summary("Menu").click();
        await summary("Admin").click();
      }
      await summary("Team").click();
      await expect(nav.getByRole("link", { name: "Players", exact: true })).toBeVisible();
    });
  });

  // The notification button exists only with scripts on.
  test("no axe violations with the notification panel open", { tag: "@js-only" }, async ({ page }) => {
    await expectNoViolations(page, "/", async (page) => {
      await page.getByRole("button", { name: /^Notification settings/ }).click();
      await expect(page.getByRole("dialog", { name: "Notification Settings" })).toBeVisible();
    });
  });
});

test("no axe violations on a signed-in family's page", async ({ page }) => {
  await signInAsGuardian(page, "wanjiru.kamau@example.org");
  await expectNoViolations(page, "/family");
});

test("no axe violations on a fee invoice's pay page, a family's fees, a receipt and the season statement", async ({ page }) => {
  const { path, invoiceId, email } = invoicePayLink();
  await expectNoViolations(page, path);
  // A cash payment of part of it, straight into the ledger's tables: a receipt, and a part-paid invoice.
  const db = new Database(e2eDatabase, { fileMustExist: true });
  let paymentId: number;
  try {
    db.pragma("busy_timeout = 5000");
    const playerId = (db.prepare("SELECT player_id AS id FROM fee_invoices WHERE id = ?").get(invoiceId) as { id: number }).id;
    paymentId = Number(
      db
        .prepare("INSERT INTO fee_payments (channel, amount, receipt, paid_at, player_id, status, matched_by, source) VALUES ('cash', 500, ?, ?, ?, 'matched', 'cash', 'staff')")
        .run(`CASH-${invoiceId}`, new Date().toISOString(), playerId).lastInsertRowid,
    );
    db.prepare("INSERT INTO fee_allocations (fee_payment_id, invoice_id, amount) VALUES (?, ?, 500)").run(paymentId, invoiceId);
  } finally {
    db.close();
  }
  await signInAsGuardian(page, email);
  await expectNoViolations(page, "/family");
  await expectNoViolations(page, `/family/fees/receipts/${paymentId}`);
  await expectNoViolations(page, "/family/fees/statement?season=2026");
});

test("no axe violations on an availability answer link's page", async ({ page }) => {
  // A link for the seeded U-13 request (the seed mails no links): a token made straight in the database.
  const token = crypto.randomBytes(32).toString("base64url");
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const request = db.prepare("SELECT r.id, r.starts_at AS startsAt, p.player_id AS playerId FROM availability_requests r JOIN team_players p ON p.team_id = r.team_id ORDER BY r.id, p.player_id LIMIT 1").get() as {
      id: number;
      startsAt: string;
      playerId: number;
    };
    db.prepare("INSERT INTO availability_tokens (request_id, player_id, token_hash, expires_at) VALUES (?, ?, ?, ?)").run(
      request.id,
      request.playerId,
      crypto.createHash("sha256").update(token).digest("hex"),
      request.startsAt,
    );
  } finally {
    db.close();
  }
  await expectNoViolations(page, `/availability/${token}?answer=unavailable`);
});

test.describe("admin screens", () => {
  test("the list below covers every screen the dashboard links to", async ({ page, login }) => {
    await login();
    await open(page, "/admin-dashboard");
    const hrefs = await page.locator("#main a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const screens = hrefs.filter((href) => sectionForPath(href.split("?")[0]) && !/\.(csv|ics|xml)$/.test(href.split("?")[0]));
    expect([...new Set(screens)].filter((href) => !ADMIN_SCREENS.includes(href))).toEqual([]);
  });

  for (const url of ADMIN_SCREENS) {
    test(`no axe violations on ${url}`, async ({ page, login }) => {
      await login();
      await expectNoViolations(page, url);
    });
  }

  // The seeded U-13 team's screens, in three tests so that the workers share them.
  const seededMatchRequestFixture = (teamId: number) => {
    const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
    try {
      return (db.prepare("SELECT fixture_id AS id FROM availability_requests WHERE team_id = ? AND fixture_id IS NOT NULL ORDER BY id LIMIT 1").get(teamId) as { id: number }).id;
    } finally {
      db.close();
    }
  };
  const teamScreens: [string, (teamId: number) => string[]][] = [
    ["a team's squad, its add-player dialog and its messages", (teamId) => [`/admin/squads?team=${teamId}`, `/admin/squads?team=${teamId}&add=player`, `/admin/squads/${teamId}/messages`]],
    // The match squad of the seeded request's fixture: its players with their answers.
    ["a team's availability, a match squad and its statistics", (teamId) => [`/admin/squads/${teamId}/availability`, `/admin/squads/${teamId}/squad/${seededMatchRequestFixture(teamId)}`, `/admin/squads/${teamId}/stats`]],
    ["a team's attendance", (teamId) => [`/admin/squads/${teamId}/attendance`]],
  ];
  for (const [what, screensOf] of teamScreens) {
    test(`no axe violations on ${what}`, async ({ page, login }) => {
      await login();
      for (const url of screensOf(seededTeamId("u-13"))) await expectNoViolations(page, url);
    });
  }

  // Academy fees (ADR 0029): the seeded plans and bursary, with every form (a treasurer's screen).
  test("no axe violations on the fee plans and bursaries screen", async ({ page, login }) => {
    await login({ role: "treasurer" });
    await expectNoViolations(page, "/admin/fees/plans");
  });

  test("no axe violations on a team's training with the cancel dialog", async ({ page, login }) => {
    await login();
    const training = `/admin/squads/${seededTeamId("u-13")}/training`;
    await open(page, training);
    const cancel = await page.getByRole("link", { name: /^Cancel/ }).first().getAttribute("href");
    await expectNoViolations(page, cancel ?? training);
  });

  // The fees statement import (ADR 0029): a summary with skipped rows after an upload, and a refused file's error.
  test("no axe violations on the statement import, with a summary and with a refused file", async ({ page, login }) => {
    await login();
    const statement = [
      "Organisation Name:,RISING STARS FC",
      "Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.",
      "AXE0000001,29-11-2026 10:15:00,29-11-2026 10:15:00,Pay Bill,Completed,\"1,000.00\",,,true,Pay Bill Online,2547****126 - JANE,,RS99990",
      "AXE0000002,29-11-2026 10:20:00,29-11-2026 10:20:00,Pay Bill,Failed,500.00,,,true,Pay Bill Online,,,RS99990",
    ].join("\r\n");
    const upload = (content: string) => async (page: Page) => {
      await page.locator("#statement").setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(content) });
      await page.getByRole("button", { name: "Import the statement" }).click();
    };
    await expectNoViolations(page, "/admin/fees/import", async (page) => {
      await upload(statement)(page);
      await expect(page.getByTestId("import-summary").first()).toBeVisible();
      // Again without the redirect's #latest-import, scrolled to the top like the other screens' audits.
      await open(page, "/admin/fees/import");
      await expect(page.getByTestId("import-summary").first()).toBeVisible();
    });
    await expectNoViolations(page, "/admin/fees/import", async (page) => {
      await upload("name,amount\r\nJane,100\r\n")(page);
      await expect(page.getByText(/No header row found/).first()).toBeVisible();
    });
  });

  test("no axe violations with a registration's details open", async ({ page, login, request }) => {
    await login();
    const { id } = await registerThroughApi(request, buildRegistration());
    await expectNoViolations(page, `/academy-admin?view=${id}`, async (page) => {
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
});
