// Outgoing e-mail as a durable queue (docs/decisions/0012-mail-queue.md). This is the only module that
// reads or writes email_logs rows; app/infra/mail-transport.server.ts only sends.
//
// Every message becomes an email_logs row first (status "queued", with the whole message), in the
// caller's synchronous code, so a request that queued mail has nothing left to wait for and a crash
// loses nothing. A worker in the server process claims due rows a few at a time, delivers them (over
// SMTP when SMTP_URL is set; otherwise as .eml files in DATA_DIR/outbox) and marks them "sent" or
// "failed" with the error. Temporary failures (the server unreachable, a 4xx reply) are retried with
// growing delays up to MAX_ATTEMPTS; a permanent refusal (5xx) fails at once.
//
// Delivery guarantee: at least once, and in practice exactly once. A row claimed when the process
// died is "sending" and goes back to the queue at the next start. SMTP accepts a message only with
// its 250 reply to the end of the data; a process killed before that reply leaves nothing delivered,
// so the retry is the only copy. Only a death in the instant between that reply and the "sent" commit
// sends the message twice, and then with the same Message-ID (fixed when it was queued), by which
// mail systems recognise the repeat. Outbox files are named by that Message-ID: a repeat overwrites.
import crypto from "node:crypto";
import { and, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, openDatabase, type Db } from "~/db/client.server";
import { emailLogs } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import type { EmailLogQuery } from "~/schemas/email";
import { closeMailTransport, isTemporaryFailure, MAIL_CONCURRENCY, sendMailMessage } from "~/infra/mail-transport.server";
import { singleton } from "~/utils/singleton.server";
import { clientKey } from "~/utils/client-key.server";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";

export type OutgoingMail = {
  to: string;
  subject: string;
  /** The plain-text part; the HTML part is the club layout around it unless `html` is given. */
  text: string;
  html?: string;
  replyTo?: string;
  /** The email_templates row the message was made from, for the send log. */
  templateId?: number | null;
};

export type EmailLog = typeof emailLogs.$inferSelect;

/** Tries of one message before a temporary failure becomes final. */
export const MAX_ATTEMPTS = 5;
// With nothing due the worker looks again this often (a new message wakes it at once).
const IDLE_POLL_MS = 1000;

// ---------------------------------------------------------------- queueing

const nowIso = () => new Date().toISOString();

function newMessageId(): string {
  const domain = /@([^>\s]+)/.exec(getEnv().MAIL_FROM)?.[1] ?? "localhost";
  return `<${crypto.randomUUID()}@${domain}>`;
}

function queuedRow(mail: OutgoingMail) {
  return {
    to: mail.to.trim(),
    subject: mail.subject,
    templateId: mail.templateId ?? null,
    status: "queued" as const,
    textBody: mail.text,
    // Empty: the club layout around the text, drawn when it is sent (a pure function of subject and
    // text), which keeps a 2,000-fan mailing a small write.
    htmlBody: mail.html ?? "",
    // Mail goes out from a no-reply address (MAIL_FROM) and invites a reply ("reply to …", "let the
    // office know"): a reply reaches the club office unless the message names another address.
    replyTo: mail.replyTo ?? getEnv().CLUB_OFFICE_EMAIL,
    messageId: newMessageId(),
    sentAt: nowIso(),
    nextAttemptAt: null,
  };
}

/**
 * Queues one message and returns its log row. Synchronous: when it returns the message is stored
 * and will be delivered even if the process stops now, so callers never need a background promise.
 */
export function queueMail(mail: OutgoingMail): EmailLog {
  const row = getDb().insert(emailLogs).values(queuedRow(mail)).returning().get();
  wakeMailWorker();
  return row;
}

/**
 * Queues many messages in one transaction (all or none); returns their ids in order. Called inside a
 * caller's transaction (`getDb().transaction(…)`), it joins it as a savepoint: the messages are committed
 * or rolled back with the caller's own rows (a team message and its e-mails). The worker is only woken
 * on the next turn of the event loop, after the caller's transaction has ended.
 */
