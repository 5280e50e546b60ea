// The academy admin: listing and deciding registrations (JSON API and page), and the CSV export.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInNairobi } from "~/utils/age";
import { birthDateYearsAgo, buildRegistration, type RegistrationInput } from "../support/factories";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  ({ client: admin } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

/** A pending registration, sent through the public API as a parent would. */
async function createPending(overrides: Partial<RegistrationInput> = {}) {
  const response = await new Client(server.url).postJson("/api/academy-registrations", buildRegistration(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; playerName: string; email: string; address: string; medicalConditions: string | null; allergies: string | null };
}

describe("admin review", () => {
  it("lists newest first for admins only, with search, status filter, limit and offset", async () => {
    const unique = `Zawadi Kemunto ${Date.now()}`;
    await createPending(); // an older one, for the second page
    const created = await createPending({ playerName: unique, email: "kemunto.parent@example.com" });
    expect((await new Client(server.url).get("/api/academy-registrations")).status).toBe(401);

    const all = await admin.get("/api/academy-registrations");
    expect(all.status).toBe(200);
    const list = await all.json();
    expect(list[0].id).toBe(created.id);
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(list.length);

    for (const q of [unique.toUpperCase(), "KEMUNTO.PARENT@", unique.slice(0, 10).toLowerCase()]) {
      const found = await (await admin.get(`/api/academy-registrations?q=${encodeURIComponent(q)}`)).json();
      expect(found.map((r: { id: number }) => r.id), q).toContain(created.id);
    }
    const approved = await (await admin.get(`/api/academy-registrations?status=approved&q=${encodeURIComponent(unique)}`)).json();
    expect(approved).toEqual([]);
    const page = await (await admin.get("/api/academy-registrations?limit=1&offset=1")).json();
    expect(page).toHaveLength(1);
    expect(page[0].id).not.toBe(created.id);
    // A LIKE wildcard typed in the search box is matched literally.
    expect(await (await admin.get("/api/academy-registrations?q=%25%25%25")).json()).toEqual([]);
    expect((await admin.get("/api/academy-registrations?status=done")).status).toBe(400);
    // Control characters in a search are ignored rather than reaching SQLite.
    expect((await admin.get("/api/academy-registrations?q=%00%00%00")).status).toBe(200);
    expect((await admin.get("/academy-admin?q=ab%00cd")).status).toBe(200);
    expect((await admin.get("/api/academy-registrations?offset=1e20")).status).toBe(400);
    expect((await admin.get("/api/academy-registrations?limit=abc")).status).toBe(400);
  });

  it("approves through PATCH once: 404 unknown, 400 bad status, 409 when no longer pending", async () => {
    const created = await createPending();
    const patch = (id: number | string, body: unknown, client = admin) =>
      client.request(`/api/academy-registrations/${id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await patch(created.id, { status: "approved" }, new Client(server.url))).status).toBe(401);
    expect((await patch(created.id, { status: "maybe" })).status).toBe(400);
    expect((await patch(created.id, {})).status).toBe(400);
    expect((await patch(999999, { status: "approved" })).status).toBe(404);
    expect((await patch("abc", { status: "approved" })).status).toBe(404);

    const approved = await patch(created.id, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((await approved.json()).status).toBe("approved");
    expect((await patch(created.id, { status: "rejected" })).status).toBe(409);
    expect((await patch(created.id, { status: "pending" })).status).toBe(409);
    await expect
      .poll(() => query<{ subject: string }>("SELECT subject FROM email_logs WHERE subject LIKE ?", `%${created.playerName}%`).map((r) => r.subject), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/has a place in the Rising Stars Academy/)]));
  });

  it("shows stats, search and pagination on the admin page and decides through its forms", async () => {
    const unique = `Baraka Mwangi ${Date.now()}`;
    const created = await createPending({ playerName: unique });
    const anonymous = await new Client(server.url).get("/academy-admin");
    expect(anonymous.status).toBe(302);

    const page = await (await admin.get(`/academy-admin?q=${encodeURIComponent(unique)}&status=pending`)).text();
    for (const label of ["Total Applications", "Pending Review", "Approved", "Rejected"]) expect(page).toContain(label);
    for (const column of ["Player", "Age", "Position", "Parent/Guardian", "Contact", "Status", "Date", "Actions"]) {
      expect(page).toContain(`>${column}</th>`);
    }
    expect(page).toContain(unique);
    expect(page).toContain("Approve");
    expect(page).toContain("1 registration matches your criteria");
    // "All statuses" is the empty value; an old `?status=all` link still means no status filter.
    const oldAll = await (await admin.get(`/academy-admin?q=${encodeURIComponent(unique)}&status=all`)).text();
    expect(oldAll).toContain(unique);
    expect(oldAll).toContain('<option value="" selected="">All</option>');
    expect(oldAll).toContain(`/academy-admin/export.csv?q=${encodeURIComponent(unique).replace(/%20/g, "+")}"`);

    const none = await (await admin.get("/academy-admin?q=nobody-matches-this-search")).text();
    expect(none).toContain("No registrations found matching your criteria.");

    const details = await (await admin.get(`/academy-admin?view=${created.id}`)).text();
    expect(details).toContain('role="dialog"');
    // Least data: medical notes, allergies and the home address are only in the detail view, and the
    // list page carries none of them in its HTML or its hydration data.
    const privateFields = [created.medicalConditions, created.allergies, created.address].filter(Boolean) as string[];
    expect(privateFields.length).toBeGreaterThan(0);
    for (const value of privateFields) {
      expect(details).toContain(value);
      expect(page).not.toContain(value);
    }
    for (const section of ["Player", "Contact", "Medical", "Academy preferences", "Status"]) expect(details).toContain(section);

    const reject = await admin.postForm("/academy-admin", { intent: "reject", id: String(created.id), redirectTo: "/academy-admin?status=pending" });
    expect(reject.status).toBe(302);
    expect(reject.headers.get("location")).toBe("/academy-admin?status=pending");
    const again = await admin.postForm("/academy-admin", { intent: "approve", id: String(created.id) });
    expect(again.status).toBe(409);
    const [row] = query<{ status: string }>("SELECT status FROM academy_registrations WHERE id = ?", created.id);
    expect(row.status).toBe("rejected");
    const bad = await admin.postForm("/academy-admin", { intent: "delete", id: "x" });
    expect(bad.status).toBe(400);
  });

  it("pages a long list with Previous and Next links that keep the search", async () => {
    const stamp = `Pagina${Date.now()}`;
    const model = await createPending({ playerName: `${stamp} Model` });
    // 20 more copies of it (the list shows 20 a page), written straight to the database.
    const db = new Database(server.dbFile);
    try {
      const columns = (db.prepare("PRAGMA table_info(academy_registrations)").all() as Array<{ name: string }>)
        .map((column) => column.name)
        .filter((name) => name !== "id" && name !== "player_name");
      const copy = db.prepare(
        `INSERT INTO academy_registrations (player_name, ${columns.join(", ")}) SELECT ?, ${columns.join(", ")} FROM academy_registrations WHERE id = ?`,
      );
      for (let n = 1; n <= 20; n++) copy.run(`${stamp} Copy ${n}`, model.id);
    } finally {
      db.close();
    }
    // React separates text pieces with empty comments ("Page <!-- -->1").
    const text = async (path: string) => (await (await admin.get(path)).text()).replaceAll("<!-- -->", "");
    const first = await text(`/academy-admin?q=${stamp}`);
    expect(first).toContain("Page 1 of 2");
    const link = (html: string, rel: string) => new RegExp(`<a[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1];
    expect(link(first, "next")).toBe(`/academy-admin?q=${stamp}&amp;page=2`);
    expect(first).not.toContain('rel="prev"');
    const second = await text(`/academy-admin?q=${stamp}&page=2`);
    expect(second).toContain("Page 2 of 2");
    expect(link(second, "prev")).toBe(`/academy-admin?q=${stamp}&amp;page=1`);
    expect(second).not.toContain('rel="next"');
    // 21 registrations: the second page lists the one left.
    expect(new Set(second.match(new RegExp(`${stamp} (Copy \\d+|Model)`, "g"))).size).toBe(1);
  });

  it("exports the filtered list as CSV with the specified columns, all pages", async () => {
    const unique = `Neema Wairimu ${Date.now()}`;
    await createPending({
      playerName: unique,
      dateOfBirth: birthDateYearsAgo(12),
      gender: "male",
      position: "Forward",
      parentGuardianName: "Jane Otieno",
      address: "House 4, Ngong Road, Nairobi",
      phoneNumber: "=HYPERLINK(1)",
    });
    expect((await new Client(server.url).get("/academy-admin/export.csv")).status).toBe(302);

    const response = await admin.get(`/academy-admin/export.csv?q=${encodeURIComponent(unique)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="academy-registrations-${todayInNairobi()}.csv"`,
    );
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe("Player Name,Age,Gender,Position,Parent/Guardian,Phone,Email,Address,Status,Registration Date");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${unique},12,male,Forward,Jane Otieno,`);
    expect(lines[1]).toContain("House 4; Ngong Road; Nairobi");
    // Formula injection is neutralised for spreadsheet apps.
    expect(lines[1]).toContain("'=HYPERLINK(1)");

    const all = await (await admin.get("/academy-admin/export.csv")).text();
    const total = query<{ n: number }>("SELECT count(*) AS n FROM academy_registrations")[0].n;
    expect(all.trim().split("\n")).toHaveLength(total + 1);
  });
});
