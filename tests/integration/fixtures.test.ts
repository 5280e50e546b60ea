// The fixtures area over HTTP: the public JSON API and its filters, bad input answered 4xx with no row
// written, the admin form recording a result (club stats, table, cache), and the calendar feeds (results
// worded from our side, in the feed's language).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { componentsOf, parseIcal, valueOf } from "../support/ical";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

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
