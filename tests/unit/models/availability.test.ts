// The availability rules (ADR 0028) against an in-memory database: the default deadline and its bounds,
// answer-link tokens stored only as their SHA-256, found by the token and by nothing else, and the link's
// changes limited per hour (by the model's clock), never the signed-in guardian's; the scheduler's reminder
// once per request, 24 hours before the deadline, only to the families without an answer; and which
// pushes carry the answer buttons.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { AVAILABILITY_MESSAGES } from "~/config/availability";
import { emailTemplates } from "~/db/schema";
import { seedEmailTemplates } from "~/db/seed/email";
import { answerByToken, answerForOwnChild } from "~/models/availability/answers.server";
import { sendDueReminders } from "~/models/availability/reminders.server";
import { answerPushExtras } from "~/utils/answer-push";
import { findAnswerToken, hashAnswerToken, issueAnswerToken } from "~/models/availability/tokens.server";
import { answersOpen, chooseDeadline, defaultDeadline } from "~/utils/availability-deadline";

const sql = (text: string, ...params: unknown[]) => getDb().$client.prepare(text).run(...params);
const HOUR = 3_600_000;
const now = new Date("2026-12-01T06:00:00.000Z");
const kickoff = "2026-12-05T07:00:00.000Z";

describe("the answer deadline", () => {
  it("is 48 hours before kick-off by default", () => {
    expect(defaultDeadline(kickoff, 48, now)).toBe("2026-12-03T07:00:00.000Z");
    expect(chooseDeadline(kickoff, undefined, 48, now)).toEqual({ ok: true, deadlineAt: "2026-12-03T07:00:00.000Z" });
  });

  it("falls halfway between now and kick-off for a match closer than that, so it is never past or after kick-off", () => {
    const soon = new Date(Date.parse(kickoff) - 10 * HOUR);
    expect(defaultDeadline(kickoff, 48, soon)).toBe(new Date(Date.parse(kickoff) - 5 * HOUR).toISOString());
  });

  it("takes the coach's deadline between now and kick-off, and refuses one after kick-off or in the past", () => {
    expect(chooseDeadline(kickoff, "2026-12-04T18:00:00.000Z", 48, now)).toEqual({ ok: true, deadlineAt: "2026-12-04T18:00:00.000Z" });
    expect(chooseDeadline(kickoff, kickoff, 48, now)).toEqual({ ok: true, deadlineAt: kickoff });
    expect(chooseDeadline(kickoff, "2026-12-05T07:01:00.000Z", 48, now)).toEqual({ ok: false, message: AVAILABILITY_MESSAGES.deadlineAfterStart });
    expect(chooseDeadline(kickoff, now.toISOString(), 48, now)).toEqual({ ok: false, message: AVAILABILITY_MESSAGES.deadlinePast });
  });

  it("closes answers at the deadline itself", () => {
    expect(answersOpen("2026-12-03T07:00:00.000Z", new Date("2026-12-03T06:59:59.999Z"))).toBe(true);
    expect(answersOpen("2026-12-03T07:00:00.000Z", new Date("2026-12-03T07:00:00.000Z"))).toBe(false);
  });
});

