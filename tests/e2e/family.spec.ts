// A parent on a cheap phone, without JavaScript: asks for a sign-in link on /family, reads it from the
// mail the real SMTP server received, presses "Sign in", and finds the child's team, the next match and
// the training (one session called off); then reads the page in Swahili. With JavaScript, the one part
// that needs it: the team notifications switch, from the phone's subscription to the push the coach's
// message sends it (decrypted by the suite's push service) and back off. The family, the team and its
// season are written straight into the e2e server's database: staff screens are other specs' flows.
import Database from "better-sqlite3";
import { uniqueSuffix } from "../support/factories";
import { e2eDatabase, expect, test } from "./fixtures";
import { expectToast, open, toastTitle } from "./helpers";
import { signInLinkFor } from "./member-mail";
import { browserSubscribesAs, newPushSubscriber, pushesTo, pushTo } from "./push-inbox";
import { guardianSignInToken } from "./site-pages";

const DAY_MS = 86_400_000;
const nairobiDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date(Date.now() + days * DAY_MS));

/** The "team" topics (team:<teamId>:<guardianId>) the server keeps for the subscription with this endpoint. */
function teamTopicsOf(endpoint: string): string[] {
  const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
  try {
    const row = db.prepare("SELECT preferences FROM push_subscriptions WHERE endpoint = ? AND is_active = 1").get(endpoint) as { preferences: string } | undefined;
    return row ? (JSON.parse(row.preferences) as string[]).filter((topic) => topic.startsWith("team:")) : [];
  } finally {
    db.close();
  }
}

/** Whether the notification with this title has finished sending: every phone it went to has answered. */
function notificationFinished(title: string): boolean {
  const db = new Database(e2eDatabase, { fileMustExist: true, readonly: true });
  try {
    return (db.prepare("SELECT finished_at AS finishedAt FROM notifications WHERE title = ?").get(title) as { finishedAt: string | null } | undefined)?.finishedAt != null;
  } finally {
    db.close();
  }
}

/** A team with training tomorrow (called off) and a match in three days, and a guardian whose child plays in it. */
function familyWithTeam() {
  const suffix = uniqueSuffix().replace(/\W/g, "").toLowerCase();
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const id = (sql: string, ...params: unknown[]) => (db.prepare(`${sql} RETURNING id`).get(...params) as { id: number }).id;
    const teamId = id("INSERT INTO teams (slug, name, age_group, coach, training_venue) VALUES (?, 'Under-9s', 'U-9', 'Coach Wafula', 'Ngong Road Ground')", `u-9-${suffix}`);
    const tomorrow = nairobiDate(1);
    id("INSERT INTO training_sessions (team_id, weekday, starts_at, ends_at) VALUES (?, ?, '16:00', '18:00')", teamId, new Date(`${tomorrow}T00:00:00Z`).getUTCDay() || 7);
    id("INSERT INTO training_cancellations (team_id, date, starts_at, reason) VALUES (?, ?, '16:00', 'Pitch being re-seeded')", teamId, tomorrow);
    const competitionId = id("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES (?, 'Junior Festival', 'cup', '2026/27', ?)", `festival-${suffix}`, teamId);
    id(
      "INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, 'Mathare Stars', 'home', 'Ngong Road Ground', ?)",
      teamId,
      competitionId,
      `${nairobiDate(3)}T06:00:00.000Z`,
    );
    const email = `family-${suffix}@example.org`;
    const guardianId = id("INSERT INTO guardians (name, email, phone, language) VALUES ('Akinyi Odhiambo', ?, '0712 345 678', 'en')", email);
    const playerId = id("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth) VALUES ('academy', 'Juma Odhiambo', 'Forward', 8, '', '', '2018-02-01')");
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(playerId, guardianId);
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(playerId, teamId);
    return { email, teamId, guardianId };
  } finally {
    db.close();
  }
}

