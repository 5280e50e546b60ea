// E-mail management: the club's templates, the send log, and the use cases of the e-mail screen and
// API (a custom e-mail, the welcome e-mail, the sponsorship proposal, the match notification to fans).
// Every message goes through the durable queue of app/models/mail-queue.server.ts: a use case answers
// with the queued log row(s) and the worker delivers them.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { club } from "~/config/club";
import { getDb } from "~/db/client.server";
import { emailTemplates, fanMembers } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { mailMode } from "~/models/settings.server";
import { placeholdersIn, type CustomEmailInput, type MatchNotificationInput, type SponsorshipProposalInput, type TemplateUpdateInput, type WelcomeEmailInput } from "~/schemas/email";
import { TEMPLATE_MESSAGES } from "~/config/email";
import { getEnv } from "~/config/env.server";
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGE_NAME, type Language } from "~/config/i18n";
import { logUnsentMail, queueMail, queueMails, queuePublicMail, type EmailLog, type OutgoingMail } from "~/models/mail-queue.server";
import type { AuditAction } from "~/utils/audit";
import type { PREFERENCES } from "~/utils/membership";
import { inertText, renderMailHtml } from "~/utils/mail-html";
import { formatClockTime } from "~/utils/dates";
import { fillPlaceholders, renderTemplate } from "~/utils/template";
import type { Result } from "~/utils/result";

export { queueMail, type EmailLog };

// Templates that a public form sends to the address the visitor typed: limited per address per day and
// per client in a burst window (app/models/mail-queue.server.ts).
const PUBLIC_FORM_TEMPLATES: ReadonlySet<TemplateName> = new Set(["Registration Received", "Membership Welcome", "Order Confirmation", "Family E-mail Change"]);

export type TemplateName =
  | "Welcome Email"
  | "Sponsorship Proposal"
  | "Match Notification"
  | "Match Result"
  | "Registration Received"
  | "Registration Approved"
  | "Registration Rejected"
  | "Membership Welcome"
  | "Member Sign-in"
  | "Family Sign-in"
  | "Availability Request"
  | "Availability Reminder"
  | "Squad Selected"
  | "Squad Not Selected"
  | "Family Welcome"
  | "Family E-mail Change"
  | "Family E-mail Changed"
  | "Order Confirmation"
  | "New Order"
  | "Order Status Update"
  | "Order Cancelled (Not Confirmed in Time)"
  | "Team Message"
  | "Fee Invoice"
  | "Fee Reminder"
  | "Fee Receipt";

export type EmailTemplate = typeof emailTemplates.$inferSelect;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The template `name` in `language`, or in English when that language has no version of it (the
 * English version always exists: it is what the code relies on); undefined when inactive or missing.
 */
function activeTemplate(name: TemplateName, language: Language = DEFAULT_LANGUAGE): EmailTemplate | undefined {
  const versions = getDb()
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.name, name), inArray(emailTemplates.language, [language, DEFAULT_LANGUAGE])))
    .all();
  const template = versions.find((version) => version.language === language) ?? versions.find((version) => version.language === DEFAULT_LANGUAGE);
  return template?.isActive ? template : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A template's text is the club's own (its links stay links); the values filled into its placeholders
 * are what visitors typed (names, notes, addresses), so they are made inert: no mail client turns them
 * into links. Only this site's own addresses (an order's page, a sign-in link), which the code builds
 * into a value, stay clickable — a visitor who types one can only link to this site.
 */
function inertExceptOwnUrls(value: string): string {
  const ownUrl = new RegExp(`${escapeRegExp(getEnv().PUBLIC_URL.replace(/\/$/, ""))}/\\S*`, "g");
  let text = "";
  let from = 0;
  for (const match of value.matchAll(ownUrl)) {
    text += inertText(value.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return text + inertText(value.slice(from));
}

function inertPlaceholderValues(data: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, typeof value === "string" ? inertExceptOwnUrls(value) : value]));
}

function templateMail(template: EmailTemplate, to: string, data: Record<string, string | number | undefined>): OutgoingMail {
  const values = inertPlaceholderValues(data);
  const subject = oneLine(renderTemplate(template.subject, values));
  const text = renderTemplate(template.content, values);
  return {
    to,
    subject,
    text,
    // The academy's mails ask families to reply to the academy office; the others reach the club
    // office (the queue's default).
    replyTo: template.category === "academy" ? club.academyEmail : undefined,
    // The club layout in the mail's own language (its tagline and address); English is drawn when sent.
    html: template.language === DEFAULT_LANGUAGE ? undefined : renderMailHtml({ subject, text, language: template.language }),
    templateId: template.id,
  };
}

