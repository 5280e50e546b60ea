// Web push: browser subscriptions and the notifications sent to them.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    status: text("status").notNull().default("sent"),
    recipientCount: integer("recipient_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
  },
  (t) => [index("notifications_sent_at_idx").on(t.sentAt)],
);
