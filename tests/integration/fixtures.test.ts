// The fixtures area over HTTP: the public JSON API and its filters, bad input answered 4xx with no row
// written, the admin form recording a result (club stats, table, cache), and the calendar feeds (results
// worded from our side, in the feed's language). The match record (ADR 0028): scorers, assists and the
// player of the match picked from the squad, refused outside it; the statistics they make for staff (and
// their CSV), on the public team page (consenting children only, first name and initial) and on the family
// page (the own child only).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { componentsOf, parseIcal, valueOf } from "../support/ical";
import { uniqueSuffix } from "../support/factories";
import { withDatabase } from "../support/sessions";
import { Client, createUser, logInAs, queryDb, startServer, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  ({ client: staff } = await logInAs(server, "staff"));
  anonymous = new Client(server.url);
});
afterAll(() => server?.stop());

type Fixture = { id: number; title: string; status: string; kickoffAt: string; team: { slug: string }; ourScore: number | null };
const u13 = () => queryDb<{ id: number }>(server, "SELECT id FROM teams WHERE slug = 'u-13'")[0].id;
const u13League = () => queryDb<{ id: number }>(server, "SELECT id FROM competitions WHERE slug = 'nairobi-youth-league-u13'")[0].id;
const fixtureCount = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM fixtures")[0].n;
const matchesWon = () => queryDb<{ n: number }>(server, "SELECT matches_won AS n FROM club_stats")[0].n;

