// E-mail templates and the log of sent and failed messages.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { flag, id, nowIso } from "./columns";

export const emailTemplates = sqliteTable("email_templates", {
  id: id(),
  name: text("name").notNull().unique(),
  subject: text("subject").notNull(),
  content: text("content").notNull(),
  category: text("category").notNull(),
  isActive: flag("is_active").notNull().default(true),
});

export const emailLogs = sqliteTable(
  "email_logs",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    templateId: integer("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    sentAt: text("sent_at").notNull().default(nowIso),
    // "queued" until delivered or refused; "skipped": not sent on purpose (e.g. the daily limit for
    // mail that public forms trigger).
    status: text("status", { enum: ["queued", "sent", "failed", "skipped"] }).notNull(),
    errorMessage: text("error_message"),
  },
  (t) => [index("email_logs_sent_at_idx").on(t.sentAt), index("email_logs_to_sent_at_idx").on(t.to, t.sentAt)],
);
