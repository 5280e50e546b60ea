// Outgoing e-mail. Over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
// to DATA_DIR/outbox, so a fresh checkout "sends" mail that can be opened in any mail client.
// Every attempt is logged in email_logs; a failing mail server never fails the request that sent it.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "~/db/client.server";
import { emailLogs } from "~/db/schema";
import { getEnv } from "~/services/env.server";
import { singleton } from "~/utils/singleton.server";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The email_templates row the message was made from, for the send log. */
  templateId?: number | null;
};

export type MailResult =
  | { status: "sent"; logId: number; messageId: string }
  | { status: "failed"; logId: number; error: string }
  | { status: "skipped"; logId: number; reason: string };

function createTransport(): { transporter: Transporter; outboxDir?: string } {
  const env = getEnv();
  if (env.SMTP_URL) {
    return {
      transporter: nodemailer.createTransport({
        ...smtpOptionsFromUrl(env.SMTP_URL),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return {
    transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    outboxDir: path.join(env.DATA_DIR, "outbox"),
  };
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

const getTransport = () => singleton("mail-transport", createTransport);

const inFlight = () => singleton("mail-in-flight", () => new Set<Promise<unknown>>());

/**
 * Lets a request go on while its e-mail is sent. sendMail records delivery failures itself; this
 * catches the rest (the log write failing, say), which would otherwise crash the process. The send is
 * remembered until it settles, so a shutdown can wait for it.
 */
export function sendInBackground(sending: Promise<unknown>, what: string) {
  const tracked = sending.catch((error) => console.error(`Sending ${what} failed:`, error));
  inFlight().add(tracked);
  tracked.finally(() => inFlight().delete(tracked));
}

/** Waits (at most `timeoutMs`) for background e-mails still being sent; true when none is left. */
export async function settleBackgroundMail(timeoutMs: number): Promise<boolean> {
  const pending = [...inFlight()];
  if (!pending.length) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const settled = await Promise.race([Promise.allSettled(pending).then(() => true as const), timeout]);
  clearTimeout(timer);
  return settled;
}

/**
 * Mail that a public form triggers goes to an address the visitor typed, so the form could be used to
 * flood someone's inbox. At most PUBLIC_MAIL_DAILY_LIMIT such messages go to one address in 24 hours;
 * the form still succeeds, and the extra message is logged as "skipped".
 */
export function publicMailAllowed(to: string): boolean {
  const since = new Date(Date.now() - 24 * 3600_000).toISOString();
  const row = getDb()
    .select({ n: count() })
    .from(emailLogs)
    .where(and(eq(emailLogs.to, to), gte(emailLogs.sentAt, since), inArray(emailLogs.status, ["queued", "sent", "failed"])))
    .get();
  return (row?.n ?? 0) < getEnv().PUBLIC_MAIL_DAILY_LIMIT;
}

export function logSkippedMail(mail: Pick<OutgoingMail, "to" | "subject" | "templateId">, reason: string): MailResult {
  console.warn(`Mail to ${mail.to} skipped: ${reason}`);
  const log = getDb()
    .insert(emailLogs)
    .values({ to: mail.to, subject: mail.subject, templateId: mail.templateId ?? null, status: "skipped", errorMessage: reason })
    .returning({ id: emailLogs.id })
    .get();
  return { status: "skipped", logId: log.id, reason };
}

const OUTBOX_KEEP_DAYS = 30;

/** Deletes outbox files (local mail without SMTP) older than 30 days; returns how many went. */
export async function pruneOutbox(now = Date.now()): Promise<number> {
  const { outboxDir } = getTransport();
  if (!outboxDir) return 0;
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(outboxDir, name);
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

/**
 * Sends one message and records it. The log row is written first ("queued"), synchronously, so that
 * limits counting e-mails to an address see a message that is still on its way.
 */
export async function sendMail(mail: OutgoingMail): Promise<MailResult> {
  const env = getEnv();
  const { transporter, outboxDir } = getTransport();
  const log = getDb()
    .insert(emailLogs)
    .values({ to: mail.to, subject: mail.subject, templateId: mail.templateId ?? null, status: "queued" })
    .returning({ id: emailLogs.id })
    .get();
  let outcome: { messageId: string } | { error: string };
  try {
    const info = await transporter.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (outboxDir) {
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
    }
    outcome = { messageId: info.messageId };
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : String(error) };
    console.error(`Mail to ${mail.to} failed: ${outcome.error}`);
  }

  const error = "error" in outcome ? outcome.error : null;
  getDb()
    .update(emailLogs)
    .set({ status: error ? "failed" : "sent", errorMessage: error?.slice(0, 500) ?? null })
    .where(eq(emailLogs.id, log.id))
    .run();
  return "error" in outcome
    ? { status: "failed", logId: log.id, error: outcome.error }
    : { status: "sent", logId: log.id, messageId: outcome.messageId };
}