describe("an answer-link token", () => {
  it("is stored only as its SHA-256 and finds its request and player by the token alone", () => {
    const team = Number(sql("INSERT INTO teams (slug, name, age_group, training_venue) VALUES ('u-9-tokens', 'Under-9s', 'U-9', 'Ground')").lastInsertRowid);
    const player = Number(sql("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', 'Amani Kariuki', 'Midfielder', 9, '', '')").lastInsertRowid);
    const request = Number(sql("INSERT INTO availability_requests (team_id, starts_at, deadline_at) VALUES (?, ?, ?)", team, kickoff, "2026-12-03T07:00:00.000Z").lastInsertRowid);

    const token = issueAnswerToken(request, player, kickoff);
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = getDb().$client.prepare("SELECT token_hash FROM availability_tokens WHERE request_id = ?").all(request) as { token_hash: string }[];
    expect(stored).toEqual([{ token_hash: crypto.createHash("sha256").update(token).digest("hex") }]);
    expect(stored[0].token_hash).not.toContain(token);
    expect(hashAnswerToken(token)).toBe(stored[0].token_hash);

    expect(findAnswerToken(token)).toEqual({ requestId: request, playerId: player, expiresAt: kickoff });
    // The stored hash is not a token, nor is anything of another shape.
    expect(findAnswerToken(stored[0].token_hash)).toBeUndefined();
    expect(findAnswerToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
    expect(findAnswerToken("")).toBeUndefined();
    // Two links for the same child and request are two different tokens.
    expect(issueAnswerToken(request, player, kickoff)).not.toBe(token);
  });
});

describe("changing an answer through its link", () => {
  it("is limited to AVAILABILITY_ANSWER_CHANGES an hour, opens again after the hour, and never limits the signed-in guardian", async () => {
    const team = Number(sql("INSERT INTO teams (slug, name, age_group, training_venue) VALUES ('u-9-changes', 'Under-9s', 'U-9', 'Ground')").lastInsertRowid);
    const player = Number(sql("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', 'Baraka Otieno', 'Defender', 9, '', '')").lastInsertRowid);
    sql("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)", player, team);
    const guardian = Number(sql("INSERT INTO guardians (name, email, phone, language) VALUES ('Wanjiru Kamau', 'wanjiru.changes@example.org', '0712345678', 'en')").lastInsertRowid);
    sql("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')", player, guardian);
    const competition = Number(sql("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES ('league-changes', 'Test League', 'league', '2026/27', ?)", team).lastInsertRowid);
    const fixture = Number(sql("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, 'Kibera Stars', 'home', 'Ground', ?)", team, competition, kickoff).lastInsertRowid);
    const request = Number(sql("INSERT INTO availability_requests (team_id, fixture_id, starts_at, deadline_at) VALUES (?, ?, ?, ?)", team, fixture, kickoff, "2026-12-03T07:00:00.000Z").lastInsertRowid);
    const token = issueAnswerToken(request, player, kickoff);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

    for (let i = 0; i < 10; i++) expect((await answerByToken(token, { answer: i % 2 ? "available" : "maybe" }, at(i))).ok).toBe(true);
    expect(await answerByToken(token, { answer: "unavailable" }, at(30))).toEqual({ ok: false, reason: "rate-limited", message: AVAILABILITY_MESSAGES.tooManyChanges });
    // The guardian, signed in, still answers, and is not counted against the link.
    expect((await answerForOwnChild(guardian, { requestId: request, playerId: player, answer: "unavailable", reason: "Sick" }, at(31))).ok).toBe(true);
    expect(await answerByToken(token, { answer: "available" }, at(59))).toMatchObject({ ok: false, reason: "rate-limited" });
    // An hour after the window opened, the link answers again.
    expect((await answerByToken(token, { answer: "available" }, at(60))).ok).toBe(true);
    const stored = getDb().$client.prepare("SELECT answer, changes FROM availability_answers WHERE request_id = ?").all(request);
    expect(stored).toEqual([{ answer: "available", changes: 12 }]);
  });
});

describe("the scheduler's reminder", () => {
  const deadline = "2026-12-10T07:00:00.000Z";
  const before = (hours: number) => new Date(Date.parse(deadline) - hours * HOUR);
  const mails = () => getDb().$client.prepare(`SELECT "to" AS address, subject, text_body AS text FROM email_logs WHERE subject LIKE 'Reminder:%' ORDER BY id`).all() as { address: string; subject: string; text: string }[];

  it("goes once, 24 hours before the deadline, to the families of the children without an answer, with new links; never for a request opened closer than that, or a match called off", () => {
    getDb()
      .insert(emailTemplates)
      .values(seedEmailTemplates.filter((template) => template.name === "Availability Reminder"))
      .run();
    const team = Number(sql("INSERT INTO teams (slug, name, age_group, training_venue) VALUES ('u-11-reminders', 'Under-11s', 'U-11', 'Ground')").lastInsertRowid);
    const competition = Number(sql("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES ('league-reminders', 'Test League', 'league', '2026/27', ?)", team).lastInsertRowid);
    const child = (name: string, email: string) => {
      const player = Number(sql("INSERT INTO players (kind, name, position, age, bio, image_url) VALUES ('academy', ?, 'Defender', 11, '', '')", name).lastInsertRowid);
      sql("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)", player, team);
      const guardian = Number(sql("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, '0712345678', 'en')", `Parent of ${name}`, email).lastInsertRowid);
      sql("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')", player, guardian);
      return player;
    };
    const answered = child("Zawadi Mwangi", "zawadi.parent@example.org");
    const silent = child("Juma Otieno", "juma.parent@example.org");
    const request = (opponent: string, createdAt: string, status = "scheduled") => {
      const kickoff = "2026-12-12T07:00:00.000Z";
      const fixture = Number(
        sql("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at, status) VALUES (?, ?, ?, 'home', 'Ground', ?, ?)", team, competition, opponent, kickoff, status).lastInsertRowid,
      );
      return Number(sql("INSERT INTO availability_requests (team_id, fixture_id, starts_at, deadline_at, created_at) VALUES (?, ?, ?, ?, ?)", team, fixture, kickoff, deadline, createdAt).lastInsertRowid);
    };
    const asked = request("Kibera Stars", before(72).toISOString());
    request("Late Asked FC", before(20).toISOString());
    request("Called Off FC", before(72).toISOString(), "postponed");
    sql("INSERT INTO availability_answers (request_id, player_id, answer, answered_at) VALUES (?, ?, 'available', ?)", asked, answered, before(70).toISOString());
    const tokens = () => getDb().$client.prepare("SELECT player_id AS player FROM availability_tokens WHERE request_id = ?").all(asked);

    expect(sendDueReminders(before(25))).toBe(0);
    expect(sendDueReminders(before(23))).toBe(1);
    expect(mails().map((mail) => mail.address)).toEqual(["juma.parent@example.org"]);
    expect(mails()[0].subject).toContain("Kibera Stars");
    expect(mails()[0].text).toContain("Juma:");
    expect(mails()[0].text).not.toContain("Zawadi");
    expect(tokens()).toEqual([{ player: silent }]);
    expect(getDb().$client.prepare("SELECT reminded_at FROM availability_requests WHERE id = ?").get(asked)).toEqual({ reminded_at: before(23).toISOString() });
    expect(getDb().$client.prepare("SELECT username, action FROM audit_log WHERE target_id = ?").all(String(asked))).toEqual([{ username: "system", action: "squad.availability-scheduled-reminder" }]);

    // A later run (or one after a restart) finds it claimed; the other two never qualify.
    expect(sendDueReminders(before(22))).toBe(0);
    expect(sendDueReminders(before(1))).toBe(0);
    expect(mails()).toHaveLength(1);
    expect(tokens()).toHaveLength(1);
  });
});

describe("a push's answer buttons", () => {
  const token = "A".repeat(43);
  it("come with a push to an answer link, in the link's language, and with no other push", () => {
    expect(answerPushExtras(`/availability/${token}`)).toEqual({
      actions: [
        { action: "available", title: "Available" },
        { action: "unavailable", title: "Not available" },
        { action: "maybe", title: "Maybe" },
      ],
      saved: "Answer saved",
    });
    expect(answerPushExtras(`/availability/${token}?lang=sw`)?.actions.map((action) => action.title)).toEqual(["Atakuwepo", "Hatakuwepo", "Labda"]);
    for (const url of [null, "/family", "/availability/short", `https://elsewhere.example/availability/${token}`, `/availability/${token}/more`]) expect(answerPushExtras(url), String(url)).toBeNull();
  });
});