/**
 * Queues the active template `name` to `to` with its placeholders filled, and returns the log row.
 * `from.language` is the recipient's (stored with their registration, order or membership): the
 * template's version in that language is used, the English one when there is none, and `data` must be
 * worded in it too (app/models/email-wording.server.ts). Never throws for a missing template: that is
 * logged as a failed message. Mail that a visitor's form causes passes `from.clientIp` (the request
 * context's): the templates sent to the address the visitor typed then count against the burst limit
 * per client and the daily cap per address (the extra ones are logged as skipped); the club office's
 * notices ("New Order") are never capped.
 */
export function queueTemplateEmail(
  name: TemplateName,
  to: string,
  data: Record<string, string | number | undefined>,
  from: { clientIp?: string; language?: Language } = {},
): EmailLog {
  const template = activeTemplate(name, from.language);
  if (!template) return logUnsentMail({ to, subject: name }, "failed", `Email template "${name}" is missing or inactive`);
  const mail = templateMail(template, to, data);
  if (from.clientIp !== undefined) return queuePublicMail(mail, { clientIp: from.clientIp, visitorChoseRecipient: PUBLIC_FORM_TEMPLATES.has(name) });
  // Callers that do not pass the client IP yet still get the per-address cap.
  if (PUBLIC_FORM_TEMPLATES.has(name)) return queuePublicMail(mail, { clientIp: null, visitorChoseRecipient: true });
  return queueMail(mail);
}

// ---------------------------------------------------------------- templates

/** Every template in every language, English first within a name. */
export function listTemplates(): EmailTemplate[] {
  return getDb()
    .select()
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.category), asc(emailTemplates.name), sql`${emailTemplates.language} <> ${DEFAULT_LANGUAGE}`, asc(emailTemplates.language))
    .all();
}

export function getTemplate(id: number): EmailTemplate | undefined {
  return getDb().select().from(emailTemplates).where(eq(emailTemplates.id, id)).get();
}

/** Use case (admins): change a template's subject and content. */
export function updateTemplate(
  actor: AuditActor,
  id: number,
  input: TemplateUpdateInput,
): Result<{ template: EmailTemplate }, "not-found"> {
  const template = getDb()
    .update(emailTemplates)
    .set({ subject: input.subject, content: input.content })
    .where(eq(emailTemplates.id, id))
    .returning()
    .get();
  if (!template) return { ok: false, reason: "not-found", message: TEMPLATE_MESSAGES.notFound };
  recordAudit(actor, "email-template.update", { type: "email_template", id }, `Edited the template "${template.name}"`, {
    subject: input.subject,
  });
  return { ok: true, template };
}

/**
 * Use case (admins): take a template out of use, or back, in every language at once (a template is one
 * mail in its languages). Inactive templates send nothing.
 */
export function setTemplateActive(
  actor: AuditActor,
  id: number,
  isActive: boolean,
): Result<{ template: EmailTemplate }, "not-found"> {
  const db = getDb();
  const template = db.transaction((tx) => {
    const named = tx.select({ name: emailTemplates.name }).from(emailTemplates).where(eq(emailTemplates.id, id)).get();
    if (!named) return undefined;
    tx.update(emailTemplates).set({ isActive }).where(eq(emailTemplates.name, named.name)).run();
    return tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).get();
  });
  if (!template) return { ok: false, reason: "not-found", message: TEMPLATE_MESSAGES.notFound };
  recordAudit(
    actor,
    isActive ? "email-template.activate" : "email-template.deactivate",
    { type: "email_template", id },
    `${isActive ? "Activated" : "Deactivated"} the template "${template.name}"`,
  );
  return { ok: true, template };
}

/**
 * Use case (admins): delete a template's version in a language other than English; mail to people
 * who use that language is then sent with the English version. The English version cannot be deleted:
 * the code sends templates by name.
 */
export function deleteTemplateTranslation(actor: AuditActor, id: number): Result<{ template: EmailTemplate }, "not-found" | "conflict"> {
  const template = getDb()
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.id, id), ne(emailTemplates.language, DEFAULT_LANGUAGE)))
    .returning()
    .get();
  if (!template) {
    return getTemplate(id)
      ? { ok: false, reason: "conflict", message: TEMPLATE_MESSAGES.englishStays }
      : { ok: false, reason: "not-found", message: TEMPLATE_MESSAGES.notFound };
  }
  recordAudit(actor, "email-template.delete", { type: "email_template", id }, `Deleted the ${LANGUAGE_NAME[template.language]} version of the template "${template.name}"`);
  return { ok: true, template };
}

