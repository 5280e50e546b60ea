// Backups over HTTP while the site is busy, and the restore script bringing one back.
//   - A download made while clients keep writing registrations opens with integrity_check = ok and
//     holds every registration acknowledged before the download began.
//   - The restore script refuses while the server runs and refuses a damaged file; with the server
//     stopped it swaps the backup in, and the restarted server serves the restored data.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "../support/factories";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let server: TestServer;
let admin: Client;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-backup-test-"));

beforeAll(async () => {
  server = await startServer({ PUBLIC_MAIL_DAILY_LIMIT: "100000", LOG_REQUESTS: "false" });
  ({ client: admin } = await logInAs(server, "admin"));
});
afterAll(() => server?.stop());

async function register(client: Client): Promise<number> {
  const response = await client.postJson("/api/academy-registrations", buildRegistration());
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

async function downloadBackup(client: Client, file: string) {
  const response = await client.postForm("/admin/database/backup", { intent: "download" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/vnd.sqlite3");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="club-\d{8}T\d{6}Z\.db"$/);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

const restoreScript = (dataDir: string, from: string) =>
  promisify(execFile)(process.execPath, ["build/scripts/restore-backup.js", "--from", from], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATA_DIR: dataDir },
  });

describe("Download backup while registrations are being written", () => {
  it("is consistent and holds every registration acknowledged before it began", async () => {
    const acknowledged: number[] = [];
    let writing = true;
    // Eight clients keep registering until the download has finished.
    const writers = Array.from({ length: 8 }, async () => {
      const client = new Client(server.url);
      while (writing) acknowledged.push(await register(client));
    });
    // Until 40 are acknowledged (a writer that fails ends the wait with its error).
    await Promise.race([expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(40), Promise.all(writers)]);
    const beforeDownload = [...acknowledged];
    const file = path.join(scratch, "during-load.db");
    await downloadBackup(admin, file);
    const duringDownload = acknowledged.length - beforeDownload.length;
    writing = false;
    await Promise.all(writers);

    const copy = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      const ids = new Set((copy.prepare("SELECT id FROM academy_registrations").all() as Array<{ id: number }>).map((r) => r.id));
      const missing = beforeDownload.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      expect(beforeDownload.length).toBeGreaterThanOrEqual(40);
    } finally {
      copy.close();
    }
    // The writers were still being answered while the snapshot was made (the site did not stop).
    expect(duringDownload + (acknowledged.length - beforeDownload.length)).toBeGreaterThan(0);
    // The temporary snapshot is gone once sent, and the download is in the audit log.
    const leftovers = () => fs.readdirSync(path.join(server.dataDir, "tmp")).filter((f) => f.endsWith(".db"));
    await expect.poll(leftovers, { timeout: 30_000, interval: 100 }).toEqual([]);
    expect(queryDb(server, "SELECT action FROM audit_log WHERE action = 'database.download-backup'")).toHaveLength(1);
  });

  it("refuses a GET, a post without the intent, and staff", async () => {
    expect((await admin.get("/admin/database/backup")).status).toBe(405);
    expect((await admin.postForm("/admin/database/backup", { intent: "other" })).status).toBe(400);
    const { client: staff } = await logInAs(server, "staff");
    expect((await staff.postForm("/admin/database/backup", { intent: "download" })).status).toBe(403);
  });
});

describe("The restore script", () => {
  it("refuses while the server runs, refuses a damaged file, and brings a backup back", async () => {
    const kept = await register(new Client(server.url));
    const file = path.join(scratch, "restore-me.db");
    await downloadBackup(admin, file);
    const after = await register(new Client(server.url));

    await expect(restoreScript(server.dataDir, file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("is running"),
    });

    await server.stop();
    expect(fs.existsSync(path.join(server.dataDir, "server.pid"))).toBe(false);

    const damaged = path.join(scratch, "damaged.db");
    const bytes = fs.readFileSync(file);
    bytes.fill(0x5a, 4096, 4096 * 3); // overwrite pages of the copy
    fs.writeFileSync(damaged, bytes);
    await expect(restoreScript(server.dataDir, damaged)).rejects.toMatchObject({ code: 1 });
    const notADatabase = path.join(scratch, "notes.txt");
    fs.writeFileSync(notADatabase, "hello");
    await expect(restoreScript(server.dataDir, notADatabase)).rejects.toMatchObject({ code: 1 });
    // Nothing was swapped by the refused runs.
    expect(queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM academy_registrations WHERE id = ?", after)[0].n).toBe(1);

    const { stdout } = await restoreScript(server.dataDir, file);
    expect(stdout).toContain("integrity_check ok");
    expect(fs.readdirSync(server.dataDir).some((name) => name.startsWith("club.db.before-restore-"))).toBe(true);

    server = await startServer({ LOG_REQUESTS: "false" }, server.dataDir);
    const client = new Client(server.url);
    expect((await client.get("/")).status).toBe(200);
    await client.logIn();
    const kept200 = await client.get(`/api/academy-registrations/${kept}`);
    expect(kept200.status).toBe(200);
    expect((await client.get(`/api/academy-registrations/${after}`)).status).toBe(404);
  });
});
