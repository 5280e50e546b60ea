import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { signInLinkFor } from "./member-mail";

// Covers /membership, member status, form reset and Lookup tab after registering,
// registration and lookup messages, membership calls, toasts, prices, bonus 50.
// Every test uses its own e-mail address: tests run in parallel against one server.

const TIER_NAMES = { regular: "Regular Fan", premium: "Premium Fan", vip: "VIP Fan" } as const;
type Tier = keyof typeof TIER_NAMES;

const newEmail = (label: string) => `${label}-${uniqueSuffix()}@example.com`.toLowerCase();

async function registerThroughApi(request: APIRequestContext, tier: Tier, lastName = "Mwangi") {
  const email = newEmail(`api-${tier}`);
  const response = await request.post("/api/fan-members", {
    data: { membershipType: tier, firstName: "Kamau", lastName, email, confirmEmail: email },
  });
  expect(response.status()).toBe(201);
  const { membershipNumber } = (await response.json()) as { membershipNumber: string };
  return { email, membershipNumber, lastName };
}

async function fillRegistration(page: Page, tier: Tier, person: { firstName: string; lastName: string; email: string }) {
  await page.getByRole("radio", { name: new RegExp(`^${TIER_NAMES[tier]}`) }).check();
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Confirm email").fill(person.email);
  await page.getByLabel("Club news").check();
}

const lookupSection = (page: Page) => page.getByRole("region", { name: "Find a membership" });

async function lookUp(page: Page, value: string) {
  await lookupSection(page).getByLabel("Email or membership #").fill(value);
  await lookupSection(page).getByRole("button", { name: "Look up" }).click();
}

