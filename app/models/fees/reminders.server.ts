// Overdue fee reminders (docs/decisions/0029-academy-fees.md, "Reminders"). The scheduler's: for each open
// invoice whose due date plus a step of FEES_REMINDER_DAYS has passed and whose step has no fee_reminders
// row, one "Fee Reminder" mail per guardian of the child in their language, and a push to the devices on
// which a guardian follows the child's team. The step row is claimed in the immediate transaction that
// queues the mails, so a second run or a restart never sends it again; only the latest step due is sent
// when several have passed at once (a reminder at 30 days makes the one at 14 pointless). The treasurer's
// one-click reminder is step 0: every overdue invoice of the family, at most
// TREASURER_LIMITS.familyRemindersPerDay times per Nairobi day (then 429), audited `fee.remind`.
// Only guardians are written to: coaches never receive or see any of it.
import { sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server";
import { TREASURER_LIMITS, TREASURER_MESSAGES } from "~/config/fees";
import { LANGUAGE_PARAM, languageQuery, type Language } from "~/config/i18n";
import { getDb } from "~/db/client.server";
import { feeReminders } from "~/db/schema";
import enWords from "~/locales/en/fee-reminders.json";
import swWords from "~/locales/sw/fee-reminders.json";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { templateMails } from "~/models/email.server";
import { familyPlayerIds, openInvoices } from "~/models/fees/ledger.server";
import { invoicePayPath, invoicePayUrl } from "~/models/fees/pay-links.server";
import { queueMails, type OutgoingMail } from "~/models/mail-queue.server";
import { notifyTeamFamilies } from "~/models/push/notifications.server";
import { todayInNairobi } from "~/utils/age";
import { formatLongDate } from "~/utils/dates";
import { firstName } from "~/utils/child-name";
import { periodLabel } from "~/utils/fee-periods";
import { feeAccountNumber } from "~/utils/fee-account";
import { interpolate } from "~/utils/i18n";
import { formatKes } from "~/utils/money";
import type { Result } from "~/utils/result";

const WORDS = { en: enWords, sw: swWords } as const;
const DAY_MS = 86_400_000;

/** An invoice to remind of, as the mail words it. */
type ReminderInvoice = { id: number; playerId: number; period: string; owed: number; dueDate: string };
/** Who is reminded of an invoice: each guardian of its child. */
type Recipient = { invoiceId: number; guardianId: number; guardianName: string; email: string; language: Language; child: string; teamId: number | null };

/** The Paybill line of a mail (empty while M-Pesa is not configured: there is no business number to give). */
function paybillLine(account: string, language: Language): string {
  const business = getEnv().MPESA?.shortcode;
  return business ? interpolate(WORDS[language].paybill, { business, account }) : "";
}

const dueDateIso = (date: string) => `${date}T09:00:00.000Z`;

/** The guardians of these invoices' children, with the child's first name and team; one query. */
function recipientsOf(invoiceIds: readonly number[]): Recipient[] {
  if (!invoiceIds.length) return [];
  return getDb().all<Recipient>(sql`
    SELECT i.id AS invoiceId, g.id AS guardianId, g.name AS guardianName, g.email AS email, g.language AS language, p.name AS child, tp.team_id AS teamId
    FROM fee_invoices i JOIN players p ON p.id = i.player_id
    JOIN player_guardians pg ON pg.player_id = i.player_id JOIN guardians g ON g.id = pg.guardian_id
    LEFT JOIN team_players tp ON tp.player_id = i.player_id
    WHERE i.id IN (SELECT value FROM json_each(${JSON.stringify(invoiceIds)}))
    ORDER BY i.id, g.id
  `);
}

/** One mail per guardian per invoice; null when the template is missing or inactive. */
function reminderMails(invoices: readonly ReminderInvoice[], recipients: readonly Recipient[]): OutgoingMail[] | null {
  const mails: OutgoingMail[] = [];
  for (const invoice of invoices) {
    const to = recipients.filter((recipient) => recipient.invoiceId === invoice.id);
    if (!to.length) continue;
    const account = feeAccountNumber(invoice.playerId);
    const worded = templateMails(
      "Fee Reminder",
      to.map((recipient) => ({ email: recipient.email, language: recipient.language, data: { guardianName: recipient.guardianName } })),
      (language) => ({
        child: firstName(to[0].child),
        period: periodLabel(invoice.period, language),
        owed: formatKes(invoice.owed, language),
        dueDate: formatLongDate(dueDateIso(invoice.dueDate), language),
        accountNumber: account,
        paybill: paybillLine(account, language),
        payUrl: `${invoicePayUrl(invoice.id)}${language === "en" ? "" : `&${LANGUAGE_PARAM}=${language}`}`,
        familyUrl: `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/family${languageQuery(language)}`,
      }),
    );
    if (!worded) return null;
    mails.push(...worded);
  }
  return mails;
}

/** After the mails' transaction: a push per invoice to the devices on which the child's guardians follow the child's team. */
function pushReminders(invoices: readonly ReminderInvoice[], recipients: readonly Recipient[], actor: AuditActor): void {
  for (const invoice of invoices) {
    const to = recipients.filter((recipient) => recipient.invoiceId === invoice.id);
    const teamId = to[0]?.teamId;
    if (!teamId) continue;
    notifyTeamFamilies(
      teamId,
      to.map((recipient) => ({ guardianId: recipient.guardianId, language: recipient.language })),
      (language) => {
        const words = WORDS[language].push;
        return {
          title: interpolate(words.title, { child: firstName(to[0].child), owed: formatKes(invoice.owed, language) }),
          body: interpolate(words.body, { period: periodLabel(invoice.period, language), due: formatLongDate(dueDateIso(invoice.dueDate), language) }),
          targetUrl: `${invoicePayPath(invoice.id)}${language === "en" ? "" : `&${LANGUAGE_PARAM}=${language}`}`,
        };
      },
      actor,
    );
  }
}

/** The latest step (days after the due date) that has passed `daysOverdue`, or null. */
export function latestStepDue(steps: readonly number[], daysOverdue: number): number | null {
  const passed = steps.filter((step) => step <= daysOverdue);
  return passed.length ? Math.max(...passed) : null;
}

const minusDays = (date: string, days: number) => new Date(Date.parse(date) - days * DAY_MS).toISOString().slice(0, 10);
const openOwed = sql`fee_invoices.amount - coalesce((SELECT sum(a.amount) FROM fee_allocations a WHERE a.invoice_id = fee_invoices.id), 0)`;

type Candidate = ReminderInvoice & { sentStep: number | null };

/**
 * The scheduler's run (startup.server.ts): sends each due step once (see the top of this file). With
 * `steps` empty (FEES_REMINDER_DAYS=off) nothing is sent. With the template missing nothing is claimed:
 * the reminder goes once it is back. Answers how many invoices were reminded.
 */
export function sendOverdueReminders(now = new Date(), steps: readonly number[] = getEnv().FEES_REMINDER_DAYS): number {
  if (!steps.length) return 0;
  const today = todayInNairobi(now);
  const candidates = getDb().all<Candidate>(sql`
    SELECT fee_invoices.id AS id, fee_invoices.player_id AS playerId, fee_invoices.period AS period, fee_invoices.due_date AS dueDate, ${openOwed} AS owed,
      (SELECT max(r.step) FROM fee_reminders r WHERE r.invoice_id = fee_invoices.id AND r.step > 0) AS sentStep
    FROM fee_invoices
    WHERE fee_invoices.settled_at IS NULL AND fee_invoices.voided_at IS NULL AND fee_invoices.due_date <= ${minusDays(today, Math.min(...steps))}
  `);
  let reminded = 0;
  for (const candidate of candidates) {
    const step = latestStepDue(steps, Math.round((Date.parse(today) - Date.parse(candidate.dueDate)) / DAY_MS));
    if (candidate.owed <= 0 || step === null || (candidate.sentStep ?? 0) >= step) continue;
    let sent: { invoice: ReminderInvoice; recipients: Recipient[] } | null;
    try {
      sent = getDb().transaction(
        (tx) => {
          // Claimed again inside the write lock: another run (or a restart's) may have sent it meanwhile.
          const current = tx.get<{ owed: number; open: number; sentStep: number | null }>(sql`
            SELECT ${openOwed} AS owed, (fee_invoices.settled_at IS NULL AND fee_invoices.voided_at IS NULL) AS open,
              (SELECT max(r.step) FROM fee_reminders r WHERE r.invoice_id = fee_invoices.id AND r.step > 0) AS sentStep
            FROM fee_invoices WHERE fee_invoices.id = ${candidate.id}
          `);
          if (!current || !current.open || current.owed <= 0 || (current.sentStep ?? 0) >= step) return null;
          const invoice = { ...candidate, owed: current.owed };
          const recipients = recipientsOf([invoice.id]);
          const mails = reminderMails([invoice], recipients);
          // Thrown so that nothing is claimed without its mails.
          if (!mails) throw new Error(TREASURER_MESSAGES.templateMissing);
          tx.insert(feeReminders).values({ invoiceId: invoice.id, step, sentAt: now.toISOString() }).run();
          queueMails(mails);
          return { invoice, recipients };
        },
        { behavior: "immediate" },
      );
    } catch (error) {
      console.error(`The fee reminder of invoice ${candidate.id} was not sent:`, error instanceof Error ? error.message : error);
      continue;
    }
    if (!sent) continue;
    pushReminders([sent.invoice], sent.recipients, null);
    reminded += 1;
  }
  if (reminded) recordAudit(null, "fee.remind", { type: "fee-reminders" }, `Sent the scheduled reminders of ${reminded} overdue fee invoices`, { invoices: reminded, steps: [...steps] });
  return reminded;
}

/**
 * Use case (treasurer): remind `playerId`'s family now of every overdue invoice it has (step 0). 404 for
 * an unknown child, 409 with nothing overdue (or nobody to write to, or the template missing), 429 once
 * the family was reminded TREASURER_LIMITS.familyRemindersPerDay times today (counted in the same
 * transaction that writes the next, so two clicks at once cannot both slip under it).
 */
export function remindFamily(
  playerId: number,
  actor: AuditActor,
  now = new Date(),
): Result<{ invoices: number; guardians: number }, "not-found" | "conflict" | "rate-limited"> {
  const today = todayInNairobi(now);
  const dayStart = new Date(`${today}T00:00:00+03:00`).toISOString();
  const outcome = getDb().transaction(
    (tx): Result<{ invoices: ReminderInvoice[]; recipients: Recipient[]; family: number[] }, "not-found" | "conflict" | "rate-limited"> => {
      const child = tx.get<{ id: number }>(sql`SELECT id FROM players WHERE id = ${playerId} AND kind = 'academy'`);
      if (!child) return { ok: false, reason: "not-found", message: TREASURER_MESSAGES.childNotFound };
      const family = familyPlayerIds(tx, playerId);
      const overdue = openInvoices(tx, family).filter((invoice) => invoice.owed > 0 && invoice.dueDate < today);
      if (!overdue.length) return { ok: false, reason: "conflict", message: TREASURER_MESSAGES.nothingOverdue };
      const sentToday = tx.get<{ times: number }>(sql`
        SELECT count(DISTINCT r.created_at) AS times FROM fee_reminders r JOIN fee_invoices i ON i.id = r.invoice_id
        WHERE r.step = 0 AND r.created_at >= ${dayStart} AND i.player_id IN (SELECT value FROM json_each(${JSON.stringify(family)}))
      `)!.times;
      if (sentToday >= TREASURER_LIMITS.familyRemindersPerDay) return { ok: false, reason: "rate-limited", message: TREASURER_MESSAGES.remindedToday };
      const recipients = recipientsOf(overdue.map((invoice) => invoice.id));
      if (!recipients.length) return { ok: false, reason: "conflict", message: TREASURER_MESSAGES.noGuardian };
      // Worded before anything is written: a refusal returned from here still commits what was written.
      const mails = reminderMails(overdue, recipients);
      if (!mails) return { ok: false, reason: "conflict", message: TREASURER_MESSAGES.templateMissing };
      const at = now.toISOString();
      tx.insert(feeReminders)
        .values(overdue.map((invoice) => ({ invoiceId: invoice.id, step: 0, byUserId: actor?.id ?? null, sentAt: at })))
        .run();
      queueMails(mails);
      return { ok: true, invoices: overdue, recipients, family };
    },
    { behavior: "immediate" },
  );
  if (!outcome.ok) return outcome;
  pushReminders(outcome.invoices, outcome.recipients, actor);
  const guardians = new Set(outcome.recipients.map((recipient) => recipient.guardianId)).size;
  const owed = outcome.invoices.reduce((sum, invoice) => sum + invoice.owed, 0);
  recordAudit(
    actor,
    "fee.remind",
    { type: "player", id: playerId },
    `Reminded the family of player #${playerId} of ${outcome.invoices.length} overdue fee invoices (${formatKes(owed)}, ${guardians} guardians)`,
    { family: outcome.family, invoices: outcome.invoices.map((invoice) => invoice.id), guardians },
  );
  return { ok: true, invoices: outcome.invoices.length, guardians };
}