export function queueMails(mails: OutgoingMail[]): number[] {
  if (!mails.length) return [];
  const ids = getDb().transaction((tx) => {
    const out: number[] = [];
    // Batches keep each statement under SQLite's variable limit.
    for (let i = 0; i < mails.length; i += 200) {
      const rows = tx
        .insert(emailLogs)
        .values(mails.slice(i, i + 200).map(queuedRow))
        .returning({ id: emailLogs.id })
        .all();
      out.push(...rows.map((row) => row.id));
    }
    return out;
  });
  wakeMailWorker();
  return ids;
}

/** Records a message that is deliberately not sent (or cannot be made), with the reason. */
export function logUnsentMail(
  mail: Pick<OutgoingMail, "to" | "subject" | "templateId">,
  status: "skipped" | "failed",
  reason: string,
  clientIp: string | null = null,
): EmailLog {
  (status === "failed" ? console.error : console.warn)(`Mail to ${mail.to} ${status}: ${reason}`);
  return getDb()
    .insert(emailLogs)
    .values({ to: mail.to.trim(), subject: mail.subject, templateId: mail.templateId ?? null, status, errorMessage: reason, clientIp })
    .returning()
    .get();
}

/** An address as one mailbox: `Victim@Example.com ` and `victim@example.com` are the same inbox. */
const normalisedAddress = (address: string) => address.trim().toLowerCase();

// Rows that count against the caps: everything queued or handed to the mail server (skipped rows do not).
const COUNTED_STATUSES: EmailLog["status"][] = ["queued", "sending", "sent", "failed"];
const agoIso = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY_MS = 24 * 3600_000;

/** Counted rows since `since` that also match `where`. */
function countSince(where: SQL, since: string): number {
  const recent = and(where, gte(emailLogs.sentAt, since), inArray(emailLogs.status, COUNTED_STATUSES));
  return getDb().select({ n: count() }).from(emailLogs).where(recent).get()?.n ?? 0;
}

/** Messages to this mailbox in the last 24 hours (case and surrounding spaces ignored; read through the lower(to) index). */
const mailsToAddressToday = (to: string) => countSince(sql`lower(${emailLogs.to}) = ${normalisedAddress(to)}`, agoIso(DAY_MS));
/** Messages that public forms used from this client (its `clientKey`) caused in the burst window. */
const publicMailsFromClientLately = (key: string) => countSince(eq(emailLogs.clientIp, key), agoIso(BURST_WINDOW_MINUTES * 60_000));

/** Mail a public form causes: who caused it, and whether the visitor chose the recipient. */
type PublicMailSource = {
  /** The visitor's IP (the request context's `clientIp`); null where a caller does not pass it yet (no per-client limit). */
  clientIp: string | null;
  /**
   * True when the recipient is an address the visitor typed (a confirmation). False for the club's own
   * notices to its office (a contact message, a new order): those are not public mail, count against
   * nothing and are always queued; the forms that cause them have limits of their own.
   */
  visitorChoseRecipient: boolean;
};

/**
 * Why mail a public form causes would not be sent now, or null when it may go. A form could otherwise
 * flood someone's inbox: at most PUBLIC_MAIL_DAILY_LIMIT messages go to one mailbox in 24 hours
 * (addresses compared trimmed and lower-cased), and one client (an IPv4 address, an IPv6 /56) causes at
 * most PUBLIC_MAIL_PER_IP_BURST messages in BURST_WINDOW_MINUTES. There is no daily cap per IP: behind
 * a carrier's NAT thousands of parents share one address. Queued rows count, so the caps hold however
 * many requests arrive at once (the check and the insert run in one synchronous step).
 */
function publicMailRefusal(to: string, clientKeyOfSource: string | null): string | null {
  const env = getEnv();
  if (mailsToAddressToday(to) >= env.PUBLIC_MAIL_DAILY_LIMIT) return "Daily limit for mail from public forms to this address reached";
  if (clientKeyOfSource !== null && publicMailsFromClientLately(clientKeyOfSource) >= env.PUBLIC_MAIL_PER_IP_BURST) {
    return "Limit for mail from public forms from this client in a short time reached";
  }
  return null;
}

/**
 * Queues a message that a visitor's form caused, within the caps above. Over a cap the message is
 * logged as "skipped" and the form still succeeds: its answer must not tell a visitor anything about
 * mail to other people. A notice to the club office (`visitorChoseRecipient: false`) is queued as the
 * club's own mail: never capped, never counted.
 */
