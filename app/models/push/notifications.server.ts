// Notifications: the use cases that send one (the admin's, and `notifyTopic` for other areas), the
// admin's list, and the clicks the service worker reports. Each use case returns a `Result`; routes
// only translate it (docs/decisions/0009-use-case-functions.md).
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { notifications } from "~/db/schema";
import type { NotificationInput } from "~/schemas/push";
import { type PushTopic } from "~/config/push";
import type { Failure, Result } from "~/utils/result";
import { MAX_PAYLOAD_BYTES, notificationPayload, startDelivery, type Notification } from "~/models/push/delivery.server";

function tooLarge(bytes: number): Failure<"too-large"> {
  const message = `This notification is too long to send: it takes ${bytes.toLocaleString("en-KE")} bytes and push services accept at most ${MAX_PAYLOAD_BYTES.toLocaleString("en-KE")}. Please shorten the title or message.`;
  return { ok: false, reason: "too-large", message, errors: { body: [message] } };
}

export type NotificationSummary = Pick<
  Notification,
  "id" | "title" | "body" | "type" | "targetUrl" | "imageUrl" | "sentAt" | "status" | "recipientCount" | "deliveredCount" | "failedCount" | "clickCount" | "finishedAt"
>;

/**
 * Use case: send a notification to every active subscription whose topics include its type (general
 * goes to everyone). The notification row and one pending delivery per recipient are written in one
 * transaction; the worker then sends in the background. The answer comes at once with the row.
 */
export function sendNotification(
  input: NotificationInput,
  actor: AuditActor,
  what = "Sent the notification",
): Result<{ notification: Notification }, "too-large"> {
  // The id is not known yet; the largest it could add to the payload is its digits, twice.
  const bytes = Buffer.byteLength(notificationPayload({ ...input, id: Number.MAX_SAFE_INTEGER, targetUrl: input.targetUrl ?? null, imageUrl: input.imageUrl ?? null }));
  if (bytes > MAX_PAYLOAD_BYTES) return tooLarge(bytes);
  const db = getDb();
  const notification = db.transaction((tx) => {
    const row = tx
      .insert(notifications)
      .values({
        title: input.title,
        body: input.body,
        type: input.type,
        targetUrl: input.targetUrl ?? null,
        imageUrl: input.imageUrl ?? null,
        status: "sending",
      })
      .returning()
      .get();
    const recipients = tx.run(sql`
      INSERT INTO push_deliveries (notification_id, subscription_id)
      SELECT ${row.id}, s.id FROM push_subscriptions s
      WHERE s.is_active = 1
        AND (${input.type} = 'general' OR EXISTS (SELECT 1 FROM json_each(s.preferences) WHERE value = ${input.type}))`);
    const recipientCount = recipients.changes;
    return tx
      .update(notifications)
      .set(recipientCount === 0 ? { recipientCount, status: "sent", finishedAt: new Date().toISOString() } : { recipientCount })
      .where(eq(notifications.id, row.id))
      .returning()
      .get();
  });
  recordAudit(
    actor,
    "push.send",
    { type: "notification", id: notification.id },
    `${what} "${notification.title}" (${notification.type}) to ${notification.recipientCount} subscriber(s)`,
    { type: notification.type, recipientCount: notification.recipientCount },
  );
  if (notification.status === "sending") void startDelivery(notification.id);
  return { ok: true, notification };
}

/**
 * For other areas (a new blog post, an academy announcement, a fixture): tells the subscribers of
 * `type`. Same checks and delivery as the admin's custom notification.
 */
export function notifyTopic(
  type: PushTopic,
  payload: { title: string; body: string; targetUrl?: string; imageUrl?: string },
): Result<{ notification: Notification }, "too-large"> {
  return sendNotification({ type, ...payload }, null);
}

/** What the admin APIs answer with: the notification row. */
export function notificationView(notification: Notification): NotificationSummary {
  const { scheduledFor: _scheduledFor, ...rest } = notification;
  return rest;
}

export function listNotifications(limit = 50): NotificationSummary[] {
  return getDb()
    .select()
    .from(notifications)
    .orderBy(desc(notifications.sentAt), desc(notifications.id))
    .limit(limit)
    .all()
    .map(notificationView);
}


// ---------------------------------------------------------------- clicks

/**
 * Use case: the service worker reports that a notification was clicked. Counted once per delivery,
 * and only for a subscription the notification really went to, so the figure cannot be inflated.
 */
export function recordClick(notificationId: number, endpoint: string): Result<object, "not-found"> {
  const db = getDb();
  const counted = db.transaction((tx) => {
    const marked = tx.run(sql`
      UPDATE push_deliveries SET clicked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE notification_id = ${notificationId} AND clicked_at IS NULL AND status = 'delivered'
        AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = ${endpoint})`);
    if (marked.changes === 0) return false;
    tx.update(notifications)
      .set({ clickCount: sql`${notifications.clickCount} + 1` })
      .where(eq(notifications.id, notificationId))
      .run();
    return true;
  });
  return counted ? { ok: true } : { ok: false, reason: "not-found", message: "No delivered notification to record" };
}
