// Abuse item 2: a push subscription is changed or removed only by whoever holds it. The holder proves
// it with the subscription's auth secret in X-Push-Auth; knowing the sequential id or the endpoint is
// not enough, and no answer carries an endpoint. Real web-push encryption to the local push service
// (tests/support/push-endpoint.ts) shows the victim still receives what is sent after each attack.
import { beforeAll, describe, expect, it } from "vitest";
import type { PushEndpoint, Subscriber } from "../../support/push-endpoint";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";

let push: PushEndpoint;
let server: TestServer;
let staff: Client;
let victimBrowser: Client;
let attacker: Client;

startServerForFile({ push: true, signInAs: "admin", env: { PUSH_ENDPOINT_HOSTS: "127.0.0.1", LOG_REQUESTS: "false" } }, (file) => {
  ({ server } = file);
  push = file.push!;
  staff = file.staff!;
  victimBrowser = new Client(server.url);
  attacker = new Client(server.url);
});

type Row = { id: number; endpoint: string; p256dh: string; auth: string; preferences: string; is_active: number };
const rowOf = (endpoint: string) => queryDb<Row>(server, "SELECT * FROM push_subscriptions WHERE endpoint = ?", endpoint)[0];

const body = (subscriber: Pick<Subscriber, "endpoint" | "p256dh" | "auth">, preferences = ["news"]) => ({
  endpoint: subscriber.endpoint,
  p256dh: subscriber.p256dh,
  auth: subscriber.auth,
  userAgent: "vitest",
  preferences,
});
const proof = (auth?: string): Record<string, string> => (auth ? { "X-Push-Auth": auth } : {});
const patchTopics = (client: Client, id: number, preferences: string[], auth?: string) =>
  client.request(`/api/push-subscriptions/${id}/preferences`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...proof(auth) },
    body: JSON.stringify({ preferences }),
  });
const remove = (client: Client, endpoint: string, auth?: string) =>
  client.request(`/api/push-subscriptions/${encodeURIComponent(endpoint)}`, { method: "DELETE", headers: proof(auth) });

/** A refusal: the status, a JSON `message`, and not a trace of any endpoint. */
async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(JSON.parse(text).message).toMatch(message);
  expect(text).not.toContain(push.base);
}

async function sendNews(title: string) {
  const sent = await (await staff.postJson("/api/send-news-push", { newsTitle: title })).json();
  await expect
    .poll(() => queryDb<{ status: string }>(server, "SELECT status FROM notifications WHERE id = ?", sent.id)[0].status, { timeout: 30_000 })
    .not.toBe("sending");
}
const titlesReceivedBy = (subscriber: Subscriber) =>
  push.received.filter((message) => subscriber.endpoint.endsWith(message.path)).map((message) => message.payload.title);

describe("a stranger cannot change or remove someone else's push subscription", () => {
  let victim: Subscriber;
  let victimId: number;

  beforeAll(async () => {
    victim = push.subscriber("ok");
    const created = await victimBrowser.postJson("/api/push-subscriptions", body(victim));
    expect(created.status).toBe(201);
    const text = await created.text();
    expect(text).not.toContain(victim.endpoint);
    victimId = JSON.parse(text).id;
  });

  it("PATCH of topics by (sequential) id without the secret is refused, and answers no endpoint", async () => {
    await expectRefused(await patchTopics(attacker, victimId, ["academy"]), 403, /auth secret.*X-Push-Auth/);
    const wrong = push.subscriber("ok").auth;
    // A wrong secret answers exactly like an id nobody holds.
    await expectRefused(await patchTopics(attacker, victimId, ["academy"], wrong), 404, /^No active subscription$/);
    await expectRefused(await patchTopics(attacker, victimId + 1000, ["academy"], wrong), 404, /^No active subscription$/);
    expect(rowOf(victim.endpoint).preferences).toBe('["news"]');
  });

  it("DELETE by endpoint without the secret is refused and the subscriber stays", async () => {
    await expectRefused(await remove(attacker, victim.endpoint), 403, /auth secret/);
    await expectRefused(await remove(attacker, victim.endpoint, push.subscriber("ok").auth), 404, /^No active subscription$/);
    expect(rowOf(victim.endpoint)).toMatchObject({ id: victimId, is_active: 1 });
  });

  it("re-POSTing a known endpoint with other keys is refused, so messages stay readable only by the victim", async () => {
    const attackerKeys = push.subscriber("ok");
    const hijack = { ...body(victim, ["match", "academy", "news", "general"]), p256dh: attackerKeys.p256dh, auth: attackerKeys.auth };
    await expectRefused(await attacker.postJson("/api/push-subscriptions", hijack), 403, /already subscribed/);
    await expectRefused(
      await attacker.postJson("/api/push-subscriptions", hijack, { headers: proof(attackerKeys.auth) }),
      403,
      /already subscribed/,
    );
    expect(rowOf(victim.endpoint)).toMatchObject({ p256dh: victim.p256dh, auth: victim.auth, preferences: '["news"]' });

    await sendNews("Still yours");
    expect(titlesReceivedBy(victim)).toContain("Still yours");
    expect(push.rejected).toEqual([]);
  });

  it("no page or answer an admin loads carries a subscriber's endpoint", async () => {
    for (const path of ["/admin", "/admin?tab=settings", "/admin/settings?tab=push", "/admin-dashboard"]) {
      const page = await staff.get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).not.toContain(push.base);
    }
  });
});

describe("the holder of a subscription does each of these with its auth secret", () => {
  it("changes topics, re-subscribes, replaces its keys, and unsubscribes", async () => {
    const browser = new Client(server.url);
    const holder = push.subscriber("ok");
    const created = await (await browser.postJson("/api/push-subscriptions", body(holder, ["general"]))).json();

    const patched = await patchTopics(browser, created.id, ["match", "news"], holder.auth);
    expect(patched.status).toBe(200);
    const patchedText = await patched.text();
    expect(JSON.parse(patchedText)).toMatchObject({ id: created.id, preferences: ["match", "news"] });
    expect(patchedText).not.toContain(holder.endpoint);

    // The same browser subscribing again (same keys) updates its row: the posted secret is the proof.
    const again = await browser.postJson("/api/push-subscriptions", body(holder, ["news"]));
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ id: created.id, preferences: ["news"] });
    await sendNews("For the holder");
    expect(titlesReceivedBy(holder)).toContain("For the holder");

    // New keys for a known endpoint: accepted with the current secret as proof.
    const newKeys = push.subscriber("ok");
    const rotated = await browser.postJson("/api/push-subscriptions", { ...body(holder), p256dh: newKeys.p256dh, auth: newKeys.auth }, {
      headers: proof(holder.auth),
    });
    expect(rotated.status).toBe(201);
    expect(rowOf(holder.endpoint)).toMatchObject({ id: created.id, p256dh: newKeys.p256dh, auth: newKeys.auth });
    // From now on the old secret proves nothing; the new one does.
    expect((await remove(browser, holder.endpoint, holder.auth)).status).toBe(404);
    expect((await remove(browser, holder.endpoint, newKeys.auth)).status).toBe(204);
    expect(rowOf(holder.endpoint)).toBeUndefined();
  });
});
