// The mail queue against a real in-process SMTP server, and the local outbox: queued rows first, the
// worker delivers them with both parts, retries what the server refuses for now, fails what it
// refuses for good, and picks up what a stopped process left behind.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseMail } from "../support/mime";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

async function loadMailService(env: Record<string, string | undefined>) {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  const previous = store.__singletons?.get("mail-worker") as { running: boolean; timer?: NodeJS.Timeout } | undefined;
  if (previous) {
    previous.running = false;
    clearInterval(previous.timer);
  }
  const { closeDb } = await import("~/db/client.server");
  closeDb();
  store.__singletons?.clear();
  for (const [key, value] of Object.entries({ MAIL_RETRY_BASE_MS: "20", ...env })) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  const mail = await import("~/models/mail-queue.server");
  const transport = await import("~/infra/mail-transport.server");
  const email = await import("~/models/email.server");
  const { getDb } = await import("~/db/client.server");
  const schema = await import("~/db/schema");
  const { seedDatabase } = await import("~/db/seed/index.server");
  await seedDatabase(getDb());
  const logs = () => getDb().select().from(schema.emailLogs).all();
  const log = (id: number) => logs().find((row) => row.id === id)!;
  return { mail, transport, email, getDb, schema, logs, log };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rsfc-mail-"));

let smtp: TestSmtpServer | undefined;
let stopWorker: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await stopWorker?.();
  stopWorker = undefined;
  await smtp?.close();
  smtp = undefined;
});

async function withSmtp(options: Parameters<typeof startSmtpServer>[0] = {}, env: Record<string, string> = {}) {
  smtp = await startSmtpServer(options);
  const service = await loadMailService({
    DATA_DIR: tempDir(),
    SMTP_URL: smtp.url,
    MAIL_FROM: "Rising Stars FC <office@risingstarsfc.co.ke>",
    ...env,
  });
  stopWorker = () => service.mail.stopMailWorker(2000);
  return { ...service, smtp };
}

describe("queueing", () => {
  it("stores the whole message as a queued row before anything is sent", async () => {
    const { mail, log } = await loadMailService({ DATA_DIR: tempDir(), SMTP_URL: undefined });
    const row = mail.queueMail({ to: "parent@example.com", subject: "Hello", text: "Line one\n\nLine two" });
    expect(row).toMatchObject({ status: "queued", to: "parent@example.com", subject: "Hello", attempts: 0, textBody: "Line one\n\nLine two" });
    // The HTML part is the club layout around the text, drawn when it is sent.
    expect(row.htmlBody).toBe("");
    expect(row.messageId).toMatch(/^<[\w-]+@risingstarsfc\.co\.ke>$/);
    // No worker runs in this process: it stays queued. Queueing wakes a worker with setImmediate and a
    // worker claims the row ("sending") as soon as it wakes, so a setImmediate queued now runs after
    // any claim could have happened: no need to wait longer for something that must not happen.
    await new Promise((resolve) => setImmediate(resolve));
    expect(log(row.id).status).toBe("queued");
  });
});

describe("local outbox (no SMTP_URL)", () => {
  it("writes one .eml per message with a text and an HTML part, and logs it as sent", async () => {
    const dataDir = tempDir();
    const { mail, log } = await loadMailService({ DATA_DIR: dataDir, SMTP_URL: undefined, MAIL_FROM: undefined });
    stopWorker = () => mail.stopMailWorker(2000);
    mail.startMailWorker();
    const row = mail.queueMail({ to: "parent@example.com", subject: "Registration received", text: "Asante!" });
    await vi.waitFor(() => expect(log(row.id).status).toBe("sent"), { timeout: 30_000 });
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    const parsed = parseMail(eml);
    expect(parsed.headers.to).toBe("parent@example.com");
    expect(parsed.headers.subject).toBe("Registration received");
    expect(parsed.headers.from).toBe("Rising Stars FC <no-reply@risingstarsfc.co.ke>");
    expect(parsed.headers["message-id"]).toBe(row.messageId);
    expect(parsed.text).toContain("Asante!");
    expect(parsed.html).toContain("Asante!");
    expect(log(row.id)).toMatchObject({ status: "sent", errorMessage: null, attempts: 1 });
  });
});

