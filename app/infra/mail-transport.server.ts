// Sending e-mail: the one adapter to the mail server. Over SMTP when SMTP_URL is set (a small pool of
// long-lived connections); otherwise each message is written as an .eml file to DATA_DIR/outbox. It
// knows nothing of the queue: the mail queue (app/models/mail-queue.server.ts) decides what to send
// and records what happened.
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { getEnv } from "~/config/env.server";
import { renderMailHtml } from "~/utils/mail-html";
import { singleton } from "~/utils/singleton.server";

/** How many messages are handed to the mail server at the same time. */
export const MAIL_CONCURRENCY = 4;

/** Where each message is written as an .eml file when there is no SMTP server. */
function outboxDir(): string | undefined {
  const env = getEnv();
  return env.SMTP_URL ? undefined : path.join(env.DATA_DIR, "outbox");
}

/** nodemailer loads with the first message rather than at every start of the server. */
async function createTransporter(): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  const env = getEnv();
  if (env.SMTP_URL) {
    return nodemailer.createTransport({
      ...smtpOptionsFromUrl(env.SMTP_URL),
      // A few long-lived connections carry many messages: a mailing to 2,000 fans does not open
      // 2,000 connections, nor flood the server.
      pool: true,
      maxConnections: MAIL_CONCURRENCY,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

/** smtp://user:pass@host:port or smtps://… (implicit TLS) */
function smtpOptionsFromUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  };
}

/** The transporter once the first message has asked for it (nothing to close before that). */
const transporterSlot = () => singleton("mail-transport", () => ({ transporter: undefined as Promise<Transporter> | undefined }));
const getTransporter = () => (transporterSlot().transporter ??= createTransporter());

/** What the transport hands to the mail server: one stored message. */
export type MailMessage = { to: string; replyTo: string | null; subject: string; text: string; html: string; messageId: string | null; id: number };

/** Hands one message to the mail server (or writes it to the outbox); throws what the server answered. */
export async function sendMailMessage(message: MailMessage): Promise<void> {
  const env = getEnv();
  const transporter = await getTransporter();
  const outbox = outboxDir();
  const info = await transporter.sendMail({
    from: env.MAIL_FROM,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html || renderMailHtml({ subject: message.subject, text: message.text }),
    messageId: message.messageId ?? undefined,
  });
  if (outbox) {
    await fs.mkdir(outbox, { recursive: true });
    // Named by the Message-ID: delivering the same message again replaces the file, never adds one.
    const token = (message.messageId ?? `id-${message.id}`).replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "");
    const file = path.join(outbox, `${token}.eml`);
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, info.message as Buffer);
    await fs.rename(temporary, file);
  }
}

/** Closes the pooled SMTP connections (at shutdown). */
export async function closeMailTransport() {
  const slot = transporterSlot();
  const transporter = slot.transporter;
  slot.transporter = undefined;
  (await transporter)?.close();
}

/** Permanent (5xx, a malformed address) or temporary (4xx, connection trouble)? */
export function isTemporaryFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === "number") return responseCode >= 400 && responseCode < 500;
  // Nodemailer's codes for a connection that could not be made or broke off, and Node's socket errors.
  return ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET", "EPIPE", "EHOSTUNREACH"].includes(
    code ?? "",
  );
}

// ---------------------------------------------------------------- the local outbox

const OUTBOX_KEEP_DAYS = 30;

/** Deletes outbox files (local mail without SMTP) older than 30 days; returns how many went. */
export async function pruneOutbox(now = Date.now()): Promise<number> {
  const outbox = outboxDir();
  if (!outbox) return 0;
  const names = await fs.readdir(outbox).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".eml") || n.endsWith(".tmp"))) {
    const file = path.join(outbox, name);
    try {
      if (now - (await fs.stat(file)).mtimeMs > OUTBOX_KEEP_DAYS * 24 * 3600_000) {
        await fs.unlink(file);
        removed++;
      }
    } catch (error) {
      console.error(`Could not prune ${name} from the outbox:`, error);
    }
  }
  return removed;
}