export function queuePublicMail(mail: OutgoingMail, source: PublicMailSource): EmailLog {
  if (!source.visitorChoseRecipient) return queueMail(mail);
  const key = source.clientIp === null ? null : clientKey(source.clientIp);
  const refusal = publicMailRefusal(mail.to, key);
  if (refusal) return logUnsentMail(mail, "skipped", refusal, key);
  const row = getDb().insert(emailLogs).values({ ...queuedRow(mail), clientIp: key }).returning().get();
  wakeMailWorker();
  return row;
}

// ---------------------------------------------------------------- delivering

/** Delay before try number `attempt + 1`: base, ×4, ×16… (30 s, 2 min, 8 min, 32 min by default). */
export function retryDelayMs(attempt: number, baseMs = getEnv().MAIL_RETRY_BASE_MS): number {
  return baseMs * 4 ** Math.max(0, attempt - 1);
}

/**
 * The worker's own connection, with synchronous = NORMAL: its commits (claims and outcomes) are not
 * fsynced one by one, which would block the event loop for every message of a large mailing. They
 * still survive a crash of the process (WAL); a power cut may lose the last few, which then means a
 * claim undone (the message is sent later) or a "sent" undone (sent again, same Message-ID). Queueing
 * itself goes through the main connection and is fully durable.
 */
function workerDb(): Db {
  if (getEnv().DATABASE_PATH === ":memory:") return getDb();
  return singleton("mail-db", () => {
    getDb(); // migrated first
    const db = openDatabase(getEnv().DATABASE_PATH);
    db.$client.pragma("synchronous = NORMAL");
    return db;
  });
}

function closeWorkerDb() {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  const db = store.__singletons?.get("mail-db") as Db | undefined;
  if (db?.$client.open) db.$client.close();
  store.__singletons?.delete("mail-db");
}

/** Takes up to `limit` of the oldest due queued rows and marks them "sending" (one statement: no row is taken twice). */
function claimDue(limit: number, now = nowIso()): EmailLog[] {
  return workerDb()
    .update(emailLogs)
    .set({ status: "sending", attempts: sql`${emailLogs.attempts} + 1` })
    .where(
      inArray(
        emailLogs.id,
        sql`(SELECT id FROM email_logs WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now})
             ORDER BY id LIMIT ${limit})`,
      ),
    )
    .returning()
    .all()
    .sort((a, b) => a.id - b.id);
}

