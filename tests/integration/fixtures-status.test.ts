// A match's life after its kick-off, over HTTP: a postponed match can still be cancelled (admin row
// button and PATCH /api/fixtures/{id}), audited, and shows as cancelled in the feeds and on the public
// pages; a match whose kick-off has passed without a result reads "result to come" on the public pages,
// stays in the admin list by default and is counted on the dashboard's "results to record".
import { beforeAll, describe, expect, it } from "vitest";
import { componentsOf, parseIcal, valueOf } from "../support/ical";
import { Client, logInAs, postNativeForm, queryDb, startServerForFile, withoutScripts, type TestServer } from "./harness";

let server: TestServer;
let staff: Client;
let anonymous: Client;
startServerForFile({}, (file) => ({ server } = file));
beforeAll(async () => {
  ({ client: staff } = await logInAs(server, "staff"));
  anonymous = new Client(server.url);
});

type Fixture = { id: number; status: string };
const HOUR = 3600_000;

/** A new U-13 league match kicking off `hoursFromNow` (negative: in the past), without a result. */
async function addMatch(opponent: string, hoursFromNow: number): Promise<Fixture> {
  const [team] = queryDb<{ id: number }>(server, "SELECT id FROM teams WHERE slug = 'u-13'");
  const [league] = queryDb<{ id: number }>(server, "SELECT id FROM competitions WHERE slug = 'nairobi-youth-league-u13'");
  const kickoffAt = new Date(Date.now() + hoursFromNow * HOUR).toISOString();
  const created = await staff.postJson("/api/fixtures", { teamId: team.id, competitionId: league.id, opponent, homeOrAway: "home", venue: "Ngong Road", kickoffAt });
  expect(created.status).toBe(201);
  return (await created.json()) as Fixture;
}

const patchStatus = (id: number, status: string) =>
  staff.request(`/api/fixtures/${id}`, { method: "PATCH", body: JSON.stringify({ status }), headers: { "Content-Type": "application/json" } });
const statusOf = (id: number) => queryDb<{ status: string }>(server, "SELECT status FROM fixtures WHERE id = ?", id)[0].status;
const auditOf = (id: number) =>
  queryDb<{ action: string }>(server, "SELECT action FROM audit_log WHERE target_type = 'fixture' AND target_id = ? ORDER BY id", String(id)).map((row) => row.action);

/** The admin list's row of a match (its <tr>), or undefined when the list does not show it. */
async function adminRow(id: number, search = "") {
  const page = await (await staff.get(`/admin/fixtures${search}`)).text();
  return new RegExp(`<tr[^>]*id="match-${id}"[\\s\\S]*?</tr>`).exec(page)?.[0];
}

/** A public page's markup without its scripts, as a new visitor gets it (no language cookie from an earlier `?lang=`). */
const publicPage = async (url: string) => withoutScripts(await (await new Client(server.url).get(url)).text());

/** A public page's markup from its heading `headingId` on (the sections follow one another). */
const sectionFrom = (html: string, headingId: string) => html.slice(html.indexOf(`id="${headingId}"`));

/** The list entry of a match on a public page: its link and what it says. */
const entryOf = (html: string, id: number) => new RegExp(`<a[^>]*href="/fixtures/${id}"[\\s\\S]*?</a>`).exec(html)?.[0];

