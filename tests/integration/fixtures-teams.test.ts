// The teams and competitions tabs of /admin/fixtures over HTTP, as a browser without JavaScript sends
// them: a team with its training week and squad shows on its public page at the next anonymous GET,
// bad input answers 400 with the field's message and writes nothing, slugs are unique and stable, and
// a team or competition in use is not deleted; GET /api/teams gives each team's coach and training week.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const ADMIN_PAGE = "/admin/fixtures";

/** A native form post: repeated names (ticked checkboxes) stay repeated. */
function post(client: Client, fields: [string, string][], search = "?tab=teams") {
  return client.request(`${ADMIN_PAGE}${search}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Page text without React's text separators, so "16:00–17:30" reads as one string. */
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

type TeamRow = { id: number; slug: string; name: string; age_group: string; coach: string | null; training_venue: string };
const teamBySlug = (slug: string) => queryDb<TeamRow>(server, "SELECT * FROM teams WHERE slug = ?", slug)[0];
const teamCount = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM teams")[0].n;
const sessionsOf = (teamId: number) =>
  queryDb<{ weekday: number; starts_at: string; ends_at: string; venue: string | null }>(
    server,
    "SELECT weekday, starts_at, ends_at, venue FROM training_sessions WHERE team_id = ? ORDER BY weekday, starts_at",
    teamId,
  );
const squadOf = (teamId: number) => queryDb<{ player_id: number }>(server, "SELECT player_id FROM team_players WHERE team_id = ? ORDER BY player_id", teamId).map((r) => r.player_id);
const playerName = (id: number) => queryDb<{ name: string }>(server, "SELECT name FROM players WHERE id = ?", id)[0].name;
const auditCount = (action: string) => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM audit_log WHERE action = ?", action)[0].n;

const teamFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "save-team",
    name: "Under-19s",
    ageGroup: "U-19",
    coach: "Peter Mutua Kilonzo",
    trainingVenue: "Kasarani Annex Pitch",
    sortOrder: "7",
    "sessions[0].weekday": "2",
    "sessions[0].startsAt": "17:00",
    "sessions[0].endsAt": "18:45",
    "sessions[0].venue": "",
    // A blank row between two filled ones is skipped.
    "sessions[1].weekday": "",
    "sessions[1].startsAt": "",
    "sessions[1].endsAt": "",
    "sessions[1].venue": "",
    "sessions[2].weekday": "6",
    "sessions[2].startsAt": "07:30",
    "sessions[2].endsAt": "09:00",
    "sessions[2].venue": "Nyayo Stadium Annex",
    ...overrides,
  });

describe("teams", () => {
  it("adds a team with its training week and squad; the players move and both public pages show it at once", async () => {
    const u17 = teamBySlug("u-17");
    const movers = squadOf(u17.id).slice(0, 2);
    expect(movers).toHaveLength(2);
    // Warm the anonymous cache of the team the players leave.
    expect(await text(await anonymous.get("/teams/u-17"))).toContain(playerName(movers[0]));
    const created = await post(staff, [...teamFields(), ...movers.map((id): [string, string] => ["playerIds", String(id)])]);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(new RegExp(`^${ADMIN_PAGE}\\?tab=teams#team-\\d+$`));

    const team = teamBySlug("under-19s");
    expect(team).toMatchObject({ name: "Under-19s", age_group: "U-19", coach: "Peter Mutua Kilonzo", training_venue: "Kasarani Annex Pitch" });
    expect(sessionsOf(team.id)).toEqual([
      { weekday: 2, starts_at: "17:00", ends_at: "18:45", venue: null },
      { weekday: 6, starts_at: "07:30", ends_at: "09:00", venue: "Nyayo Stadium Annex" },
    ]);
    expect(squadOf(team.id)).toEqual(movers);
    expect(squadOf(u17.id)).not.toContain(movers[0]);
    expect(auditCount("fixture.team.create")).toBe(1);

    const page = await text(await anonymous.get("/teams/under-19s"));
    expect(page).toContain("Coach: Peter Mutua Kilonzo");
    expect(page).toContain("Tuesday</span>, 17:00–18:45");
    expect(page).toContain("Kasarani Annex Pitch");
    expect(page).toContain("Saturday</span>, 07:30–09:00");
    expect(page).toContain("Nyayo Stadium Annex");
    expect(page).toContain(playerName(movers[1]));
    expect(await text(await anonymous.get("/teams/u-17"))).not.toContain(playerName(movers[0]));

    const list = await text(await staff.get(`${ADMIN_PAGE}?tab=teams`));
    expect(list).toContain("Under-19s");
    expect(list).toContain("Tuesday 17:00–18:45");
  });

  it("GET /api/teams gives each team its coach, training venue and week in Nairobi time, and nothing private", async () => {
    type ApiTeam = { slug: string; coach: string | null; trainingVenue: string; training: { weekday: number; day: string; startsAt: string; endsAt: string; venue: string }[] };
    const teams = (await (await anonymous.get("/api/teams")).json()) as ApiTeam[];
    expect(teams.find((team) => team.slug === "under-19s")).toEqual({
      id: teamBySlug("under-19s").id,
      slug: "under-19s",
      name: "Under-19s",
      ageGroup: "U-19",
      coach: "Peter Mutua Kilonzo",
      trainingVenue: "Kasarani Annex Pitch",
      training: [
        // No venue of its own: the team's.
        { weekday: 2, day: "Tuesday", startsAt: "17:00", endsAt: "18:45", venue: "Kasarani Annex Pitch" },
        { weekday: 6, day: "Saturday", startsAt: "07:30", endsAt: "09:00", venue: "Nyayo Stadium Annex" },
      ],
    });
    // Every team, with the same fields only: no squad, no sort order, no dates.
    expect(teams).toHaveLength(teamCount());
    for (const team of teams) {
      expect(Object.keys(team).sort(), team.slug).toEqual(["ageGroup", "coach", "id", "name", "slug", "training", "trainingVenue"]);
      expect(team.training.map((session) => [session.weekday, session.startsAt, session.endsAt]), team.slug).toEqual(
        sessionsOf(teamBySlug(team.slug).id).map((row) => [row.weekday, row.starts_at, row.ends_at]),
      );
    }
  });

  it("edits a team: the slug stays, the training week and squad are replaced, the public page follows", async () => {
    const team = teamBySlug("under-19s");
    const kept = squadOf(team.id)[0];
    await anonymous.get("/teams/under-19s");
    const editor = await text(await staff.get(`${ADMIN_PAGE}?tab=teams&edit=${team.id}`));
    expect(editor).toContain("Edit Under-19s");
    expect(editor).toContain('value="17:00"');
    const saved = await post(staff, [
      ...teamFields({ id: String(team.id), name: "Under-19 Development Squad", coach: "", "sessions[2].weekday": "", "sessions[2].startsAt": "", "sessions[2].endsAt": "", "sessions[2].venue": "" }),
      ["playerIds", String(kept)],
    ], `?tab=teams&edit=${team.id}`);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${ADMIN_PAGE}?tab=teams#team-${team.id}`);
    expect(teamBySlug("under-19s")).toMatchObject({ name: "Under-19 Development Squad", coach: null });
    expect(sessionsOf(team.id)).toHaveLength(1);
    expect(squadOf(team.id)).toEqual([kept]);
    const page = await text(await anonymous.get("/teams/under-19s"));
    expect(page).toContain("Under-19 Development Squad");
    expect(page).not.toMatch(/>Coach: /); // the line, not the page's translations in its data
    expect(page).not.toContain("Saturday</span>, 07:30");
    expect(auditCount("fixture.team.update")).toBe(1);
  });

  it("answers bad input with 400 and each field's message, writing nothing", async () => {
    const before = teamCount();
    const team = teamBySlug("under-19s");
    const sessionsBefore = sessionsOf(team.id);
    const refused = await post(staff, [
      ...teamFields({
        id: String(team.id),
        name: " ",
        ageGroup: "U-99",
        coach: "Somebody Else",
        sortOrder: "-3",
        "sessions[0].startsAt": "18:00",
        "sessions[0].endsAt": "17:00",
        "sessions[2].startsAt": "25:00",
      }),
      ["playerIds", "999999"],
    ], `?tab=teams&edit=${team.id}`);
    expect(refused.status).toBe(400);
    const page = await text(refused);
    for (const message of [
      "Team name is required",
      "Choose an age group",
      "Choose one of the club&#x27;s coaches, or none",
      "Sort order is a whole number from 0 to 999",
      "Training must end after it starts",
      "Enter a time as HH:MM",
    ]) {
      expect(page, message).toContain(message);
    }
    // What was typed comes back in the form (JavaScript off).
    expect(page).toContain('value="18:00"');
    expect(sessionsOf(team.id)).toEqual(sessionsBefore);

    // A day left out of a filled row, a player who does not exist, a new team with no name: all refused.
    const noDay = await post(staff, teamFields({ "sessions[0].weekday": "" }));
    expect(noDay.status).toBe(400);
    expect(await text(noDay)).toContain("Choose the day");
    const ghost = await post(staff, [...teamFields({ name: "Ghost XI" }), ["playerIds", "999999"]]);
    expect(ghost.status).toBe(400);
    expect(await text(ghost)).toContain("A chosen player is no longer on the club");
    expect((await post(staff, teamFields({ name: "" }))).status).toBe(400);
    // Forms no browser sends: a list where a row belongs, a row that is not a row, players that are not ids.
    for (const hostile of [
      [...teamFields({ name: "Hostile XI" }), ["sessions", "x"]],
      [["intent", "save-team"], ["name", "Hostile XI"], ["ageGroup", "U-9"], ["trainingVenue", "Here"], ["sessions[0]", "x"]],
      [...teamFields({ name: "Hostile XI", sortOrder: "1e309" })],
      [...teamFields({ name: "Hostile XI" }), ["playerIds", "abc"], ["playerIds", "-1"]],
    ] as [string, string][][]) {
      const answer = await post(staff, hostile);
      expect(answer.status, JSON.stringify(hostile.slice(-2))).toBe(400);
    }
    expect(teamCount()).toBe(before);
    expect(teamBySlug("ghost-xi")).toBeUndefined();
    // The same session twice.
    const twice = await post(staff, [...teamFields({ name: "Twice XI" }), ["sessions[3].weekday", "2"], ["sessions[3].startsAt", "17:00"], ["sessions[3].endsAt", "18:00"]]);
    expect(twice.status).toBe(400);
    expect(await text(twice)).toContain("This session is already listed above");
    expect(teamBySlug("hostile-xi")).toBeUndefined();
    expect(teamBySlug("twice-xi")).toBeUndefined();
  });

  it("makes a unique slug from the name when a team is added", async () => {
    expect((await post(staff, teamFields({ name: "Under 19s" }))).status).toBe(302);
    expect((await post(staff, teamFields({ name: "Under 19s!" }))).status).toBe(302);
    const slugs = queryDb<{ slug: string }>(server, "SELECT slug FROM teams WHERE name LIKE 'Under 19s%' ORDER BY id").map((r) => r.slug);
    expect(slugs).toEqual(["under-19s-2", "under-19s-3"]);
  });

  it("refuses to delete a team that has matches, and deletes one that has none (its players stay)", async () => {
    const u13 = teamBySlug("u-13");
    const refused = await post(staff, [["intent", "delete-team"], ["id", String(u13.id)]], `?tab=teams&edit=${u13.id}`);
    expect(refused.status).toBe(409);
    expect(await text(refused)).toMatch(/Under-13s cannot be deleted: \d+ matches on the fixture list are theirs/);
    expect(teamBySlug("u-13")).toBeDefined();

    const spare = teamBySlug("under-19s-3");
    const players = queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM players")[0].n;
    const deleted = await post(staff, [["intent", "delete-team"], ["id", String(spare.id)]], `?tab=teams&edit=${spare.id}`);
    expect(deleted.status).toBe(302);
    expect(teamBySlug("under-19s-3")).toBeUndefined();
    expect(queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM players")[0].n).toBe(players);
    expect(auditCount("fixture.team.delete")).toBe(1);
    expect((await anonymous.get("/teams/under-19s-3")).status).toBe(404);
  });
});

