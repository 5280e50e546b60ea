import fs from "node:fs";
import { CLUB_TIME_ZONE } from "~/config/club";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { uniqueSuffix } from "../support/factories";
import { componentsOf, parseIcal, propertyOf, valueOf } from "../support/ical";
import { E2E } from "./e2e-env";
import { expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { mailTo } from "./member-mail";
import { newPushSubscriber, pushTo } from "./push-inbox";

// Fixtures and results in the browser, as plain links and forms: a parent on a phone filters the fixture
// list, reads a match and adds it to their calendar; staff record a result, tell the fans (a push the
// local push service decrypts, an e-mail the SMTP server receives), and everyone sees it at once.

type Match = {
  id: number;
  title: string;
  kickoffAt: string;
  venue: string;
  status: string;
  homeOrAway: "home" | "away";
  ourScore: number | null;
  opponentScore: number | null;
  scorers: { name: string; goals: number }[];
  team: { id: number; slug: string; name: string };
  competition: { id: number; slug: string; name: string };
};

const CUP = { slug: "nairobi-junior-festival-cup", name: "Nairobi Junior Festival Cup", team: "Under-11s", teamSlug: "u-11" };

const nairobi = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: CLUB_TIME_ZONE });
const monthOf = (iso: string) => nairobi({ month: "long", year: "numeric" }).format(new Date(iso));
const fullDateOf = (iso: string) => nairobi({ weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
const timeOf = (iso: string) => nairobi({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
const scorersLine = (match: Pick<Match, "scorers">) => match.scorers.map((s) => (s.goals > 1 ? `${s.name} (${s.goals})` : s.name)).join(", ");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function matchesOf(request: APIRequestContext, query: Record<string, string>): Promise<Match[]> {
  const response = await request.get(`/api/fixtures?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Chooses the fixture filter's values and submits the GET form, as a visitor would (a plain submit without JavaScript). */
async function filterFixtures(page: Page, choice: { team: string; competition: string }) {
  await page.getByRole("combobox", { name: "Team", exact: true }).selectOption({ label: choice.team });
  await page.getByRole("combobox", { name: "Competition", exact: true }).selectOption({ label: choice.competition });
  await page.getByRole("button", { name: "Show matches" }).click();
}

const matchLinks = (list: Locator) => list.locator("a[href^='/fixtures/']");

test.describe("a parent on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("filters the fixtures by team and competition, reads a match, adds it to the calendar and finds the team's feed and results", async ({ page, request }) => {
    const cupMatches = await matchesOf(request, { competition: CUP.slug });
    const coming = cupMatches.filter((m) => m.status === "scheduled");
    const played = cupMatches.filter((m) => m.status === "played").reverse();
    expect(coming.length).toBeGreaterThan(0);
    expect(played.length).toBeGreaterThan(0);

    await open(page, "/fixtures");
    const upcoming = page.getByRole("region", { name: "Coming up" });
    const results = page.getByRole("region", { name: "Results" });

    // By team: the URL carries the choice, and every match listed is the Under-13s'.
    await filterFixtures(page, { team: "Under-13s", competition: "All competitions" });
    await expect(page).toHaveURL(/\/fixtures\?team=u-13&competition=$/);
    await expect(matchLinks(results).first()).toBeVisible();
    // The address changes as the new list is drawn: wait for the other teams' matches to leave.
    await expect(matchLinks(page.locator("#main")).filter({ hasNotText: "Rising Stars FC U-13" })).toHaveCount(0);
    for (const text of await matchLinks(page.locator("#main")).allTextContents()) expect(text).toContain("Rising Stars FC U-13");

    // By competition: the cup's matches only, the results grouped by month, latest first.
    await filterFixtures(page, { team: "All teams", competition: CUP.name });
    await expect(page).toHaveURL(`/fixtures?team=&competition=${CUP.slug}`);
    await expect(matchLinks(upcoming)).toHaveCount(coming.length);
    await expect(matchLinks(results)).toHaveCount(played.length);
    const months = [...new Set(played.map((m) => monthOf(m.kickoffAt)))];
    await expect(results.getByRole("group").locator("h3")).toHaveText(months);
    for (const match of played) {
      await expect(results.getByRole("group", { name: monthOf(match.kickoffAt) }).locator(`a[href='/fixtures/${match.id}']`)).toContainText(CUP.name);
    }
    // Readable on the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The next cup match: Nairobi time, the venue with a map, and "Add to calendar".
    const next = coming[0];
    await matchLinks(upcoming).first().click();
    await expect(page).toHaveURL(`/fixtures/${next.id}`);
    const kickoffLine = `${fullDateOf(next.kickoffAt)}, kick-off ${timeOf(next.kickoffAt)} (Nairobi time)`;
    await expect(page.getByText(kickoffLine)).toBeVisible();
    await expect(page.getByRole("link", { name: `Map of ${next.venue}` })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${next.venue}, Nairobi, Kenya`)}`,
    );

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`match-${next.id}.ics`);
    const calendar = parseIcal(fs.readFileSync(await download.path(), "utf8"));
    const [event] = componentsOf(calendar, "VEVENT");
    expect(componentsOf(calendar, "VEVENT")).toHaveLength(1);
    expect(valueOf(event, "UID")).toBe(`fixture-${next.id}@${new URL(E2E.baseUrl).host}`);
    expect(valueOf(event, "SUMMARY")).toBe(next.title);
    const start = propertyOf(event, "DTSTART")!;
    expect(start.params.TZID).toBe("Africa/Nairobi");
    // The wall-clock time in the file is the one the page shows.
    const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00$/.exec(start.value)!.map(Number);
    const wallClock = new Date(Date.UTC(y, mo - 1, d, h, mi));
    const asShown = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(wallClock);
    expect(`${asShown({ weekday: "long", day: "numeric", month: "long", year: "numeric" })}, kick-off ${asShown({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" })} (Nairobi time)`).toBe(kickoffLine);
    // Nairobi is UTC+3: the same instant as the stored kick-off.
    expect(wallClock.getTime() - 3 * 3600_000).toBe(new Date(next.kickoffAt).getTime());

    // The team page: its calendar feed (webcal: and the address) and its results.
    await page.getByRole("link", { name: CUP.team, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: CUP.team })).toBeVisible();
    const feed = `${E2E.baseUrl}/teams/${CUP.teamSlug}/calendar.ics`;
    await expect(page.getByRole("link", { name: "Subscribe (Apple Calendar, Outlook)" })).toHaveAttribute("href", feed.replace(/^https?:/, "webcal:"));
    await expect(page.getByRole("link", { name: /^Calendar address/ })).toHaveAttribute("href", feed);
    const teamFeed = await page.request.get(feed);
    expect(teamFeed.headers()["content-type"]).toMatch(/^text\/calendar/);
    const uids = componentsOf(parseIcal(await teamFeed.text()), "VEVENT").map((e) => valueOf(e, "UID"));
    expect(uids).toContain(valueOf(event, "UID"));

    // The latest result: the score in the order the sides are named, and our scorers.
    const last = played[0];
    await matchLinks(page.getByRole("region", { name: "Results" })).first().click();
    await expect(page).toHaveURL(`/fixtures/${last.id}`);
    const [homeGoals, awayGoals] = last.homeOrAway === "home" ? [last.ourScore, last.opponentScore] : [last.opponentScore, last.ourScore];
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${homeGoals}–${awayGoals}`);
    await expect(page.getByText(`${fullDateOf(last.kickoffAt)}, kick-off ${timeOf(last.kickoffAt)} (Nairobi time)`)).toBeVisible();
    const scorers = page.locator("dt", { hasText: "Our scorers" }).locator("+ dd");
    await expect(scorers).toHaveText(scorersLine(last) || "None");
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
  });
});

test.describe("recording a result", () => {
  test("staff record a result and notify the fans: a push, an e-mail, and the public pages show it at once", async ({ page, login, apiAs, request }) => {
    // A match of our U-17s of its own (no other test reads or changes it): kicked off two hours ago, no result yet.
    const admin = await apiAs("admin");
    const [league] = await matchesOf(request, { competition: "nairobi-youth-league-u17" });
    const opponent = `Ruai Comets ${uniqueSuffix()}`;
    const created = await admin.post("/api/fixtures", {
      data: {
        teamId: league.team.id,
        competitionId: league.competition.id,
        opponent,
        homeOrAway: "home",
        venue: "Rising Stars Training Ground, Ngong Road",
        kickoffAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const match = (await created.json()) as Match;
    const line = `Rising Stars FC U-17 3–1 ${opponent}`;

    // A fan member who chose match updates, and a browser subscribed to Match Updates on the local push service.
    const fan = { email: `fan-${uniqueSuffix()}@example.com`.toLowerCase(), lastName: `Fan${uniqueSuffix()}` };
    const joined = await request.post("/api/fan-members", {
      data: { membershipType: "regular", firstName: "Achieng", lastName: fan.lastName, email: fan.email, confirmEmail: fan.email, preferences: ["match-updates"] },
    });
    expect(joined.status()).toBe(201);
    const subscriber = await newPushSubscriber();
    const subscribed = await request.post("/api/push-subscriptions", { data: { ...subscriber, userAgent: "e2e", preferences: ["match"] } });
    expect(subscribed.status()).toBe(201);

    // Anonymous visitors already have the pages without the result in the page cache: the match waits on
    // /fixtures, its page has no scorers, the landing page has not heard of it.
    const before = { "/": false, "/fixtures": true, [`/fixtures/${match.id}`]: true };
    for (const [path, listsMatch] of Object.entries(before)) {
      let html = "";
      // The first visit stores the page; another test's write in between may drop it, so ask until a hit.
      const fetchPage = async () => {
        const response = await request.get(path);
        html = await response.text();
        return response.headers()["x-cache"];
      };
      await expect.poll(fetchPage, { message: `${path} from the page cache` }).toBe("hit");
      expect(html.includes(opponent), path).toBe(listsMatch);
      expect(html.includes(">Our scorers<"), path).toBe(false); // the heading, not the page's translations in its data
    }

    await login({ role: "staff" });
    await open(page, "/admin/fixtures?when=past");
    await page.getByRole("link", { name: `Record result of ${match.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Result: ${match.title}` });
    await dialog.getByLabel("Rising Stars FC U-17 goals").fill("3");
    await dialog.getByLabel(`${opponent} goals`).fill("1");
    await dialog.getByLabel(/^(Our|Guest) scorers/).fill("Brian Okoth 2\nKevin Mwangi");
    await dialog.getByLabel(/^Notify fans/).check();
    await dialog.getByRole("button", { name: "Save Result" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Result Saved", `${line} is on the fixtures page and in the table. A push and an e-mail to fan members are on their way.`);

    // The push, as the subscriber's browser decrypts it.
    const push = await pushTo(subscriber, new RegExp(`^Full time: ${escape(line)}$`));
    expect(push.body).toBe("Our scorers: Brian Okoth (2), Kevin Mwangi");
    expect(push.data.url).toMatch(new RegExp(`/fixtures/${match.id}$`));

    // The "Match Result" e-mail, as the SMTP server received it.
    const mail = await mailTo(fan.email, new RegExp(`^Full time: ${escape(match.title)}`));
    expect(mail.headers.subject).toBe(`Full time: ${match.title} 3–1`);
    expect(mail.text).toContain(`Dear Achieng ${fan.lastName},`);
    expect(mail.text).toContain("Our scorers: Brian Okoth (2), Kevin Mwangi.");
    expect(mail.text).toContain(`${E2E.baseUrl}/fixtures/${match.id}`);

    // An anonymous visitor: the match page, the results and the landing page's block show it (the HTML is
    // enough: no waiting for the pictures).
    await page.context().clearCookies();
    const visit = (path: string) => page.goto(path, { waitUntil: "domcontentloaded" });
    await visit(`/fixtures/${match.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("3–1");
    await expect(page.locator("dt", { hasText: "Our scorers" }).locator("+ dd")).toHaveText("Brian Okoth (2), Kevin Mwangi");

    await visit("/fixtures");
    const result = matchLinks(page.getByRole("region", { name: "Results" })).filter({ hasText: opponent });
    await expect(result).toContainText("Won");
    await expect(result).toContainText(/Rising Stars FC U-17\s*3/);
    await expect(result).toContainText(new RegExp(`${escape(opponent)}\\s*1`));

    await visit("/");
    const block = page.locator("#fixtures");
    await expect(block.getByRole("link", { name: new RegExp(escape(line)) })).toBeVisible();
  });
});
