// The e-mail APIs and screen over HTTP against the built server and a real SMTP server: queued rows
// first (202), delivery with both parts, retries of 4xx, failure on 5xx shown in the logs, and mail
// queued when the server was killed delivered after a restart.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail } from "../support/mime";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { Client, logInAs, postNativeForm, queryDb, startServer, type TestServer } from "./harness";

let smtp: TestSmtpServer;
let server: TestServer;
let staff: Client;

type LogRow = { id: number; status: string; attempts: number; error_message: string | null; subject: string };

beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse: (address, tries) => (address.startsWith("busy") && tries === 1 ? 451 : address.startsWith("refuse") ? 550 : null),
  });
  server = await startServer({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "100" });
  ({ client: staff } = await logInAs(server, "staff"));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const logRow = (id: number) => queryDb<LogRow>(server, "SELECT * FROM email_logs WHERE id = ?", id)[0];
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("POST /api/send-email", () => {
  it("answers 202 with the queued row; the worker delivers it with a text and an HTML part", async () => {
    const response = await staff.postJson("/api/send-email", {
      to: "parent-1@example.com",
      subject: "Training moved to 4 PM",
      content: "Dear parents,\n\nTraining moves to 4 PM on Friday <because of> the rain & mud.",
    });
    expect(response.status).toBe(202);
    const row = await response.json();
    expect(row).toMatchObject({ to: "parent-1@example.com", subject: "Training moved to 4 PM", status: "queued" });
    expect(row).not.toHaveProperty("htmlBody");
    await expect.poll(() => logRow(row.id).status, { timeout: 30_000 }).toBe("sent");
    const [mail] = receivedBy("parent-1@example.com");
    const parsed = parseMail(mail.raw);
    expect(parsed.text).toContain("Training moves to 4 PM on Friday <because of> the rain & mud.");
    expect(parsed.html).toContain("Training moves to 4 PM on Friday &lt;because of&gt; the rain &amp; mud.");
  });

  it("refuses a missing recipient or subject with the agreed sentence, and writes nothing", async () => {
    const before = queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM email_logs")[0].n;
    for (const body of [{ subject: "Hi" }, { to: "a@example.com" }, { to: "", subject: "" }, { to: "a@example.com", subject: "   " }]) {
      const response = await staff.postJson("/api/send-email", body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("Recipient and subject are required.");
    }
    const bad = await staff.postJson("/api/send-email", { to: "not-an-address", subject: "Hi" });
    expect(bad.status).toBe(400);
    expect(queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM email_logs")[0].n).toBe(before);
  });

  it("fills a template's placeholders from templateData, and refuses placeholders left unfilled", async () => {
    const templates = (await (await staff.get("/api/email-templates")).json()) as Array<{ id: number; name: string; subject: string; content: string }>;
    const welcome = templates.find((t) => t.name === "Welcome Email")!;
    const missing = await staff.postJson("/api/send-email", { to: "p2@example.com", subject: welcome.subject, content: welcome.content, templateId: welcome.id });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/\{\{playerName\}\}.*\{\{trainingDate\}\}/);

    const response = await staff.postJson("/api/send-email", {
      to: "p2@example.com",
      subject: welcome.subject,
      content: welcome.content,
      templateId: welcome.id,
      templateData: { playerName: "Amani <Juma>", trainingDate: "Saturday", trainingTime: "9 AM" },
    });
    expect(response.status).toBe(202);
    const row = await response.json();
    expect(row).toMatchObject({ subject: "Welcome to the Rising Stars Academy, Amani <Juma>!", templateId: welcome.id });
    await expect.poll(() => logRow(row.id).status, { timeout: 30_000 }).toBe("sent");
    const parsed = parseMail(receivedBy("p2@example.com")[0].raw);
    expect(parsed.html).toContain("Amani &lt;Juma&gt;");
    expect(parsed.html).not.toContain("<Juma>");
  });
});

describe("delivery outcomes", () => {
  it("retries a 4xx refusal and ends sent", async () => {
    const response = await staff.postJson("/api/send-welcome-email", {
      playerName: "Baraka Otieno",
      email: "busy-parent@example.com",
      trainingDate: "2026-12-05",
      trainingTime: "09:00",
    });
    expect(response.status).toBe(202);
    const { id } = await response.json();
    await expect.poll(() => logRow(id).status, { timeout: 30_000 }).toBe("sent");
    expect(logRow(id).attempts).toBe(2);
    const parsed = parseMail(receivedBy("busy-parent@example.com")[0].raw);
    expect(parsed.text).toContain("Saturday 5 December 2026 at 9:00 AM");
  });

  it("fails a 5xx refusal at once and shows the server's message in the logs", async () => {
    const response = await staff.postJson("/api/send-sponsorship-proposal", {
      email: "refuse-sponsor@example.com",
      companyName: "Savanna Breweries",
      senderName: "Grace Achieng",
      senderTitle: "Commercial Manager",
    });
    expect(response.status).toBe(202);
    const { id } = await response.json();
    await expect.poll(() => logRow(id).status, { timeout: 30_000 }).toBe("failed");
    expect(logRow(id).attempts).toBe(1);
    expect(logRow(id).error_message).toMatch(/550 Mailbox unavailable/);

    const logs = await staff.get("/api/email-logs?status=failed&limit=5");
    expect(logs.status).toBe(200);
    const rows = await logs.json();
    expect(rows[0]).toMatchObject({ id, status: "failed", errorMessage: expect.stringMatching(/550/) });

    const page = await (await staff.get("/email-management?tab=logs&status=failed")).text();
    expect(page).toContain("refuse-sponsor@example.com");
    expect(page).toContain("Failed");
    expect(page).toMatch(/550 Mailbox unavailable/);
  });

  it("lists the log newest first with limit and offset, and refuses a bad query", async () => {
    const all = await (await staff.get("/api/email-logs?limit=200")).json();
    const ids = all.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const second = await (await staff.get("/api/email-logs?limit=1&offset=1")).json();
    expect(second).toEqual([all[1]]);
    expect((await staff.get("/api/email-logs?limit=0")).status).toBe(400);
    expect((await staff.get("/api/email-logs?status=nope")).status).toBe(400);
  });
});

describe("quick actions", () => {
  it("refuse missing fields with 'Please fill in all required fields'", async () => {
    const welcome = await staff.postJson("/api/send-welcome-email", { playerName: "Baraka", email: "x@example.com" });
    expect(welcome.status).toBe(400);
    expect((await welcome.json()).message).toBe("Please fill in all required fields");
    const sponsorship = await staff.postJson("/api/send-sponsorship-proposal", { email: "x@example.com", companyName: "Acme" });
    expect(sponsorship.status).toBe(400);
    expect((await sponsorship.json()).message).toBe("Please fill in all required fields");
  });

  it("work as native form posts (no JavaScript) with the agreed toasts", async () => {
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const empty = await postNativeForm(server.url, "/email-management?tab=quick", { intent: "welcome", playerName: "Baraka" }, { Cookie: cookie });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Please fill in all required fields");
    const sent = await postNativeForm(
      server.url,
      "/email-management?tab=quick",
      { intent: "sponsorship", email: "sponsor@example.com", companyName: "Kilima Telecom", senderName: "Grace", senderTitle: "Chair" },
      { Cookie: cookie },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe("/email-management?tab=quick");
  });
});

describe("the Send Email tab", () => {
  it("lists placeholders still unfilled and sends the text as it is after 'Send anyway' (no JavaScript)", async () => {
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const fields = { intent: "send", to: "unfilled@example.com", subject: "Hello {{playerName}}", content: "See you on {{trainingDate}}." };
    const asked = await postNativeForm(server.url, "/email-management?tab=send", { ...fields, allowPlaceholders: "false" }, { Cookie: cookie });
    expect(asked.status).toBe(400);
    expect(asked.body).toContain("These placeholders are still not filled in:");
    expect(asked.body).toContain("Send anyway");
    expect(asked.body).toContain("unfilled@example.com");
    const sent = await postNativeForm(server.url, "/email-management?tab=send", { ...fields, allowPlaceholders: "true" }, { Cookie: cookie });
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe("/email-management?tab=send");
    expect(queryDb<LogRow>(server, "SELECT * FROM email_logs WHERE subject = ?", "Hello {{playerName}}")).toHaveLength(1);
  });
});

describe("POST /api/send-match-notification", () => {
  it("queues the template to every active fan member who chose match updates and answers with the number queued", async () => {
    const db = new Database(server.dbFile);
    const insert = db.prepare(
      "INSERT INTO fan_members (membership_number, first_name, last_name, email, status, preferences) VALUES (?, ?, ?, ?, ?, ?)",
    );
    // Fans who chose match updates; the seventh did not.
    for (let n = 1; n <= 7; n++) insert.run(`RS-T${n}`, `Fan${n}`, "Mwangi", `fan${n}@example.com`, n === 6 ? "expired" : "active", n === 7 ? "[]" : '["match-updates"]');
    db.close();

    const bad = await staff.postJson("/api/send-match-notification", { opponent: "Gor Mahia" });
    expect(bad.status).toBe(400);
    const response = await staff.postJson("/api/send-match-notification", {
      opponent: "Gor Mahia Youth",
      matchDate: "Saturday 12 December 2026",
      venue: "Kasarani Annex",
      matchType: "Cup",
    });
    expect(response.status).toBe(202);
    const { queued, logIds } = await response.json();
    expect(queued).toBe(5);
    expect(logIds).toHaveLength(5);
    await expect.poll(() => logIds.map((id: number) => logRow(id).status), { timeout: 30_000 }).toEqual(Array(5).fill("sent"));
    expect(receivedBy("fan6@example.com")).toHaveLength(0);
    expect(receivedBy("fan7@example.com")).toHaveLength(0);
    const parsed = parseMail(receivedBy("fan1@example.com")[0].raw);
    expect(parsed.headers.subject).toBe("Match day: Rising Stars FC vs Gor Mahia Youth on Saturday 12 December 2026");
    expect(parsed.text).toContain("Dear Fan1 Mwangi,");
    expect(parsed.text).toContain("Kasarani Annex (Cup)");
    const audit = queryDb<{ action: string; summary: string }>(server, "SELECT action, summary FROM audit_log WHERE action = 'email.match-notification'");
    expect(audit[0].summary).toMatch(/5 fan members/);
  });
});

describe("templates", () => {
  it("staff may read them; only admins may edit or deactivate", async () => {
    const templates = await (await staff.get("/api/email-templates")).json();
    expect(templates.length).toBeGreaterThanOrEqual(6);
    const target = templates.find((t: { name: string }) => t.name === "Sponsorship Proposal");
    const denied = await staff.postForm("/email-management?tab=templates", { intent: "toggle-template", id: String(target.id), isActive: "false" });
    expect(denied.status).toBe(403);

    const { client: admin } = await logInAs(server, "admin");
    const saved = await admin.postForm("/email-management?tab=templates", {
      intent: "update-template",
      id: String(target.id),
      subject: "Partner with Rising Stars, {{companyName}}",
      content: "Dear {{companyName}},\n\nJoin us.",
    });
    expect(saved.status).toBe(302);
    const off = await admin.postForm("/email-management?tab=templates", { intent: "toggle-template", id: String(target.id), isActive: "false" });
    expect(off.status).toBe(302);
    // An inactive template sends nothing: the quick action fails honestly.
    const refused = await staff.postJson("/api/send-sponsorship-proposal", {
      email: "s@example.com",
      companyName: "Acme",
      senderName: "Grace",
      senderTitle: "Chair",
    });
    expect(refused.status).toBe(409);
    expect((await admin.postForm("/email-management?tab=templates", { intent: "toggle-template", id: String(target.id), isActive: "true" })).status).toBe(302);
    const actions = queryDb<{ action: string }>(server, "SELECT action FROM audit_log WHERE target_type = 'email_template' ORDER BY id").map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["email-template.update", "email-template.deactivate", "email-template.activate"]));
  });
});

