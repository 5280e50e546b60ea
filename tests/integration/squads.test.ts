// Squads and families, the staff side, over HTTP against one server: approving a registration into a team
// makes the player, the guardian (one per e-mail, across a family's children) and the first move; the
// team is suggested by age on the season's cut-off; moves keep the history; archiving deletes nothing;
// erasing keeps anonymous goals; staff add players directly (another guardian's address under another
// name is a 409), a child who left takes no new guardian; bad input is a 400 that writes nothing; and
// a coach of the Under-11s sees the Under-11s only (page, export, API) while staff see every team.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInNairobi } from "~/utils/age";
import { seasonCutoffDate } from "~/utils/age-groups";
import { firstNameAndInitial } from "~/utils/child-name";
import { buildRegistration, shiftDate, uniqueSuffix, type RegistrationInput } from "../support/factories";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;
let admin: Client;
let U11: number;
let U13: number;

beforeAll(async () => {
  server = await startServer();
  ({ client: staff } = await logInAs(server, "staff"));
  ({ client: admin } = await logInAs(server, "admin"));
  U11 = teamId("u-11");
  U13 = teamId("u-13");
});
afterAll(() => server?.stop());

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);
const teamId = (slug: string) => query<{ id: number }>("SELECT id FROM teams WHERE slug = ?", slug)[0].id;
const count = (sql: string, ...params: unknown[]) => query<{ n: number }>(`SELECT count(*) AS n FROM ${sql}`, ...params)[0].n;
type PlayerRow = { id: number; kind: string; name: string; date_of_birth: string | null; gender: string | null; registration_id: number | null; archived_at: string | null; erased_at: string | null; media_consent: number };
const playerOf = (registrationId: number) => query<PlayerRow>("SELECT * FROM players WHERE registration_id = ?", registrationId)[0];
const player = (id: number) => query<PlayerRow>("SELECT * FROM players WHERE id = ?", id)[0];
const teamOf = (playerId: number) => query<{ team_id: number }>("SELECT team_id FROM team_players WHERE player_id = ?", playerId)[0]?.team_id ?? null;
const movesOf = (playerId: number) =>
  query<{ from_team_id: number | null; to_team_id: number | null }>("SELECT from_team_id, to_team_id FROM team_moves WHERE player_id = ? ORDER BY id", playerId).map((m) => [m.from_team_id, m.to_team_id]);
const guardiansOf = (playerId: number) =>
  query<{ id: number; email: string; relationship: string }>(
    "SELECT g.id, g.email, pg.relationship FROM player_guardians pg JOIN guardians g ON g.id = pg.guardian_id WHERE pg.player_id = ?",
    playerId,
  );

/** A pending registration sent through the public API, as a parent would. */
async function register(overrides: Partial<RegistrationInput> = {}) {
  const response = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; playerName: string; email: string };
}

