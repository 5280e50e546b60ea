// The admin's quick tests: a sample match, academy or news notification, previewed with its audience
// or sent like any other.
import { CLUB_TIME_ZONE, club } from "~/config/club";
import { type AuditActor } from "~/models/audit.server";
import type { AcademyTestInput, MatchTestInput, NewsTestInput, NotificationInput } from "~/schemas/push";
import { PUSH_MESSAGES } from "~/config/push";
import type { Result } from "~/utils/result";
import type { Notification } from "~/models/push/delivery.server";
import { sendNotification } from "~/models/push/notifications.server";
import { countSubscribers } from "~/models/push/subscriptions.server";

const nairobiDate = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: CLUB_TIME_ZONE,
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
