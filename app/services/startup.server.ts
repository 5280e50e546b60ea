import { getDb } from "~/db/client.server";
import { addMissingEmailTemplates, addSeededProductTranslations, isDatabaseEmpty, seedDatabase } from "~/db/seed/index.server";
import { purgeOrphanCertificates } from "~/models/academy/certificates.server";
import { pruneViewRecords } from "~/models/blog/engagement.server";
import { pruneAudit } from "~/models/audit.server";
import { pruneSettledDeliveries, resumePendingDeliveries } from "~/models/push/delivery.server";
import { removeStaleSnapshots, runScheduledBackup } from "~/models/database.server";
import { expireLapsedMemberships } from "~/models/membership/members-admin.server";
import { purgeStaleCarts } from "~/models/shop/carts.server";
import { cancelExpiredOrders, orderHoldMs } from "~/models/shop/order-holds.server";
import { expireUnpaidMemberships, membershipHoldMs } from "~/models/membership/membership-holds.server";
import { sweepPayments } from "~/models/payments/mpesa-sweep.server";
import { sendKickoffReminders } from "~/models/matches/manage.server";
import { sendDueReminders } from "~/models/availability/reminders.server";
import { sendOverdueReminders } from "~/models/fees/reminders.server";
import { AVAILABILITY_LIMITS } from "~/config/availability";
import { runFeeInvoicing } from "~/models/fees/invoicing.server";
import { eraseLongGonePlayers } from "~/models/squads/players.server";
import { ensureFirstAdmin } from "~/models/user.server";
import type { Env } from "~/config/env.server";
import { purgeOrphanImages } from "~/infra/images.server";
import { pruneOutbox } from "~/infra/mail-transport.server";
import { startMailWorker } from "~/models/mail-queue.server";
import { purgeExpiredSessions } from "~/models/session.server";
import { getVapidKeys } from "~/infra/webpush.server";

/** Everything `npm start` does before listening: migrate, seed an empty DB, create the first admin, start the mail worker. */
export async function prepareApplication(env: Env) {
  const db = getDb(); // opens and migrates
  if (isDatabaseEmpty(db)) {
    await seedDatabase(db);
    console.log("Seeded an empty database with the club's content");
  }
  const newTemplates = addMissingEmailTemplates(db);
  if (newTemplates) console.log(`Added or updated ${newTemplates} e-mail templates`);
  const translatedProducts = addSeededProductTranslations(db);
  if (translatedProducts) console.log(`Added the Swahili name and description of ${translatedProducts} seeded products`);
  await ensureFirstAdmin(env);
  // Mail queued before the last stop (or crash) goes out now.
  startMailWorker();
  getVapidKeys(); // generated and stored now, before any browser can subscribe with the public key
  resumePendingDeliveries();
  scheduleHousekeeping(env);
  scheduleBackups();
  startOrderHoldSweep();
  startMembershipHoldSweep();
  startKickoffReminders();
  startAvailabilityReminders();
  startFeeInvoicing(env);
  startFeeReminders(env);
  startPaymentSweep(env);
}

const HOUR = 60 * 60 * 1000;

/**
 * The daily backup (DATA_DIR/backups, the newest seven kept): checked a few minutes after start, so a
 * restart loop does not make a backup per start, and then every hour; made when the newest is a day old.
 */
function scheduleBackups() {
  const run = () =>
    runInBackground("The daily backup", async () => {
      const made = await runScheduledBackup();
      if (made) console.log(`Made the daily backup ${made.name} (${made.bytes} bytes)`);
    });
  setTimeout(() => {
    void run();
    setInterval(run, HOUR).unref();
  }, 5 * 60_000).unref();
}

/** Background jobs that run now and then every so often, by name, until stopped at shutdown. */
const repeatingJobs = new Map<string, NodeJS.Timeout>();

function repeatInBackground(what: string, everyMs: number, task: () => unknown) {
  if (repeatingJobs.has(what)) return;
  let running = false;
  const run = async () => {
    // A run still waiting (on Daraja, say) is not overlapped by the next.
    if (running) return;
    running = true;
    await runInBackground(what, task);
    running = false;
  };
  void run();
  repeatingJobs.set(what, setInterval(run, everyMs).unref());
}

