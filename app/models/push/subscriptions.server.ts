// Push subscriptions: subscribe (with a burst limit per client), unsubscribe and change topics, each
// only by the holder of the subscription, and the admin's figures. Each use case returns a `Result`;
// routes only translate it (docs/decisions/0009-use-case-functions.md).
import crypto from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { clientKey } from "~/utils/client-key.server";
import { BURST_WINDOW_MINUTES } from "~/config/client-limits";
import { getDb } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import type { SubscriptionInput } from "~/schemas/push";
import { isTeamTopic, MAX_ENDPOINT_LENGTH, PUSH_MESSAGES, PUSH_TOPICS, teamTopic, type PushTopic } from "~/config/push";
import { getEnv } from "~/config/env.server";
import { isAllowedPushEndpoint } from "~/infra/webpush.server";
import type { Failure, Result } from "~/utils/result";
import { singleton } from "~/utils/singleton.server";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;


/**
 * What the subscription API answers: the stored subscription with its id and topics. Never the
 * endpoint: it names the subscriber to the push service, and the caller already has it.
 */
export function subscriptionView(row: PushSubscriptionRow) {
  return {
    id: row.id,
    userAgent: row.userAgent,
    // The public topics the notification panel shows; the teams a family page follows stay its own.
    preferences: row.preferences.filter((topic): topic is PushTopic => (PUSH_TOPICS as readonly string[]).includes(topic)),
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
    const preferences = withTeamTopicsOf(existing, values.preferences);
    const subscription = db.update(pushSubscriptions).set({ ...values, preferences }).where(eq(pushSubscriptions.id, existing.id)).returning().get();
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
  const subscription = db.update(pushSubscriptions).set({ preferences: withTeamTopicsOf(row, preferences) }).where(eq(pushSubscriptions.id, id)).returning().get();
  return { ok: true, subscription };
}

/** `publicTopics` and the "team" topics `row` has: the notification panel changes only the public ones. */
const withTeamTopicsOf = (row: Pick<PushSubscriptionRow, "preferences">, publicTopics: readonly string[]) => [
  ...publicTopics,
  ...row.preferences.filter(isTeamTopic),
];

/**
 * Use case (the family page): the device holding this subscription gets the news of `teamIds` for
 * guardian `guardianId`, and no longer of the guardian's other teams. The caller has signed the guardian
 * in and passes the teams of their own children only (app/config/push.ts `teamTopic`); the device's public
 * topics and any other guardian's teams on it stay. An empty list stops the guardian's team news on this
 * device. Only with the subscription's auth secret, like every change of a subscription.
 */
export function followTeamsOnDevice(
  endpoint: string,
  proof: string | null | undefined,
  guardianId: number,
  teamIds: readonly number[],
): Result<{ subscription: PushSubscriptionRow }, "not-found" | "forbidden"> {
  if (!proof) return PROOF_REQUIRED;
  if (!endpoint || endpoint.length > MAX_ENDPOINT_LENGTH) return NO_SUBSCRIPTION;
  const db = getDb();
  const row = db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.isActive, true)))
    .get();
  if (!row || !holdsSubscription(row, proof)) return NO_SUBSCRIPTION;
  const theirs = (topic: string) => isTeamTopic(topic) && topic.endsWith(`:${guardianId}`);
  const preferences = [...row.preferences.filter((topic) => !theirs(topic)), ...[...new Set(teamIds)].map((teamId) => teamTopic(teamId, guardianId))];
  const subscription = db.update(pushSubscriptions).set({ preferences }).where(eq(pushSubscriptions.id, row.id)).returning().get();
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
