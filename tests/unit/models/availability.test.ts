// The availability rules (ADR 0028) against an in-memory database: the default deadline and its bounds,
// answer-link tokens stored only as their SHA-256, found by the token and by nothing else, and the link's
// changes limited per hour (by the model's clock), never the signed-in guardian's.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { AVAILABILITY_MESSAGES } from "~/config/availability";
import { answerByToken, answerForOwnChild } from "~/models/availability/answers.server";
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
