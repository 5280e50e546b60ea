// The staff e-mail directory over HTTP: admins only, generated unique addresses at the club domain,
// edit with uniqueness, deactivate/reactivate, remove, search, CSV, and an audit entry for each change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer({ CLUB_EMAIL_DOMAIN: "club.example" });
  ({ client: admin } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

type Staff = { id: number; name: string; email: string; is_active: number; access_level: string; role: string };
const staffNamed = (name: string) => queryDb<Staff>(server, "SELECT * FROM staff_emails WHERE name = ? ORDER BY id", name);

const add = (fields: Record<string, string>) => admin.postForm("/staff-emails?tab=staff", { intent: "add", ...fields });

describe("/staff-emails", () => {
  it("is for admins only", async () => {
    const { client: staff } = await logInAs(server, "staff");
    expect((await staff.get("/staff-emails")).status).toBe(403);
    expect((await staff.postForm("/staff-emails", { intent: "add", name: "X", role: "Y", department: "Z" })).status).toBe(403);
    expect((await staff.get("/staff-emails/export.csv")).status).toBe(403);
  });

  it("lists the seeded staff and administrators", async () => {
    const page = await (await admin.get("/staff-emails")).text();
    expect(page).toContain("Staff Members");
    expect(page).toContain("@club.example");
    const admins = await (await admin.get("/staff-emails?tab=admins")).text();
    expect(admins).toContain("admin@risingstarsfc.co.ke");
    expect(admins).toContain("System admin");
  });

  it("adds a member with an address made from the name, unique with a numeric suffix", async () => {
    const first = await add({ name: "Mary-Jane  O'Neil", role: "Kit Manager", department: "Operations" });
    expect(first.status).toBe(302);
    const second = await add({ name: "Mary Jane O'Neil", role: "Physio", department: "Medical", accessLevel: "manager" });
    expect(second.status).toBe(302);
    const third = await add({ name: "Mary-Jane O'Neil", role: "Scout", department: "Football" });
    expect(third.status).toBe(302);
    expect(staffNamed("Mary-Jane  O'Neil")[0]).toMatchObject({ email: "maryjane.oneil@club.example", is_active: 1, access_level: "staff" });
    expect(staffNamed("Mary Jane O'Neil")[0]).toMatchObject({ email: "mary.jane.oneil@club.example", access_level: "manager" });
    expect(staffNamed("Mary-Jane O'Neil")[0].email).toBe("maryjane.oneil2@club.example");
  });

  it("adds a member with the address given (optional): at the club domain, not someone else's", async () => {
    const given = await add({ name: "Achieng Ouma", role: "Team Doctor", department: "Medical", email: " Dr.Achieng@Club.Example " });
    expect(given.status).toBe(302);
    expect(staffNamed("Achieng Ouma")[0].email).toBe("dr.achieng@club.example");
    const empty = await add({ name: "Juma Otieno", role: "Driver", department: "Operations", email: "" });
    expect(empty.status).toBe(302);
    expect(staffNamed("Juma Otieno")[0].email).toBe("juma.otieno@club.example");
    const elsewhere = await add({ name: "Juma Two", role: "Driver", department: "Operations", email: "juma@gmail.com" });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain("@club.example");
    const taken = await add({ name: "Juma Three", role: "Driver", department: "Operations", email: "juma.otieno@club.example" });
    expect(taken.status).toBe(409);
    expect((await add({ name: "Juma Four", role: "Driver", department: "Operations", email: "not-an-address" })).status).toBe(400);
    expect(staffNamed("Juma Two").length + staffNamed("Juma Three").length + staffNamed("Juma Four").length).toBe(0);
  });

  it("refuses a member without name, role or department ('Missing Information'), writing nothing", async () => {
    const before = queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM staff_emails")[0].n;
    const cases: Record<string, string>[] = [{ role: "Coach", department: "Football" }, { name: "A", department: "B" }, { name: "A", role: "B", department: " " }];
    for (const fields of cases) {
      const response = await add(fields);
      expect(response.status).toBe(400);
    }
    const bad = await add({ name: "A", role: "B", department: "C", accessLevel: "owner" });
    expect(bad.status).toBe(400);
    expect(queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM staff_emails")[0].n).toBe(before);
  });

  it("edits a member, the address unique and at the club domain", async () => {
    await add({ name: "Peter Kamau", role: "Groundsman", department: "Facilities" });
    const [peter] = staffNamed("Peter Kamau");
    const [mary] = staffNamed("Mary-Jane  O'Neil");
    const base = { intent: "update", id: String(peter.id), name: "Peter Kamau", role: "Head Groundsman", department: "Facilities", accessLevel: "supervisor" };
    expect((await admin.postForm("/staff-emails", { ...base, email: mary.email })).status).toBe(409);
    expect((await admin.postForm("/staff-emails", { ...base, email: "MaryJane.ONeil@club.example" })).status).toBe(409);
    expect((await admin.postForm("/staff-emails", { ...base, email: "peter@gmail.com" })).status).toBe(400);
    expect((await admin.postForm("/staff-emails", { ...base, email: "not an address" })).status).toBe(400);
    expect((await admin.postForm("/staff-emails", { ...base, id: "999999", email: "p@club.example" })).status).toBe(404);
    const saved = await admin.postForm("/staff-emails", { ...base, email: "p.kamau@club.example" });
    expect(saved.status).toBe(302);
    expect(staffNamed("Peter Kamau")[0]).toMatchObject({ email: "p.kamau@club.example", role: "Head Groundsman", access_level: "supervisor" });
  });

  it("deactivates, reactivates and removes", async () => {
    const [peter] = staffNamed("Peter Kamau");
    expect((await admin.postForm("/staff-emails", { intent: "deactivate", id: String(peter.id) })).status).toBe(302);
    expect(staffNamed("Peter Kamau")[0].is_active).toBe(0);
    expect((await admin.postForm("/staff-emails", { intent: "reactivate", id: String(peter.id) })).status).toBe(302);
    expect(staffNamed("Peter Kamau")[0].is_active).toBe(1);
    // The confirmation step is a page of its own (works without JavaScript).
    const confirm = await (await admin.get(`/staff-emails?tab=staff&remove=${peter.id}`)).text();
    expect(confirm).toContain("Remove Peter Kamau?");
    expect((await admin.postForm("/staff-emails", { intent: "remove", id: String(peter.id) })).status).toBe(302);
    expect(staffNamed("Peter Kamau")).toHaveLength(0);
    expect((await admin.postForm("/staff-emails", { intent: "remove", id: String(peter.id) })).status).toBe(404);
    const actions = queryDb<{ action: string }>(server, "SELECT action FROM audit_log WHERE target_type = 'staff_email' AND target_id = ?", String(peter.id)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(["staff-email.add", "staff-email.update", "staff-email.deactivate", "staff-email.reactivate", "staff-email.remove"]);
  });

  it("searches by name or e-mail and exports the directory as CSV", async () => {
    const byName = await (await admin.get("/staff-emails?q=mary")).text();
    expect(byName).toContain("maryjane.oneil2@club.example");
    expect(byName).not.toContain("Peter Kamau");
    const byEmail = await (await admin.get("/staff-emails?q=mary.jane")).text();
    expect(byEmail).toContain("Mary Jane O&#x27;Neil");
    expect(byEmail).not.toContain("maryjane.oneil2@");
    const csv = await admin.get("/staff-emails/export.csv?q=oneil");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="staff-emails-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("Name,Email,Role,Department,Phone,Office Location,Access Level,Active");
    expect(lines).toHaveLength(4);
    const admins = await (await admin.get("/staff-emails/export.csv?tab=admins")).text();
    expect(admins.split("\n")[0]).toBe("Name,Email,Role,Permissions,Phone,Active,Last Login");
  });
});