function recordOutcome(row: EmailLog, error: unknown | null) {
  const db = workerDb();
  if (error === null) {
    db.update(emailLogs).set({ status: "sent", sentAt: nowIso(), errorMessage: null }).where(eq(emailLogs.id, row.id)).run();
    return;
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const retry = isTemporaryFailure(error) && row.attempts < MAX_ATTEMPTS;
  if (retry) {
    const next = new Date(Date.now() + retryDelayMs(row.attempts)).toISOString();
    console.warn(`Mail ${row.id} to ${row.to}: try ${row.attempts} failed (${message}); retrying at ${next}`);
    db.update(emailLogs).set({ status: "queued", nextAttemptAt: next, errorMessage: message }).where(eq(emailLogs.id, row.id)).run();
    // Short delays (tests, a quick retry) need not wait for the next poll.
    setTimeout(wakeMailWorker, retryDelayMs(row.attempts) + 5).unref();
  } else {
    console.error(`Mail ${row.id} to ${row.to} failed after ${row.attempts} tries: ${message}`);
    db.update(emailLogs).set({ status: "failed", sentAt: nowIso(), errorMessage: message }).where(eq(emailLogs.id, row.id)).run();
  }
}

type Worker = {
  running: boolean;
  inFlight: Set<Promise<void>>;
  timer?: NodeJS.Timeout;
  idle?: () => void;
};

const worker = () => singleton<Worker>("mail-worker", () => ({ running: false, inFlight: new Set() }));

/** Fills the free sending slots with due rows; called on start, when mail is queued, and by a poll. */
function pump() {
  const state = worker();
  if (!state.running) return;
  const free = MAIL_CONCURRENCY - state.inFlight.size;
  if (free <= 0) return;
  let rows: EmailLog[];
  try {
    rows = claimDue(free);
  } catch (error) {
    // A busy or broken database: try again at the next poll rather than crash the process.
    console.error("The mail worker could not read the queue:", error);
    return;
  }
  for (const claimed of rows) {
    const message = { id: claimed.id, to: claimed.to, replyTo: claimed.replyTo, subject: claimed.subject, text: claimed.textBody, html: claimed.htmlBody, messageId: claimed.messageId };
    const job = sendMailMessage(message)
      .then(
        () => null,
        (error: unknown) => error ?? new Error("Unknown mail error"),
      )
      .then((error) => {
        try {
          recordOutcome(claimed, error);
        } catch (dbError) {
          // The row stays "sending" and is retried at the next start.
          console.error(`Could not record the outcome of mail ${claimed.id}:`, dbError);
        }
      })
      .finally(() => {
        state.inFlight.delete(job);
        if (state.running) setImmediate(pump);
        else if (!state.inFlight.size) state.idle?.();
      });
    state.inFlight.add(job);
  }
}

/** Asks the worker to look at the queue now (a no-op where no worker runs, e.g. a script). */
export function wakeMailWorker() {
  if (worker().running) setImmediate(pump);
}

/**
 * Starts delivering (the server calls this once at start-up). Rows left "sending" were being
 * delivered when the process stopped: they go back to the queue first.
 */
export function startMailWorker() {
  const state = worker();
  if (state.running) return;
  const resumed = workerDb()
    .update(emailLogs)
    .set({ status: "queued", nextAttemptAt: null })
    .where(eq(emailLogs.status, "sending"))
    .run().changes;
  if (resumed) console.log(`Mail queue: ${resumed} interrupted messages queued again`);
  state.running = true;
  state.timer = setInterval(pump, IDLE_POLL_MS);
  state.timer.unref();
  pump();
}

/**
 * Stops taking new messages and waits (at most `timeoutMs`) for those being handed to the mail server.
 * True when none is left in flight; anything still in flight is delivered again after the next start.
 */
export async function stopMailWorker(timeoutMs: number): Promise<boolean> {
  const state = worker();
  state.running = false;
  clearInterval(state.timer);
  let finished = state.inFlight.size === 0;
  if (!finished) {
    let timer: NodeJS.Timeout | undefined;
    finished = await Promise.race([
      new Promise<true>((resolve) => (state.idle = () => resolve(true))),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
  }
  await closeMailTransport();
  closeWorkerDb();
  return finished;
}

// ---------------------------------------------------------------- the send log (what the e-mail screens and API list)

const statusesFor: Record<NonNullable<EmailLogQuery["status"]>, EmailLog["status"][]> = {
  sent: ["sent"],
  failed: ["failed"],
  skipped: ["skipped"],
  queued: ["queued", "sending"],
};

/** One page of the send log, newest first, and how many rows match. */
export function listEmailLogs({ limit, offset, status }: EmailLogQuery): { rows: EmailLogView[]; total: number } {
  const db = getDb();
  const where: SQL | undefined = status ? inArray(emailLogs.status, statusesFor[status]) : undefined;
  const rows = db.select(logViewColumns).from(emailLogs).where(where).orderBy(desc(emailLogs.id)).limit(limit).offset(offset).all();
  const total = db.select({ n: count() }).from(emailLogs).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** A log row as lists and the API show it: the message bodies stay in the database. */
export type EmailLogView = Pick<
  EmailLog,
  "id" | "to" | "subject" | "templateId" | "sentAt" | "status" | "errorMessage" | "attempts" | "nextAttemptAt"
>;

const logViewColumns = {
  id: emailLogs.id,
  to: emailLogs.to,
  subject: emailLogs.subject,
  templateId: emailLogs.templateId,
  sentAt: emailLogs.sentAt,
  status: emailLogs.status,
  errorMessage: emailLogs.errorMessage,
  attempts: emailLogs.attempts,
  nextAttemptAt: emailLogs.nextAttemptAt,
};

export const toLogView = ({ id, to, subject, templateId, sentAt, status, errorMessage, attempts, nextAttemptAt }: EmailLog): EmailLogView => ({
  id,
  to,
  subject,
  templateId,
  sentAt,
  status,
  errorMessage,
  attempts,
  nextAttemptAt,
});