test.describe("fan membership portal", () => {
  test("the overview shows the three tiers with prices, benefits and the stat cards", async ({ page }) => {
    await open(page, "/membership");
    await expect(page.getByRole("heading", { level: 1, name: "Fan Membership Portal" })).toBeVisible();
    for (const [name, price] of [
      ["Regular Fan", "Free"],
      ["Premium Fan", "KES 2,500/year"],
      ["VIP Fan", "KES 5,000/year"],
    ]) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Signed home jersey")).toBeVisible();
    for (const stat of ["500+", "15", "25K+", "100+"]) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Member Lookup" }).click();
    await expect(page).toHaveURL(/tab=lookup/);
  });

  // One tier here (a paid one: its card says how to pay); every tier and its status are registered and
  // looked up over HTTP in tests/integration/membership.test.ts. @js: with JavaScript the lookup goes
  // through a fetcher.
  test("a fan registers as Premium Fan and finds the membership by number and e-mail", { tag: "@js" }, async ({ page }) => {
    const tier = "premium";
    await open(page, "/membership?tab=register");
    const person = { firstName: "Wanjiru", lastName: `Tier${tier}`, email: newEmail(`page-${tier}`) };
    await fillRegistration(page, tier, person);
    await page.getByRole("button", { name: "Join the Fan Club" }).click();

    await expect(page).toHaveURL(/\/membership\?tab=lookup$/);
    await expectToast(page, "Welcome to the Fan Club!");
    const description = await page.getByText(/^Your membership number is RSFC-\d{4}-\d{6}\. Welcome bonus of 50 loyalty points added!$/).textContent();
    const number = description!.match(/RSFC-\d{4}-\d{6}/)![0];

    // The Lookup tab opens with the new member's own card, its status and the next step; registering
    // signs nobody in (the welcome mail carries the sign-in link).
    const mine = page.getByRole("region", { name: "Your membership" });
    await expect(mine.getByTestId("member-card").getByText(number)).toBeVisible();
    await expect(mine.getByTestId("member-card").getByText("Pending payment", { exact: true })).toBeVisible();
    // At the office, or with M-Pesa when it is set up (as in the browser suite).
    await expect(mine.getByText(/^Pay the fee (at the club office|now with M-Pesa)/)).toBeVisible();
    await expect(mine.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();

    // The public card: the first name and the last name's initial, the number only to whoever typed it.
    await lookUp(page, number);
    const card = lookupSection(page).getByTestId("member-card");
    await expect(card.getByText(`${person.firstName} T.`)).toBeVisible();
    await expect(card.getByText(number)).toBeVisible();
    await expect(card.getByText(TIER_NAMES[tier], { exact: true })).toBeVisible();
    await expect(card.getByText("Pending payment", { exact: true })).toBeVisible();
    await expect(card.getByText("50", { exact: true })).toBeVisible();
    await expect(card.getByText(/starts once the fee .* is paid at the club office/)).toBeVisible();
    await lookUp(page, person.email.toUpperCase());
    await expect(lookupSection(page).getByText(`${person.firstName} T.`)).toBeVisible();
    await expect(lookupSection(page).getByText(number)).toHaveCount(0);
    await expect(lookupSection(page).getByText(person.lastName)).toHaveCount(0);
    await expect(lookupSection(page).getByText(person.email)).toHaveCount(0);
  });

  test("an e-mail already registered is refused", async ({ page, request }) => {
    const { email } = await registerThroughApi(request, "regular");
    await open(page, "/membership?tab=register");
    await fillRegistration(page, "regular", { firstName: "Again", lastName: "Twice", email });
    await page.getByRole("button", { name: "Join the Fan Club" }).click();
    await expectToast(page, "Registration Failed");
    await expect(page.getByRole("main").getByText(/This email address is already registered/).first()).toBeVisible();
    const found = await request.get(`/api/fan-members/email/${encodeURIComponent(email)}`);
    expect(((await found.json()) as { firstName: string }).firstName).toBe("Kamau");
  });

  // @js: with JavaScript the focus is moved by script and the lookup goes through a fetcher.
  test("mismatched e-mails and an empty lookup show the agreed messages", { tag: "@js" }, async ({ page }) => {
    await open(page, "/membership?tab=register");
    await fillRegistration(page, "regular", { firstName: "Otieno", lastName: "Typo", email: newEmail("typo") });
    await page.getByLabel("Confirm email").fill("different@example.com");
    await page.getByRole("button", { name: "Join the Fan Club" }).click();
    await expect(page.getByText("Emails don't match")).toBeVisible();
    // The message sits under its field, which is marked and takes the focus (with scripts and without).
    await expect(page.getByLabel("Confirm email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Confirm email")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue("Otieno");

    await open(page, "/membership?tab=lookup");
    await lookUp(page, "");
    await expectToast(page, "Missing Information", "Please enter an email or membership number.");
    await lookUp(page, "nobody-here@example.com");
    await expectToast(page, "Member Not Found", "No member found with the provided information.");
  });

  test("an admin activates a pending premium member, who then reads premium content but not VIP content", async ({
    page,
    request,
    login,
  }) => {
    const member = await registerThroughApi(request, "premium", `Payer${uniqueSuffix()}`);
    await login({ role: "staff" });
    await open(page, `/admin/members?q=${encodeURIComponent(member.email)}`);
    await page.getByRole("link", { name: `View Kamau ${member.lastName}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Activate (payment received)" }).click();
    await expectToast(page, "Member Updated", `${member.membershipNumber} is now active.`);
    await expect(page.getByRole("dialog").getByText("Membership activated")).toBeVisible();

    // The member signs in with the link in their welcome mail.
    await open(page, await signInLinkFor(member.email, /Welcome to the Rising Stars Fan Club/));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/membership\?tab=content$/);
    await expectToast(page, "Signed In");
    await expect(page.getByRole("heading", { name: `Reading as Kamau ${member.lastName} (Premium Fan)` })).toBeVisible();

    await page.getByRole("link", { name: "Tactics Board: How We Build from the Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tactics Board: How We Build from the Back" })).toBeVisible();
    await expect(page.getByTestId("exclusive-body").getByText(/three triggers that tell the team when to go long/)).toBeVisible();

    await open(page, "/membership?tab=content");
    await page.getByRole("link", { name: "Scouting Notes: The Next Generation" }).click();
    await expect(page.getByText(/membership or higher unlocks this article/)).toBeVisible();
    await expect(page.getByText(/attitude at training counts as much as talent/)).toHaveCount(0);
    await expect(page.getByTestId("exclusive-body")).toHaveCount(0);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expectToast(page, "Signed Out");
    await expect(page.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();
  });
});
