// The pages the accessibility spec audits and the hydration spec opens with scripts on: every public
// page, every admin screen the dashboard links to, and the set-ups some of them need (a cart with an
// item, an order, a match).
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { adminSections } from "~/config/admin-sections";
import { uniqueSuffix } from "../support/factories";
import { e2eDatabase } from "./fixtures";
import { open } from "./helpers";

export const PUBLIC_PAGES = [
  "/",
  "/?lang=sw",
  "/blog",
  "/blog/recovery-days-why-rest-matters",
  "/shop",
  "/shop/1-home-jersey-2026-27",
  "/membership",
  "/membership?tab=register",
  "/membership?tab=lookup",
  "/membership?tab=content",
  "/membership/sign-in",
  "/family/sign-in",
  "/academy-registration",
  "/admin-login",
  "/fixtures",
  // The U-13s: their seeded recorded match gives the page its top scorers table (ADR 0028).
  "/teams/u-13",
  "/competitions/nairobi-junior-festival-cup",
  "/no-such-page",
];

// Every screen the admin dashboard links to (accessibility.spec.ts checks that this list still covers them).
export const ADMIN_SCREENS = [
  ...adminSections.filter((section) => section.built).map((section) => section.href),
  "/admin/settings?tab=audit",
  "/blog-admin?tab=comments",
  "/email-management?tab=logs",
  // The dashboard's to-dos open these lists already filtered.
  "/academy-admin?status=pending",
  "/admin/orders?status=pending",
  "/admin/orders?status=paid",
  "/admin/fixtures?when=to-record",
  // The treasurer's screens besides the overview (the section's own href).
  "/admin/fees/unmatched",
  "/admin/fees/cash?q=a",
];

/** The page of a match of the seeded cup. */
export async function aMatchPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/fixtures?competition=nairobi-junior-festival-cup");
  const [match] = (await response.json()) as { id: number }[];
  return `/fixtures/${match.id}`;
}

/** Puts a jersey in this context's cart (the cart cookie is shared with the page). */
export async function addJerseyToCart(page: Page) {
  const response = await page.request.post("/cart", {
    form: { intent: "add", merchandiseId: "1", size: "M", color: "", quantity: "1", redirectTo: "/shop" },
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(400);
}

/** Places an order with the cart's jersey and returns the order page's address (with its token). */
export async function placeOrder(page: Page): Promise<string> {
  await addJerseyToCart(page);
  const response = await page.request.post("/cart", {
    form: {
      intent: "checkout",
      name: "Grace Wambui",
      email: `grace.${uniqueSuffix()}@example.com`,
      phone: `+254 700 ${uniqueSuffix().replace(/\D/g, "").slice(-6).padStart(6, "0")}`,
      address: "Karen, Nairobi",
      amount: "3500",
      payment: "delivery",
    },
    // As the browser sends a plain form post: the answer is then the redirect to the order's page.
    headers: { "Sec-Fetch-Mode": "navigate" },
    maxRedirects: 0,
  });
  const location = response.headers()["location"];
  expect(location, `checkout answered ${response.status()}`).toMatch(/^\/orders\/\d+\?t=/);
  return location;
}

/** The id of the seeded team with this slug (the seed's youth teams: u-9 … u-17). */
export function seededTeamId(slug: string): number {
  const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
  try {
    return (db.prepare("SELECT id FROM teams WHERE slug = ?").get(slug) as { id: number }).id;
  } finally {
    db.close();
  }
}

/** A sign-in link's token for this address, made in the database as the site makes one (ten minutes, single use). */
export function guardianSignInToken(email: string): string {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)").run(email, crypto.createHash("sha256").update(token).digest("hex"), new Date(Date.now() + 600_000).toISOString());
  } finally {
    db.close();
  }
  return token;
}

/** Signs `page` in as the guardian with this address through a link made in the database and its Sign in button. */
export async function signInAsGuardian(page: Page, email: string) {
  await open(page, `/family/sign-in?token=${guardianSignInToken(email)}`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/family$/);
}
