// Availability (ADR 0028), over HTTP with real SMTP: a coach asks the team's families who can play, each
// family gets one mail in its language with three links per child; a GET of a link records nothing, a
// plain form POST (no JavaScript) records that child's answer and the coach's counts change; a link
// answers only its child and request; after the deadline or while the match is postponed or cancelled 409,
// after the (live) kick-off 410; bad input 400 with nothing written; a coach of another team gets 403; a
// signed-in guardian answers for their own children on /family only, and still can after a forwarded link
// has used up its changes for the hour (429). Phones that follow the team get a push per child with the
// three answers as actions (a real push service, payloads decrypted); "remind the rest" mails and pushes
// only the families without an answer, with new links, at most AVAILABILITY_REMINDERS_PER_REQUEST times.
// The match squad: within the competition's size, from a
// plain form or the API, each family whose child's place changed mailed once in its language (a repeated
// save mails no one), the family page's line; 403 / 404 / 409 / 400 with nothing written.
// A training session is asked about the same way (its mail
// and page say "Training"; while it is called off 409), and the coach ticks who came to a session,
// starting from the "available" answers.
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { withDatabase } from "../support/sessions";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { parseMail } from "../support/mime";
import type { PushEndpoint, ReceivedPush, Subscriber } from "../support/push-endpoint";
import type { TestSmtpServer } from "../support/smtp";
import { Client, createUser, logInAs, postNativeForm, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let smtp: TestSmtpServer;
let push: PushEndpoint;
startServerForFile({ smtp: true, push: true, env: { PUSH_ENDPOINT_HOSTS: "127.0.0.1", LOG_REQUESTS: "false" } }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
  push = file.push!;
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

/** Writes straight into the server's database (rows other parts' screens make). */
const write = <T>(work: (db: Database.Database) => T): T => withDatabase(server.dbFile, work);

const suffix = uniqueSuffix();
type Team = { id: number };
type Family = { id: number; name: string; email: string };

function addTeam(name: string, ageGroup: string): Team {
  return write((db) => ({
    id: Number(db.prepare("INSERT INTO teams (slug, name, age_group, training_venue, sort_order) VALUES (?, ?, ?, 'Ngong Road Ground', 900)").run(`${ageGroup.toLowerCase()}-${uniqueSuffix()}`, name, ageGroup).lastInsertRowid),
  }));
}

function addGuardian(name: string, language: "en" | "sw"): Family {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${uniqueSuffix()}@example.org`;
  return { id: write((db) => Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES (?, ?, '0712345678', ?)").run(name, email, language).lastInsertRowid)), name, email };
}

function addChild(team: Team, name: string, position: string, guardiansOf: Family[]): number {
  return write((db) => {
    const id = Number(
      db
        .prepare("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth, gender, media_consent) VALUES ('academy', ?, ?, 9, '', '', '2017-03-04', 'female', 0)")
        .run(name, position).lastInsertRowid,
    );
    db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(id, team.id);
    for (const guardian of guardiansOf) db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(id, guardian.id);
    return id;
  });
}

/** A scheduled fixture of `team` `days` from now. */
function addFixture(team: Team, opponent: string, days: number): number {
  return write((db) => {
    const competition = Number(db.prepare("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES (?, 'Test League', 'league', '2026/27', ?)").run(`league-${uniqueSuffix()}`, team.id).lastInsertRowid);
    const kickoff = new Date(Date.now() + days * 86_400_000).toISOString();
    return Number(
      db.prepare("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, ?, 'home', 'Ngong Road Ground', ?)").run(team.id, competition, opponent, kickoff)
        .lastInsertRowid,
    );
  });
}

let team: Team;
let otherTeam: Team;
let english: Family;
let swahili: Family;
let amani: number;
let baraka: number;

let fixture: number;
let secondFixture: number;
let otherFixture: number;
let coach: Client;
let otherCoach: Client;
let staff: Client;

beforeAll(async () => {
  team = addTeam("Under-9s", "U-9");
  otherTeam = addTeam("Under-7s", "U-7");
  english = addGuardian("Wanjiru Kamau", "en");
  swahili = addGuardian("Otieno Ochieng", "sw");
  // Wanjiru has two children in the team: one mail with two lines.
  amani = addChild(team, `Amani Kariuki${suffix}`, "Midfielder", [english]);
  baraka = addChild(team, `Baraka Kariuki${suffix}`, "Defender", [english]);
  addChild(team, `Chebet Ochieng${suffix}`, "Goalkeeper", [swahili]);
  addChild(otherTeam, `Other Child${suffix}`, "Forward", [addGuardian("Other Parent", "en")]);
  fixture = addFixture(team, `Kibera Stars ${suffix}`, 5);
  secondFixture = addFixture(team, `Mathare Youth ${suffix}`, 12);
  otherFixture = addFixture(otherTeam, `Other Opponent ${suffix}`, 5);

  ({ client: staff } = await logInAs(server, "staff"));
  const coachUser = await createUser(server, { role: "coach" });
  write((db) => db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(team.id, coachUser.id));
  coach = new Client(server.url);
  await coach.logIn(coachUser.username, coachUser.password);
  const otherCoachUser = await createUser(server, { role: "coach" });
  write((db) => db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(otherTeam.id, otherCoachUser.id));
  otherCoach = new Client(server.url);
  await otherCoach.logIn(otherCoachUser.username, otherCoachUser.password);
});

const page = (t: Team) => `/admin/squads/${t.id}/availability`;
const api = (t: Team) => `/api/squads/teams/${t.id}/availability`;
const requestsOf = (t: Team) => query<{ id: number; fixture_id: number }>("SELECT id, fixture_id FROM availability_requests WHERE team_id = ? ORDER BY id", t.id);
const answersOf = (requestId: number) => query<{ player_id: number; answer: string; reason: string }>("SELECT player_id, answer, reason FROM availability_answers WHERE request_id = ? ORDER BY player_id", requestId);
const mailsTo = (family: Family, opponent = "Kibera Stars") =>
  smtp.received
    .filter((mail) => mail.to.includes(family.email))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => mail.headers.subject.includes(opponent));

/** The answer link of `child`'s line for `answer`, as a path. */
function linkIn(text: string | undefined, child: string, label: string): string {
  const line = (text ?? "").split(/\n\s*\n/).find((block) => block.trimStart().startsWith(`${child}:`));
  const url = line?.split("\n").find((row) => row.trim().startsWith(`${label}:`));
  const found = /https?:\/\/\S+/.exec(url ?? "");
  if (!found) throw new Error(`No "${label}" link for ${child} in:\n${text}`);
  const parsed = new URL(found[0]);
  return `${parsed.pathname}${parsed.search}`;
}
const tokenPath = (link: string) => link.split("?")[0];
const changeFixture = (id: number, body: Record<string, unknown>) =>
  staff.request(`/api/fixtures/${id}`, { method: "PATCH", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

let barakaLink: string;
let chebetLink: string;

/** A client signed in as `family` on the family page, with a link made straight in the database (family.test.ts tests the flow). */
async function signedIn(family: Family): Promise<Client> {
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest("hex");
  write((db) => db.prepare("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)").run(family.email, hash, new Date(Date.now() + 600_000).toISOString()));
  const client = new Client(server.url);
  expect((await client.postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(302);
  return client;
}

describe("asking the families", () => {
  it("is refused to a coach of another team with 403, on the screen, its form and the API, and nothing is written", async () => {
    expect((await otherCoach.get(page(team))).status).toBe(403);
    expect((await otherCoach.postForm(page(team), { fixtureId: String(fixture) })).status).toBe(403);
    expect((await otherCoach.get(api(team))).status).toBe(403);
    expect((await otherCoach.postJson(api(team), { fixtureId: fixture })).status).toBe(403);
    expect(requestsOf(team)).toEqual([]);
    // Their own team's screen opens, and cannot ask about our fixture.
    expect((await otherCoach.get(page(otherTeam))).status).toBe(200);
    const foreign = await otherCoach.postJson(api(otherTeam), { fixtureId: fixture });
    expect(foreign.status).toBe(404);
  });

  it("refuses bad input with 400 and its messages, writing nothing", async () => {
    const bad: [unknown, string][] = [
      [{ fixtureId: "abc" }, "fixtureId"],
      [{ fixtureId: fixture, note: "bell\u0007" }, "note"],
      [{ fixtureId: fixture, note: "x".repeat(301) }, "note"],
      [{ fixtureId: fixture, deadline: "tomorrow" }, "deadline"],
    ];
    for (const [body, field] of bad) {
      const response = await coach.postJson(api(team), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    // A deadline after kick-off, from the form without JavaScript: the page again with the field's message.
    const late = new Date(Date.now() + 6 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16);
    const form = await coach.postForm(page(team), { fixtureId: String(fixture), deadline: late });
    expect(form.status).toBe(400);
    expect(withoutScripts(await form.text())).toContain("The deadline must be before kick-off");
    expect((await coach.request(api(team), { method: "POST", body: "fixtureId=1", headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    expect(requestsOf(team)).toEqual([]);
    expect(query("SELECT count(*) AS n FROM availability_tokens t JOIN availability_requests r ON r.id = t.request_id WHERE r.team_id = ?", team.id)).toEqual([{ n: 0 }]);
  });

  it("mails each family once in its language with three links per child, and audits it", async () => {
    const asked = await coach.postForm(page(team), { fixtureId: String(fixture), note: "Meet at 8:30 at the club gate" });
    expect(asked.status).toBe(302);
    const [request] = requestsOf(team);
    expect(request.fixture_id).toBe(fixture);
    expect(asked.headers.get("location")).toBe(`${page(team)}#request-${request.id}`);
    expect(query("SELECT count(*) AS n FROM availability_tokens WHERE request_id = ?", request.id)).toEqual([{ n: 3 }]);
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action = 'squad.availability-request'")).toEqual([{ n: 1 }]);

    await expect.poll(() => [mailsTo(english).length, mailsTo(swahili).length], { timeout: 15_000 }).toEqual([1, 1]);
    const inEnglish = mailsTo(english)[0];
    expect(inEnglish.headers.subject).toMatch(/^Under-9s against Kibera Stars .*: can your child play\?$/);
    expect(inEnglish.text).toContain("Meet at 8:30 at the club gate");
    expect(inEnglish.text).not.toContain("Chebet");
    barakaLink = linkIn(inEnglish.text, "Baraka", "Not available");
    expect(linkIn(inEnglish.text, "Amani", "Available")).toMatch(/^\/availability\/[\w-]{43}\?answer=available$/);

    const inSwahili = mailsTo(swahili)[0];
    expect(inSwahili.headers.subject).toMatch(/^Chini ya Miaka 9 dhidi ya Kibera Stars .*: je, mtoto wako anaweza kucheza\?$/);
    expect(inSwahili.text).toContain(`Mpendwa ${swahili.name},`);
    expect(inSwahili.text).not.toContain("Dear ");
    chebetLink = linkIn(inSwahili.text, "Chebet", "Hatakuwepo");
    expect(chebetLink).toMatch(/\?answer=unavailable&lang=sw$/);

    // Asked once per fixture.
    const again = await coach.postJson(api(team), { fixtureId: fixture });
    expect(again.status).toBe(409);
  });
});