function stopRepeating(what: string) {
  clearInterval(repeatingJobs.get(what));
  repeatingJobs.delete(what);
}

const ORDER_HOLD_SWEEP = "Cancelling orders not confirmed in time";
const MEMBERSHIP_HOLD_SWEEP = "Expiring memberships not paid in time";
const KICKOFF_REMINDERS = "Sending kick-off reminders";

/** How often a hold's sweep runs: every sixtieth of the hold, at least every second, at most every five minutes. */
const holdSweepEvery = (holdMs: number) => Math.min(5 * 60_000, Math.max(1_000, Math.round(holdMs / 60)));

/**
 * Cancels orders nobody confirmed within ORDER_HOLD_HOURS, now and then every sixtieth of the hold
 * (at least every second, at most every five minutes), so stock comes back soon after the hold ends.
 */
export function startOrderHoldSweep() {
  repeatInBackground(ORDER_HOLD_SWEEP, holdSweepEvery(orderHoldMs()), () => {
    const cancelled = cancelExpiredOrders();
    if (cancelled.length) console.log(`Cancelled ${cancelled.length} orders not confirmed in time: #${cancelled.join(", #")}`);
  });
}

/** Stops the sweep; a sweep in progress is synchronous, so it has either committed an order or not touched it. */
export function stopOrderHoldSweep() {
  stopRepeating(ORDER_HOLD_SWEEP);
}

/** Expires paid memberships nobody paid within MEMBERSHIP_HOLD_HOURS, on the order holds' schedule (of its own hold). */
function startMembershipHoldSweep() {
  repeatInBackground(MEMBERSHIP_HOLD_SWEEP, holdSweepEvery(membershipHoldMs()), () => {
    const expired = expireUnpaidMemberships();
    if (expired.length) console.log(`Expired ${expired.length} fan memberships not paid in time: #${expired.join(", #")}`);
  });
}

/**
 * The day-before push for each match, checked every ten minutes. Each match is claimed in the database
 * before its push is queued, so a restart (or two runs) never reminds twice.
 */
export function startKickoffReminders() {
  repeatInBackground(KICKOFF_REMINDERS, 10 * 60_000, () => {
    const sent = sendKickoffReminders();
    if (sent) console.log(`Sent ${sent} kick-off reminders`);
  });
}

const AVAILABILITY_REMINDERS = "Sending availability reminders";

/**
 * The families who have not said whether their child can play get one reminder 24 hours before the
 * request's deadline, checked every few minutes; each request is claimed in the transaction that queues
 * its mails, so a restart (or two runs) never reminds twice.
 */
function startAvailabilityReminders() {
  repeatInBackground(AVAILABILITY_REMINDERS, AVAILABILITY_LIMITS.reminderCheckMinutes * 60_000, () => {
    const families = sendDueReminders();
    if (families) console.log(`Sent ${families} availability reminders`);
  });
}

const FEE_INVOICING = "Making and mailing fee invoices";

/**
 * Academy fees (ADR 0029): the current month's invoices (and the current term's) are made and the new
 * ones mailed every FEES_INVOICE_CHECK_MINUTES. Each step is idempotent and claims its rows in the
 * transaction that writes them, so a restart, a crash or a second server never invoices or mails twice.
 */
function startFeeInvoicing(env: Env) {
  repeatInBackground(FEE_INVOICING, env.FEES_INVOICE_CHECK_MINUTES * 60_000, async () => {
    const { created, mailed } = await runFeeInvoicing();
    if (created || mailed) console.log(`Fee invoices: ${created} made, ${mailed} families e-mailed`);
  });
}

const FEE_REMINDERS = "Sending overdue fee reminders";

/**
 * Overdue academy fee invoices, every FEES_REMINDER_CHECK_SECONDS (an hour): each step of FEES_REMINDER_DAYS
 * is sent once per invoice (claimed with its mails, so a restart never repeats it); nothing runs with
 * FEES_REMINDER_DAYS=off.
 */
