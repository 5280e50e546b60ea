// The mail service against a real in-process SMTP server, and the local outbox.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Received = { from: string; to: string[]; raw: string };

async function loadMailService(env: Record<string, string | undefined>) {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  const { closeDb } = await import("~/db/client.server");
  closeDb();
  store.__singletons?.clear();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  const mail = await import("~/services/mail.server");
  const { getDb } = await import("~/db/client.server");
  const { emailLogs } = await import("~/db/schema");
  const logs = () => getDb().select().from(emailLogs).all();
  return { sendMail: mail.sendMail, logs };
}

describe("local outbox (no SMTP_URL)", () => {
  it("writes one .eml per message and logs it as sent", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-"));
    const { sendMail, logs } = await loadMailService({ DATA_DIR: dataDir, SMTP_URL: undefined, MAIL_FROM: undefined });
    const result = await sendMail({ to: "parent@example.com", subject: "Registration received", text: "Asante!" });
    expect(result.status).toBe("sent");
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(eml).toMatch(/^To: parent@example\.com$/m);
    expect(eml).toMatch(/^Subject: Registration received$/m);
    expect(eml).toMatch(/^From: Rising Stars FC <no-reply@risingstarsfc\.co\.ke>$/m);
    expect(eml).toContain("Asante!");
    expect(logs()).toMatchObject([{ to: "parent@example.com", subject: "Registration received", status: "sent", errorMessage: null }]);
  });
});

describe("SMTP", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("refuse")) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => (raw += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers with the right envelope and headers, and logs it as sent", async () => {
    const { sendMail, logs } = await loadMailService({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-")),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Rising Stars FC <office@risingstarsfc.co.ke>",
    });
    const result = await sendMail({
      to: "coach@example.com",
      subject: "Match day: Rising Stars vs Mathare Youth",
      text: "Kick-off at 10:00 at Kasarani Annex.",
      replyTo: "fan@example.com",
    });
    expect(result.status).toBe("sent");
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.from).toBe("office@risingstarsfc.co.ke");
    expect(message.to).toEqual(["coach@example.com"]);
    expect(message.raw).toMatch(/^From: Rising Stars FC <office@risingstarsfc\.co\.ke>\r?$/m);
    expect(message.raw).toMatch(/^To: coach@example\.com\r?$/m);
    expect(message.raw).toMatch(/^Reply-To: fan@example\.com\r?$/m);
    expect(message.raw).toMatch(/^Subject: Match day: Rising Stars vs Mathare Youth\r?$/m);
    expect(message.raw).toContain("Kick-off at 10:00 at Kasarani Annex.");
    expect(logs()).toMatchObject([{ to: "coach@example.com", status: "sent" }]);
  });

  it("records a refused message as failed without throwing", async () => {
    const { sendMail, logs } = await loadMailService({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-")),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const before = received.length;
    const result = await sendMail({ to: "refuse@example.com", subject: "Hello", text: "Hi" });
    expect(result.status).toBe("failed");
    expect(received.length).toBe(before);
    const [log] = logs();
    expect(log).toMatchObject({ to: "refuse@example.com", status: "failed" });
    expect(log.errorMessage).toMatch(/550|Mailbox unavailable/);
  });

  it("records an unreachable server as failed without throwing", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { sendMail, logs } = await loadMailService({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-")),
      SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
    });
    const result = await sendMail({ to: "someone@example.com", subject: "Hello", text: "Hi" });
    expect(result.status).toBe("failed");
    expect(logs()[0]).toMatchObject({ status: "failed", errorMessage: expect.stringMatching(/ECONNREFUSED/) });
  });
});
