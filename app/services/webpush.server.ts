// The adapter to the browsers' push services (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID)
// through the web-push package. Knows nothing about notifications or topics: app/models/push.server.ts does.
import https from "node:https";
import { eq } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { getEnv } from "~/services/env.server";
import { singleton } from "~/utils/singleton.server";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const VAPID_SETTING = "vapid-keys";

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the pair generated on the first start and
 * kept in the settings table. Never regenerated: every browser subscription is bound to the public key.
 */
export function getVapidKeys(): VapidKeys {
  return singleton("vapid-keys", () => {
    const env = getEnv();
    const subject = env.VAPID_SUBJECT ?? `mailto:${env.CLUB_OFFICE_EMAIL}`;
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
      return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    }
    const db = getDb();
    const generated = webpush.generateVAPIDKeys();
    // Two processes starting at once both try; the first insert wins and both read the same pair.
    db.insert(settings).values({ key: VAPID_SETTING, value: JSON.stringify(generated) }).onConflictDoNothing().run();
    const stored = db.select().from(settings).where(eq(settings.key, VAPID_SETTING)).get()!;
    const { publicKey, privateKey } = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
    return { publicKey, privateKey, subject };
  });
}

/** The push services browsers subscribe with; a leading "." also allows every subdomain. */
export const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Opera, Samsung Internet
  "android.googleapis.com",
  ".push.services.mozilla.com", // Firefox
  ".notify.windows.com", // Edge on Windows (WNS)
  "web.push.apple.com", // Safari
  ".push.apple.com",
];

function allowedHosts(): string[] {
  const configured = getEnv().PUSH_ENDPOINT_HOSTS;
  if (!configured) return KNOWN_PUSH_HOSTS;
  return configured.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
}

function hostMatches(url: URL, entry: string): boolean {
  if (entry.startsWith(".")) return url.hostname.endsWith(entry) || url.hostname === entry.slice(1);
  // An entry with a port ("127.0.0.1:8443") must match exactly; without one, the host name does.
  return entry.includes(":") && !entry.startsWith("[") ? url.host === entry : url.hostname === entry;
}

/**
 * Whether the server may POST to this endpoint: https, no credentials in it, on a known push service
 * (on the default port) or on a host PUSH_ENDPOINT_HOSTS names. Anything else would let a visitor make
 * the server call an address of their choosing.
 */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const configured = !!getEnv().PUSH_ENDPOINT_HOSTS;
  if (!configured && url.port) return false;
  return allowedHosts().some((entry) => hostMatches(url, entry));
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: "normal" | "high"; topic?: string };

/** What a push service said: delivered, gone for good (404/410), try later (429/5xx/network), refused. */
export type PushOutcome =
  | { kind: "delivered" }
  | { kind: "gone"; error: string }
  | { kind: "retry"; error: string; retryAfterMs?: number }
  | { kind: "failed"; error: string };

// Keep-alive: thousands of messages to the same push service reuse a few dozen TLS connections.
const agent = () => singleton("push-agent", () => new https.Agent({ keepAlive: true, maxSockets: 64 }));

// A VAPID JWT is an ES256 signature per push service origin; signing one per message would cost more
// than the encryption. Each is reused for an hour and valid for twelve.
const JWT_VALID_SECONDS = 12 * 3600;
const JWT_REUSE_MS = 3600_000;
const vapidCache = () => singleton("vapid-jwt-cache", () => new Map<string, { header: string; until: number }>());

function vapidAuthorization(endpoint: string, now = Date.now()): string {
  const audience = new URL(endpoint).origin;
  const cached = vapidCache().get(audience);
  if (cached && cached.until > now) return cached.header;
  const keys = getVapidKeys();
  const expiration = Math.floor(now / 1000) + JWT_VALID_SECONDS;
  const headers = webpush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, "aes128gcm", expiration);
  vapidCache().set(audience, { header: headers.Authorization, until: now + JWT_REUSE_MS });
  return headers.Authorization;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Encrypts `payload` for one subscription and POSTs it to its push service. Never throws. */
export async function sendPushMessage(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  try {
    await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      // null (not undefined) stops web-push signing a JWT per message: the cached header is used instead.
      vapidDetails: null as unknown as undefined,
      headers: { Authorization: vapidAuthorization(target.endpoint) },
      contentEncoding: "aes128gcm",
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      topic: options.topic,
      agent: agent(),
      timeout: 15_000,
    });
    return { kind: "delivered" };
  } catch (error) {
    if (error instanceof WebPushError) {
      const error_ = `${error.statusCode} ${error.body?.slice(0, 200) ?? ""}`.trim();
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: "gone", error: error_ };
      if (error.statusCode === 429 || error.statusCode >= 500) {
        return { kind: "retry", error: error_, retryAfterMs: parseRetryAfter(error.headers?.["retry-after"]) };
      }
      return { kind: "failed", error: error_ };
    }
    // Network trouble (reset, timeout, DNS) is worth another try; a key web-push cannot use is not.
    const message = error instanceof Error ? error.message : String(error);
    if (/ECONN|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|socket|timeout|EPIPE/i.test(message)) return { kind: "retry", error: message };
    return { kind: "failed", error: message.slice(0, 200) };
  }
}