const patchJson = (client: Client, url: string, body: unknown) =>
  client.request(url, { method: "PATCH", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

/** The text of the mails the server wrote to its outbox for `to`, in any case (quoted-printable undone). */
function mailsTo(to: string): string {
  const outbox = path.join(server.dataDir, "outbox");
  if (!fs.existsSync(outbox)) return "";
  return fs
    .readdirSync(outbox)
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .join("\n");
}

/** A date of birth `years` before the season's cut-off date (`days` later). */
const bornBeforeCutoff = (cutoff: string, years: number, days = 0) => shiftDate(seasonCutoffDate(cutoff, todayInNairobi()), { years: -years, days });

describe("players from registrations", () => {
  it("suggests the team by age on the season's cut-off date, which admins set on the settings screen", async () => {
    expect((await admin.postForm("/admin/settings?tab=club", { intent: "save-season-cutoff", cutoff: "02-29" })).status).toBe(400);
    expect(count("settings WHERE key = 'season.cutoff'")).toBe(0);
    expect((await staff.postForm("/admin/settings?tab=club", { intent: "save-season-cutoff", cutoff: "09-01" })).status).toBe(403);
    expect((await admin.postForm("/admin/settings?tab=club", { intent: "save-season-cutoff", cutoff: "09-01" })).status).toBe(302);
    expect(count("audit_log WHERE action = 'settings.season-cutoff'")).toBe(1);
    // Ten on 1 September: the Under-11s; eleven (a day older): the Under-13s.
    const ten = await register({ dateOfBirth: bornBeforeCutoff("09-01", 11, 1) });
    const eleven = await register({ dateOfBirth: bornBeforeCutoff("09-01", 11) });
    const selected = async (id: number) => {
      const html = await (await staff.get(`/academy-admin?approve=${id}`)).text();
      expect(html).toContain("Approve and add to team");
      return /<option value="(\d+)" selected="">/.exec(html)?.[1];
    };
    expect(await selected(ten.id)).toBe(String(U11));
    expect(await selected(eleven.id)).toBe(String(U13));
  });

  it("approving with a team makes the player, the guardian and the first move in one go, and the mail names the team and the family page", async () => {
    const email = `Wanjiku.${uniqueSuffix()}@Example.com`;
    const registration = await register({ email, relationship: "Mother", mediaConsent: true, dateOfBirth: bornBeforeCutoff("09-01", 10) });
    const approved = await staff.postForm("/academy-admin", { intent: "approve", id: String(registration.id), teamId: String(U11) });
    expect(approved.status).toBe(302);
    expect(query<{ status: string }>("SELECT status FROM academy_registrations WHERE id = ?", registration.id)[0].status).toBe("approved");
    const made = playerOf(registration.id);
    expect(made).toMatchObject({ kind: "academy", name: registration.playerName, gender: "male", media_consent: 1, archived_at: null });
    expect(teamOf(made.id)).toBe(U11);
    expect(movesOf(made.id)).toEqual([[null, U11]]);
    expect(guardiansOf(made.id)).toEqual([expect.objectContaining({ email: email.toLowerCase(), relationship: "Mother" })]);
    expect(query<{ bio: string; image_url: string }>("SELECT bio, image_url FROM players WHERE id = ?", made.id)[0]).toEqual({ bio: "", image_url: "" });
    await expect.poll(() => mailsTo(email), { timeout: 30_000 }).toContain("joins the Under-11s squad");
    expect(mailsTo(email)).toMatch(/http:\/\/localhost:\d+\/family\/sign-in/);
    // The public team page names a child by first name and initial, and only with media consent.
    const withoutConsent = await register({ mediaConsent: false, playerName: `Zuri Kamau ${uniqueSuffix()}` });
    expect((await patchJson(admin, `/api/academy-registrations/${withoutConsent.id}`, { status: "approved", teamId: U11 })).status).toBe(200);
    const teamPage = await (await new Client(server.url).get("/teams/u-11")).text();
    expect(teamPage).toContain(firstNameAndInitial(registration.playerName));
    expect(teamPage).not.toContain(registration.playerName);
    expect(teamPage).not.toContain("Zuri");
    // Approved and a player: no "Add to team" on its row.
    expect(await (await staff.get(`/academy-admin?q=${encodeURIComponent(registration.playerName)}`)).text()).not.toContain(`Add to team ${registration.playerName}`);
  });

  it("a second child with the same parent's e-mail (any case) reuses the guardian; an approval without a team leaves 'Add to team'", async () => {
    const email = `otieno.${uniqueSuffix()}@example.com`;
    const parentGuardianName = `Grace Otieno ${uniqueSuffix()}`;
    const first = await register({ email, parentGuardianName });
    // The parent's name as they typed it the second time: another case, spaces at the ends.
    const second = await register({ email: email.toUpperCase(), parentGuardianName: ` ${parentGuardianName.toUpperCase()} `, playerName: `Akinyi Otieno ${uniqueSuffix()}` });
    expect((await patchJson(admin, `/api/academy-registrations/${first.id}`, { status: "approved", teamId: U13 })).status).toBe(200);
    // Approved without a team (API), then added from the academy screen.
    const plain = await patchJson(admin, `/api/academy-registrations/${second.id}`, { status: "approved" });
    expect(plain.status).toBe(200);
    expect(playerOf(second.id)).toBeUndefined();
    const list = await (await staff.get(`/academy-admin?q=${encodeURIComponent(email)}`)).text();
    expect(list).toContain(`aria-label="Add to team Akinyi Otieno`);
    const added = await staff.postForm("/academy-admin", { intent: "add-to-team", id: String(second.id), teamId: String(U11) });
    expect(added.status).toBe(302);
    expect((await staff.postForm("/academy-admin", { intent: "add-to-team", id: String(second.id), teamId: String(U11) })).status).toBe(409);
    const [a, b] = [playerOf(first.id), playerOf(second.id)];
    expect(count("guardians WHERE email = ?", email)).toBe(1);
    expect(guardiansOf(a.id)[0].id).toBe(guardiansOf(b.id)[0].id);
    // Someone else's registration typed with this family's address (another parent's name) joins no team
    // from it: 409, still pending, no player, the family's page untouched.
    const stranger = await register({ email, parentGuardianName: "Someone Else" });
    const refused = await patchJson(admin, `/api/academy-registrations/${stranger.id}`, { status: "approved", teamId: U13 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("belongs to another guardian");
    expect(query<{ status: string }>("SELECT status FROM academy_registrations WHERE id = ?", stranger.id)[0].status).toBe("pending");
    expect(playerOf(stranger.id)).toBeUndefined();
    // An unknown team approves nothing.
    const third = await register();
    expect((await patchJson(admin, `/api/academy-registrations/${third.id}`, { status: "approved", teamId: 999999 })).status).toBe(400);
    expect(query<{ status: string }>("SELECT status FROM academy_registrations WHERE id = ?", third.id)[0].status).toBe("pending");
  });
});

describe("the squad of a team", () => {
  let playerId: number;
  let guardianEmail: string;

  const newPlayer = (overrides: Record<string, unknown> = {}) => ({
    playerName: `Imani Chebet ${uniqueSuffix()}`,
    dateOfBirth: bornBeforeCutoff("09-01", 10),
    gender: "female",
    position: "Midfielder",
    mediaConsent: false,
    teamId: U11,
    guardianName: "Ruth Chebet",
    guardianEmail: `ruth.${uniqueSuffix()}@example.com`,
    guardianPhone: "+254 712 345 678",
    guardianLanguage: "sw",
    relationship: "Mother",
    ...overrides,
  });

  it("adds a player who joined on paper, from the page and the API; bad input is a 400 that writes nothing", async () => {
    const fields = Object.fromEntries(Object.entries(newPlayer()).map(([k, v]) => [k, String(v)]));
    delete fields.mediaConsent;
    const page = await staff.postForm(`/admin/squads?team=${U11}&add=player`, { intent: "add-player", ...fields });
    expect(page.status).toBe(302);
    const [added] = query<{ id: number }>("SELECT id FROM players WHERE name = ?", fields.playerName);
    expect(page.headers.get("location")).toBe(`/admin/squads?team=${U11}#player-${added.id}`);
    expect(movesOf(added.id)).toEqual([[null, U11]]);
    expect(query<{ language: string }>("SELECT language FROM guardians WHERE email = ?", fields.guardianEmail)[0].language).toBe("sw");

    const body = newPlayer();
    const api = await staff.postJson("/api/squads/players", body);
    expect(api.status).toBe(201);
    ({ id: playerId } = (await api.json()) as { id: number });
    guardianEmail = body.guardianEmail;
    // The same child with the same guardian again: 409.
    expect((await staff.postJson("/api/squads/players", body)).status).toBe(409);
    // The first guardian's address under another name is another family's: 409 on the e-mail, their name never
    // shown, nothing written. A sibling's parent is linked by their name (any case, spaces at the ends).
    const [playersBefore, guardiansBefore] = [count("players"), count("guardians")];
    const stranger = await staff.postJson("/api/squads/players", newPlayer({ guardianEmail: fields.guardianEmail.toUpperCase(), guardianName: "Someone Else" }));
    expect(stranger.status).toBe(409);
    const refusal = (await stranger.json()) as { message: string; errors: Record<string, string[]> };
    expect(refusal.errors.guardianEmail).toEqual([expect.stringContaining("belongs to another guardian")]);
    expect(JSON.stringify(refusal)).not.toMatch(/ruth|chebet/i);
    expect([count("players"), count("guardians")]).toEqual([playersBefore, guardiansBefore]);
    const sibling = await staff.postJson("/api/squads/players", newPlayer({ guardianEmail: fields.guardianEmail, guardianName: " ruth CHEBET " }));
    expect(sibling.status).toBe(201);
    expect(count("guardians WHERE email = ?", fields.guardianEmail.toLowerCase())).toBe(1);

    const players = count("players");
    const guardians = count("guardians");
    const missing = await staff.postForm(`/admin/squads?team=${U11}&add=player`, { intent: "add-player", playerName: "", teamId: String(U11) });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Player name must be at least 2 characters");
    for (const bad of [
      { guardianEmail: "not-an-address" },
      { playerName: "Tab\tName" },
      { teamId: "x" },
      { dateOfBirth: "2099-01-01" },
      { position: "Striker" },
      { guardianLanguage: "fr" },
    ]) {
      const refused = await staff.postJson("/api/squads/players", newPlayer(bad));
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(Object.keys(bad));
    }
    expect((await staff.postJson("/api/squads/players", newPlayer({ teamId: 999999 }))).status).toBe(400);
    expect(count("players")).toBe(players);
    expect(count("guardians")).toBe(guardians);
  });

  it("moves keep the history; archiving takes the player off the team and deletes nothing", async () => {
    const moved = await staff.postForm(`/admin/squads?team=${U11}&move=${playerId}`, { intent: "move-player", playerId: String(playerId), teamId: String(U13) });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/admin/squads?team=${U11}#players`);
    expect((await patchJson(staff, `/api/squads/players/${playerId}`, { teamId: U13 })).status).toBe(409);
    expect((await patchJson(staff, `/api/squads/players/${playerId}`, { teamId: U11 })).status).toBe(200);
    expect(movesOf(playerId)).toEqual([
      [null, U11],
      [U11, U13],
      [U13, U11],
    ]);
    for (const bad of [{}, { teamId: "x" }, { archived: false }, { teamId: U11, archived: true }]) {
      expect((await patchJson(staff, `/api/squads/players/${playerId}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await patchJson(staff, "/api/squads/players/999999", { archived: true })).status).toBe(404);

    const archived = await patchJson(staff, `/api/squads/players/${playerId}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(await archived.json()).toMatchObject({ id: playerId, teamId: null, archivedAt: expect.any(String), guardians: [expect.objectContaining({ email: guardianEmail })] });
    expect(teamOf(playerId)).toBeNull();
    expect(movesOf(playerId).at(-1)).toEqual([U11, null]);
    expect(player(playerId)).toMatchObject({ erased_at: null, date_of_birth: expect.any(String) });
    expect((await patchJson(staff, `/api/squads/players/${playerId}`, { archived: true })).status).toBe(409);
    // A child who left the club takes no new guardian (from the API or the screen, whose dialog does not open).
    const links = count("player_guardians WHERE player_id = ?", playerId);
    const father = { guardianName: "Peter Chebet", guardianEmail: `peter.${uniqueSuffix()}@example.com`, guardianPhone: "+254 712 345 679", guardianLanguage: "en", relationship: "Father" };
    const late = await staff.postJson("/api/squads/guardians", { playerId, ...father });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain("left the club");
    expect((await staff.postForm(`/admin/squads?guardian=${playerId}`, { intent: "add-guardian", playerId: String(playerId), ...father })).status).toBe(409);
    expect(await (await staff.get(`/admin/squads?guardian=${playerId}`)).text()).not.toContain("Add a guardian for");
    expect(count("player_guardians WHERE player_id = ?", playerId)).toBe(links);
    // Staff find them among those who left, with the erase action.
    const overview = await (await staff.get("/admin/squads")).text();
    expect(overview).toContain("Players who left the club");
    expect(overview).toContain(`href="/admin/squads?erase=${playerId}"`);
  });

  it("erasing a child's data keeps their goals under an anonymous name, deletes the registration and a guardian with no other child", async () => {
    // A family of two: erasing one child keeps the guardian for the other.
    const email = `family.${uniqueSuffix()}@example.com`;
    const parentGuardianName = `Esther Wafula ${uniqueSuffix()}`;
    const [one, two] = [await register({ email, parentGuardianName }), await register({ email, parentGuardianName, playerName: `Neema Wafula ${uniqueSuffix()}` })];
    for (const registration of [one, two]) expect((await patchJson(admin, `/api/academy-registrations/${registration.id}`, { status: "approved", teamId: U13 })).status).toBe(200);
    const scorer = playerOf(one.id);
    const [fixture] = query<{ id: number }>("SELECT id FROM fixtures LIMIT 1");
    const db = new Database(server.dbFile);
    try {
      db.pragma("busy_timeout = 5000");
      db.prepare("INSERT INTO fixture_scorers (fixture_id, player_id, name, goals) VALUES (?, ?, ?, 2)").run(fixture.id, scorer.id, one.playerName);
    } finally {
      db.close();
    }
    const confirm = await (await staff.get(`/admin/squads?team=${U13}&erase=${scorer.id}`)).text();
    expect(confirm).toContain(`Erase the personal data of ${one.playerName}?`);
    expect(confirm).toContain(`Former player ${scorer.id}`);

    const erased = await staff.request(`/api/squads/players/${scorer.id}`, { method: "DELETE" });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ id: scorer.id, name: `Former player ${scorer.id}`, guardiansDeleted: 0 });
    expect(player(scorer.id)).toMatchObject({ name: `Former player ${scorer.id}`, date_of_birth: null, gender: null, registration_id: null, erased_at: expect.any(String) });
    expect(query("SELECT name, goals FROM fixture_scorers WHERE player_id = ?", scorer.id)).toEqual([{ name: `Former player ${scorer.id}`, goals: 2 }]);
    expect(count("academy_registrations WHERE id = ?", one.id)).toBe(0);
    expect(guardiansOf(scorer.id)).toEqual([]);
    expect(teamOf(scorer.id)).toBeNull();
    expect(count("guardians WHERE email = ?", email)).toBe(1);
    const summaries = query<{ summary: string }>("SELECT summary FROM audit_log WHERE action = 'squad.player.erase' AND target_id = ?", String(scorer.id));
    expect(summaries).toHaveLength(1);
    expect(summaries[0].summary).not.toContain(one.playerName);
    expect((await staff.request(`/api/squads/players/${scorer.id}`, { method: "DELETE" })).status).toBe(409);

    // The archived child of the test before, from the page: their guardian had no other child.
    const page = await staff.postForm(`/admin/squads?erase=${playerId}`, { intent: "erase-player", playerId: String(playerId) });
    expect(page.status).toBe(302);
    expect(count("guardians WHERE email = ?", guardianEmail)).toBe(0);
  });
});

describe("who sees which team", () => {
  let coach: Client;
  let coachId: number;
  let u13Player: number;
  let u11Player: number;

  beforeAll(async () => {
    let user;
    ({ client: coach, user } = await logInAs(server, "coach"));
    coachId = user.id;
    u13Player = query<{ player_id: number }>("SELECT player_id FROM team_players tp JOIN players p ON p.id = tp.player_id WHERE team_id = ? AND p.kind = 'academy'", U13)[0].player_id;
    u11Player = query<{ player_id: number }>("SELECT player_id FROM team_players tp JOIN players p ON p.id = tp.player_id WHERE team_id = ? AND p.kind = 'academy'", U11)[0].player_id;
  });

  it("admins assign a coach account to a team; staff may not", async () => {
    expect((await staff.postForm(`/admin/squads?team=${U11}`, { intent: "assign-coach", teamId: String(U11), userId: String(coachId) })).status).toBe(403);
    const assigned = await admin.postForm(`/admin/squads?team=${U11}`, { intent: "assign-coach", teamId: String(U11), userId: String(coachId) });
    expect(assigned.status).toBe(302);
    expect(assigned.headers.get("location")).toBe(`/admin/squads?team=${U11}#coaches`);
    expect(count("team_coaches WHERE team_id = ? AND user_id = ?", U11, coachId)).toBe(1);
    expect((await admin.postForm(`/admin/squads?team=${U11}`, { intent: "assign-coach", teamId: String(U11), userId: String(coachId) })).status).toBe(409);
  });

  it("a coach of the U-11s gets 403 on the U-13s (page, export, API) and sees their own team", async () => {
    const overview = await (await coach.get("/admin/squads")).text();
    expect(overview).toContain("Under-11s");
    expect(overview).not.toContain("Under-13s");
    expect((await coach.get(`/admin/squads?team=${U13}`)).status).toBe(403);
    expect((await coach.get(`/admin/squads/export.csv?team=${U13}`)).status).toBe(403);
    const api = await coach.get(`/api/squads/players?team=${U13}`);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: "You can only see the squads and families of the teams you coach." });
    expect((await coach.get(`/api/squads/guardians?team=${U13}`)).status).toBe(403);
    // A bad team number is 400 for whoever may list squads, and tells an anonymous caller nothing (401).
    for (const list of ["players", "guardians"]) {
      const bad = await coach.get(`/api/squads/${list}?team=abc`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors?: Record<string, string[]> }).errors).toHaveProperty("team");
      expect((await new Client(server.url).get(`/api/squads/${list}?team=abc`)).status).toBe(401);
    }
    expect((await coach.get(`/api/squads/players/${u13Player}`)).status).toBe(403);
    expect((await coach.request(`/api/squads/players/${u13Player}`, { method: "DELETE" })).status).toBe(403);

    const own = await coach.get(`/admin/squads?team=${U11}`);
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain(player(u11Player).name);
    // A coach reads; the academy's staff change players and families.
    expect(html).not.toContain("Erase personal data");
    expect((await patchJson(coach, `/api/squads/players/${u11Player}`, { archived: true })).status).toBe(403);
    const listed = (await (await coach.get("/api/squads/players")).json()) as { teamId: number }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((p) => p.teamId))).toEqual(new Set([U11]));
    const guardians = (await (await coach.get("/api/squads/guardians")).json()) as { children: { teamId: number }[] }[];
    expect(guardians.flatMap((g) => g.children.map((c) => c.teamId)).every((id) => id === U11)).toBe(true);
    const csv = await coach.get(`/admin/squads/export.csv?team=${U11}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="squad-u-11-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await csv.text()).split("\n")[0]).toBe("Player,Date of birth,Age,Position,Media consent,Guardian,Relationship,Phone,E-mail,Language");
    // Only the squads and the dashboard: not the academy's registrations.
    expect((await coach.get("/academy-admin")).status).toBe(403);
    expect((await coach.get("/admin-dashboard")).status).toBe(200);
  });

  it("staff see every team and export any, CSV-injection safe and audited; anonymous visitors are sent to sign in", async () => {
    const overview = await (await staff.get("/admin/squads")).text();
    for (const name of ["Under-9s", "Under-11s", "Under-13s", "Senior Team"]) expect(overview).toContain(name);
    const formula = await staff.postJson("/api/squads/players", {
      playerName: `=HYPERLINK("http://evil.example") ${uniqueSuffix()}`,
      dateOfBirth: bornBeforeCutoff("09-01", 12),
      gender: "male",
      position: "Forward",
      teamId: U13,
      guardianName: "@SUM(1+1)",
      guardianEmail: `formula.${uniqueSuffix()}@example.com`,
      guardianPhone: "0712345678",
      relationship: "Father",
    });
    expect(formula.status).toBe(201);
    const csv = await (await staff.get(`/admin/squads/export.csv?team=${U13}`)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")`);
    expect(csv).toContain("'@SUM(1+1)");
    expect(count("audit_log WHERE action = 'squad.export' AND target_id = ?", String(U13))).toBe(1);
    expect((await staff.get("/admin/squads/export.csv")).status).toBe(400);
    expect((await staff.get("/admin/squads?team=999999")).status).toBe(404);

    const anonymous = new Client(server.url);
    const page = await anonymous.get("/admin/squads");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin-login\?/);
    expect((await anonymous.get(`/admin/squads/export.csv?team=${U11}`)).headers.get("location")).toMatch(/^\/admin-login\?/);
    expect((await anonymous.get("/api/squads/players")).status).toBe(401);
    expect((await anonymous.postJson("/api/squads/players", {})).status).toBe(401);
  });

  it("admins add coach accounts and give an account the coach role", async () => {
    const username = `coach-${uniqueSuffix()}`.slice(0, 30);
    const created = await admin.postForm("/admin/settings", { intent: "create-user", username, role: "coach", passwordMode: "generate" });
    expect(created.status).toBe(200);
    expect(query<{ role: string }>("SELECT role FROM users WHERE username = ?", username)[0].role).toBe("coach");
    const { user } = await logInAs(server, "staff");
    expect((await admin.postForm("/admin/settings", { intent: "change-role", userId: String(user.id), role: "coach" })).status).toBe(302);
    expect(query<{ role: string }>("SELECT role FROM users WHERE id = ?", user.id)[0].role).toBe("coach");
  });
});
