import type { APIRequestContext, Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { signInLinkFor } from "./member-mail";

// Fan members sign in by a link e-mailed to them: ask on the Exclusive Content tab, read the link from
// the mail, open it, press "Sign in", read, sign out; the link works once. The request for a link goes
// through a fetcher with JavaScript, and the page takes a member over from the cached copy's markup:
// those tests run with JavaScript on and off (@js).

const NEUTRAL = /If that address belongs to a member, we have sent a sign-in link to it\./;

async function registerRegular(request: APIRequestContext) {
  const email = `link-${uniqueSuffix()}@example.com`.toLowerCase();
  const lastName = `Link${uniqueSuffix().replace(/\W/g, "")}`;
  const response = await request.post("/api/fan-members", {
    data: { membershipType: "regular", firstName: "Nyokabi", lastName, email, confirmEmail: email },
  });
  expect(response.status()).toBe(201);
  return { email, lastName };
}

async function askForLink(page: Page, email: string) {
  const access = page.getByRole("region", { name: "Members: sign in to read your content" });
  await access.getByLabel("Your e-mail address").fill(email);
  await access.getByRole("button", { name: "Send me a sign-in link" }).click();
  // The answer waits for the mail to be queued (and, with JavaScript, for the page's data to refresh).
  await expect(page.getByTestId("sign-in-link-sent")).toHaveText(NEUTRAL);
}

test.describe("member sign-in by e-mailed link", () => {

  test("a member asks for a link, opens it, reads members-only content and signs out; the link works once", async ({ page, request }) => {
    const member = await registerRegular(request);
    await open(page, "/membership?tab=content");
    await askForLink(page, member.email.toUpperCase());

    const link = await signInLinkFor(member.email, /sign-in link/);
    await open(page, link);
    await expect(page.getByRole("heading", { name: "Sign in on this device" })).toBeVisible();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/membership\?tab=content$/);
    await expectToast(page, "Signed In");
    await expect(page.getByRole("heading", { name: `Reading as Nyokabi ${member.lastName} (Regular Fan)` })).toBeVisible();

    // Their own whole card on the Lookup tab.
    await open(page, "/membership?tab=lookup");
    await expect(page.getByRole("region", { name: "Your membership" }).getByText(`Nyokabi ${member.lastName}`)).toBeVisible();

    await open(page, "/membership?tab=content");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();
    await expectToast(page, "Signed Out");

    // The same link again: a clear page with the form to ask for a new one.
    await open(page, link);
    await expect(page.getByRole("alert")).toHaveText(/This sign-in link has expired or has already been used/);
    await expect(page.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();
  });

  test("an address that is not a member gets the same answer, and the welcome mail's link signs a new member in", { tag: "@js" }, async ({ page, request }) => {
    await open(page, "/membership/sign-in");
    await page.getByLabel("Your e-mail address").fill(`stranger-${uniqueSuffix()}@example.com`);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(page.getByTestId("sign-in-link-sent")).toHaveText(NEUTRAL);

    const member = await registerRegular(request);
    await open(page, await signInLinkFor(member.email, /Welcome to the Rising Stars Fan Club/));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/membership\?tab=content$/);
    await expectToast(page, "Signed In");
    await expect(page.getByRole("heading", { name: `Reading as Nyokabi ${member.lastName} (Regular Fan)` })).toBeVisible();
  });
});

// Members of one tier read a members-only item from one copy of it, their own box written into it by the
// page cache (its loader data says nothing of them): the box shows, and with scripts the page takes the
// member over from the markup, so Sign out works from there.
test("a member reads an item from the copy members share, and signs out from it", { tag: "@js" }, async ({ page, request }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const member = await registerRegular(request);
  await open(page, await signInLinkFor(member.email, /Welcome to the Rising Stars Fan Club/));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/membership\?tab=content$/);

  const items = (await (await request.get("/api/exclusive-content")).json()) as Array<{ id: number; membershipLevel: string }>;
  const path = `/membership/content/${items.find((item) => item.membershipLevel === "regular")!.id}`;
  let response = await open(page, path);
  // Tests run in parallel against one server: another test's write can drop the copy in between.
  for (let attempt = 1; attempt < 5 && response?.headers()["x-cache"] !== "hit, member"; attempt++) response = await open(page, path);
  expect(response?.headers()["x-cache"]).toBe("hit, member");
  const box = page.getByRole("region", { name: `Reading as Nyokabi ${member.lastName} (Regular Fan)` });
  await expect(box).toBeVisible();
  await expect(page.getByTestId("exclusive-body")).toBeVisible();

  const signOut = box.getByRole("button", { name: "Sign out" });
  // The pointer on the button starts the page's scripts; they hydrate the box the server wrote.
  await signOut.hover();
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.waitForFunction(() => Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")));
  }
  await signOut.click();
  await expect(page.getByRole("button", { name: "Send me a sign-in link" })).toBeVisible();
  await expectToast(page, "Signed Out");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId("exclusive-body")).toHaveCount(0);
  expect(problems).toEqual([]);
});