// ---------------------------------------------------------------- sending

type SendFailure = "invalid" | "not-found" | "conflict";

const missingTemplate = (name: string) =>
  ({ ok: false, reason: "conflict", message: `The "${name}" template is missing or inactive` }) as const;

/**
 * Use case: a member of staff writes an e-mail (optionally starting from a template, whose
 * placeholders `templateData` fills). Placeholders still unfilled are refused with their list, unless
 * the sender confirmed sending the text as it is (`allowPlaceholders`).
 */
export function sendCustomEmail(actor: AuditActor, input: CustomEmailInput): Result<{ log: EmailLog }, SendFailure> {
  let templateId: number | null = null;
  if (input.templateId) {
    const template = getTemplate(input.templateId);
    if (!template) return { ok: false, reason: "not-found", message: TEMPLATE_MESSAGES.notFound };
    if (!template.isActive) return missingTemplate(template.name);
    templateId = template.id;
  }
  const data = input.templateData ?? {};
  const subject = oneLine(fillPlaceholders(input.subject, data));
  const content = fillPlaceholders(input.content, data);
  const unfilled = placeholdersIn(subject, content);
  if (unfilled.length && !input.allowPlaceholders) {
    const list = unfilled.map((name) => `{{${name}}}`).join(", ");
    return {
      ok: false,
      reason: "invalid",
      message: `These placeholders are not filled in: ${list}`,
      errors: { templateData: [`Missing values for ${unfilled.join(", ")}`] },
    };
  }
  const log = queueMail({ to: input.to, subject, text: content, templateId });
  recordAudit(actor, "email.send", { type: "email_log", id: log.id }, `Queued "${subject}" to ${input.to}`);
  return { ok: true, log };
}

function sendTemplateUseCase(
  actor: AuditActor,
  name: TemplateName,
  to: string,
  data: Record<string, string>,
  action: AuditAction,
  language: Language = DEFAULT_LANGUAGE,
): Result<{ log: EmailLog }, SendFailure> {
  const template = activeTemplate(name, language);
  if (!template) {
    logUnsentMail({ to, subject: name }, "failed", `Email template "${name}" is missing or inactive`);
    return missingTemplate(name);
  }
  const log = queueMail(templateMail(template, to, data));
  recordAudit(actor, action, { type: "email_log", id: log.id }, `Queued "${log.subject}" to ${to}`);
  return { ok: true, log };
}

