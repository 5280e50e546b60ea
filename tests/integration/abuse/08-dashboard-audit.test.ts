// The dashboard's Recent Activity showed every user of the admin area the whole audit log: staff read
// who reset which password, who took a backup, whose role changed. Now each entry shows only to users
// who may open the section it belongs to: staff see their sections' work, admins see everything.
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "../../support/factories";
import { Client, logInAs, startServerForFile, type TestServer } from "../harness";

let server: TestServer;
let staff: Client;
let admin: Client;

startServerForFile({ signInAs: "staff" }, (file) => {
  ({ server } = file);
  staff = file.staff!;
});
beforeAll(async () => {
  ({ client: admin } = await logInAs(server, "admin"));
});

/** Audit entries as the admin screens record them (the newest of the log, so the dashboard lists them). */
function recordEntries(entries: Array<{ action: string; summary: string }>) {
  const db = new Database(server.dbFile, { fileMustExist: true });
  try {
    const insert = db.prepare(
      "INSERT INTO audit_log (created_at, user_id, username, action, target_type, summary) VALUES (?, NULL, 'coach-admin', ?, 'test', ?)",
    );
    const now = Date.now();
    entries.forEach((entry, i) => insert.run(new Date(now + i).toISOString(), entry.action, entry.summary));
  } finally {
    db.close();
  }
}

describe("Recent Activity on the dashboard", () => {
  it("shows staff only the entries of sections they may open; admins see every entry", async () => {
    const tag = uniqueSuffix();
    const adminOnly = {
      "user.reset-password": `Reset the password of wanjiru ${tag}`,
      "database.backup": `Took a backup ${tag}`,
      "user.role": `Made otieno an admin ${tag}`,
      "settings.club-facts": `Changed the club facts ${tag}`,
    };
    const staffWork = { "blog.publish": `Published "Derby day" ${tag}`, "gallery.upload": `Uploaded a photo ${tag}` };
    recordEntries(Object.entries({ ...adminOnly, ...staffWork }).map(([action, summary]) => ({ action, summary })));

    const staffPage = await staff.get("/admin-dashboard");
    expect(staffPage.status).toBe(200);
    const staffHtml = await staffPage.text();
    for (const summary of Object.values(staffWork)) expect(staffHtml).toContain(summary.replaceAll('"', "&quot;"));
    for (const summary of Object.values(adminOnly)) expect(staffHtml).not.toContain(summary);
    // Staff cannot open the audit log: their entries are not links to it.
    expect(staffHtml).not.toContain("/admin/settings?tab=audit");

    const adminHtml = await (await admin.get("/admin-dashboard")).text();
    for (const summary of [...Object.values(adminOnly), ...Object.values(staffWork)]) {
      expect(adminHtml).toContain(summary.replaceAll('"', "&quot;"));
    }
    expect(adminHtml).toContain("/admin/settings?tab=audit");
  });
});
