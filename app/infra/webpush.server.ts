// The adapter to the browsers' push services (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID)
// through the web-push package. Knows nothing about notifications or topics: app/models/push.server.ts does.
import https from "node:https";
import { createRequire } from "node:module";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { getDb } from "~/db/client.server";
import { settings } from "~/db/schema";
import { getEnv } from "~/config/env.server";
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

/**
 * What a push service said: delivered, gone for good (404/410, or its host does not exist), try later
 * (429/5xx/network), refused.
 */
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
/**
 * Origins whose header is kept. The real push services are a handful of origins; wildcard hosts
 * (`.notify.windows.com`) let a subscriber pick a new origin each time, so the cache is a bounded LRU.
 */
export const VAPID_CACHE_SIZE = 64;
type CachedVapid = { header: string; until: number };
const vapidCache = () => singleton("vapid-jwt-cache", () => new Map<string, CachedVapid>());

/** How many origins' headers are cached now (never more than VAPID_CACHE_SIZE). */
export const vapidCacheSize = () => vapidCache().size;

export function vapidAuthorization(endpoint: string, now = Date.now()): string {
  const audience = new URL(endpoint).origin;
  const cache = vapidCache();
  const cached = cache.get(audience);
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  cache.delete(audience);
  if (cached && cached.until > now) {
    cache.set(audience, cached);
    return cached.header;
  }
  const keys = getVapidKeys();
  const expiration = Math.floor(now / 1000) + JWT_VALID_SECONDS;
  const headers = webpush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, "aes128gcm", expiration);
  cache.set(audience, { header: headers.Authorization, until: now + JWT_REUSE_MS });
  while (cache.size > VAPID_CACHE_SIZE) cache.delete(cache.keys().next().value!);
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

// ---------------------------------------------------------------- encryption off the main thread

// RFC 8291 needs an ECDH agreement per message, about 1-3 ms of CPU with OpenSSL 3: 10,000 of them on
// the main thread would stall every page request for seconds. A small pool of worker threads encrypts
// (web-push's own generateRequestDetails), the main thread only does the I/O. Calls made in the same
// tick travel to a worker together.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const webpush = require(workerData.webPushPath);
parentPort.on("message", ({ id, jobs }) => {
  const results = jobs.map((job) => {
    try {
      const details = webpush.generateRequestDetails(job.subscription, job.payload, job.options);
      return { ok: true, headers: details.headers, body: details.body };
    } catch (error) {
      return { ok: false, error: String((error && error.message) || error) };
    }
  });
  parentPort.postMessage({ id, results });
});`;

type EncryptJob = { subscription: webpush.PushSubscription; payload: string; options: webpush.RequestOptions };
type Encrypted = { ok: true; headers: Record<string, string | number>; body: Uint8Array } | { ok: false; error: string };
type Pending = { job: EncryptJob; resolve: (result: Encrypted) => void };

function createEncryptionPool() {
  const require = createRequire(import.meta.url);
  const size = Math.max(1, Math.min(4, os.availableParallelism()));
  const workers: Worker[] = [];
  const waiting = new Map<number, (results: Encrypted[]) => void>();
  const start = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { webPushPath: require.resolve("web-push") } });
    worker.on("message", ({ id, results }: { id: number; results: Encrypted[] }) => {
      waiting.get(id)?.(results);
      waiting.delete(id);
    });
    worker.on("error", (error) => console.error("Push encryption worker failed:", error));
    worker.unref(); // never keeps the process alive
    return worker;
  };
  let next = 0;
  let sequence = 0;
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    if (!workers.length) for (let i = 0; i < size; i++) workers.push(start());
    // Split the tick's jobs over the workers.
    const per = Math.ceil(batch.length / workers.length);
    for (let i = 0; i < batch.length; i += per) {
      const part = batch.slice(i, i + per);
      const id = ++sequence;
      waiting.set(id, (results) => part.forEach((pending, index) => pending.resolve(results[index])));
      workers[next++ % workers.length].postMessage({ id, jobs: part.map((pending) => pending.job) });
    }
  };
  return (job: EncryptJob) =>
    new Promise<Encrypted>((resolve) => {
      if (!queue.length) setImmediate(flush);
      queue.push({ job, resolve });
    });
}

const encrypt = (job: EncryptJob) => singleton("push-encryption-pool", createEncryptionPool)(job);

/** POSTs an encrypted message; answers what the push service said. */
function post(endpoint: string, headers: Record<string, string | number>, body: Uint8Array): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const request = https.request(endpoint, { method: "POST", headers, agent: agent(), timeout: 15_000 }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        if (text.length < 300) text += chunk;
      });
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const error = `${status} ${text.slice(0, 200)}`.trim();
        if (status >= 200 && status < 300) resolve({ kind: "delivered" });
        else if (status === 404 || status === 410) resolve({ kind: "gone", error });
        else if (status === 429 || status >= 500) {
          resolve({ kind: "retry", error, retryAfterMs: parseRetryAfter(response.headers["retry-after"]) });
        } else resolve({ kind: "failed", error });
      });
      response.on("error", (err) => resolve({ kind: "retry", error: err.message }));
    });
    request.on("timeout", () => request.destroy(new Error("Socket timeout")));
    request.on("error", (err: NodeJS.ErrnoException) => {
      const error = err.message.slice(0, 200);
      // A host that does not exist (NXDOMAIN) will not exist on the next try either: the subscription
      // is gone. Other network trouble (reset, timeout, a resolver that cannot answer now: EAI_AGAIN)
      // is worth another try, and after the last one only this delivery fails, so a DNS outage on our
      // side never unsubscribes anyone.
      resolve(err.code === "ENOTFOUND" ? { kind: "gone", error } : { kind: "retry", error });
    });
    request.end(body);
  });
}

/** Encrypts `payload` for one subscription and POSTs it to its push service. Never throws. */
export async function sendPushMessage(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
  let authorization: string;
  try {
    authorization = vapidAuthorization(target.endpoint);
  } catch (error) {
    return { kind: "failed", error: (error as Error).message.slice(0, 200) };
  }
  const encrypted = await encrypt({
    subscription: { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    options: {
      // null (not undefined) stops web-push signing a JWT per message: the cached header is used instead.
      vapidDetails: null as unknown as undefined,
      headers: { Authorization: authorization },
      contentEncoding: "aes128gcm",
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      topic: options.topic,
    },
  });
  // A key web-push cannot use (a subscription with a broken key) will not work next time either.
  if (!encrypted.ok) return { kind: "failed", error: encrypted.error.slice(0, 200) };
  return post(target.endpoint, encrypted.headers, encrypted.body);
}
