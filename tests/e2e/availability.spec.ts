// "Who can play?" without JavaScript, end to end: a coach asks the families about a coming match, a
// parent opens the "Not available" link in the e-mail, gives a reason and taps the button, the coach's
// view counts it with the reason, and the coach ticks the squad: the Swahili family hears in Swahili.
import { withDatabase } from "../support/sessions";
import { uniqueSuffix } from "../support/factories";
import { expect, e2eDatabase, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { mailTo } from "./member-mail";


test("a coach asks who can play, a parent answers from the e-mail, the coach's view counts it and the coach picks the squad", async ({ page, login }) => {
  const suffix = uniqueSuffix();
  const guardianEmail = `availability-${suffix}@example.org`;
  const swahiliEmail = `availability-sw-${suffix}@example.org`;
  const opponent = `Kibera Stars ${suffix}`;
  // A child without media consent on the Under-9s and a match five weeks away, both removed afterwards.
  const made = withDatabase(e2eDatabase, (db) => {
    const team = db.prepare("SELECT id, name FROM teams WHERE slug = 'u-9'").get() as { id: number; name: string };
    const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Wairimu Njoroge', ?, '0712345678', 'en')").run(guardianEmail).lastInsertRowid);
    const player = Number(
      db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, media_consent) VALUES ('academy', ?, 'Forward', 8, '', '', 0)").run(`Kamau Njoroge ${suffix}`).lastInsertRowid,
    );
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(player, team.id);
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player, guardian);
    const swahiliGuardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Achieng Otieno', ?, '0712345679', 'sw')").run(swahiliEmail).lastInsertRowid);
    const swahiliPlayer = Number(
      db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, media_consent) VALUES ('academy', ?, 'Defender', 8, '', '', 0)").run(`Akinyi Otieno ${suffix}`).lastInsertRowid,
    );
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(swahiliPlayer, team.id);
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(swahiliPlayer, swahiliGuardian);
    const competition = (db.prepare("SELECT id FROM competitions WHERE team_id = ? LIMIT 1").get(team.id) as { id: number } | undefined)?.id;
    const kickoff = new Date(Date.now() + 35 * 86_400_000).toISOString();
    const fixture = Number(
      db
        .prepare("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, ?, 'home', 'Ngong Road Ground', ?)")
        .run(team.id, competition ?? (db.prepare("SELECT id FROM competitions LIMIT 1").get() as { id: number }).id, opponent, kickoff).lastInsertRowid,
    );
    return { team, guardian, player, fixture, swahiliGuardian, swahiliPlayer };
  });
  try {
    const coach = await login({ role: "coach" });
    withDatabase(e2eDatabase, (db) => db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(made.team.id, coach.id));

    await open(page, `/admin/squads/${made.team.id}/availability`);
    await page.getByRole("combobox", { name: "Fixture or training session" }).selectOption(`fixture:${made.fixture}`);
    await page.getByRole("textbox", { name: "Note for the families (optional)" }).fill("White kit, meet at 8:30");
    await page.getByRole("button", { name: "Ask the families" }).click();
    await expectToast(page, "Families Asked");
    const request = page.getByTestId("availability-request").filter({ hasText: opponent });
    await expect(request.getByTestId("count-unavailable")).toHaveText("0");

    const mail = await mailTo(guardianEmail, new RegExp(opponent));
    const link = /Not available: (\S+)/.exec(mail.text ?? "")?.[1];
    expect(link).toMatch(/\/availability\/[\w-]{43}\?answer=unavailable$/);

    // The parent, signed in nowhere: a fresh page of its own.
    const parent = await page.context().browser()!.newPage({ javaScriptEnabled: false });
    try {
      await parent.goto(link!);
      await expect(parent.getByRole("heading", { level: 1, name: "Can Kamau play?" })).toBeVisible();
      await expect(parent.getByText("White kit, meet at 8:30")).toBeVisible();
      await expect(parent.getByTestId("answer-current")).toHaveText("No answer yet.");
      await parent.getByRole("textbox", { name: "Reason (optional)" }).fill("School trip");
      await parent.getByRole("button", { name: "Not available" }).click();
      await expectToast(parent, "Answer Saved");
      await expect(parent.getByTestId("answer-current")).toHaveText("Your answer now: Not available (School trip)");
    } finally {
      await parent.close();
    }

    await open(page, `/admin/squads/${made.team.id}/availability`);
    await expect(request.getByTestId("count-unavailable")).toHaveText("1");
    await expect(request.getByText("School trip")).toBeVisible();

    // The squad: Akinyi in, Kamau (not available) out; each family told in its own language.
    await request.getByRole("link", { name: `Select the squad against ${opponent}` }).click();
    const count = page.getByTestId("squad-count");
    await expect(count).toHaveText(/^0 of \d+ selected$/);
    await page.getByRole("checkbox", { name: new RegExp(`Akinyi Otieno ${suffix}`) }).check();
    await expect(page.getByRole("textbox", { name: "What to bring / meeting point (optional)" })).toHaveValue("White kit, meet at 8:30");
    await page.getByRole("button", { name: "Save the squad and tell the families" }).click();
    await expectToast(page, "Squad Saved");
    await expect(count).toHaveText(/^1 of \d+ selected$/);
    await expect(page.getByRole("checkbox", { name: new RegExp(`Akinyi Otieno ${suffix}`) })).toBeChecked();
    const selected = await mailTo(swahiliEmail, /^Akinyi yumo kwenye kikosi/);
    expect(selected.text).toContain("Akinyi amechaguliwa kwenye kikosi");
    expect(selected.text).toContain("Cha kuleta / mahali pa kukutana: White kit, meet at 8:30");
    expect((await mailTo(guardianEmail, /: the squad$/)).text).toContain("Kamau is not in the squad this week");
  } finally {
    withDatabase(e2eDatabase, (db) => {
      db.prepare("DELETE FROM fixtures WHERE id = ?").run(made.fixture);
      db.prepare("DELETE FROM players WHERE id IN (?, ?)").run(made.player, made.swahiliPlayer);
      db.prepare("DELETE FROM guardians WHERE id IN (?, ?)").run(made.guardian, made.swahiliGuardian);
    });
  }
});
