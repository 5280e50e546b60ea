// The delivery worker that fans a notification out to its subscribers (retries, restarts, housekeeping)
// and the payload it sends. Design: docs/decisions/0013-push-delivery.md.
import { eq, sql } from "drizzle-orm";
import pLimit from "p-limit";
import { getDb } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { getEnv } from "~/config/env.server";
import { sendPushMessage, type PushOutcome } from "~/infra/webpush.server";
import { answerPushExtras } from "~/utils/answer-push";
import { singleton } from "~/utils/singleton.server";

export type Notification = typeof notifications.$inferSelect;

/** RFC 8291: one 4096-byte record minus the header (86), the tag (16) and the padding delimiter (1). */
export const MAX_PAYLOAD_BYTES = 3993;
export const TTL_SECONDS = 24 * 3600;
export const MAX_ATTEMPTS = 4;
/** A push service asking for more than this is treated as failing for now: the notification is news. */
const MAX_RETRY_DELAY_MS = 15 * 60_000;

/**
 * The JSON the service worker receives (public/sw.js reads these fields). A push to a family's answer
 * link also carries the three answers as actions and the words it shows once one is saved.
 */
export function notificationPayload(notification: Pick<Notification, "id" | "title" | "body" | "type" | "targetUrl" | "imageUrl">) {
  const answer = answerPushExtras(notification.targetUrl);
  return JSON.stringify({
    title: notification.title,
    body: notification.body,
    icon: "/images/icon-192.png",
    badge: "/images/icon-192.png",
    ...(notification.imageUrl ? { image: notification.imageUrl } : {}),
    tag: `notification-${notification.id}`,
    ...(answer ? { actions: answer.actions } : {}),
    data: { url: notification.targetUrl ?? "/", notificationId: notification.id, type: notification.type, ...(answer ? { saved: answer.saved } : {}) },
  });
}

/** Deliveries are kept this long after their notification finished sending: clicks come within days. */
export const DELIVERY_RETENTION_DAYS = 30;
const PRUNE_BATCH = 5000;

/**
 * Housekeeping: the per-subscriber delivery rows of notifications that finished sending more than
 * DELIVERY_RETENTION_DAYS ago (10,000 rows a notification for a large audience). The notification and
 * its figures stay; a click this late is no longer counted. Deleted in batches so the sends and
 * clicks of today never wait long for the database.
 */
export function pruneSettledDeliveries(now = new Date()): number {
  const before = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000).toISOString();
  let removed = 0;
  for (;;) {
    const { changes } = getDb().run(sql`
      DELETE FROM push_deliveries WHERE id IN (
        SELECT d.id FROM push_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE n.status != 'sending' AND n.finished_at IS NOT NULL AND n.finished_at < ${before}
        LIMIT ${PRUNE_BATCH})`);
    removed += changes;
    if (changes < PRUNE_BATCH) return removed;
  }
}

// ---------------------------------------------------------------- the delivery worker

export function getNotification(id: number): Notification | undefined {
  return getDb().select().from(notifications).where(eq(notifications.id, id)).get();
}

const running = () => singleton("push-deliveries-running", () => new Map<number, Promise<void>>());

/** Starts (once) the background fan-out of a notification whose deliveries are pending. */
export function startDelivery(notificationId: number): Promise<void> {
  const workers = running();
  const existing = workers.get(notificationId);
  if (existing) return existing;
  const worker = deliverNotification(notificationId)
    .catch((error) => console.error(`Sending notification ${notificationId} stopped:`, error))
    .finally(() => workers.delete(notificationId));
  workers.set(notificationId, worker);
  return worker;
}

/**
 * After a restart: a notification still "sending" continues with its deliveries not yet attempted (and
 * those waiting for a retry). Messages that were in flight when the process died are sent again; they
 * carry the notification's Topic header, so a push service replaces an undelivered copy instead of
 * showing it twice.
 */
export function resumePendingDeliveries(): number {
  const sending = getDb().select({ id: notifications.id }).from(notifications).where(eq(notifications.status, "sending")).all();
  for (const { id } of sending) void startDelivery(id);
  if (sending.length) console.log(`Resuming ${sending.length} notification send(s) interrupted by a restart`);
  return sending.length;
}

type DueDelivery = { id: number; attempts: number; endpoint: string; p256dh: string; auth: string; isActive: number };
type Settled = { delivery: DueDelivery; outcome: PushOutcome };

const PAGE = 1000;
const FLUSH_EVERY = 250;
const FLUSH_MS = 250;

