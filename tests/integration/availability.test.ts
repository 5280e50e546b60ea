// Availability (ADR 0028), over HTTP with real SMTP: a coach asks the team's families who can play, each
// family gets one mail in its language with three links per child; a GET of a link records nothing, a
// plain form POST (no JavaScript) records that child's answer and the coach's counts change; a link
// answers only its child and request; after the deadline or while the match is postponed or cancelled 409,
// after the (live) kick-off 410; bad input 400 with nothing written; a coach of another team gets 403; a
// signed-in guardian answers for their own children on /family only, and still can after a forwarded link
// has used up its changes for the hour (429). A training session is asked about the same way (its mail
// and page say "Training"; while it is called off 409), and the coach ticks who came to a session,
// starting from the "available" answers.
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { withDatabase } from "../support/sessions";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../support/factories";
import { parseMail } from "../support/mime";
import type { TestSmtpServer } from "../support/smtp";
import { Client, createUser, logInAs, postNativeForm, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let smtp: TestSmtpServer;
startServerForFile({ smtp: true, env: { LOG_REQUESTS: "false" } }, (file) => {
  ({ server } = file);
  smtp = file.smtp!;
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
