import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { emailLogs, emailTemplates } from "~/db/schema";
import { logSkippedMail, publicMailAllowed, sendMail, type MailResult } from "~/services/mail.server";
import { renderTemplate } from "~/utils/template";

// Templates that a public form sends to the address the visitor typed: limited per address per day.
const PUBLIC_FORM_TEMPLATES: ReadonlySet<TemplateName> = new Set(["Registration Received", "Order Confirmation"]);

export type TemplateName =
  | "Welcome Email"
  | "Sponsorship Proposal"
  | "Match Notification"
  | "Registration Received"
  | "Registration Approved"
  | "Registration Rejected"
  | "Order Confirmation"
  | "New Order"
  | "Order Status Update";

/**
 * Sends the active template `name` to `to` with its placeholders filled. Never throws: a missing
 * template or a mail failure is recorded in email_logs as failed.
 */
export async function sendTemplateEmail(
  name: TemplateName,
  to: string,
  data: Record<string, string | number | undefined>,
): Promise<MailResult> {
  const db = getDb();
  const template = db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.name, name), eq(emailTemplates.isActive, true)))
    .get();
  if (!template) {
    const error = `Email template "${name}" is missing or inactive`;
    console.error(error);
    const log = db
      .insert(emailLogs)
      .values({ to, subject: name, status: "failed", errorMessage: error })
      .returning({ id: emailLogs.id })
      .get();
    return { status: "failed", logId: log.id, error };
  }
  const mail = {
    to,
    subject: renderTemplate(template.subject, data).replace(/\s+/g, " ").trim(),
    text: renderTemplate(template.content, data),
    templateId: template.id,
  };
  if (PUBLIC_FORM_TEMPLATES.has(name) && !publicMailAllowed(to)) {
    return logSkippedMail(mail, "Daily limit for mail from public forms to this address reached");
  }
  return sendMail(mail);
}
