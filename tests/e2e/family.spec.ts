// A parent on a cheap phone, without JavaScript: asks for a sign-in link on /family, reads it from the
// mail the real SMTP server received, presses "Sign in", and finds the child's team, the next match and
// the training (one session called off); then reads the page in Swahili. The family, the team and its
// season are written straight into the e2e server's database: staff screens are other specs' flows.
import Database from "better-sqlite3";
import { uniqueSuffix } from "../support/factories";
import { e2eDatabase, expect, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { signInLinkFor } from "./member-mail";

const DAY_MS = 86_400_000;
const nairobiDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date(Date.now() + days * DAY_MS));

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
    return { email };
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
});