const readableDate: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  sw: new Intl.DateTimeFormat(INTL_LOCALE.sw, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "2026-12-05" (a date picker's value) → "Saturday 5 December 2026" / "Jumamosi, 5 Desemba 2026"; anything else as typed. */
export function readableTrainingDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return value;
  const written = readableDate[language].format(new Date(value));
  return language === DEFAULT_LANGUAGE ? written.replace(",", "") : written;
}

/**
 * The welcome e-mail to a new academy player's family, in `input.language` (English when not given),
 * the date and time as that language writes them. The use case is `sendAcademyWelcome`
 * (models/academy/review.server.ts), which knows the language the family registered in.
 */
export function sendWelcomeEmail(actor: AuditActor, input: WelcomeEmailInput) {
  const { email, language = DEFAULT_LANGUAGE, ...data } = input;
  return sendTemplateUseCase(
    actor,
    "Welcome Email",
    email,
    { ...data, trainingDate: readableTrainingDate(data.trainingDate, language), trainingTime: formatClockTime(data.trainingTime, language) },
    "email.welcome",
    language,
  );
}

/** Use case: the sponsorship proposal to a company. */
export function sendSponsorshipProposal(actor: AuditActor, input: SponsorshipProposalInput) {
  const { email, ...data } = input;
  return sendTemplateUseCase(actor, "Sponsorship Proposal", email, data, "email.sponsorship");
}

/**
 * Use case: the match notification to the fans who chose match updates, queued in one transaction (all
 * or none); the worker delivers them a few at a time. `input` may be worded per language (a kick-off
 * written as each fan's language writes dates); as typed by staff it is the same for everyone.
 */
export function sendMatchNotification(
  actor: AuditActor,
  input: MatchNotificationInput | ((language: Language) => MatchNotificationInput),
): Result<{ queued: number; logIds: number[] }, SendFailure> {
  const wordedIn = typeof input === "function" ? input : () => input;
  return mailMatchFans(actor, "Match Notification", wordedIn, `the match notification (vs ${wordedIn(DEFAULT_LANGUAGE).opponent})`);
}

export type MatchResultValues = { match: string; score: string; competition: string; scorers: string; matchUrl: string };

/** Use case: a result's e-mail to the fans who chose match updates (recording a result with "notify fans"). */
export function sendMatchResult(
  actor: AuditActor,
  wordedIn: (language: Language) => MatchResultValues,
): Result<{ queued: number; logIds: number[] }, SendFailure> {
  const english = wordedIn(DEFAULT_LANGUAGE);
  return mailMatchFans(actor, "Match Result", wordedIn, `the result ${english.match} ${english.score}`);
}

/** The "Keep me posted" topic the match mails go to. */
const MATCH_UPDATES: (typeof PREFERENCES)[number]["value"] = "match-updates";

/** Someone a mailing goes to, in their language, with the placeholders that are theirs alone (their name). */
export type MailRecipient = { email: string; language: Language; data: Record<string, string> };

/**
 * The active template `name` to each recipient, in the recipient's language (the template's version in
 * it, else the English one) with `wordedIn` that language plus the recipient's own values; null when the
 * template is missing or inactive. Nothing is queued: the caller queues them with `queueMails`, inside its
 * own transaction when the mail must stand or fall with its rows.
 */
export function templateMails(name: TemplateName, recipients: readonly MailRecipient[], wordedIn: (language: Language) => Record<string, string>): OutgoingMail[] | null {
  const english = activeTemplate(name);
  if (!english) return null;
  const versions = new Map<Language, { template: EmailTemplate; data: Record<string, string> }>();
  const versionFor = (language: Language) => {
    let version = versions.get(language);
    if (!version) {
      const template = activeTemplate(name, language) ?? english;
      versions.set(language, (version = { template, data: wordedIn(template.language) }));
    }
    return version;
  };
  return recipients.map((recipient) => {
    const { template, data } = versionFor(recipient.language);
    return templateMail(template, recipient.email, { ...data, ...recipient.data });
  });
}

/**
 * Queues the active template `name` to every active fan member who ticked "Match updates" when joining
 * (the others asked not to hear about matches), addressed by name, each in the language they joined in
 * (the template's version in it, or the English one, with `wordedIn` that language), and audits it once.
 */
function mailMatchFans(
  actor: AuditActor,
  name: "Match Notification" | "Match Result",
  wordedIn: (language: Language) => Record<string, string>,
  what: string,
): Result<{ queued: number; logIds: number[] }, SendFailure> {
  const english = activeTemplate(name);
  if (!english) return missingTemplate(name);
  const fans = getDb()
    .select({ email: fanMembers.email, firstName: fanMembers.firstName, lastName: fanMembers.lastName, language: fanMembers.language })
    .from(fanMembers)
    .where(and(eq(fanMembers.status, "active"), sql`exists (select 1 from json_each(${fanMembers.preferences}) where value = ${MATCH_UPDATES})`))
    .orderBy(asc(fanMembers.id))
    .all();
  const mails = templateMails(
    name,
    fans.map((fan) => ({ email: fan.email, language: fan.language, data: { memberName: `${fan.firstName} ${fan.lastName}`.trim(), firstName: fan.firstName } })),
    wordedIn,
  );
  const logIds = queueMails(mails ?? []);
  recordAudit(actor, "email.match-notification", { type: "email_template", id: english.id }, `Queued ${what} to ${logIds.length} fan members who chose match updates`);
  return { ok: true, queued: logIds.length, logIds };
}

/** Use case (admins): a test e-mail through the configured mail mode, to check that mail gets out. */
export function sendTestEmail(actor: NonNullable<AuditActor>, to: string): { ok: true; log: EmailLog } {
  const log = queueMail({
    to,
    subject: `Test e-mail from ${club.shortName}`,
    text: `This is a test e-mail sent by ${actor.username} from the admin settings of ${club.name}.\n\nMail mode: ${mailMode().detail}.`,
  });
  recordAudit(actor, "mail.test", { type: "email", id: to }, `Sent a test e-mail to ${to}`);
  return { ok: true, log };
}