async function deliverNotification(notificationId: number): Promise<void> {
  const db = getDb();
  const notification = getNotification(notificationId);
  if (!notification) return;
  const payload = notificationPayload(notification);
  const options = {
    ttlSeconds: TTL_SECONDS,
    urgency: notification.type === "match" ? ("high" as const) : ("normal" as const),
    topic: `rsfc-n${notificationId}`,
  };
  const selectDue = db.$client.prepare(`
    SELECT d.id, d.attempts, s.endpoint, s.p256dh, s.auth, s.is_active AS isActive
    FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id
    WHERE d.notification_id = ? AND d.status = 'pending' AND d.next_attempt_at <= ?
    ORDER BY d.id LIMIT ${PAGE}`);
  const nextDue = db.$client.prepare(
    `SELECT min(next_attempt_at) AS next FROM push_deliveries WHERE notification_id = ? AND status = 'pending'`,
  );
  const limit = pLimit(getEnv().PUSH_CONCURRENCY);
  let settled: Settled[] = [];
  let flushedAt = Date.now();
  const flush = () => {
    flushedAt = Date.now();
    if (!settled.length) return;
    recordOutcomes(notificationId, settled);
    settled = [];
  };

  for (;;) {
    const due = selectDue.all(notificationId, new Date().toISOString()) as DueDelivery[];
    if (!due.length) {
      const { next } = nextDue.get(notificationId) as { next: string | null };
      if (!next) break;
      await sleep(Math.max(50, Date.parse(next) - Date.now()));
      continue;
    }
    await Promise.all(
      due.map((delivery) =>
        limit(async () => {
          const outcome: PushOutcome = delivery.isActive
            ? await sendPushMessage(delivery, payload, options)
            : { kind: "failed", error: "Unsubscribed before delivery" };
          settled.push({ delivery, outcome });
          // Written in batches (one transaction each), at least every FLUSH_MS so the admin sees progress
          // and a restart repeats little.
          if (settled.length >= FLUSH_EVERY || Date.now() - flushedAt >= FLUSH_MS) flush();
        }),
      ),
    );
    flush();
  }
  finishNotification(notificationId);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes a batch of answers in one transaction and adds them to the notification's counts. */
function recordOutcomes(notificationId: number, batch: Settled[]) {
  const db = getDb();
  const client = db.$client;
  const delivered = client.prepare(`UPDATE push_deliveries SET status = 'delivered', attempts = attempts + 1, last_error = NULL WHERE id = ?`);
  const failed = client.prepare(`UPDATE push_deliveries SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?`);
  const retry = client.prepare(`UPDATE push_deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?`);
  const deactivate = client.prepare(
    `UPDATE push_subscriptions SET is_active = 0 WHERE id = (SELECT subscription_id FROM push_deliveries WHERE id = ?)`,
  );
  const addCounts = client.prepare(
    `UPDATE notifications SET delivered_count = delivered_count + ?, failed_count = failed_count + ? WHERE id = ?`,
  );
  client.transaction(() => {
    let deliveredCount = 0;
    let failedCount = 0;
    for (const { delivery, outcome } of batch) {
      const attempt = delivery.attempts + 1;
      if (outcome.kind === "delivered") {
        delivered.run(delivery.id);
        deliveredCount++;
      } else if (outcome.kind === "retry" && attempt < MAX_ATTEMPTS) {
        // Honour Retry-After; without one, back off 5 s, 20 s, 80 s.
        const delay = Math.min(outcome.retryAfterMs ?? 5000 * 4 ** (attempt - 1), MAX_RETRY_DELAY_MS);
        retry.run(outcome.error.slice(0, 300), new Date(Date.now() + delay).toISOString(), delivery.id);
      } else {
        failed.run(outcome.error.slice(0, 300), delivery.id);
        failedCount++;
        if (outcome.kind === "gone") deactivate.run(delivery.id);
      }
    }
    addCounts.run(deliveredCount, failedCount, notificationId);
  })();
}

/**
 * All deliveries answered: the counts are final. Deliveries whose subscription was removed meanwhile
 * (the visitor unsubscribed) disappeared with it and count as failed.
 */
function finishNotification(notificationId: number) {
  getDb().run(sql`
    UPDATE notifications SET
      failed_count = recipient_count - delivered_count,
      status = CASE WHEN delivered_count = 0 AND recipient_count > 0 THEN 'failed' ELSE 'sent' END,
      finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = ${notificationId} AND status = 'sending'`);
}
