// Subscribers of the suite's push service (tests/e2e/push-service.ts) and what they received, decrypted.
import { expect } from "@playwright/test";
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

/** Waits for a push to `subscriber` whose title matches, and returns it decrypted. */
export async function pushTo(subscriber: PushSubscriber, title: RegExp): Promise<ReceivedPush["payload"]> {
  let found: ReceivedPush["payload"] | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${control}/received?${new URLSearchParams({ endpoint: subscriber.endpoint })}`);
      const { payloads, rejected } = (await response.json()) as { payloads: ReceivedPush["payload"][]; rejected: string[] };
      // A message that failed the VAPID or decryption checks is a failure, not something to wait out.
      expect(rejected).toEqual([]);
      found = payloads.find((payload) => title.test(payload.title));
      return Boolean(found);
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}
