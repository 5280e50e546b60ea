// Item: staff could write lines of their own into the calendar files parents download. An opponent
// typed with CR/LF (POST /api/fixtures) put raw BEGIN:VALARM and X-… lines into
// /fixtures/{id}/calendar.ics, under NAME and X-WR-CALNAME; team and competition names could do the
// same. Now every one-line field refuses control characters, and the calendars escape every value
// they write, names stored before the rule included.
import { describe, expect, it } from "vitest";
import { componentsOf, parseIcal, valueOf } from "../../support/ical";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
let staff: Client;
startServerForFile({ signInAs: "staff" }, (file) => {
  ({ server } = file);
  staff = file.staff!;
});

const INJECTED = "Lions\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1M\r\nEND:VALARM\r\nX-WR-CALNAME:Evil";
const ONE_LINE = "Must be one line of text, without tabs or control characters";

const idOf = (sql: string, ...params: unknown[]) => queryDb<{ id: number }>(server, sql, ...params)[0].id;
const count = (table: string) => queryDb<{ n: number }>(server, `SELECT count(*) AS n FROM ${table}`)[0].n;
const match = () => ({
  teamId: idOf("SELECT id FROM teams WHERE slug = 'u-13'"),
  competitionId: idOf("SELECT id FROM competitions WHERE slug = 'nairobi-youth-league-u13'"),
  opponent: "Kibera Lions",
  homeOrAway: "home",
  venue: "Kasarani",
  kickoffAt: "2027-03-06T12:00:00+03:00",
});
const adminForm = (fields: Record<string, string>, search: string) =>
  staff.request(`/admin/fixtures${search}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

/** A feed read as a calendar app reads it: only our own properties, no alarm, no X- line from a name. */
async function checkedFeed(url: string) {
  const response = await new Client(server.url).get(url);
  expect(response.status, url).toBe(200);
  const text = await response.text();
  for (const line of text.slice(0, -2).split("\r\n")) expect(line, `${url}: ${line}`).toMatch(/^( |[A-Z-]+[:;])/);
  const calendar = parseIcal(text);
  expect(calendar.properties.filter((p) => p.name.startsWith("X-")).map((p) => p.name).sort(), url).toEqual(["X-PUBLISHED-TTL", "X-WR-CALDESC", "X-WR-CALNAME"]);
  for (const event of componentsOf(calendar, "VEVENT")) {
    expect(componentsOf(event, "VALARM"), url).toHaveLength(0);
    expect(event.properties.some((p) => p.name.startsWith("X-")), url).toBe(false);
  }
  return calendar;
}

describe("names with line breaks", () => {
  it("are refused by the fixtures API and the team and competition forms, writing nothing", async () => {
    const fixtures = count("fixtures");
    for (const field of ["opponent", "venue"] as const) {
      const refused = await staff.postJson("/api/fixtures", { ...match(), [field]: INJECTED });
      expect(refused.status, field).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors[field]).toContain(ONE_LINE);
    }
    expect(count("fixtures")).toBe(fixtures);

    const teams = count("teams");
    const team = await adminForm({ intent: "save-team", name: `U-19 ${INJECTED}`, ageGroup: "U-19", trainingVenue: "Kasarani" }, "?tab=teams&edit=new");
    expect(team.status).toBe(400);
    expect(await team.text()).toContain(ONE_LINE);
    expect(count("teams")).toBe(teams);

    const competitions = count("competitions");
    const competition = await adminForm({ intent: "save-competition", name: `Cup ${INJECTED}`, kind: "cup", season: "2026/27" }, "?tab=competitions&edit=new");
    expect(competition.status).toBe(400);
    expect(count("competitions")).toBe(competitions);
  });

  it("stored before the rule, reach the feeds only as escaped text", async () => {
    const created = await staff.postJson("/api/fixtures", { ...match(), opponent: "Old Rovers" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Rows written before the rule (or by a script) are not checked by any form.
    queryDb(server, "UPDATE fixtures SET opponent = ? WHERE id = ? RETURNING id", INJECTED, id);
    queryDb(server, "UPDATE teams SET name = ? WHERE slug = 'u-13' RETURNING id", `U-13 ${INJECTED}`);
    queryDb(server, "UPDATE competitions SET name = ? WHERE slug = 'nairobi-youth-league-u13' RETURNING id", `League ${INJECTED}`);

    const single = await checkedFeed(`/fixtures/${id}/calendar.ics`);
    expect(valueOf(single, "X-WR-CALNAME")).toContain("Lions\nBEGIN:VALARM");
    expect(valueOf(componentsOf(single, "VEVENT")[0], "SUMMARY")).toContain("Lions\nBEGIN:VALARM");
    expect(valueOf(single, "X-WR-CALDESC")).toBe(`League ${INJECTED.replace(/\r\n/g, "\n")}`);
    await checkedFeed("/teams/u-13/calendar.ics");
    await checkedFeed("/fixtures/calendar.ics");
  });
});

describe("ordinary names", () => {
  it("are saved and written as they were typed", async () => {
    const created = await staff.postJson("/api/fixtures", { ...match(), teamId: idOf("SELECT id FROM teams WHERE slug = 'u-15'"), opponent: "Ruiru; Kiambu, Stars", venue: "Ruiru Stadium, Kiambu" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const calendar = await checkedFeed(`/fixtures/${id}/calendar.ics`);
    const [event] = componentsOf(calendar, "VEVENT");
    expect(valueOf(event, "SUMMARY")).toContain("Ruiru; Kiambu, Stars");
    expect(valueOf(event, "LOCATION")).toBe("Ruiru Stadium, Kiambu");
    expect(valueOf(calendar, "X-WR-CALNAME")).toBe(valueOf(event, "SUMMARY"));
    const team = await adminForm({ intent: "save-team", name: "Under-21s", ageGroup: "U-19", trainingVenue: "Kasarani Annex" }, "?tab=teams&edit=new");
    expect(team.status).toBe(302);
  });
});
