// A match's life after its kick-off, over HTTP: a postponed match can still be cancelled (admin row
// button and PATCH /api/fixtures/{id}), audited, and shows as cancelled in the feeds and on the public
// pages.
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

/** The list entry of a match on a public page: its link and what it says. */
const entryOf = (html: string, id: number) => new RegExp(`<a[^>]*href="/fixtures/${id}"[\\s\\S]*?</a>`).exec(html)?.[0];

describe("cancelling a postponed match", () => {
  it("is offered on the postponed match's admin row and works without JavaScript, audited", async () => {
    const match = await addMatch("Postponed Rovers", -48);
    expect((await patchStatus(match.id, "postponed")).status).toBe(200);
    const row = await adminRow(match.id, "?when=past");
    expect(row).toContain('value="scheduled"');
    expect(row).toContain('value="cancelled"');
    const cancelled = await postNativeForm(server.url, "/admin/fixtures?when=past", { intent: "status", id: String(match.id), status: "cancelled" }, { Cookie: cookieOf(staff) });
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.location).toBe(`/admin/fixtures?when=past#match-${match.id}`);
    expect(statusOf(match.id)).toBe("cancelled");
    expect(auditOf(match.id)).toEqual(["fixture.create", "fixture.postpone", "fixture.cancel"]);
    // A cancelled match can be reinstated, not cancelled again.
    const after = await adminRow(match.id, "?when=past");
    expect(after).toContain('value="scheduled"');
    expect(after).not.toContain('value="cancelled"');
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
      const entry = entryOf(withoutScripts(await (await anonymous.get(url)).text()), match.id);
      expect(entry, url).toContain("Rained-off United");
      expect(entry, url).toContain("Cancelled");
    }
    expect(withoutScripts(await (await anonymous.get(`/fixtures/${match.id}`)).text())).toMatch(/>Cancelled</);
    expect(entryOf(withoutScripts(await (await anonymous.get("/fixtures?lang=sw")).text()), match.id)).toContain("Imefutwa");
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

/** The Cookie header a Client sends. */
const cookieOf = (client: Client) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