describe("competitions", () => {
  type CompetitionRow = { id: number; slug: string; name: string; kind: string; season: string; team_id: number | null; squad_size_max: number | null };
  const competitionByName = (name: string) => queryDb<CompetitionRow>(server, "SELECT * FROM competitions WHERE name = ?", name)[0];
  const competitionCount = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM competitions")[0].n;
  const fields = (overrides: Record<string, string> = {}): [string, string][] =>
    Object.entries({ intent: "save-competition", name: "Nairobi Schools Cup", kind: "cup", season: "2026/27", teamId: String(teamBySlug("u-15").id), ...overrides });

  it("adds and edits a competition; its slug is made once from the name and season", async () => {
    const added = await post(staff, fields(), "?tab=competitions&edit=new");
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toMatch(new RegExp(`^${ADMIN_PAGE}\\?tab=competitions#competition-\\d+$`));
    const cup = competitionByName("Nairobi Schools Cup");
    expect(cup).toMatchObject({ slug: "nairobi-schools-cup-2026-27", kind: "cup", season: "2026/27", team_id: teamBySlug("u-15").id });
    const again = await post(staff, fields({ teamId: "" }), "?tab=competitions&edit=new");
    expect(again.status).toBe(302);
    expect(queryDb<{ slug: string; team_id: number | null }>(server, "SELECT slug, team_id FROM competitions WHERE name = 'Nairobi Schools Cup' ORDER BY id")).toEqual([
      { slug: "nairobi-schools-cup-2026-27", team_id: teamBySlug("u-15").id },
      { slug: "nairobi-schools-cup-2026-27-2", team_id: null },
    ]);

    // Warm the anonymous cache of its public page first.
    expect(await text(await anonymous.get("/competitions/nairobi-schools-cup-2026-27"))).toContain("Nairobi Schools Cup");
    expect(cup.squad_size_max).toBeNull();
    const edited = await post(staff, fields({ id: String(cup.id), name: "Nairobi Schools Super Cup", kind: "league", squadSizeMax: "16" }), `?tab=competitions&edit=${cup.id}`);
    expect(edited.status).toBe(302);
    expect(competitionByName("Nairobi Schools Super Cup")).toMatchObject({ id: cup.id, slug: "nairobi-schools-cup-2026-27", kind: "league", squad_size_max: 16 });
    expect(await text(await anonymous.get("/competitions/nairobi-schools-cup-2026-27"))).toContain("Nairobi Schools Super Cup");
    const list = await text(await staff.get(`${ADMIN_PAGE}?tab=competitions`));
    expect(list).toContain("Nairobi Schools Super Cup");
    expect(auditCount("fixture.competition.create")).toBe(2);
    expect(auditCount("fixture.competition.update")).toBe(1);
  });

  it("answers bad input with 400 and the field's message, writing nothing", async () => {
    const before = competitionCount();
    const refused = await post(staff, fields({ name: "", kind: "friendly", season: "2026/28", teamId: "999999", squadSizeMax: "41" }), "?tab=competitions&edit=new");
    expect(refused.status).toBe(400);
    const page = await text(refused);
    for (const message of ["Competition name is required", "Choose league or cup", "Enter the season as two years, e.g. 2026/27", "Enter the match squad size as a whole number from 1 to 40"]) {
      expect(page, message).toContain(message);
    }
    const noTeam = await post(staff, fields({ name: "Phantom League", teamId: "999999" }), "?tab=competitions&edit=new");
    expect(noTeam.status).toBe(400);
    expect(await text(noTeam)).toContain("Team not found");
    // A league whose table holds other clubs' results stays a league.
    const u13League = queryDb<CompetitionRow>(server, "SELECT * FROM competitions WHERE slug = 'nairobi-youth-league-u13'")[0];
    const toCup = await post(staff, fields({ id: String(u13League.id), name: u13League.name, kind: "cup", season: u13League.season }), `?tab=competitions&edit=${u13League.id}`);
    expect(toCup.status).toBe(400);
    expect(await text(toCup)).toContain("This league has other clubs&#x27; results");
    expect(competitionCount()).toBe(before);
    expect(queryDb<CompetitionRow>(server, "SELECT * FROM competitions WHERE id = ?", u13League.id)[0].kind).toBe("league");
  });

  it("refuses to delete a competition in use, and deletes an unused one", async () => {
    const u13League = queryDb<CompetitionRow>(server, "SELECT * FROM competitions WHERE slug = 'nairobi-youth-league-u13'")[0];
    const refused = await post(staff, [["intent", "delete-competition"], ["id", String(u13League.id)]], `?tab=competitions&edit=${u13League.id}`);
    expect(refused.status).toBe(409);
    expect(await text(refused)).toMatch(/cannot be deleted: it has \d+ of our matches and \d+ other clubs/);
    const spare = queryDb<CompetitionRow>(server, "SELECT * FROM competitions WHERE slug = 'nairobi-schools-cup-2026-27-2'")[0];
    const deleted = await post(staff, [["intent", "delete-competition"], ["id", String(spare.id)]], `?tab=competitions&edit=${spare.id}`);
    expect(deleted.status).toBe(302);
    expect(queryDb(server, "SELECT id FROM competitions WHERE id = ?", spare.id)).toEqual([]);
    expect(auditCount("fixture.competition.delete")).toBe(1);
  });
});

describe("who may", () => {
  it("lets admins use the tabs as well as staff", async () => {
    const { client: admin } = await logInAs(server, "admin");
    expect((await admin.get(`${ADMIN_PAGE}?tab=teams&edit=new`)).status).toBe(200);
    expect((await post(admin, teamFields({ name: "Admin XI", ageGroup: "Senior" }))).status).toBe(302);
    expect(teamBySlug("admin-xi")).toMatchObject({ age_group: "Senior" });
  });

  it("keeps visitors who are not signed in out of the tabs and their intents, writing nothing", async () => {
    const before = teamCount();
    const page = await anonymous.get(`${ADMIN_PAGE}?tab=teams&edit=new`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/login/);
    const write = await post(anonymous, teamFields({ name: "Intruders" }));
    expect([302, 401, 403]).toContain(write.status);
    expect(teamCount()).toBe(before);
  });
});