function startFeeReminders(env: Env) {
  if (!env.FEES_REMINDER_DAYS.length) return;
  repeatInBackground(FEE_REMINDERS, env.FEES_REMINDER_CHECK_SECONDS * 1000, () => {
    const invoices = sendOverdueReminders();
    if (invoices) console.log(`Sent the overdue reminders of ${invoices} fee invoices`);
  });
}

/** Stops every repeating background job (at shutdown, before the database closes). */
export function stopBackgroundJobs() {
  for (const what of [...repeatingJobs.keys()]) stopRepeating(what);
}

const PAYMENT_SWEEP = "Checking M-Pesa payments";

/**
 * With M-Pesa configured: queries payments that had no answer and expires stale ones (see
 * sweepPayments), now and then every quarter of MPESA_QUERY_AFTER_SECONDS (at least every second, at
 * most every minute). A payment it is settling at shutdown is settled or untouched (one transaction each).
 */
function startPaymentSweep(env: Env) {
  if (!env.MPESA) return;
  const every = Math.min(60_000, Math.max(1_000, Math.round(env.MPESA.queryAfterMs / 4)));
  repeatInBackground(PAYMENT_SWEEP, every, async () => {
    const { settled, expired } = await sweepPayments();
    if (settled || expired) console.log(`M-Pesa payments: ${settled} settled by query, ${expired} expired`);
  });
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * Runs a background task so that its failure (a busy database, a full disk) is logged and retried at
 * the next run, never an uncaught exception that stops the site.
 */
export async function runInBackground(what: string, task: () => unknown): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(`${what} failed:`, error);
  }
}

/**
 * Expired sessions, abandoned uploads, old outbox files, year-old audit entries, month-old blog view
 * records and push delivery rows, carts past their cookie's 30 days and day-old pictures nothing shows
 * (a preview's upload never saved) are removed, lapsed fan memberships marked expired, and the
 * personal data of academy players who left over PLAYER_DATA_RETENTION_DAYS ago erased, now and every
 * six hours.
 */
function scheduleHousekeeping(env: Env) {
  const run = () =>
    Promise.all([
      runInBackground("Removing expired sessions", purgeExpiredSessions),
      runInBackground("Removing abandoned uploads", async () => {
        const removed = await purgeOrphanCertificates();
        if (removed) console.log(`Removed ${removed} abandoned birth-certificate uploads`);
      }),
      runInBackground("Pruning the mail outbox", pruneOutbox),
      runInBackground("Pruning the audit log", async () => pruneAudit()),
      runInBackground("Removing stale snapshots", removeStaleSnapshots),
      runInBackground("Expiring lapsed memberships", async () => {
        const expired = expireLapsedMemberships();
        if (expired) console.log(`Marked ${expired} lapsed fan memberships as expired`);
      }),
      // Per-day view records only feed "Popular This Week"; the totals live on the posts.
      runInBackground("Pruning blog view records", async () => pruneViewRecords()),
      runInBackground("Removing abandoned carts", async () => purgeStaleCarts()),
      runInBackground("Removing unused pictures", async () => {
        const removed = await purgeOrphanImages();
        if (removed) console.log(`Removed ${removed} uploaded pictures nothing refers to`);
      }),
      runInBackground("Erasing the data of players long gone", async () => {
        const erased = await eraseLongGonePlayers(env.PLAYER_DATA_RETENTION_DAYS);
        if (erased) console.log(`Erased the personal data of ${erased} academy players who left the club over ${env.PLAYER_DATA_RETENTION_DAYS} days ago`);
      }),
      runInBackground("Pruning push delivery records", async () => {
        const removed = pruneSettledDeliveries();
        if (removed) console.log(`Removed ${removed} push delivery records of notifications sent over a month ago`);
      }),
    ]);
  void run();
  setInterval(run, SIX_HOURS).unref();
}

/** True when the database answers a real query (the /healthz probe). */
export function checkDatabaseHealth(): boolean {
  try {
    getDb().$client.prepare("SELECT count(*) FROM sqlite_master").get();
    return true;
  } catch {
    return false;
  }
}