test.describe("the family page", () => {
  test("a parent asks for a link, signs in, sees the child's team, next match and training, and reads it in Swahili", async ({ page }) => {
    const { email } = familyWithTeam();
    await open(page, "/family");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(page.getByTestId("family-link-sent")).toContainText("If that address belongs to a parent or guardian of an academy player");

    await open(page, await signInLinkFor(email, /family page sign-in link/, 1, "family"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/family$/);
    await expectToast(page, "Signed In");

    const team = page.getByRole("region", { name: "Juma Odhiambo: Under-9s", exact: true });
    await expect(team.getByText("Coach: Coach Wafula")).toBeVisible();
    await expect(team.getByTestId("family-fixture")).toContainText("v Mathare Stars");
    // 06:00 UTC is 09:00 in Nairobi.
    await expect(team.getByTestId("family-fixture")).toContainText("kick-off 09:00 (Nairobi time)");
    await expect(team.getByTestId("family-training").first()).toContainText("Cancelled: Pitch being re-seeded");

    await page.getByRole("contentinfo").getByRole("link", { name: "Kiswahili" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page.getByRole("heading", { name: "Habari, Akinyi Odhiambo" })).toBeVisible();
    const timu = page.getByRole("region", { name: "Juma Odhiambo: Chini ya Miaka 9", exact: true });
    await expect(timu.getByRole("heading", { name: "Mechi zijazo" })).toBeVisible();
    await expect(timu.getByTestId("family-fixture")).toContainText("dhidi ya Mathare Stars");
    await expect(timu.getByTestId("family-training").first()).toContainText("Yamefutwa: Pitch being re-seeded");
  });

  test("with scripts, a parent turns on team notifications, gets the coach's message on the phone, and turns them off", { tag: "@js-only" }, async ({ page, apiAs }) => {
    const { email, teamId, guardianId } = familyWithTeam();
    const followsTeam = `team:${teamId}:${guardianId}`;
    const phone = await newPushSubscriber();
    await browserSubscribesAs(page, phone);
    // Signed in by the post the link page's button sends (the first test opens the link page itself); the
    // page's scripts then wait for the first interaction, which `open` makes, and the switch appears.
    const signIn = await page.request.post("/family/sign-in", { form: { intent: "sign-in", token: guardianSignInToken(email) }, maxRedirects: 0 });
    expect(signIn.headers()["location"]).toBe("/family");
    await open(page, "/family");
    const teamNews = page.getByRole("region", { name: "Team news on this phone" });
    const turnOn = teamNews.getByRole("button", { name: "Turn on team notifications" });
    const turnOff = teamNews.getByRole("button", { name: "Turn off team notifications" });

    // A refusal is not taken for a yes: the server does not know the secret this (tampered) post shows.
    const familyPost = (url: URL) => url.pathname.startsWith("/family");
    await page.route(familyPost, (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const form = new URLSearchParams(request.postData() ?? "");
      form.set("auth", "bm90LXRoaXMtcGhvbmVzLXNlY3JldA");
      return route.continue({ postData: form.toString() });
    });
    await turnOn.click();
    await expect(toastTitle(page, "Team notifications could not be changed. Please try again.")).toBeVisible();
    await expect(turnOn).toBeEnabled();
    expect(teamTopicsOf(phone.endpoint)).toEqual([]);
    await page.unroute(familyPost);

    await turnOn.click();
    await expect(toastTitle(page, "Team notifications are on for this phone")).toBeVisible();
    await expect(turnOff).toBeVisible();
    expect(teamTopicsOf(phone.endpoint)).toEqual([followsTeam]);

    // Staff write to the team: the push arrives at this phone, naming the team and the message.
    const staff = await apiAs("staff");
    const suffix = uniqueSuffix();
    const first = { subject: `Boots for Saturday ${suffix}`, message: "Bring boots and a water bottle on Saturday." };
    expect((await staff.post(`/api/squads/teams/${teamId}/messages`, { data: first })).status()).toBe(201);
    const push = await pushTo(phone, new RegExp(`^Under-9s: Boots for Saturday ${suffix}$`));
    expect(push.body).toBe(first.message);
    expect(push.data.url).toBe("/family");

    await turnOff.click();
    await expect(toastTitle(page, "Team notifications are off for this phone")).toBeVisible();
    await expect(turnOn).toBeVisible();
    expect(teamTopicsOf(phone.endpoint)).toEqual([]);

    // The next message does not reach this phone. A push that is not sent cannot be waited for, so the
    // test waits for what comes after it would have been: the family's other phone, which follows the
    // team, gets the message, and the server marks the notification finished once every phone it went to
    // has answered (the phones are chosen when it is written, before the API answers). Only then is
    // this phone's inbox read.
    // The other phone signs up as its own switch would: the subscription, then the follow post.
    const otherPhone = await newPushSubscriber();
    expect((await page.request.post("/api/push-subscriptions", { data: { ...otherPhone, userAgent: "e2e", preferences: ["general"] } })).status()).toBe(201);
    expect((await page.request.post("/family", { form: { intent: "team-push", endpoint: otherPhone.endpoint, auth: otherPhone.auth, follow: "on" } })).status()).toBe(200);
    expect(teamTopicsOf(otherPhone.endpoint)).toEqual([followsTeam]);
    const second = { subject: `Kit collection ${suffix}`, message: "Collect the new kit at the office on Friday." };
    expect((await staff.post(`/api/squads/teams/${teamId}/messages`, { data: second })).status()).toBe(201);
    await pushTo(otherPhone, new RegExp(`^Under-9s: Kit collection ${suffix}$`));
    await expect.poll(() => notificationFinished(`Under-9s: Kit collection ${suffix}`)).toBe(true);
    const toThisPhone = (await pushesTo(phone)).map((payload) => payload.title).filter((title) => title.includes(suffix));
    expect(toThisPhone).toEqual([`Under-9s: Boots for Saturday ${suffix}`]);
  });
});
