// The availability rules (ADR 0028) against an in-memory database: the default deadline and its bounds,
// and answer-link tokens stored only as their SHA-256, found by the token and by nothing else.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { AVAILABILITY_MESSAGES } from "~/config/availability";
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
