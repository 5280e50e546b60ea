// Web push: the use cases (subscribe, unsubscribe, change topics, send a notification, record a click),
// `notifyTopic` for other areas, the admin's figures, and the delivery worker that fans a notification
// out to its subscribers. Each use case returns a `Result`; routes only translate it
// (docs/decisions/0009-use-case-functions.md). Delivery design: docs/decisions/0013-push-delivery.md.
import crypto from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { clientKey } from "~/utils/client-key.server";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import pLimit from "p-limit";
import { club } from "~/config/club";
import { getDb } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { notifications, pushSubscriptions } from "~/db/schema";
import type { AcademyTestInput, MatchTestInput, NewsTestInput, NotificationInput, SubscriptionInput } from "~/schemas/push";
import { MAX_ENDPOINT_LENGTH, PUSH_MESSAGES, PUSH_TOPICS, type PushTopic } from "~/config/push";
import { getEnv } from "~/config/env.server";
import { isAllowedPushEndpoint, sendPushMessage, type PushOutcome } from "~/infra/webpush.server";
import type { Failure, Result } from "~/utils/result";
import { singleton } from "~/utils/singleton.server";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type Notification = typeof notifications.$inferSelect;

// ---------------------------------------------------------------- subscriptions

/**
 * What the subscription API answers: the stored subscription with its id and topics. Never the
 * endpoint: it names the subscriber to the push service, and the caller already has it.
 */
export function subscriptionView(row: PushSubscriptionRow) {
  return {
    id: row.id,
    userAgent: row.userAgent,
    preferences: row.preferences,
    isActive: row.isActive,
    subscriptionDate: row.subscriptionDate,
  };
}

const ENDPOINT_NOT_ALLOWED: Failure<"invalid"> = {
  ok: false,
  reason: "invalid",
  message: "Invalid subscription",
  errors: { endpoint: ["endpoint must be a push service address"] },
};
const NO_SUBSCRIPTION: Failure<"not-found"> = { ok: false, reason: "not-found", message: PUSH_MESSAGES.noSubscription };
const PROOF_REQUIRED: Failure<"forbidden"> = { ok: false, reason: "forbidden", message: PUSH_MESSAGES.proofRequired };

/**
 * Whether `proof` is the subscription's auth secret (compared as bytes, in constant time). Only the
 * browser holding the subscription knows it; the endpoint alone proves nothing (it travels in URLs).
 */
function holdsSubscription(row: Pick<PushSubscriptionRow, "auth">, proof: string | null | undefined): boolean {
  if (!proof || proof.length > 64) return false;
  const presented = Buffer.from(proof, "base64url");
  const stored = Buffer.from(row.auth, "base64url");
  return stored.length > 0 && presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}

// New subscriptions per client in a burst window, in memory (one process serves the site): every
// subscription is a push origin the server will call and remember, so a stranger's share is bounded.
// A burst limit, not a daily cap: thousands of fans share one address behind a carrier's NAT. The
// client is its clientKey (an IPv6 client by its /56, as the request rate limits count it).
const WINDOW_MS = BURST_WINDOW_MINUTES * 60_000;
type IpWindow = { count: number; windowEnd: number };
const newSubscriptionsByIp = () => singleton("push-subscriptions-per-ip", () => new Map<string, IpWindow>());

function allowanceLeft(ip: string, now: number): boolean {
  const entry = newSubscriptionsByIp().get(ip);
  return !entry || entry.windowEnd <= now || entry.count < getEnv().PUSH_SUBSCRIPTIONS_PER_IP_BURST;
}

function countNewSubscription(ip: string, now: number) {
  const byIp = newSubscriptionsByIp();
  const entry = byIp.get(ip);
  if (!entry || entry.windowEnd <= now) byIp.set(ip, { count: 1, windowEnd: now + WINDOW_MS });
  else entry.count++;
  // Bounded memory: forget finished windows once the map grows.
  if (byIp.size > 10_000) for (const [key, value] of byIp) if (value.windowEnd <= now) byIp.delete(key);
}

/** Who is asking: the client's IP (for the burst limit) and the auth secret it presents as proof. */
export type SubscriberClaim = { ip?: string; proof?: string | null };

