// Subscribers of the suite's push service (tests/e2e/push-service.ts) and what they received, decrypted.
import { expect, type Page } from "@playwright/test";
import type { ReceivedPush } from "../support/push-endpoint";
import { E2E } from "./e2e-env";

const control = `http://127.0.0.1:${E2E.pushControlPort}`;

export type PushSubscriber = { endpoint: string; p256dh: string; auth: string };

/** A new browser subscription on the push service: its endpoint and keys, to register with the site. */
export async function newPushSubscriber(): Promise<PushSubscriber> {
  const response = await fetch(`${control}/subscribers`, { method: "POST" });
  expect(response.status).toBe(201);
  return (await response.json()) as PushSubscriber;
}

/** What `subscriber` has received so far, decrypted, oldest first. */
export async function pushesTo(subscriber: PushSubscriber): Promise<ReceivedPush["payload"][]> {
  const response = await fetch(`${control}/received?${new URLSearchParams({ endpoint: subscriber.endpoint })}`);
  const { payloads, rejected } = (await response.json()) as { payloads: ReceivedPush["payload"][]; rejected: string[] };
  // A message that failed the VAPID or decryption checks is a failure, not something to wait out.
  expect(rejected).toEqual([]);
  return payloads;
}

/** Waits for a push to `subscriber` whose title matches, and returns it decrypted. */
export async function pushTo(subscriber: PushSubscriber, title: RegExp): Promise<ReceivedPush["payload"]> {
  let found: ReceivedPush["payload"] | undefined;
  await expect
    .poll(async () => {
      found = (await pushesTo(subscriber)).find((payload) => title.test(payload.title));
      return Boolean(found);
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

/**
 * Makes the page's browser subscribe as `subscriber`, with notifications allowed: the headless browser
 * reaches no push service, so its PushManager hands out this subscriber's endpoint and keys, and what the
 * site sends that browser arrives at the suite's push service. The subscription survives reloads
 * (sessionStorage). Call before the first page.
 */
export async function browserSubscribesAs(page: Page, subscriber: PushSubscriber) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const STORED = "e2e-push-subscription";
    Object.defineProperty(Notification, "permission", { get: () => "granted" });
    Notification.requestPermission = async () => "granted";
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(STORED);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(STORED) ? subscription : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      // As Chromium: only with the server's key, and only through an active service worker.
      if (!options?.applicationServerKey) throw new DOMException("Registration failed - missing applicationServerKey", "AbortError");
      if (!(await navigator.serviceWorker.getRegistration("/"))?.active) throw new DOMException("Registration failed - no active Service Worker", "AbortError");
      sessionStorage.setItem(STORED, "1");
      return subscription;
    };
  }, subscriber);
}
