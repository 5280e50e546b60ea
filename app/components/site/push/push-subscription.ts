// This browser's push subscription as the site keeps it: saved on the server through the public
// subscription API, its id and auth secret kept in localStorage (the secret proves to the server that we
// hold the subscription). Shared by the notification panel and the family page's team news switch.
import { DEFAULT_TOPICS, PUSH_PROOF_HEADER, type PushTopic } from "~/config/push";
import { pushSupported, registerServiceWorker } from "./push-support";

const STORAGE_KEY = "rsfc-push-subscription";
/** This browser's subscription: the server's id, and the auth secret that proves we hold it. */
export type Stored = { id: number; endpoint: string; auth: string; preferences: PushTopic[] };

export function readStored(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    const complete = value && typeof value.id === "number" && typeof value.auth === "string" && Array.isArray(value.preferences);
    return complete ? (value as Stored) : null;
  } catch {
    return null;
  }
}
export const writeStored = (value: Stored | null) => {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the panel still works for this page view.
  }
};

/** A failed response as an error whose message is "status: body" (or the status text). */
export async function request(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { credentials: "include", ...init });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}

/** The server changes or removes a subscription only for whoever shows its auth secret. */
export const proofOf = (auth: string | undefined): Record<string, string> => (auth ? { [PUSH_PROOF_HEADER]: auth } : {});

export async function saveSubscription(subscription: PushSubscription, preferences: PushTopic[]): Promise<Stored> {
  const json = subscription.toJSON();
  const auth = json.keys?.auth ?? "";
  const response = await request("/api/push-subscriptions", {
    method: "POST",
    // The secret saved last time proves this browser holds the endpoint should its keys have changed.
    headers: { "Content-Type": "application/json", ...proofOf(readStored()?.auth) },
    body: JSON.stringify({
      endpoint: subscription.endpoint,
      p256dh: json.keys?.p256dh,
      auth,
      userAgent: navigator.userAgent,
      preferences,
    }),
  });
  const saved = (await response.json()) as Pick<Stored, "id" | "preferences">;
  const stored = { id: saved.id, endpoint: subscription.endpoint, auth, preferences: saved.preferences };
  writeStored(stored);
  return stored;
}

/** How long a subscription waits for the service worker to become active before it fails. */
export const WORKER_WAIT_MS = 10_000;

/**
 * The site's service worker registration once its worker is active: a browser subscribes to push only
 * through an active worker. On a first visit the worker is still installing when the family page's switch
 * appears (both start as the page's scripts run), and a quick tap must not fail for that. A worker that
 * fails to install leaves no active one, and one stuck installing (a slow script download) is waited for
 * WORKER_WAIT_MS at most; without an active worker the subscription then fails with the refusal the
 * browser itself gives, which the switch and the panel show as a failure rather than turning for ever.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await registerServiceWorker();
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pending.removeEventListener("statechange", settled);
        resolve();
      };
      const settled = () => {
        if (pending.state === "activated" || pending.state === "redundant") done();
      };
      const timer = setTimeout(done, WORKER_WAIT_MS);
      pending.addEventListener("statechange", settled);
      settled();
    });
  }
  if (!registration.active) throw new DOMException("Subscription failed - no active Service Worker", "InvalidStateError");
  return registration;
}

/**
 * Subscribes this browser (asking for permission if need be) and saves it with `preferences`, or with
 * the topics it already has when it was subscribed before. "unsupported", "denied" (blocked) and
 * "dismissed" (the visitor said neither yes nor no) are answers, not errors; a failure of the browser
 * or the server throws.
 */
export async function subscribeThisBrowser(
  preferences?: PushTopic[],
): Promise<{ ok: true; stored: Stored } | { ok: false; reason: "unsupported" | "denied" | "dismissed" }> {
  if (!pushSupported()) return { ok: false, reason: "unsupported" };
  if (Notification.permission === "denied") return { ok: false, reason: "denied" };
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, reason: permission === "denied" ? "denied" : "dismissed" };
  const registration = await activeRegistration();
  const { publicKey } = (await (await request("/api/vapid-public-key", {})).json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const topics = preferences?.length ? preferences : (readStored()?.preferences ?? [...DEFAULT_TOPICS]);
  return { ok: true, stored: await saveSubscription(subscription, topics) };
}