/**
 * Use case: a browser subscribes (or subscribes again). Keyed by endpoint: the same browser updates
 * its topics (and keys) and becomes active again instead of adding a second row. A known endpoint is
 * only updated by its holder: the posted `auth` is the stored one, or the stored one comes as proof
 * (keys replaced). A new endpoint counts against the client's allowance (PUSH_SUBSCRIPTIONS_PER_IP_BURST).
 */
export function subscribe(
  input: SubscriptionInput,
  { ip = "unknown", proof }: SubscriberClaim = {},
  now = Date.now(),
): Result<{ subscription: PushSubscriptionRow }, "invalid" | "forbidden" | "rate-limited"> {
  if (!isAllowedPushEndpoint(input.endpoint)) return ENDPOINT_NOT_ALLOWED;
  const db = getDb();
  const values = {
    p256dh: input.p256dh,
    auth: input.auth,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    preferences: input.preferences,
    isActive: true,
  };
  const existing = db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).get();
  if (existing) {
    if (!holdsSubscription(existing, input.auth) && !holdsSubscription(existing, proof)) {
      return { ok: false, reason: "forbidden", message: PUSH_MESSAGES.alreadySubscribed };
    }
    const subscription = db.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, existing.id)).returning().get();
    return { ok: true, subscription };
  }
  const client = clientKey(ip);
  if (!allowanceLeft(client, now)) return { ok: false, reason: "rate-limited", message: PUSH_MESSAGES.tooManyNew };
  const subscription = db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .returning()
    .get();
  countNewSubscription(client, now);
  return { ok: true, subscription };
}

/**
 * Use case: Disable All Notifications. The row goes: nothing about that browser is kept. Only with
 * the subscription's auth secret; a wrong one answers like an unknown endpoint.
 */
export function unsubscribe(endpoint: string, proof: string | null | undefined): Result<object, "not-found" | "forbidden"> {
  if (!proof) return PROOF_REQUIRED;
  // No subscription has an endpoint that `subscriptionSchema` refuses: no need to look.
  if (!endpoint || endpoint.length > MAX_ENDPOINT_LENGTH) return NO_SUBSCRIPTION;
  const db = getDb();
  const row = db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).get();
  if (!row || !holdsSubscription(row, proof)) return NO_SUBSCRIPTION;
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id)).run();
  return { ok: true };
}

/**
 * Use case: a subscriber ticks or unticks a topic. An empty list has become general in the schema.
 * Only with the subscription's auth secret: ids are sequential, so a wrong secret answers like an
 * unknown id.
 */
export function updatePreferences(
  id: number,
  preferences: PushTopic[],
  proof: string | null | undefined,
): Result<{ subscription: PushSubscriptionRow }, "not-found" | "forbidden"> {
  if (!proof) return PROOF_REQUIRED;
  const db = getDb();
  const row = db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.isActive, true)))
    .get();
  if (!row || !holdsSubscription(row, proof)) return NO_SUBSCRIPTION;
  const subscription = db.update(pushSubscriptions).set({ preferences }).where(eq(pushSubscriptions.id, id)).returning().get();
  return { ok: true, subscription };
}

export type SubscriberCounts = { active: number; inactive: number; byTopic: Record<PushTopic, number> };

/** Active subscriptions per topic, and the active/inactive totals (the admin's User Settings tab). */
export function countSubscribers(): SubscriberCounts {
  const db = getDb();
  const totals = db
    .select({ isActive: pushSubscriptions.isActive, n: count() })
    .from(pushSubscriptions)
    .groupBy(pushSubscriptions.isActive)
    .all();
  const topics = db.$client
    .prepare(
      `SELECT t.value AS topic, count(*) AS n FROM push_subscriptions s, json_each(s.preferences) t
       WHERE s.is_active = 1 GROUP BY t.value`,
    )
    .all() as Array<{ topic: string; n: number }>;
  const byTopic = Object.fromEntries(PUSH_TOPICS.map((topic) => [topic, 0])) as Record<PushTopic, number>;
  for (const row of topics) if (row.topic in byTopic) byTopic[row.topic as PushTopic] = row.n;
  return {
    active: totals.find((row) => row.isActive)?.n ?? 0,
    inactive: totals.find((row) => !row.isActive)?.n ?? 0,
    byTopic,
  };
}