describe("SMTP", () => {
  it("delivers a template e-mail with both parts, the variables HTML-escaped in the HTML part", async () => {
    const { mail, email, log } = await withSmtp();
    mail.startMailWorker();
    const playerName = `<script>alert("x")</script> & Tom's`;
    const row = email.queueTemplateEmail("Welcome Email", "coach@example.com", {
      playerName,
      trainingDate: "Saturday 5 December 2026",
      trainingTime: "9:00 AM",
    });
    expect(row.status).toBe("queued");
    await vi.waitFor(() => expect(log(row.id).status).toBe("sent"), { timeout: 30_000 });
    expect(smtp!.received).toHaveLength(1);
    const [message] = smtp!.received;
    expect(message.from).toBe("office@risingstarsfc.co.ke");
    expect(message.to).toEqual(["coach@example.com"]);
    const parsed = parseMail(message.raw);
    expect(parsed.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(parsed.text).toContain(`We are delighted to welcome ${playerName} to the Rising Stars`);
    expect(parsed.text).toContain("Saturday 5 December 2026 at 9:00 AM");
    expect(parsed.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Tom&#39;s");
    expect(parsed.html).not.toContain("<script>");
    expect(parsed.html).toMatch(/<table role="presentation"/);
    expect(parsed.html).toMatch(/style="[^"]*background-color:#0f172a/);
  });

  it("keeps Reply-To and the Message-ID fixed at queueing", async () => {
    const { mail, log } = await withSmtp();
    mail.startMailWorker();
    const row = mail.queueMail({ to: "office@example.com", subject: "Contact", text: "Hi", replyTo: "fan@example.com" });
    await vi.waitFor(() => expect(log(row.id).status).toBe("sent"), { timeout: 30_000 });
    const parsed = parseMail(smtp!.received[0].raw);
    expect(parsed.headers["reply-to"]).toBe("fan@example.com");
    expect(smtp!.received[0].messageId).toBe(row.messageId);
  });

  it("retries a temporary refusal (4xx) and ends sent", async () => {
    const { mail, log } = await withSmtp({ refuse: (address, tries) => (address.startsWith("busy") && tries === 1 ? 451 : null) });
    mail.startMailWorker();
    const row = mail.queueMail({ to: "busy@example.com", subject: "Hello", text: "Hi" });
    await vi.waitFor(() => expect(log(row.id).status).toBe("sent"), { timeout: 30_000 });
    expect(log(row.id)).toMatchObject({ status: "sent", attempts: 2, errorMessage: null });
    expect(smtp!.received.filter((m) => m.to.includes("busy@example.com"))).toHaveLength(1);
  });

  it("fails a permanent refusal (5xx) at once, with the server's message", async () => {
    const { mail, log } = await withSmtp({ refuse: (address) => (address.startsWith("refuse") ? 550 : null) });
    mail.startMailWorker();
    const row = mail.queueMail({ to: "refuse@example.com", subject: "Hello", text: "Hi" });
    await vi.waitFor(() => expect(log(row.id).status).toBe("failed"), { timeout: 30_000 });
    expect(log(row.id).attempts).toBe(1);
    expect(log(row.id).errorMessage).toMatch(/550.*Mailbox unavailable/);
    expect(smtp!.received).toHaveLength(0);
  });

  it("gives up on an unreachable server after MAX_ATTEMPTS tries", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { mail, log } = await loadMailService({ DATA_DIR: tempDir(), SMTP_URL: `smtp://127.0.0.1:${deadPort}`, MAIL_RETRY_BASE_MS: "5" });
    stopWorker = () => mail.stopMailWorker(2000);
    mail.startMailWorker();
    const row = mail.queueMail({ to: "someone@example.com", subject: "Hello", text: "Hi" });
    await vi.waitFor(() => expect(log(row.id).status).toBe("failed"), { timeout: 30_000, interval: 50 });
    expect(log(row.id)).toMatchObject({ attempts: mail.MAX_ATTEMPTS, errorMessage: expect.stringMatching(/ECONNREFUSED/) });
  });

  it("resumes rows a stopped process left queued or mid-send, delivering each once", async () => {
    const { mail, getDb, schema, log } = await withSmtp();
    const ids = [1, 2, 3, 4, 5].map((n) => mail.queueMail({ to: `fan${n}@example.com`, subject: `Mail ${n}`, text: "Hi" }).id);
    // As a crash leaves them: two were claimed ("sending") when the process died.
    const { inArray } = await import("drizzle-orm");
    getDb().update(schema.emailLogs).set({ status: "sending", attempts: 1 }).where(inArray(schema.emailLogs.id, ids.slice(0, 2))).run();
    mail.startMailWorker();
    await vi.waitFor(() => expect(ids.map((id) => log(id).status)).toEqual(Array(5).fill("sent")), { timeout: 30_000 });
    expect(smtp!.received.map((m) => m.to[0]).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `fan${n}@example.com`));
    expect(log(ids[0]).attempts).toBe(2);
  });

  it("hands at most MAIL_CONCURRENCY messages to the server at once", async () => {
    const { mail, transport, logs } = await withSmtp({ delayMs: 30 });
    mail.startMailWorker();
    mail.queueMails(Array.from({ length: 24 }, (_, n) => ({ to: `fan${n}@example.com`, subject: "Match day", text: "Come along" })));
    await vi.waitFor(() => expect(logs().filter((row) => row.status === "sent")).toHaveLength(24), { timeout: 30_000 });
    expect(smtp!.maxConcurrent()).toBeGreaterThan(1);
    expect(smtp!.maxConcurrent()).toBeLessThanOrEqual(transport.MAIL_CONCURRENCY);
  });

  it("stops taking new messages on shutdown and leaves the rest queued", async () => {
    const { mail, logs } = await withSmtp({ delayMs: 100 });
    mail.startMailWorker();
    mail.queueMails(Array.from({ length: 12 }, (_, n) => ({ to: `fan${n}@example.com`, subject: "Match day", text: "Come along" })));
    // Stop while messages are being handed over: the server holds each for 100 ms before accepting it.
    await vi.waitFor(() => expect(smtp!.maxConcurrent()).toBeGreaterThan(0), { timeout: 30_000, interval: 5 });
    expect(await mail.stopMailWorker(30_000)).toBe(true);
    const statuses = logs().map((row) => row.status);
    expect(statuses).not.toContain("sending");
    expect(statuses.filter((s) => s === "sent").length).toBe(smtp!.received.length);
    expect(statuses.filter((s) => s === "queued").length).toBeGreaterThan(0);
  });
});

describe("failure classification", () => {
  it("retries 4xx replies and connection trouble, not 5xx or malformed messages", async () => {
    const { mail, transport } = await loadMailService({ DATA_DIR: tempDir() });
    expect(transport.isTemporaryFailure({ responseCode: 421 })).toBe(true);
    expect(transport.isTemporaryFailure({ responseCode: 451 })).toBe(true);
    expect(transport.isTemporaryFailure({ responseCode: 550 })).toBe(false);
    expect(transport.isTemporaryFailure({ responseCode: 554 })).toBe(false);
    expect(transport.isTemporaryFailure({ code: "ECONNECTION" })).toBe(true);
    expect(transport.isTemporaryFailure({ code: "ETIMEDOUT" })).toBe(true);
    expect(transport.isTemporaryFailure({ code: "EENVELOPE" })).toBe(false);
    expect(transport.isTemporaryFailure(new Error("boom"))).toBe(false);
    expect([1, 2, 3, 4].map((n) => mail.retryDelayMs(n, 30_000))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
  });
});
