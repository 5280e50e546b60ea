// Web push: browser subscriptions, the notifications sent to them, and one delivery row per
// (notification, subscription) so a send survives a restart: what was not yet attempted resumes.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flag, id, nowIso, stringList } from "./columns";

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    subscriptionDate: text("subscription_date").notNull().default(nowIso),
    isActive: flag("is_active").notNull().default(true),
    preferences: stringList("preferences"),
  },
  (t) => [index("push_subscriptions_active_idx").on(t.isActive)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    type: text("type", { enum: ["match", "academy", "news", "general"] }).notNull().default("general"),
    targetUrl: text("target_url"),
    imageUrl: text("image_url"),
    sentAt: text("sent_at").notNull().default(nowIso),
    scheduledFor: text("scheduled_for"),
    // "sending" while deliveries are pending, then "sent" (or "failed" when none got through).
    status: text("status").notNull().default("sent"),
    recipientCount: integer("recipient_count").notNull().default(0),
    deliveredCount: integer("delivered_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    finishedAt: text("finished_at"),
  },
  (t) => [index("notifications_sent_at_idx").on(t.sentAt), index("notifications_status_idx").on(t.status)],
);

export const pushDeliveries = sqliteTable(
  "push_deliveries",
  {
    id: id(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending delivery may be tried (again): a push service's Retry-After moves it on. */
    nextAttemptAt: text("next_attempt_at").notNull().default(nowIso),
    /** The push service's answer to the last failed attempt ("410 Gone", "429 …"). */
    lastError: text("last_error"),
    clickedAt: text("clicked_at"),
  },
  (t) => [
    uniqueIndex("push_deliveries_notification_subscription_idx").on(t.notificationId, t.subscriptionId),
    index("push_deliveries_pending_idx").on(t.notificationId, t.status, t.nextAttemptAt),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
  ],
);