// ---------------------------------------------------------------- sending

/** RFC 8291: one 4096-byte record minus the header (86), the tag (16) and the padding delimiter (1). */
export const MAX_PAYLOAD_BYTES = 3993;
export const TTL_SECONDS = 24 * 3600;
export const MAX_ATTEMPTS = 4;
/** A push service asking for more than this is treated as failing for now: the notification is news. */
const MAX_RETRY_DELAY_MS = 15 * 60_000;

/** The JSON the service worker receives (public/sw.js reads these fields). */
export function notificationPayload(notification: Pick<Notification, "id" | "title" | "body" | "type" | "targetUrl" | "imageUrl">) {
  return JSON.stringify({
    title: notification.title,
    body: notification.body,
    icon: "/images/icon-192.png",
    badge: "/images/icon-192.png",
    ...(notification.imageUrl ? { image: notification.imageUrl } : {}),
    tag: `notification-${notification.id}`,
    data: { url: notification.targetUrl ?? "/", notificationId: notification.id, type: notification.type },
  });
}

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

export function getNotification(id: number): Notification | undefined {
  return getDb().select().from(notifications).where(eq(notifications.id, id)).get();
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

// ---------------------------------------------------------------- quick tests

const nairobiDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Africa/Nairobi",
});

/** The match quick test (POST /api/send-match-push): tomorrow's match unless told otherwise. */
export function matchTestNotification(input: MatchTestInput, now = new Date()): NotificationInput {
  const opponent = input.opponent ?? "Nairobi City Stars";
  const date = input.matchDate ? new Date(input.matchDate) : new Date(now.getTime() + 86_400_000);
  const venue = input.venue ?? "Rising Stars Training Ground, Ngong Road";
  const matchType = input.matchType ?? "League";
  return {
    type: "match",
    title: `Match Update: ${club.shortName} vs ${opponent}`,
    body: `${matchType} match on ${nairobiDate.format(date)} at ${venue}. Come and support the team!`,
    targetUrl: "/#fixtures",
  };
}

export function academyTestNotification(input: AcademyTestInput): NotificationInput {
  return {
    type: "academy",
    title: input.title ?? "Academy News",
    body: input.message ?? "Trials for the U-13 and U-15 squads are open this Saturday. Register your player today.",
    targetUrl: input.targetUrl ?? "/academy-registration",
  };
}

export function newsTestNotification(input: NewsTestInput): NotificationInput {
  return {
    type: "news",
    title: input.newsTitle ?? "Club News",
    body: input.summary ?? `The latest from ${club.shortName}: results, squad news and upcoming events.`,
    targetUrl: input.targetUrl ?? "/#news",
  };
}

const TEST_BUILDERS: Record<string, () => NotificationInput> = {
  match: () => matchTestNotification({}),
  academy: () => academyTestNotification({}),
  news: () => newsTestNotification({}),
};

/**
 * What a quick test would send and to how many browsers (the active subscribers of its topic: real
 * fans, not only the person testing), for the confirmation before it goes out; null for an unknown type.
 */
export function previewTestNotification(type: string): { notification: NotificationInput; recipients: number } | null {
  const build = Object.hasOwn(TEST_BUILDERS, type) ? TEST_BUILDERS[type] : undefined;
  if (!build) return null;
  const notification = build();
  return { notification, recipients: countSubscribers().byTopic[notification.type] };
}

/** The quick test buttons of the push admin: match, academy or news; anything else is refused. */
export function sendTestNotification(
  type: string,
  actor: AuditActor,
): Result<{ notification: Notification }, "invalid" | "too-large"> {
  const build = Object.hasOwn(TEST_BUILDERS, type) ? TEST_BUILDERS[type] : undefined;
  if (!build) return { ok: false, reason: "invalid", message: PUSH_MESSAGES.invalidType };
  return sendNotification(build(), actor, `Sent the ${type} test notification`);
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
