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

export const DEFAULT_TOPICS: PushTopic[] = ["general"];

/**
 * A subscription's "team" topic: this device follows team `teamId` for guardian `guardianId` (a child of
 * theirs plays in it). Stored among the subscription's topics as "team:<teamId>:<guardianId>"; only the
 * signed-in guardian's family page sets them (the public subscription API takes the topics above only),
 * and a team's news goes to the devices of the guardians whose children are in the team at the time,
 * in each guardian's language. Two guardians on one phone each keep their own entries.
 */
export const teamTopic = (teamId: number, guardianId: number) => `team:${teamId}:${guardianId}`;

/** True for a "team" topic (`teamTopic`): kept when the visitor changes the public topics. */
export const isTeamTopic = (topic: string) => /^team:\d+:\d+$/.test(topic);

export const PUSH_MESSAGES = {
  noSubscription: "No active subscription",
  invalidType: "Invalid notification type",
  titleRequired: "Title is required",
  messageRequired: "Message is required",
  invalidLink: "Use a path on this site (starting with /) or an https:// address",
  proofRequired: "Send this subscription's auth secret in the X-Push-Auth header",
  alreadySubscribed:
    "This push endpoint is already subscribed. To replace its keys, send its current auth secret in the X-Push-Auth header",
  tooManyNew: "Too many new push subscriptions from this address in the last few minutes. Please try again in a few minutes.",
} as const;

/**
 * Only whoever holds a subscription may change or remove it: they prove it with the subscription's
 * `auth` secret (the browser's `subscription.toJSON().keys.auth`), sent in this header.
 */
export const PUSH_PROOF_HEADER = "X-Push-Auth";

/** The longest subscription endpoint stored (push services' URLs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 2048;

/** The push admin's quick test buttons. */
export const TEST_TYPES = ["match", "academy", "news"] as const;
