// Web push's topics, limits and messages (the club's agreed texts), shared by the notification panel
// on the public pages, the push admin, the schemas and the push model. Browser-safe: no zod here.

export const PUSH_TOPICS = ["match", "academy", "news", "general"] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const TOPIC_LABELS: Record<PushTopic, string> = {
  match: "Match Updates",
  academy: "Academy News",
  news: "Club News",
  general: "General Updates",
};

/** What each topic brings, shown under its switch in the notification settings panel. */
export const TOPIC_HINTS: Record<PushTopic, string> = {
  match: "Fixtures, kick-off reminders and results",
  academy: "Trials, training changes and academy events",
  news: "New articles and announcements",
  general: "Everything else from the club",
};

export const DEFAULT_TOPICS: PushTopic[] = ["general"];

export const PUSH_MESSAGES = {
  noSubscription: "No active subscription",
  invalidType: "Invalid notification type",
  titleRequired: "Title is required",
  messageRequired: "Message is required",
  invalidLink: "Use a path on this site (starting with /) or an https:// address",
} as const;

/** The longest subscription endpoint stored (push services' URLs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 2048;

/** The push admin's quick test buttons. */
export const TEST_TYPES = ["match", "academy", "news"] as const;