describe("the public JSON API", () => {
  it("lists matches in kick-off order, narrowed by team, status and dates", async () => {
    const all = (await (await anonymous.get("/api/fixtures?team=u-13")).json()) as Fixture[];
    expect(all.length).toBeGreaterThan(5);
    for (const f of all) expect(f.team.slug).toBe("u-13");
    expect(all.map((f) => f.kickoffAt)).toEqual([...all.map((f) => f.kickoffAt)].sort());
    const played = (await (await anonymous.get("/api/fixtures?status=played")).json()) as Fixture[];
    for (const f of played) expect(f.status).toBe("played");
    const from = new Date().toISOString().slice(0, 10);
    const coming = (await (await anonymous.get(`/api/fixtures?from=${from}`)).json()) as Fixture[];
    for (const f of coming) expect(f.kickoffAt >= `${from}`).toBe(true);
  });

  it("answers bad filters with 400 and unknown matches, teams and tables with 404", async () => {
    const bad = await anonymous.get("/api/fixtures?status=won&from=yesterday");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("status");
    expect((await anonymous.get("/api/fixtures/999999")).status).toBe(404);
    expect((await anonymous.get("/api/fixtures/abc")).status).toBe(404);
    expect((await anonymous.get("/api/competitions/999999/table")).status).toBe(404);
    const cup = queryDb<{ id: number }>(server, "SELECT id FROM competitions WHERE kind = 'cup'")[0].id;
    expect((await anonymous.get(`/api/competitions/${cup}/table`)).status).toBe(404);
  });

  it("refuses writes from anonymous visitors and bad match bodies from staff, writing nothing", async () => {
    const before = fixtureCount();
    const body = { teamId: u13(), competitionId: u13League(), opponent: "API Rovers", homeOrAway: "home", venue: "Ngong Road", kickoffAt: "2027-02-06T12:00:00+03:00" };
    expect((await anonymous.postJson("/api/fixtures", body)).status).toBe(401);
    for (const wrong of [{ ...body, opponent: "" }, { ...body, kickoffAt: "next Saturday" }, { ...body, teamId: 999999 }, { ...body, homeOrAway: "neutral" }]) {
      const refused = await staff.postJson("/api/fixtures", wrong);
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    expect(fixtureCount()).toBe(before);
    const created = await staff.postJson("/api/fixtures", body);
    expect(created.status).toBe(201);
    expect(((await created.json()) as Fixture).kickoffAt).toBe("2027-02-06T09:00:00.000Z");
  });
});

describe("finding the competitions", () => {
  it("links every competition's page from the fixtures page, and a match's competition to its page", async () => {
    const competitions = queryDb<{ slug: string }>(server, "SELECT slug FROM competitions");
    expect(competitions.length).toBeGreaterThan(0);
    const fixtures = await (await anonymous.get("/fixtures")).text();
    for (const { slug } of competitions) expect(fixtures, slug).toContain(`href="/competitions/${slug}"`);
    const [match] = queryDb<{ id: number; slug: string }>(
      server,
      "SELECT f.id AS id, c.slug AS slug FROM fixtures f JOIN competitions c ON c.id = f.competition_id LIMIT 1",
    );
    const page = await anonymous.get(`/fixtures/${match.id}`);
    expect(await page.text()).toContain(`href="/competitions/${match.slug}"`);
    expect((await anonymous.get(`/competitions/${match.slug}`)).status).toBe(200);
  });
});

describe("recording a result", () => {
  it("through the admin form moves matches won, the table, and every cached page and feed that shows it", async () => {
    const kickoffAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const created = (await (
      await staff.postJson("/api/fixtures", { teamId: u13(), competitionId: u13League(), opponent: "Form Rovers", homeOrAway: "away", venue: "Kasarani", kickoffAt })
    ).json()) as Fixture;
    // Every page and feed that shows the match is in the anonymous cache before the result.
    const shown = ["/", "/fixtures", `/fixtures/${created.id}`, "/competitions/nairobi-youth-league-u13", "/teams/u-13", "/teams/u-13/calendar.ics", "/fixtures/calendar.ics"];
    for (const url of shown) {
      await anonymous.get(url);
      expect((await anonymous.get(url)).headers.get("x-cache"), url).toBe("hit");
    }
    const won = matchesWon();
    const refused = await staff.postForm("/admin/fixtures", { intent: "result", id: String(created.id), ourScore: "2", opponentScore: "x", scorers: "" });
    expect(refused.status).toBe(400);
    expect(queryDb<{ status: string }>(server, "SELECT status FROM fixtures WHERE id = ?", created.id)[0].status).toBe("scheduled");
    const saved = await staff.postForm("/admin/fixtures", { intent: "result", id: String(created.id), ourScore: "3", opponentScore: "1", scorers: "Brian Okoth 2\nKevin Mwangi" });
    expect(saved.status).toBe(302);
    expect(matchesWon()).toBe(won + 1);

    const fresh = async (url: string) => {
      const response = await anonymous.get(url);
      expect(response.headers.get("x-cache"), url).toBe("miss");
      return response.text();
    };
    expect(await fresh(`/fixtures/${created.id}`)).toContain("Brian Okoth (2), Kevin Mwangi");
    for (const url of ["/", "/fixtures", "/teams/u-13"]) expect(await fresh(url), url).toMatch(/Form Rovers[\s\S]{0,400}3[\s\S]{0,40}1|3[\s\S]{0,40}1[\s\S]{0,400}Form Rovers/);
    const table = await fresh("/competitions/nairobi-youth-league-u13");
    expect(table).toContain("Form Rovers");
    for (const url of ["/teams/u-13/calendar.ics", "/fixtures/calendar.ics"]) {
      const event = componentsOf(parseIcal(await fresh(url)), "VEVENT").find((e) => valueOf(e, "UID")?.startsWith(`fixture-${created.id}@`));
      expect(valueOf(event!, "DESCRIPTION"), url).toContain("3–1");
      expect(Number(valueOf(event!, "SEQUENCE")), url).toBeGreaterThan(0);
    }
  });
});

describe("results in the calendar feeds", () => {
  it("say won, drew or lost with our score first, in the feed's language", async () => {
    const results = [
      { opponent: "Feed Won FC", homeOrAway: "home", ourScore: 2, opponentScore: 0, en: "Won 2–0", sw: "Ushindi 2–0" },
      { opponent: "Feed Drew FC", homeOrAway: "away", ourScore: 1, opponentScore: 1, en: "Drew 1–1", sw: "Sare 1–1" },
      { opponent: "Feed Lost FC", homeOrAway: "away", ourScore: 0, opponentScore: 2, en: "Lost 0–2", sw: "Kipigo 0–2" },
    ];
    const ids: number[] = [];
    for (const [index, match] of results.entries()) {
      const kickoffAt = new Date(Date.now() - (index + 2) * 24 * 3600_000).toISOString();
      const created = (await (
        await staff.postJson("/api/fixtures", { teamId: u13(), competitionId: u13League(), opponent: match.opponent, homeOrAway: match.homeOrAway, venue: "Kasarani", kickoffAt })
      ).json()) as Fixture;
      expect((await staff.postJson(`/api/fixtures/${created.id}/result`, { ourScore: match.ourScore, opponentScore: match.opponentScore })).status).toBe(200);
      ids.push(created.id);
    }
    const swahili = new Client(server.url);
    swahili.cookies.set("lang", "sw");
    const feeds = [
      { client: anonymous, url: "/teams/u-13/calendar.ics", language: "en" },
      { client: anonymous, url: "/fixtures/calendar.ics", language: "en" },
      // A new client: an address with ?lang= also stores the choice in the client's cookie.
      { client: new Client(server.url), url: "/teams/u-13/calendar.ics?lang=sw", language: "sw" },
      { client: swahili, url: "/fixtures/calendar.ics", language: "sw" },
    ] as const;
    for (const { client, url, language } of feeds) {
      const events = componentsOf(parseIcal(await (await client.get(url)).text()), "VEVENT");
      for (const [index, match] of results.entries()) {
        const description = valueOf(events.find((e) => valueOf(e, "UID")?.startsWith(`fixture-${ids[index]}@`))!, "DESCRIPTION")!;
        expect(description, `${url} ${language}`).toContain(language === "en" ? `Result: ${match.en}` : `Matokeo: ${match.sw}`);
        expect(description, url).not.toContain("to us");
      }
    }
    // A Swahili page's subscribe links keep the language for the calendar app, which has no cookie.
    expect(await (await swahili.get("/fixtures")).text()).toContain("/fixtures/calendar.ics?lang=sw");
    expect(await (await anonymous.get("/fixtures")).text()).not.toContain("/fixtures/calendar.ics?lang=");
  });
});

describe("announcing a match by its id", () => {
  it("sends the match push and the fans' e-mail for a fixture, and 404 for an unknown one", async () => {
    const [match] = queryDb<{ id: number; opponent: string }>(server, "SELECT id, opponent FROM fixtures WHERE status = 'scheduled' ORDER BY kickoff_at LIMIT 1");
    const push = await staff.postJson("/api/send-match-push", { fixtureId: match.id });
    expect(push.status).toBe(202);
    expect(await push.json()).toMatchObject({ type: "match", targetUrl: `/fixtures/${match.id}` });
    const fan = `fan.${Date.now()}@example.com`;
    const joined = await anonymous.postJson("/api/fan-members", { membershipType: "regular", firstName: "Akinyi", lastName: "Otieno", email: fan, confirmEmail: fan, preferences: ["match-updates"] });
    expect(joined.status).toBe(201);
    const mail = await staff.postJson("/api/send-match-notification", { fixtureId: match.id });
    expect(mail.status).toBe(202);
    const [logged] = queryDb<{ subject: string }>(server, "SELECT subject FROM email_logs WHERE \"to\" = ? ORDER BY id DESC LIMIT 1", fan);
    expect(logged.subject).toContain(match.opponent);
    expect((await staff.postJson("/api/send-match-push", { fixtureId: 999999 })).status).toBe(404);
    expect((await staff.postJson("/api/send-match-notification", { fixtureId: 999999 })).status).toBe(404);
    expect((await staff.postJson("/api/send-match-notification", { fixtureId: match.id, extra: 1 })).status).toBe(400);
  });
});

describe("the match record and player statistics", () => {
  type Kid = { id: number; name: string };
  const write = <T>(work: (db: import("better-sqlite3").Database) => T): T => withDatabase(server.dbFile, work);
  let team: { id: number; slug: string };
  let fixtureId: number;
  let zawadi: Kid; // media consent
  let neema: Kid; // no consent
  let tumaini: Kid; // on the team, not in the squad
  let formula: Kid; // a name a spreadsheet would run
  let zawadiFamily: string;

  beforeAll(() => {
    const suffix = uniqueSuffix();
    write((db) => {
      const slug = `u-12-${suffix}`;
      team = { id: Number(db.prepare("INSERT INTO teams (slug, name, age_group, training_venue, sort_order) VALUES (?, 'Under-12s', 'U-12', 'Ground', 950)").run(slug).lastInsertRowid), slug };
      const competition = Number(db.prepare("INSERT INTO competitions (slug, name, kind, season, team_id) VALUES (?, 'Record Cup', 'cup', '2026/27', ?)").run(`record-cup-${suffix}`, team.id).lastInsertRowid);
      fixtureId = Number(
        db
          .prepare("INSERT INTO fixtures (team_id, competition_id, opponent, home_or_away, venue, kickoff_at) VALUES (?, ?, 'Record Rovers', 'home', 'Ground', ?)")
          .run(team.id, competition, new Date(Date.now() - 3 * 3600_000).toISOString()).lastInsertRowid,
      );
      const kid = (name: string, consent: boolean): Kid => {
        const id = Number(db.prepare("INSERT INTO players (kind, name, position, age, bio, image_url, date_of_birth, gender, media_consent) VALUES ('academy', ?, 'Forward', 12, '', '', '2014-05-06', 'female', ?)").run(name, consent ? 1 : 0).lastInsertRowid);
        db.prepare("INSERT INTO team_players (player_id, team_id) VALUES (?, ?)").run(id, team.id);
        return { id, name };
      };
      zawadi = kid("Zawadi Wambui Otieno", true);
      neema = kid("Neema Achieng Odhiambo", false);
      tumaini = kid("Tumaini Kiptoo Rono", true);
      formula = kid("=HYPERLINK(1) Kamau", false);
      for (const player of [zawadi, neema, formula]) db.prepare("INSERT INTO match_squads (fixture_id, player_id) VALUES (?, ?)").run(fixtureId, player.id);
      zawadiFamily = `zawadi.family.${suffix}@example.org`;
      const guardian = Number(db.prepare("INSERT INTO guardians (name, email, phone, language) VALUES ('Grace Otieno', ?, '0712345678', 'en')").run(zawadiFamily).lastInsertRowid);
      db.prepare("INSERT INTO player_guardians (player_id, guardian_id, relationship) VALUES (?, ?, 'Mother')").run(zawadi.id, guardian);
      // Two sessions recorded: Zawadi came to one.
      const today = new Date().toISOString().slice(0, 10);
      for (const [startsAt, present] of [["16:00", 1], ["17:00", 0]] as const) {
        db.prepare("INSERT INTO training_attendance (team_id, training_date, training_starts_at, player_id, present) VALUES (?, ?, ?, ?, ?)").run(team.id, today, startsAt, zawadi.id, present);
      }
    });
  });

  const rowsOf = (players: { kid: Kid; goals?: number; assists?: number }[]) =>
    Object.fromEntries(players.flatMap(({ kid, goals, assists }, i) => [[`players[${i}].playerId`, String(kid.id)], [`players[${i}].goals`, String(goals ?? "")], [`players[${i}].assists`, String(assists ?? "")]]));
  const scorerRows = () => queryDb<{ player_id: number | null; name: string; goals: number }>(server, "SELECT player_id, name, goals FROM fixture_scorers WHERE fixture_id = ? ORDER BY goals DESC, id", fixtureId);

  it("credits players picked from the squad, refuses anyone outside it with 400 and nothing written, and the statistics, the cached team page and the match page follow", async () => {
    // The form lists the squad, one row each, and keeps a box for guests.
    const form = await (await staff.get(`/admin/fixtures?result=${fixtureId}`)).text();
    for (const kid of [zawadi, neema]) expect(form).toContain(`value="${kid.id}"`);
    expect(form).not.toContain(tumaini.name);
    const page = `/teams/${team.slug}`;
    await anonymous.get(page);
    expect((await anonymous.get(page)).headers.get("x-cache")).toBe("hit");

    // Outside the squad: the form and the API answer 400 naming the field; nothing is written.
    const outside = await staff.postForm("/admin/fixtures", { intent: "result", id: String(fixtureId), ourScore: "1", opponentScore: "0", ...rowsOf([{ kid: tumaini, goals: 1 }]) });
    expect(outside.status).toBe(400);
    for (const body of [
      { ourScore: 1, opponentScore: 0, scorers: [{ playerId: tumaini.id, goals: 1 }] },
      { ourScore: 1, opponentScore: 0, assists: [{ playerId: tumaini.id, assists: 1 }] },
      { ourScore: 1, opponentScore: 0, playerOfTheMatchId: tumaini.id },
    ]) {
      const refused = await staff.postJson(`/api/fixtures/${fixtureId}/result`, body);
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as { message: string; errors: Record<string, string[]> };
      expect(answer.message).toContain("Tumaini Kiptoo Rono is not in this match's squad");
      expect(Object.keys(answer.errors)).toEqual([Object.keys(body)[2]]);
    }
    // More goals picked than scored: 400.
    expect((await staff.postForm("/admin/fixtures", { intent: "result", id: String(fixtureId), ourScore: "1", opponentScore: "0", ...rowsOf([{ kid: zawadi, goals: 2 }]) })).status).toBe(400);
    expect(queryDb<{ status: string }>(server, "SELECT status FROM fixtures WHERE id = ?", fixtureId)[0].status).toBe("scheduled");
    expect(scorerRows()).toEqual([]);
    expect(queryDb(server, "SELECT * FROM match_contributions WHERE fixture_id = ?", fixtureId)).toEqual([]);

    const saved = await staff.postForm("/admin/fixtures", {
      intent: "result",
      id: String(fixtureId),
      ourScore: "4",
      opponentScore: "1",
      scorers: "Guest Striker",
      playerOfTheMatchId: String(zawadi.id),
      ...rowsOf([{ kid: zawadi, goals: 2 }, { kid: neema, goals: 1, assists: 1 }, { kid: formula }]),
    });
    expect(saved.status).toBe(302);
    expect(scorerRows()).toEqual([
      { player_id: zawadi.id, name: zawadi.name, goals: 2 },
      { player_id: neema.id, name: neema.name, goals: 1 },
      { player_id: null, name: "Guest Striker", goals: 1 },
    ]);
    expect(queryDb(server, "SELECT player_id, assists, player_of_the_match FROM match_contributions WHERE fixture_id = ? ORDER BY player_id", fixtureId)).toEqual(
      [
        { player_id: zawadi.id, assists: 0, player_of_the_match: 1 },
        { player_id: neema.id, assists: 1, player_of_the_match: 0 },
      ].sort((a, b) => a.player_id - b.player_id),
    );
    const [audit] = queryDb<{ summary: string }>(server, "SELECT summary FROM audit_log WHERE action = 'fixture.result' AND target_id = ? ORDER BY id DESC LIMIT 1", String(fixtureId));
    expect(audit.summary).toContain(`assists: ${neema.name}; player of the match: ${zawadi.name}`);

    // The public team page was dropped from the cache; its top scorers name only the consenting child, by first name and initial.
    const fresh = await anonymous.get(page);
    expect(fresh.headers.get("x-cache")).toBe("miss");
    const html = withoutScripts(await fresh.text());
    expect(html).toMatch(/data-testid="top-scorers"[\s\S]*Zawadi O\.[\s\S]*>2<[\s\S]*>1</);
    // Tumaini (consent) is in the public squad list as "Tumaini R."; nobody's full name is anywhere.
    for (const hidden of ["Otieno", "Neema", "Achieng", "Rono", "HYPERLINK"]) expect(html, hidden).not.toContain(hidden);
    const match = withoutScripts(await (await anonymous.get(`/fixtures/${fixtureId}`)).text());
    expect(match).toContain("Zawadi O. (2), Guest Striker");
    expect(match).not.toContain("Neema");

    // Staff see every figure with full names.
    const stats = withoutScripts(await (await staff.get(`/admin/squads/${team.id}/stats?season=2026%2F27`)).text());
    expect(stats).toContain(zawadi.name);
    expect(stats).toContain(neema.name);
  });

  it("shows a family its own child's season only, and gives the CSV to staff and the team's own coach, formula-safe", async () => {
    const token = crypto.randomBytes(32).toString("base64url");
    write((db) =>
      db.prepare("INSERT INTO sign_in_links (email, token_hash, expires_at) VALUES (?, ?, ?)").run(zawadiFamily, crypto.createHash("sha256").update(token).digest("hex"), new Date(Date.now() + 600_000).toISOString()),
    );
    const family = new Client(server.url);
    expect((await family.postForm("/family/sign-in", { intent: "sign-in", token })).status).toBe(302);
    const familyPage = withoutScripts(await (await family.get("/family")).text());
    const lines = familyPage.match(/data-testid="family-season"[\s\S]*?<\/section>/g) ?? [];
    expect(lines).toHaveLength(1);
    const [line] = lines as [string];
    expect(line).toContain("Zawadi Wambui Otieno: this season (2026/27)");
    // Matches played 1, goals 2, assists 0, training 50%.
    expect(line.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")).toContain("Matches played 1 Goals 2 Assists 0 Training attendance 50%");
    expect(familyPage).not.toContain("Neema");

    const csvPath = `/admin/squads/${team.id}/stats.csv`;
    const csv = await staff.get(csvPath);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\n")[0]).toContain("Player,Position,Appearances,Goals,Assists");
    expect(text).toContain(`${zawadi.name},Forward,1,2,0,1,`);
    expect(text).toContain("'=HYPERLINK(1) Kamau");
    expect(text).not.toMatch(/^=HYPERLINK/m);

    const ownCoach = await createUser(server, { role: "coach" });
    const other = await createUser(server, { role: "coach" });
    write((db) => {
      db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES (?, ?)").run(team.id, ownCoach.id);
      db.prepare("INSERT INTO team_coaches (team_id, user_id) VALUES ((SELECT id FROM teams WHERE slug = 'u-17'), ?)").run(other.id);
    });
    const coach = new Client(server.url);
    await coach.logIn(ownCoach.username, ownCoach.password);
    expect((await coach.get(csvPath)).status).toBe(200);
    expect((await coach.get(`/admin/squads/${team.id}/stats`)).status).toBe(200);
    const stranger = new Client(server.url);
    await stranger.logIn(other.username, other.password);
    for (const url of [csvPath, `/admin/squads/${team.id}/stats`]) {
      const refused = await stranger.get(url);
      expect(refused.status, url).toBe(403);
      expect(await refused.text()).not.toContain(zawadi.name);
    }
    const nobody = await anonymous.get(csvPath);
    expect(nobody.status).not.toBe(200);
    expect(await nobody.text()).not.toContain(zawadi.name);
  });
});
