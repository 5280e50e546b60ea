// The fans' match e-mails over HTTP and real SMTP: a result saved with "Notify fans" and a match
// announcement reach only the active members who ticked "Match updates", each in the language they
// joined in (the Swahili templates come with the seed, and an older database gets them at its next start).
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { parseMail } from "../support/mime";
import type { TestSmtpServer } from "../support/smtp";
import { Client, logInAs, queryDb, startServer, startServerForFile, type TestServer } from "./harness";

let server: TestServer;
let smtp: TestSmtpServer;
let staff: Client;
startServerForFile({ smtp: true }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
});

type Fan = { email: string; language: "en" | "sw"; preferences: string[] };
const fans: Record<"english" | "swahili" | "noTopics" | "otherTopics", Fan> = {
  english: { email: "", language: "en", preferences: ["match-updates", "club-news"] },
  swahili: { email: "", language: "sw", preferences: ["match-updates"] },
  noTopics: { email: "", language: "en", preferences: [] },
  otherTopics: { email: "", language: "sw", preferences: ["academy-news", "events"] },
};

beforeAll(async () => {
  ({ client: staff } = await logInAs(server, "staff"));
  for (const [name, fan] of Object.entries(fans)) {
    fan.email = `${name.toLowerCase()}-${uniqueSuffix()}@example.com`;
    const visitor = new Client(server.url);
    visitor.cookies.set("lang", fan.language);
    const joined = await visitor.postJson("/api/fan-members", {
      membershipType: "regular",
      firstName: "Amani",
      lastName: name,
      email: fan.email,
      confirmEmail: fan.email,
      preferences: fan.preferences,
    });
    expect(joined.status, name).toBe(201);
  }
});

/** The mails `fan` was sent whose subject matches, parsed (the welcome mail is left out by the subject). */
const mailsTo = (fan: Fan, subject: RegExp) =>
  smtp.received
    .filter((mail) => mail.to.includes(fan.email))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => subject.test(mail.headers.subject));

/** What was queued for `fan` with a subject like this (queued in one transaction with the others). */
const loggedFor = (fan: Fan, like: string) =>
  queryDb<{ subject: string }>(server, `SELECT subject FROM email_logs WHERE "to" = ? AND subject LIKE ?`, fan.email, like);

describe("a result saved with Notify fans", () => {
  it("mails only the members who chose match updates, each in their language", async () => {
    const [match] = queryDb<{ id: number; opponent: string }>(
      server,
      "SELECT id, opponent FROM fixtures WHERE status = 'scheduled' AND team_id = (SELECT id FROM teams WHERE slug = 'u-13') ORDER BY kickoff_at LIMIT 1",
    );
    const saved = await staff.postForm("/admin/fixtures", { intent: "result", id: String(match.id), ourScore: "2", opponentScore: "1", scorers: "Brian Okoth 2", notifyFans: "on" });
    expect(saved.status).toBe(302);

    await expect.poll(() => mailsTo(fans.english, /^Full time: /).length, { timeout: 10_000 }).toBe(1);
    const english = mailsTo(fans.english, /^Full time: /)[0];
    expect(english.headers.subject).toContain(match.opponent);
    expect(english.text).toContain("Dear Amani english,");
    expect(english.text).toContain("Our scorers: Brian Okoth (2).");
    expect(english.text).toContain(`/fixtures/${match.id}`);

    await expect.poll(() => mailsTo(fans.swahili, /^Matokeo ya mwisho: /).length, { timeout: 10_000 }).toBe(1);
    const swahili = mailsTo(fans.swahili, /^Matokeo ya mwisho: /)[0];
    expect(swahili.headers.subject).toMatch(new RegExp(`dhidi ya ${match.opponent}|${match.opponent} dhidi ya`));
    expect(swahili.text).toContain("Mpendwa Amani swahili,");
    expect(swahili.text).toContain("Wafungaji wetu: Brian Okoth (2).");
    expect(swahili.text).toContain(`/fixtures/${match.id}?lang=sw`);
    expect(swahili.text).not.toMatch(/Dear |Full time/);

    for (const fan of [fans.noTopics, fans.otherTopics]) {
      expect(loggedFor(fan, "Full time%")).toEqual([]);
      expect(loggedFor(fan, "Matokeo%")).toEqual([]);
    }
    const [audit] = queryDb<{ summary: string }>(server, "SELECT summary FROM audit_log WHERE action = 'email.match-notification' ORDER BY id DESC LIMIT 1");
    expect(audit.summary).toMatch(/ to \d+ fan members who chose match updates$/);
  });
});

describe("a match announcement", () => {
  it("reaches the same members only, in their language, with the kick-off written in it", async () => {
    const [match] = queryDb<{ id: number; opponent: string }>(server, "SELECT id, opponent FROM fixtures WHERE status = 'scheduled' ORDER BY kickoff_at DESC LIMIT 1");
    const sent = await staff.postJson("/api/send-match-notification", { fixtureId: match.id });
    expect(sent.status).toBe(202);
    await expect.poll(() => mailsTo(fans.english, /^Match day: /).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => mailsTo(fans.swahili, /^Siku ya mechi: /).length, { timeout: 10_000 }).toBe(1);
    const swahili = mailsTo(fans.swahili, /^Siku ya mechi: /)[0];
    expect(swahili.headers.subject).toContain(match.opponent);
    expect(swahili.text).toContain("Mpendwa Amani swahili,");
    for (const fan of [fans.noTopics, fans.otherTopics]) {
      expect(loggedFor(fan, "Match day%")).toEqual([]);
      expect(loggedFor(fan, "Siku ya mechi%")).toEqual([]);
    }
  });
});

describe("a database from before the Swahili match mails", () => {
  it("gets them at the next start, once: a translation the office deletes afterwards stays deleted", async () => {
    const older = await startServer();
    await older.stop();
    const swahiliMatchMails = `FROM email_templates WHERE name IN ('Match Notification', 'Match Result') AND language = 'sw'`;
    const db = new Database(older.dbFile);
    db.exec(`DELETE ${swahiliMatchMails}; DELETE FROM settings WHERE key = 'email-templates.translations-added'`);
    db.close();
    const upgraded = await startServer({}, older.dataDir);
    try {
      expect(queryDb<{ name: string }>(upgraded, `SELECT name ${swahiliMatchMails} ORDER BY name`).map((row) => row.name)).toEqual(["Match Notification", "Match Result"]);
      const { client: admin } = await logInAs(upgraded, "admin");
      const [result] = queryDb<{ id: number }>(upgraded, `SELECT id FROM email_templates WHERE name = 'Match Result' AND language = 'sw'`);
      expect((await admin.postForm("/email-management", { intent: "delete-template", id: String(result.id) })).status).toBe(302);
    } finally {
      await upgraded.stop();
    }
    const again = await startServer({}, older.dataDir);
    try {
      expect(queryDb<{ name: string }>(again, `SELECT name ${swahiliMatchMails}`).map((row) => row.name)).toEqual(["Match Notification"]);
    } finally {
      await again.stop();
    }
  });
});
