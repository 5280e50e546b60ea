// A coach writes to the families of their team, as plain forms without JavaScript: the message is sent
// (a toast says to how many families), listed under "Sent messages", and the family's e-mail arrives.
import { withDatabase } from "../support/sessions";
import { uniqueSuffix } from "../support/factories";
import { expect, e2eDatabase, test } from "./fixtures";
import { expectToast, open } from "./helpers";
import { mailTo } from "./member-mail";


test("a coach writes to the families of their team and finds the message in the sent list", async ({ page, login }) => {
  const suffix = uniqueSuffix();
  const guardianEmail = `team-message-${suffix}@example.org`;
  // A child without media consent on the Under-9s: nothing of it shows on a public page while the test runs.
  const family = withDatabase(e2eDatabase, (db) => {
    const team = db.prepare("SELECT id, name FROM teams WHERE slug = 'u-9'").get() as { id: number; name: string };
    const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Wairimu Njoroge', ?, '0712345678', 'en')").run(guardianEmail).lastInsertRowid);
    const player = Number(
      db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, media_consent) VALUES ('academy', ?, 'Forward', 8, '', '', 0)").run(`Kamau Njoroge ${suffix}`).lastInsertRowid,
    );
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(player, team.id);
    db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(player, guardian);
    return { team, guardian, player };
  });
  try {
    const coach = await login({ role: "coach" });
    withDatabase(e2eDatabase, (db) => db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(family.team.id, coach.id));

    await open(page, `/admin/squads/${family.team.id}/messages`);
    await expect(page.getByRole("heading", { level: 2, name: `Write to the families of the ${family.team.name}` })).toBeVisible();

    // A blank subject (spaces pass the browser's own check) comes back with its message, the message kept.
    await page.getByRole("textbox", { name: "Subject" }).fill("   ");
    await page.getByRole("textbox", { name: "Message" }).fill("Training moves to 5 pm on Wednesday.");
    await page.getByRole("button", { name: /^Send to \d+ famil/ }).click();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Training moves to 5 pm on Wednesday.");

    const subject = `Training time ${suffix}`;
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("button", { name: /^Send to \d+ famil/ }).click();
    await expectToast(page, "Message Sent");
    const sent = page.getByRole("region", { name: "Sent messages" });
    await expect(sent.getByRole("heading", { level: 3, name: subject })).toBeVisible();
    await expect(sent.getByText("Training moves to 5 pm on Wednesday.")).toBeVisible();
    await expect(sent.getByText(coach.displayName, { exact: false })).toBeVisible();

    const mail = await mailTo(guardianEmail, new RegExp(subject));
    expect(mail.headers.subject).toBe(`${family.team.name}: ${subject}`);
    expect(mail.text).toContain("Dear Wairimu Njoroge,");
  } finally {
    withDatabase(e2eDatabase, (db) => {
      db.prepare("DELETE FROM team_messages WHERE team_id = ? AND subject LIKE ?").run(family.team.id, `%${suffix}`);
      db.prepare("DELETE FROM players WHERE id = ?").run(family.player);
      db.prepare("DELETE FROM guardians WHERE id = ?").run(family.guardian);
    });
  }
});