describe("cancelling a postponed match", () => {
  it("is offered on the postponed match's admin row and works without JavaScript, audited", async () => {
    const match = await addMatch("Postponed Rovers", -48);
    expect((await patchStatus(match.id, "postponed")).status).toBe(200);
    const row = await adminRow(match.id, "?when=past");
    expect(row).toContain('value="scheduled"');
    // Cancel is a link to its confirmation, never a one-click post: the rows move after it.
    expect(row).not.toContain('value="cancelled"');
    const confirmHref = `/admin/fixtures?when=past&amp;cancel=${match.id}`;
    expect(row).toMatch(new RegExp(`<a[^>]*href="${confirmHref.replace(/[?]/g, "\\?")}"[^>]*>Cancel match<`));
    expect(statusOf(match.id)).toBe("postponed");
    // The confirmation: what happens, the way back ("Keep match") and the post itself.
    const confirmation = withoutScripts(await (await staff.get(`/admin/fixtures?when=past&cancel=${match.id}`)).text());
    const dialog = confirmation.slice(confirmation.indexOf('role="dialog"'));
    expect(dialog).toMatch(/<h2[^>]*>Cancel [^<]*Postponed Rovers\?<\/h2>/);
    expect(dialog).toMatch(/<a[^>]*href="\/admin\/fixtures\?when=past#match-\d+"[^>]*>Keep match<\/a>/);
    expect(dialog).toContain('name="status" value="cancelled"');
    expect(dialog).toMatch(/<button[^>]*>Cancel match<\/button>/);
    expect(statusOf(match.id)).toBe("postponed");
    const cancelled = await postNativeForm(server.url, "/admin/fixtures?when=past", { intent: "status", id: String(match.id), status: "cancelled" }, { Cookie: cookieOf(staff) });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.location).toBe(`/admin/fixtures?when=past#match-${match.id}`);
    expect(statusOf(match.id)).toBe("cancelled");
    expect(auditOf(match.id)).toEqual(["fixture.create", "fixture.postpone", "fixture.cancel"]);
    // A cancelled match can be reinstated, not cancelled again.
    const after = await adminRow(match.id, "?when=past");
    expect(after).toContain('value="scheduled"');
    expect(after).not.toContain("Cancel match");
    // No confirmation for a match cancelled already.
    expect(await (await staff.get(`/admin/fixtures?when=past&cancel=${match.id}`)).text()).not.toContain("Keep match");
  });

  it("names the editors' way out Close, apart from cancelling a match", async () => {
    const match = await addMatch("Closing Rovers", -3);
    for (const editor of ["result", "edit"]) {
      const page = withoutScripts(await (await staff.get(`/admin/fixtures?${editor}=${match.id}`)).text());
      const dialog = page.slice(page.indexOf('role="dialog"'));
      expect(dialog, editor).toMatch(/<a[^>]*>Close<\/a>/);
      expect(dialog, editor).not.toMatch(/>Cancel</);
    }
  });

  it("works through PATCH /api/fixtures/{id}, and the feeds and public pages say cancelled", async () => {
    const match = await addMatch("Rained-off United", -30);
    const postponed = await patchStatus(match.id, "postponed");
    expect(postponed.status).toBe(200);
    const cancelled = await patchStatus(match.id, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Fixture).status).toBe("cancelled");
    expect(auditOf(match.id)).toEqual(["fixture.create", "fixture.postpone", "fixture.cancel"]);

    for (const url of [`/fixtures/${match.id}/calendar.ics`, "/fixtures/calendar.ics", "/teams/u-13/calendar.ics"]) {
      const event = componentsOf(parseIcal(await (await anonymous.get(url)).text()), "VEVENT").find((e) => valueOf(e, "UID")?.startsWith(`fixture-${match.id}@`));
      expect(valueOf(event!, "STATUS"), url).toBe("CANCELLED");
      expect(valueOf(event!, "SUMMARY"), url).toMatch(/^Cancelled: /);
    }
    for (const url of ["/fixtures", "/teams/u-13"]) {
      const entry = entryOf(await publicPage(url), match.id);
      expect(entry, url).toContain("Rained-off United");
      expect(entry, url).toContain("Cancelled");
    }
    expect(await publicPage(`/fixtures/${match.id}`)).toMatch(/>Cancelled</);
    expect(entryOf(await publicPage("/fixtures?lang=sw"), match.id)).toContain("Imefutwa");
  });

  it("still refuses a status change to a match with a result, and an unknown status", async () => {
    const match = await addMatch("Played Athletic", -5);
    expect((await patchStatus(match.id, "cancelled; DROP")).status).toBe(400);
    const result = await staff.postJson(`/api/fixtures/${match.id}/result`, { ourScore: 1, opponentScore: 0 });
    expect(result.status).toBe(200);
    expect((await patchStatus(match.id, "cancelled")).status).toBe(409);
    expect(statusOf(match.id)).toBe("played");
  });
});

describe("a match waiting for its result", () => {
  let due: Fixture;
  let next: Fixture;
  beforeAll(async () => {
    due = await addMatch("Yesterday Wanderers", -20);
    next = await addMatch("Tomorrow Stars", 30);
  });

  it("reads 'result to come' on /fixtures, the team and the match page, in English and Swahili", async () => {
    for (const url of ["/fixtures", "/teams/u-13"]) {
      const html = await publicPage(url);
      // Listed with the results (latest first), not with the matches to come.
      const results = sectionFrom(html, url === "/fixtures" ? "results-heading" : "team-results");
      expect(entryOf(results, due.id), url).toContain("Result to come");
      expect(entryOf(html.slice(0, html.indexOf(url === "/fixtures" ? 'id="results-heading"' : 'id="team-results"')), due.id), url).toBeUndefined();
      expect(entryOf(html, next.id), url).not.toContain("Result to come");
    }
    const page = await publicPage(`/fixtures/${due.id}`);
    expect(page).toMatch(/>Result to come</);
    // Its kick-off has passed: nothing to add to a calendar.
    expect(page).not.toContain(`/fixtures/${due.id}/calendar.ics`);
    expect(entryOf(await publicPage("/fixtures?lang=sw"), due.id)).toContain("Matokeo yanasubiriwa");
    expect(await publicPage(`/fixtures/${due.id}?lang=sw`)).toMatch(/>Matokeo yanasubiriwa</);
  });

  it("is in the admin list by default and in its 'results to record' view, which the dashboard counts and links to", async () => {
    expect(await adminRow(due.id)).toContain("Result to record");
    expect(await adminRow(next.id)).toBeDefined();
    expect(await adminRow(due.id, "?when=to-record")).toBeDefined();
    expect(await adminRow(next.id, "?when=to-record")).toBeUndefined();

    const waiting = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM fixtures WHERE status = 'scheduled' AND kickoff_at < ?", new Date().toISOString())[0].n;
    const todo = async () => {
      const html = await (await staff.get("/admin-dashboard")).text();
      return /<a[^>]*href="\/admin\/fixtures\?when=to-record"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1].replace(/<[^>]+>|<!-- -->/g, " ").replace(/\s+/g, " ").trim();
    };
    const count = waiting();
    expect(count).toBeGreaterThan(0);
    expect(await todo()).toBe(`${count} ${count === 1 ? "result" : "results"} to record`);
    expect((await staff.postJson(`/api/fixtures/${due.id}/result`, { ourScore: 2, opponentScore: 2 })).status).toBe(200);
    expect(await todo()).toBe(`${count - 1} ${count - 1 === 1 ? "result" : "results"} to record`);
    expect(await adminRow(due.id, "?when=to-record")).toBeUndefined();
  });
});

/** The Cookie header a Client sends. */
const cookieOf = (client: Client) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
