// E-mail templates and the mail queue: every message is an email_logs row first, with everything
// needed to send it, and the mail worker delivers it (app/models/mail-queue.server.ts).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flag, id, language, nowIso } from "./columns";

// One row per template and language: the English row always exists (the fallback); a mail to someone
// whose language has no row of the template is sent with the English one.
export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: id(),
    name: text("name").notNull(),
    language: language(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    isActive: flag("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("email_templates_name_language_idx").on(t.name, t.language)],
);

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const emailLogs = sqliteTable(
  "email_logs",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    templateId: integer("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    // When the row was queued; replaced by the delivery (or final failure) time.
    sentAt: text("sent_at").notNull().default(nowIso),
    // "queued": waiting for the worker (or for a retry at next_attempt_at); "sending": claimed by the
    // worker; "sent" / "failed": final. "skipped": not sent on purpose (e.g. the daily limit for mail
    // that public forms trigger).
    status: text("status", { enum: EMAIL_STATUSES }).notNull(),
    errorMessage: text("error_message"),
    // The message itself. An empty html_body means the club layout around the text (drawn at sending).
    textBody: text("text_body").notNull().default(""),
    htmlBody: text("html_body").notNull().default(""),
    replyTo: text("reply_to"),
    // Fixed when queued, so a retry is the same message to the receiving server (and the outbox file name).
    messageId: text("message_id"),
    attempts: integer("attempts").notNull().default(0),
    // A queued row waits until then (a retry's backoff); null: as soon as possible.
    nextAttemptAt: text("next_attempt_at"),
    // The client (its clientKey: an IPv4 address, an IPv6 /56) whose public form caused this message;
    // null for staff and system mail and the club's notices to its office: the per-client burst limit
    // counts these.
    clientIp: text("client_ip"),
  },
  (t) => [
    index("email_logs_sent_at_idx").on(t.sentAt),
    // The per-address daily cap compares addresses lower-cased (Victim@ and victim@ are one mailbox).
    index("email_logs_to_lower_sent_at_idx").on(sql`lower(${t.to})`, t.sentAt),
    index("email_logs_client_ip_sent_at_idx").on(t.clientIp, t.sentAt),
    index("email_logs_status_next_idx").on(t.status, t.nextAttemptAt),
  ],
);
