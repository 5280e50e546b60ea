// Notifications: the use cases that send one (the admin's, and `notifyTopic` for other areas), the
// admin's list, and the clicks the service worker reports. Each use case returns a `Result`; routes
// only translate it (docs/decisions/0009-use-case-functions.md).
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { notifications } from "~/db/schema";
import type { NotificationInput } from "~/schemas/push";
import { teamTopic, type PushTopic } from "~/config/push";
import { LANGUAGES, type Language } from "~/config/i18n";
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
  const audience = sql`(${input.type} = 'general' OR EXISTS (SELECT 1 FROM json_each(s.preferences) WHERE value = ${input.type}))`;
  const sent = queueNotification(input, audience, actor, what, { evenToNobody: true });
  return sent.ok ? { ok: true, notification: sent.notification! } : sent;
}

/**
 * Writes the notification and a pending delivery for each active subscription `audience` (a condition on
 * `s`, the subscription) selects, in one transaction, audits it and starts the delivery. Unless
 * `evenToNobody`, nothing is written (and null answered) when the audience is empty.
 */
function queueNotification(
  input: NotificationInput,
  audience: SQL,
  actor: AuditActor,
  what: string,
  { evenToNobody }: { evenToNobody: boolean },
): Result<{ notification: Notification | null }, "too-large"> {
  // The id is not known yet; the largest it could add to the payload is its digits, twice.
  const bytes = Buffer.byteLength(notificationPayload({ ...input, id: Number.MAX_SAFE_INTEGER, targetUrl: input.targetUrl ?? null, imageUrl: input.imageUrl ?? null }));
  if (bytes > MAX_PAYLOAD_BYTES) return tooLarge(bytes);
  const db = getDb();
  const notification = db.transaction((tx) => {
    if (!evenToNobody && !tx.get<{ n: number }>(sql`SELECT count(*) AS n FROM push_subscriptions s WHERE s.is_active = 1 AND ${audience}`)?.n) return null;
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
      WHERE s.is_active = 1 AND ${audience}`);
    const recipientCount = recipients.changes;
    return tx
      .update(notifications)
      .set(recipientCount === 0 ? { recipientCount, status: "sent", finishedAt: new Date().toISOString() } : { recipientCount })
      .where(eq(notifications.id, row.id))
      .returning()
      .get();
  });
  if (!notification) return { ok: true, notification: null };
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

/** A guardian a team's news goes to, and the language their pushes are written in. */
export type TeamFamily = { guardianId: number; language: Language };

/**
 * For team news (a team message, a cancelled session): a push to the devices on which these guardians
 * follow team `teamId` (their subscriptions' "team" topics, `teamTopic(teamId, guardianId)`), one
 * notification per language, worded in it by `wordedIn`. A device that follows the team for a guardian
 * whose child has left it gets nothing: only the guardians given are asked for. Notifications are filed
 * under the academy topic (what the admin's history groups them by); languages nobody follows the team
 * in write nothing. Answers the notifications written.
 */
export function notifyTeamFamilies(
  teamId: number,
  families: readonly TeamFamily[],
  wordedIn: (language: Language) => { title: string; body: string; targetUrl: string },
  actor: AuditActor,
): Notification[] {
  const sent: Notification[] = [];
  for (const language of LANGUAGES) {
    const topics = families.filter((family) => family.language === language).map((family) => teamTopic(teamId, family.guardianId));
    if (!topics.length) continue;
    const audience = sql`EXISTS (SELECT 1 FROM json_each(s.preferences) WHERE value IN (SELECT value FROM json_each(${JSON.stringify(topics)})))`;
    const queued = queueNotification({ type: "academy", ...wordedIn(language) }, audience, actor, "Sent the team's families", { evenToNobody: false });
    if (queued.ok && queued.notification) sent.push(queued.notification);
    else if (!queued.ok) console.error(`Team ${teamId}: the ${language} push was not sent: ${queued.message}`);
  }
  return sent;
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