describe("an answer link", () => {
  it("shows the choice on GET and records nothing; no sign-in, no cache, no other child", async () => {
    const family = new Client(server.url);
    const shown = await family.get(barakaLink);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(shown.headers.getSetCookie().filter((cookie) => cookie.startsWith("member="))).toEqual([]);
    const html = withoutScripts(await shown.text());
    expect(html).toContain("Can Baraka play?");
    expect(html).toContain(`Kibera Stars ${suffix}`);
    expect(html).toContain("Meet at 8:30 at the club gate");
    expect(html).not.toContain("Amani");
    expect(html).not.toContain("Kariuki");
    const [request] = requestsOf(team);
    // Only the form's POST records: a PUT, PATCH or DELETE sent by hand is answered 405.
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const sent = await family.request(barakaLink, { method, body: new URLSearchParams({ answer: "available" }), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(sent.status, method).toBe(405);
    }
    expect(answersOf(request.id)).toEqual([]);
    // The family page stays closed to whoever holds the link.
    expect(withoutScripts(await (await family.get("/family")).text())).not.toContain("Baraka");

    const inSwahili = withoutScripts(await (await new Client(server.url).get(chebetLink)).text());
    expect(inSwahili).toContain("Je, Chebet anaweza kucheza?");
  });

  it("records the answer from a plain form POST (no JavaScript), and the coach's counts change", async () => {
    const [request] = requestsOf(team);
    const posted = await postNativeForm(server.url, tokenPath(barakaLink), { answer: "unavailable", reason: "School trip" });
    expect(posted.status).toBe(302);
    expect(posted.headers.location).toBe(tokenPath(barakaLink));
    expect(answersOf(request.id)).toEqual([{ player_id: baraka, answer: "unavailable", reason: "School trip" }]);
    expect(withoutScripts(await (await new Client(server.url).get(tokenPath(barakaLink))).text())).toContain("Your answer now: Not available (School trip)");

    const coachPage = withoutScripts(await (await coach.get(page(team))).text());
    expect(coachPage).toMatch(/data-testid="count-unavailable">1</);
    expect(coachPage).toMatch(/data-testid="count-none">2</);
    expect(coachPage).toContain("School trip");
    const viaApi = (await (await coach.get(api(team))).json()) as { requests: { id: number; counts: Record<string, number>; players: { playerId: number; answer: string | null; position: string }[] }[] };
    expect(viaApi.requests[0].counts).toEqual({ available: 0, unavailable: 1, maybe: 0, none: 2 });
    expect(viaApi.requests[0].players.map((player) => player.position)).toEqual(["Defender", "Goalkeeper", "Midfielder"]);

    // Changed before the deadline: the latest answer counts.
    expect((await postNativeForm(server.url, tokenPath(barakaLink), { answer: "maybe" })).status).toBe(302);
    expect(answersOf(request.id)).toEqual([{ player_id: baraka, answer: "maybe", reason: "" }]);
  });

  it("answers only its own child and request, whatever the form says", async () => {
    const second = await staff.postJson(api(team), { fixtureId: secondFixture });
    expect(second.status).toBe(201);
    const [first, other] = requestsOf(team);
    const posted = await new Client(server.url).postForm(tokenPath(barakaLink), { answer: "available", playerId: String(amani), requestId: String(other.id) });
    expect(posted.status).toBe(302);
    expect(answersOf(first.id)).toEqual([{ player_id: baraka, answer: "available", reason: "" }]);
    expect(answersOf(other.id)).toEqual([]);
    // A made-up token, and another team's request, answer nothing.
    expect((await new Client(server.url).postForm(`/availability/${"A1b".repeat(14)}x`, { answer: "available" })).status).toBe(404);
    expect((await new Client(server.url).get("/availability/not-a-token")).status).toBe(404);
    expect(query("SELECT count(*) AS n FROM availability_requests WHERE fixture_id = ?", otherFixture)).toEqual([{ n: 0 }]);
  });

  it("refuses bad input with 400 and its message, writing nothing", async () => {
    const [request] = requestsOf(team);
    const before = answersOf(request.id);
    for (const fields of [{ answer: "yes" }, {}, { answer: "available", reason: "x".repeat(121) }, { answer: "available", reason: "line\nbreak" }] as Record<string, string>[]) {
      const response = await new Client(server.url).postForm(tokenPath(barakaLink), fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    const swahiliError = await new Client(server.url).postForm(`${tokenPath(chebetLink)}?lang=sw`, { answer: "ndiyo" });
    expect(swahiliError.status).toBe(400);
    expect(withoutScripts(await swahiliError.text())).toContain("Chagua Atakuwepo, Hatakuwepo au Labda");
    expect(answersOf(request.id)).toEqual(before);
  });

  it("is refused with 409 and says why while the match is cancelled, and works again once it is reinstated", async () => {
    const [request] = requestsOf(team);
    expect((await changeFixture(fixture, { status: "cancelled" })).status).toBe(200);
    const refused = await new Client(server.url).postForm(tokenPath(chebetLink), { answer: "available" });
    expect(refused.status).toBe(409);
    expect(withoutScripts(await refused.text())).toContain("This match has been postponed or cancelled, so answers are closed.");
    expect(withoutScripts(await (await new Client(server.url).get(tokenPath(chebetLink))).text())).toContain("This match has been postponed or cancelled");
    expect(answersOf(request.id).map((row) => row.player_id)).toEqual([baraka]);
    expect((await changeFixture(fixture, { status: "scheduled" })).status).toBe(200);
    expect(withoutScripts(await (await new Client(server.url).get(tokenPath(chebetLink))).text())).toContain('name="answer"');
  });

  it("is refused with 409 after the deadline and 410 once the match has started", async () => {
    const [request] = requestsOf(team);
    write((db) => db.prepare("UPDATE availability_requests SET deadline_at = ? WHERE id = ?").run(new Date(Date.now() - 60_000).toISOString(), request.id));
    const late = await new Client(server.url).postForm(tokenPath(chebetLink), { answer: "available" });
    expect(late.status).toBe(409);
    expect(withoutScripts(await late.text())).toContain("Answers closed at the deadline. Please tell the coach directly.");
    expect(answersOf(request.id).map((row) => row.player_id)).toEqual([baraka]);
    expect(withoutScripts(await (await new Client(server.url).get(tokenPath(chebetLink))).text())).toContain("Answers closed at the deadline");

    // The kick-off moved earlier through the fixtures API: the link ends at the new kick-off, not the one it was mailed with.
    const [row] = query<{ team_id: number; competition_id: number; opponent: string; venue: string }>("SELECT team_id, competition_id, opponent, venue FROM fixtures WHERE id = ?", fixture);
    const moved = await staff.request(`/api/fixtures/${fixture}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ teamId: row.team_id, competitionId: row.competition_id, opponent: row.opponent, homeOrAway: "home", venue: row.venue, kickoffAt: new Date(Date.now() - 1000).toISOString() }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM availability_tokens WHERE request_id = ? AND expires_at > ?", request.id, new Date().toISOString())).toEqual([{ n: 3 }]);
    expect((await new Client(server.url).get(tokenPath(chebetLink))).status).toBe(410);
    expect((await new Client(server.url).postForm(tokenPath(chebetLink), { answer: "available" })).status).toBe(410);
  });
});

describe("the family page", () => {
  it("asks a signed-in guardian about their own children only, and records their answer from a plain form", async () => {
    const [, second] = requestsOf(team);
    const wanjiru = await signedIn(english);
    const html = withoutScripts(await (await wanjiru.get("/family")).text());
    expect(html).toContain(`Can Amani play against Mathare Youth ${suffix}`);
    expect(html).toContain(`Can Baraka play against Mathare Youth ${suffix}`);
    expect(html).not.toContain("Chebet");

    const answered = await wanjiru.postForm("/family", { intent: "availability", requestId: String(second.id), playerId: String(amani), answer: "available", reason: "" });
    expect(answered.status).toBe(302);
    expect(query("SELECT player_id, answer, by_guardian_id FROM availability_answers WHERE request_id = ?", second.id)).toEqual([{ player_id: amani, answer: "available", by_guardian_id: english.id }]);

    // Another family's child: 403, nothing written; bad input: 400.
    const chebet = query<{ id: number }>("SELECT id FROM players WHERE name = ?", `Chebet Ochieng${suffix}`)[0].id;
    expect((await wanjiru.postForm("/family", { intent: "availability", requestId: String(second.id), playerId: String(chebet), answer: "available" })).status).toBe(403);
    expect((await wanjiru.postForm("/family", { intent: "availability", requestId: String(second.id), playerId: String(baraka), answer: "perhaps" })).status).toBe(400);
    expect((await new Client(server.url).postForm("/family", { intent: "availability", requestId: String(second.id), playerId: String(amani), answer: "maybe" })).status).toBe(401);
    expect(query("SELECT player_id FROM availability_answers WHERE request_id = ?", second.id)).toEqual([{ player_id: amani }]);
  });

  it("still takes the signed-in guardian's answer after the link has used up its changes for the hour (429 with the message)", async () => {
    const [, second] = requestsOf(team);
    await expect.poll(() => mailsTo(english, "Mathare Youth").length, { timeout: 15_000 }).toBe(1);
    const link = tokenPath(linkIn(mailsTo(english, "Mathare Youth")[0].text, "Baraka", "Maybe"));
    for (let i = 0; i < 10; i++) expect((await new Client(server.url).postForm(link, { answer: i % 2 ? "available" : "maybe" })).status).toBe(302);
    const refused = await new Client(server.url).postForm(link, { answer: "unavailable" });
    expect(refused.status).toBe(429);
    expect(withoutScripts(await refused.text())).toContain("This answer has been changed too many times. Please tell the coach directly.");
    expect(query("SELECT answer FROM availability_answers WHERE request_id = ? AND player_id = ?", second.id, baraka)).toEqual([{ answer: "available" }]);

    const wanjiru = await signedIn(english);
    expect((await wanjiru.postForm("/family", { intent: "availability", requestId: String(second.id), playerId: String(baraka), answer: "unavailable", reason: "Sick" })).status).toBe(302);
    expect(query("SELECT answer, reason, by_guardian_id FROM availability_answers WHERE request_id = ? AND player_id = ?", second.id, baraka)).toEqual([{ answer: "unavailable", reason: "Sick", by_guardian_id: english.id }]);
  });
});

/** A device that follows `followed` for `family` (what the family page's switch sets): a public subscription, then the team topic. */
async function deviceFollowing(family: Family, followed: Team): Promise<Subscriber> {
  const subscriber = push.subscriber("ok");
  expect((await new Client(server.url).postJson("/api/push-subscriptions", { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth })).status).toBe(201);
  write((db) => db.prepare("UPDATE push_subscriptions SET preferences = json_insert(preferences, '$[#]', ?) WHERE endpoint = ?").run(`team:${followed.id}:${family.id}`, subscriber.endpoint));
  return subscriber;
}
type AnswerPush = ReceivedPush & { payload: { actions?: { action: string; title: string }[]; data: { saved?: string } } };
const pushesTo = (subscriber: Subscriber) => push.received.filter((message) => subscriber.endpoint.endsWith(message.path)) as AnswerPush[];
const remindersTo = (family: Family) => mailsTo(family, "Mathare Youth").filter((mail) => /^(Reminder|Ukumbusho):/.test(mail.headers.subject));

describe("answer buttons by push, and reminding the rest", () => {
  let swahiliPhone: Subscriber;
  let englishPhone: Subscriber;

  it("is refused to a coach of another team (403), for another team's request (404) and once answers are closed (409)", async () => {
    const [first, second] = requestsOf(team);
    expect((await otherCoach.postJson(api(team), { intent: "remind", requestId: second.id })).status).toBe(403);
    expect((await otherCoach.postForm(page(team), { intent: "remind", requestId: String(second.id) })).status).toBe(403);
    expect((await otherCoach.postJson(api(otherTeam), { intent: "remind", requestId: second.id })).status).toBe(404);
    // The first match has kicked off (moved earlier above).
    const closed = await coach.postJson(api(team), { intent: "remind", requestId: first.id });
    expect(closed.status).toBe(409);
    expect((await coach.postJson(api(team), { intent: "remind", requestId: "two" })).status).toBe(400);
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action = 'squad.availability-remind'")).toEqual([{ n: 0 }]);
  });

  it("pushes each child's own answer link with Available / Not available / Maybe in the family's language when a request is opened", async () => {
    swahiliPhone = await deviceFollowing(swahili, team);
    englishPhone = await deviceFollowing(english, team);
    const third = addFixture(team, `Ruaraka United ${suffix}`, 8);
    expect((await coach.postJson(api(team), { fixtureId: third })).status).toBe(201);

    await expect.poll(() => [pushesTo(swahiliPhone).length, pushesTo(englishPhone).length], { timeout: 15_000 }).toEqual([1, 2]);
    const [chebet] = pushesTo(swahiliPhone);
    expect(chebet.payload).toMatchObject({
      title: "Je, Chebet anaweza kucheza?",
      actions: [
        { action: "available", title: "Atakuwepo" },
        { action: "unavailable", title: "Hatakuwepo" },
        { action: "maybe", title: "Labda" },
      ],
      data: { saved: "Jibu limehifadhiwa" },
    });
    expect(chebet.payload.body).toContain(`Ruaraka United ${suffix}`);
    expect(chebet.payload.data.url).toMatch(/^\/availability\/[\w-]{43}\?lang=sw$/);
    // Each of Wanjiru's two pushes carries one child's link, and its page shows that child only.
    const inEnglish = pushesTo(englishPhone).map((message) => message.payload);
    expect(inEnglish.map((payload) => payload.title).sort()).toEqual(["Can Amani play?", "Can Baraka play?"]);
    expect(inEnglish[0].actions?.map((action) => action.title)).toEqual(["Available", "Not available", "Maybe"]);
    for (const payload of inEnglish) {
      const child = /Can (\w+) play/.exec(payload.title)![1];
      const html = withoutScripts(await (await new Client(server.url).get(payload.data.url)).text());
      expect(html).toContain(`Can ${child} play?`);
      expect(html).not.toContain(child === "Amani" ? "Baraka" : "Amani");
    }
  });

  it("mails and pushes only the families without an answer, with new links that work, and stops at the limit (429) and when all have answered (409)", async () => {
    const [, second] = requestsOf(team);
    const chebetId = query<{ id: number }>("SELECT id FROM players WHERE name = ?", `Chebet Ochieng${suffix}`)[0].id;
    const pushesBefore = [pushesTo(swahiliPhone).length, pushesTo(englishPhone).length];
    const tokensBefore = query<{ n: number }>("SELECT count(*) AS n FROM availability_tokens WHERE request_id = ? AND player_id = ?", second.id, chebetId)[0].n;

    const reminded = await coach.postForm(page(team), { intent: "remind", requestId: String(second.id) });
    expect(reminded.status).toBe(302);
    expect(reminded.headers.get("location")).toBe(`${page(team)}#request-${second.id}`);
    expect(query("SELECT count(*) AS n FROM availability_tokens WHERE request_id = ? AND player_id = ?", second.id, chebetId)).toEqual([{ n: tokensBefore + 1 }]);
    await expect.poll(() => remindersTo(swahili).length, { timeout: 15_000 }).toBe(1);
    const reminder = remindersTo(swahili)[0];
    expect(reminder.headers.subject).toMatch(/^Ukumbusho: Chini ya Miaka 9 dhidi ya Mathare Youth/);
    const newLink = linkIn(reminder.text, "Chebet", "Labda");
    const firstLink = linkIn(mailsTo(swahili, "Mathare Youth").find((mail) => !mail.headers.subject.startsWith("Ukumbusho"))!.text, "Chebet", "Labda");
    expect(tokenPath(newLink)).not.toBe(tokenPath(firstLink));
    for (const link of [newLink, firstLink]) expect((await new Client(server.url).get(link)).status).toBe(200);

    // The push: Chebet's line only, to the Swahili phone; Wanjiru's children have answered.
    await expect.poll(() => pushesTo(swahiliPhone).length, { timeout: 15_000 }).toBe(pushesBefore[0] + 1);
    const pushed = pushesTo(swahiliPhone).at(-1)!.payload;
    expect(pushed.title).toBe("Ukumbusho: je, Chebet anaweza kucheza?");
    expect(pushed.data.url).toBe(`${tokenPath(newLink)}?lang=sw`);

    // Again from the API: the second of two; the third is refused.
    const again = await coach.postJson(api(team), { intent: "remind", requestId: second.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ requestId: second.id, families: 1, children: 1 });
    const over = await coach.postJson(api(team), { intent: "remind", requestId: second.id });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toContain("reminded 2 times");
    expect(withoutScripts(await (await coach.get(page(team))).text())).toContain("no reminders left for this match");
    await expect.poll(() => remindersTo(swahili).length, { timeout: 15_000 }).toBe(2);
    expect(remindersTo(english)).toEqual([]);
    expect(pushesTo(englishPhone).length).toBe(pushesBefore[1]);
    expect(query("SELECT username, target_id FROM audit_log WHERE action = 'squad.availability-remind'")).toHaveLength(2);

    // The push's button, as the service worker sends it: a plain form POST of the answer to the push's link.
    const tapped = await new Client(server.url).postForm(pushed.data.url, { answer: "maybe" });
    expect(tapped.status).toBe(302);
    expect(query("SELECT answer FROM availability_answers WHERE request_id = ? AND player_id = ?", second.id, chebetId)).toEqual([{ answer: "maybe" }]);
    const nobody = await coach.postJson(api(team), { intent: "remind", requestId: second.id });
    expect(nobody.status).toBe(409);
    expect(((await nobody.json()) as { message: string }).message).toBe("Every child has an answer: there is nobody left to remind.");
  });
});

describe("the match squad", () => {
  let squadFixture: number;
  let chebet: number;
  let stranger: number;
  const squadPage = () => `/admin/squads/${team.id}/squad/${squadFixture}`;
  const squadApi = (id = squadFixture) => `/api/squads/teams/${team.id}/squads/${id}`;
  const put = (client: Client, body: unknown, path = squadApi()) =>
    client.request(path, { method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
  /** The form as a browser without JavaScript sends it: one `playerIds` per ticked box. */
  const postSquad = (client: Client, playerIds: number[], note = "") =>
    client.request(squadPage(), {
      method: "POST",
      body: new URLSearchParams([...playerIds.map((id) => ["playerIds", String(id)]), ["note", note]]),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const squadRows = () => query<{ player_id: number }>("SELECT player_id FROM match_squads WHERE fixture_id = ? ORDER BY player_id", squadFixture).map((row) => row.player_id);
  const notices = () => query<{ player_id: number; told: string }>("SELECT player_id, told FROM match_squad_notices WHERE fixture_id = ? ORDER BY player_id", squadFixture);
  const squadMails = () => query<{ to: string; subject: string }>("SELECT \"to\", subject FROM email_logs WHERE subject LIKE ? AND subject NOT LIKE '%can your child play%' AND subject NOT LIKE '%anaweza kucheza%' ORDER BY id", `%Dagoretti FC ${suffix}%`);

  beforeAll(async () => {
    squadFixture = addFixture(team, `Dagoretti FC ${suffix}`, 8);
    // A competition of two players a squad, and the families asked with a note that the squad's note starts from.
    write((db) => db.prepare("UPDATE competitions SET squad_size_max = 2 WHERE id = (SELECT competition_id FROM fixtures WHERE id = ?)").run(squadFixture));
    // The team's families were asked AVAILABILITY_REQUESTS_PER_TEAM_DAY times already by the cases above:
    // the next is refused (429) with nothing written, until those requests are a day old.
    const requestsBefore = query("SELECT id FROM availability_requests WHERE team_id = ?", team.id).length;
    const capped = await coach.postJson(api(team), { fixtureId: squadFixture });
    expect(capped.status).toBe(429);
    expect(((await capped.json()) as { message: string }).message).toBe("This team's families have been asked 3 times in the last 24 hours; ask again tomorrow.");
    expect(query("SELECT id FROM availability_requests WHERE team_id = ?", team.id)).toHaveLength(requestsBefore);
    write((db) => db.prepare("UPDATE availability_requests SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 hours') WHERE team_id = ?").run(team.id));
    expect((await coach.postJson(api(team), { fixtureId: squadFixture, note: "Meet at 8:00 at the gate" })).status).toBe(201);
    chebet = query<{ id: number }>("SELECT id FROM players WHERE name = ?", `Chebet Ochieng${suffix}`)[0].id;
    stranger = query<{ id: number }>("SELECT id FROM players WHERE name = ?", `Other Child${suffix}`)[0].id;
  });

  it("is refused to another team's coach (403), for another team's fixture (404), past the competition's size or with a player not on the team (400), writing nothing", async () => {
    expect((await otherCoach.get(squadPage())).status).toBe(403);
    expect((await postSquad(otherCoach, [amani])).status).toBe(403);
    expect((await otherCoach.get(squadApi())).status).toBe(403);
    expect((await put(otherCoach, { playerIds: [amani] })).status).toBe(403);
    expect((await put(coach, { playerIds: [amani] }, squadApi(otherFixture))).status).toBe(404);
    expect((await coach.get(`/admin/squads/${team.id}/squad/${otherFixture}`)).status).toBe(404);

    const bad: [unknown, string][] = [
      [{ playerIds: [amani, stranger] }, "playerIds"],
      [{ playerIds: ["x"] }, "playerIds"],
      [{ playerIds: [] }, "playerIds"],
      [{ playerIds: [amani], note: "bell\u0007" }, "note"],
      [{ playerIds: [amani], note: "x".repeat(201) }, "note"],
      [{ playerIds: [amani, baraka, chebet] }, "playerIds"],
    ];
    for (const [body, field] of bad) {
      const response = await put(coach, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors[field]?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    // Three boxes ticked from the form without JavaScript: the page again with the message by the boxes.
    const tooMany = await postSquad(coach, [amani, baraka, chebet]);
    expect(tooMany.status).toBe(400);
    expect(withoutScripts(await tooMany.text())).toContain("At most 2 players can be in the squad for this competition");
    expect(squadRows()).toEqual([]);
    expect(notices()).toEqual([]);
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action = 'squad.match-squad'")).toEqual([{ n: 0 }]);
  });

  it("is saved from the plain form, mails each family once in its language, and a repeated save mails no one", async () => {
    const shown = withoutScripts(await (await coach.get(squadPage())).text());
    expect(shown).toContain("0 of 2 selected");
    expect(shown).toContain('value="Meet at 8:00 at the gate"');
    expect(shown).toContain(`Baraka Kariuki${suffix}`);
    expect(shown).not.toContain("Other Child");

    const saved = await postSquad(coach, [amani, chebet], "White kit, meet at 8:00 at the gate");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(squadPage());
    expect(squadRows()).toEqual([amani, chebet].sort((a, b) => a - b));
    expect(notices()).toEqual(
      [
        { player_id: amani, told: "selected" },
        { player_id: baraka, told: "not_selected" },
        { player_id: chebet, told: "selected" },
      ].sort((a, b) => a.player_id - b.player_id),
    );
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action = 'squad.match-squad'")).toEqual([{ n: 1 }]);
    expect(withoutScripts(await (await coach.get(squadPage())).text())).toContain("2 of 2 selected");

    const mailsFor = (family: Family) => mailsTo(family, `Dagoretti FC ${suffix}`).filter((mail) => !/can your child play|anaweza kucheza/.test(mail.headers.subject));
    await expect.poll(() => [mailsFor(english).length, mailsFor(swahili).length], { timeout: 15_000 }).toEqual([2, 1]);
    const selected = mailsFor(english).find((mail) => mail.headers.subject.startsWith("Amani is in the Under-9s squad"))!;
    expect(selected.text).toContain("White kit, meet at 8:00 at the gate");
    expect(selected.text).toContain("Venue: Ngong Road Ground");
    expect(selected.text).toContain("(Nairobi time)");
    const notSelected = mailsFor(english).find((mail) => mail.text?.includes("Baraka is not in the squad this week"));
    expect(notSelected?.text).not.toContain("White kit");
    const inSwahili = mailsFor(swahili)[0];
    expect(inSwahili.headers.subject).toMatch(/^Chebet yumo kwenye kikosi cha Chini ya Miaka 9 dhidi ya Dagoretti FC/);
    expect(inSwahili.text).toContain("Cha kuleta / mahali pa kukutana: White kit, meet at 8:00 at the gate");
    expect(inSwahili.text).not.toContain("Dear ");

    // The same squad again, through the API: nobody is told twice.
    const again = await put(coach, { playerIds: [chebet, amani], note: "White kit" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ selected: 2, told: 0, families: 0 });
    expect(squadMails()).toHaveLength(3);

    // Baraka in for Amani: only their family hears, once for each child whose place changed.
    const changed = await put(staff, { playerIds: [baraka, chebet] });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ selected: 2, told: 2, families: 1 });
    expect(squadMails().slice(3).map((mail) => mail.to)).toEqual([english.email, english.email]);
    const viaApi = (await (await coach.get(squadApi())).json()) as { fixture: { max: number; open: boolean }; players: { playerId: number; selected: boolean }[] };
    expect(viaApi.fixture).toMatchObject({ max: 2, open: true });
    expect(viaApi.players.filter((player) => player.selected).map((player) => player.playerId).sort((a, b) => a - b)).toEqual([baraka, chebet].sort((a, b) => a - b));
  });

  it("shows each family its own children's places on the family page, in its language", async () => {
    const wanjiru = withoutScripts(await (await (await signedIn(english)).get("/family")).text());
    expect(wanjiru).toContain(`Baraka Kariuki${suffix}: selected for the squad`);
    expect(wanjiru).toContain(`Amani Kariuki${suffix}: not in the squad this week`);
    expect(wanjiru).not.toContain("Chebet");
    const otieno = withoutScripts(await (await (await signedIn(swahili)).get("/family?lang=sw")).text());
    expect(otieno).toContain(`Chebet Ochieng${suffix}: amechaguliwa kwenye kikosi`);
  });

  it("is refused with 409 while the match is postponed, and nothing changes", async () => {
    expect((await changeFixture(squadFixture, { status: "postponed" })).status).toBe(200);
    const refused = await put(coach, { playerIds: [amani] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("postponed, cancelled or has already kicked off");
    expect(squadRows()).toEqual([baraka, chebet].sort((a, b) => a - b));
    expect((await changeFixture(squadFixture, { status: "scheduled" })).status).toBe(200);
  });
});

describe("a training session", () => {
  const DAY_MS = 86_400_000;
  const nairobiDate = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date(Date.now() + days * DAY_MS));
  const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  // A team of its own (the request cap is per team): a weekly session three days from now, so four days
  // ago was one too, at a pitch of its own.
  const coming = nairobiDate(3);
  const past = nairobiDate(-4);
  let squad: Team;
  let mother: Family;
  let mama: Family;
  let imani: number;
  let zawadi: number;
  let neema: number;
  let outsider: number;
  beforeAll(() => {
    squad = addTeam("Under-11s", "U-11");
    write((db) => db.prepare("INSERT INTO training_sessions (team_id, weekday, starts_at, ends_at, venue) VALUES (?, ?, '16:00', '17:30', 'Club Pitch 2')").run(squad.id, isoWeekday(coming)));
    mother = addGuardian("Akinyi Odhiambo", "en");
    mama = addGuardian("Halima Salim", "sw");
    imani = addChild(squad, `Imani Odhiambo${suffix}`, "Forward", [mother]);
    zawadi = addChild(squad, `Zawadi Salim${suffix}`, "Defender", [mama]);
    neema = addChild(squad, `Neema Salim${suffix}`, "Goalkeeper", [mama]);
    outsider = query<{ id: number }>("SELECT id FROM players WHERE name = ?", `Chebet Ochieng${suffix}`)[0].id;
  });
  const trainingMails = (family: Family) =>
    smtp.received
      .filter((mail) => mail.to.includes(family.email))
      .map((mail) => parseMail(mail.raw))
      .filter((mail) => /training|mazoezi/.test(mail.headers.subject));
  const attendance = (t: Team) => `/admin/squads/${t.id}/attendance`;
  const attendanceApi = (t: Team) => `/api/squads/teams/${t.id}/attendance`;
  const presentAt = (date: string) =>
    query<{ player_id: number; present: number }>("SELECT player_id, present FROM training_attendance WHERE team_id = ? AND training_date = ? ORDER BY player_id", squad.id, date);

  it("is asked about from the same form: the mails and the answer page say training, and an answer is recorded", async () => {
    expect((await staff.postJson(api(squad), { training: `${nairobiDate(2)}T16:00` })).status).toBe(404);
    const asked = await staff.postForm(page(squad), { event: `training:${coming}T16:00`, note: "Bring water" });
    expect(asked.status).toBe(302);
    const [request] = query<{ id: number; fixture_id: number | null; training_date: string; training_starts_at: string }>(
      "SELECT id, fixture_id, training_date, training_starts_at FROM availability_requests WHERE team_id = ?",
      squad.id,
    );
    expect(request).toMatchObject({ fixture_id: null, training_date: coming, training_starts_at: "16:00" });
    expect((await staff.postJson(api(squad), { training: `${coming}T16:00` })).status).toBe(409);

    await expect.poll(() => [trainingMails(mother).length, trainingMails(mama).length], { timeout: 15_000 }).toEqual([1, 1]);
    const inEnglish = trainingMails(mother)[0];
    expect(inEnglish.headers.subject).toMatch(/^Under-11s training, .* 16:00: can your child come\?$/);
    expect(inEnglish.text).toMatch(/Training, .* 16:00, Club Pitch 2/);
    expect(inEnglish.text).not.toContain("against");
    const inSwahili = trainingMails(mama)[0];
    expect(inSwahili.headers.subject).toMatch(/^Chini ya Miaka 11 mazoezi, .*: je, mtoto wako atakuja\?$/);
    expect(inSwahili.text).toMatch(/Mazoezi, .*, Club Pitch 2/);
    const zawadiLink = tokenPath(linkIn(inSwahili.text, "Zawadi", "Atakuwepo"));

    const shown = withoutScripts(await (await new Client(server.url).get(tokenPath(linkIn(inEnglish.text, "Imani", "Available")))).text());
    expect(shown).toContain("Can Imani come to training?");
    expect(shown).toMatch(/Training, [^<]* 16:00, Club Pitch 2/);
    expect(withoutScripts(await (await new Client(server.url).get(`${zawadiLink}?lang=sw`)).text())).toMatch(/Mazoezi, [^<]*, Club Pitch 2/);
    expect((await postNativeForm(server.url, zawadiLink, { answer: "available" })).status).toBe(302);
    expect(answersOf(request.id)).toEqual([{ player_id: zawadi, answer: "available", reason: "" }]);

    // Called off: answers are refused with 409 and the page says why; on again, the link works again.
    write((db) => db.prepare("INSERT INTO training_cancellations (team_id, date, starts_at, reason) VALUES (?, ?, '16:00', 'Pitch flooded')").run(squad.id, coming));
    const refused = await new Client(server.url).postForm(zawadiLink, { answer: "unavailable" });
    expect(refused.status).toBe(409);
    expect(withoutScripts(await refused.text())).toContain("This training session has been called off, so answers are closed.");
    write((db) => db.prepare("DELETE FROM training_cancellations WHERE team_id = ?").run(squad.id));
    expect(answersOf(request.id)).toEqual([{ player_id: zawadi, answer: "available", reason: "" }]);

    const akinyi = await signedIn(mother);
    expect(withoutScripts(await (await akinyi.get("/family")).text())).toContain("Can Imani come to training on");
  });

  it("has its attendance ticked from the 'available' answers, saved in one go, and shown as saved", async () => {
    // A request for last week's session, as it was answered then (requests are only opened for coming sessions).
    write((db) => {
      const start = new Date(Date.parse(`${past}T13:00:00Z`)).toISOString();
      const id = Number(
        db.prepare("INSERT INTO availability_requests (team_id, training_date, training_starts_at, starts_at, deadline_at) VALUES (?, ?, '16:00', ?, ?)").run(squad.id, past, start, start).lastInsertRowid,
      );
      const answer = db.prepare("INSERT INTO availability_answers (request_id, player_id, answer) VALUES (?, ?, ?)");
      answer.run(id, imani, "available");
      answer.run(id, zawadi, "available");
      answer.run(id, neema, "unavailable");
    });
    const sheet = `${attendance(squad)}?session=${past}T16:00`;
    const html = withoutScripts(await (await staff.get(sheet)).text());
    const ticked = [...html.matchAll(/<input[^>]*name="present"[^>]*>/g)].filter(([tag]) => /\bchecked\b/.test(tag)).map(([tag]) => Number(/value="(\d+)"/.exec(tag)![1]));
    expect(ticked.sort()).toEqual([imani, zawadi].sort());
    expect(html).toContain("everyone whose family answered Available");

    // Zawadi did not come after all; Neema did.
    const fields = new URLSearchParams([
      ["session", `${past}T16:00`],
      ["present", String(imani)],
      ["present", String(neema)],
    ]);
    const saved = await staff.request(sheet, { method: "POST", body: fields, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(sheet);
    expect(presentAt(past)).toEqual(
      [
        { player_id: imani, present: 1 },
        { player_id: zawadi, present: 0 },
        { player_id: neema, present: 1 },
      ].sort((a, b) => a.player_id - b.player_id),
    );
    expect(query("SELECT count(*) AS n FROM audit_log WHERE action = 'squad.training-attendance'")).toEqual([{ n: 1 }]);
    expect(withoutScripts(await (await staff.get(sheet)).text())).toContain("Ticked as saved");

    // The API replaces the session's rows; nobody ticked is allowed.
    const viaApi = await staff.request(attendanceApi(squad), { method: "PUT", body: JSON.stringify({ session: `${past}T16:00`, present: [] }), headers: { "Content-Type": "application/json" } });
    expect(viaApi.status).toBe(200);
    expect(presentAt(past).map((row) => row.present)).toEqual([0, 0, 0]);
  });

  it("is refused to a coach of another team (403) and refuses bad input (400, 404), writing nothing", async () => {
    const before = presentAt(past);
    expect((await otherCoach.get(attendance(squad))).status).toBe(403);
    expect((await otherCoach.postForm(attendance(squad), { session: `${past}T16:00`, present: String(imani) })).status).toBe(403);
    expect((await otherCoach.postJson(attendanceApi(squad), { session: `${past}T16:00`, present: [imani] })).status).toBe(403);
    const bad: [unknown, number, string][] = [
      [{ session: `${past}T16:00`, present: [outsider] }, 400, "present"],
      [{ session: `${past}T16:00`, present: ["x"] }, 400, "present"],
      [{ session: "last tuesday", present: [imani] }, 400, "session"],
      [{ session: `${nairobiDate(-20)}T16:00`, present: [imani] }, 404, "session"],
    ];
    for (const [body, status, field] of bad) {
      const response = await staff.postJson(attendanceApi(squad), body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(((await response.json()) as { errors?: Record<string, string[]> }).errors ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    const form = await staff.postForm(attendance(squad), { session: `${past}T16:00`, present: String(outsider) });
    expect(form.status).toBe(400);
    expect(withoutScripts(await form.text())).toContain("Tick only players of this team");
    expect(presentAt(past)).toEqual(before);
  });
});