describe("a server killed with mail queued", () => {
  it("delivers every queued message after the restart, each once", { timeout: 90_000 }, async () => {
    const slow = await startSmtpServer({ delayMs: 150 });
    const first = await startServer({ SMTP_URL: slow.url });
    try {
      const db = new Database(first.dbFile);
      const insert = db.prepare(`INSERT INTO fan_members (membership_number, first_name, last_name, email, preferences) VALUES (?, ?, ?, ?, '["match-updates"]')`);
      for (let n = 1; n <= 30; n++) insert.run(`RS-K${n}`, `Kill${n}`, "Test", `kill${n}@example.com`);
      db.close();
      const { client } = await logInAs(first, "staff");
      const response = await client.postJson("/api/send-match-notification", { opponent: "AFC Leopards", matchDate: "Sunday", venue: "Nyayo" });
      expect(response.status).toBe(202);
      expect((await response.json()).queued).toBe(30);
      await first.stop("SIGKILL");
      const left = queryDb<{ n: number }>(first, "SELECT count(*) AS n FROM email_logs WHERE status IN ('queued', 'sending')")[0].n;
      expect(left).toBeGreaterThan(0);

      const second = await startServer({ SMTP_URL: slow.url }, first.dataDir);
      try {
        await expect
          .poll(() => queryDb<{ n: number }>(second, "SELECT count(*) AS n FROM email_logs WHERE status = 'sent' AND subject LIKE '%AFC Leopards%'")[0].n, {
            timeout: 30_000,
          })
          .toBe(30)
          .catch((error) => {
            console.log(second.output(), queryDb(second, "SELECT id, status, attempts, error_message FROM email_logs WHERE subject LIKE '%AFC%'"));
            throw error;
          });
        const addresses = slow.received.map((mail) => mail.to[0]).filter((to) => to.startsWith("kill"));
        expect(addresses.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `kill${i + 1}@example.com`).sort());
      } finally {
        await second.stop();
      }
    } finally {
      // stop() waits for an exit that a process already killed will not report again.
      if (first.child.exitCode === null && first.child.signalCode === null) await first.stop();
      await slow.close();
    }
  });
});
