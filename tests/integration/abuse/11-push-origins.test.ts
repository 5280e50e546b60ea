// Abuse item 11: push origins are bounded. New subscriptions per client in 10 minutes are capped
// (PUSH_SUBSCRIPTIONS_PER_IP_BURST; a burst limit, as a carrier's NAT puts many fans on one address), and a push host that does not resolve is a permanent failure: the
// subscription is dropped like one the push service answers 410 for, after one attempt. (The VAPID
// header cache's bound is a unit test: tests/unit/infra/webpush.test.ts.)
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PushEndpoint, Subscriber } from "../../support/push-endpoint";
import { Client, queryDb, startServerForFile, type TestServer } from "../harness";

let push: PushEndpoint;
let server: TestServer;
let staff: Client;

const env = {
  // The local push service, and a wildcard zone that never resolves (RFC 2606 .invalid).
  PUSH_ENDPOINT_HOSTS: "127.0.0.1,.push.invalid",
  PUSH_SUBSCRIPTIONS_PER_IP_BURST: "3",
  // The client IP then comes from Fly-Client-IP, so one test plays several visitors.
  FLY_APP_NAME: "rsfc-abuse-test",
  LOG_REQUESTS: "false",
};
startServerForFile({ push: true, signInAs: "admin", env }, (file) => {
  ({ server } = file);
  push = file.push!;
  staff = file.staff!;
});

const body = (subscriber: Pick<Subscriber, "endpoint" | "p256dh" | "auth">) => ({
  endpoint: subscriber.endpoint,
  p256dh: subscriber.p256dh,
  auth: subscriber.auth,
  preferences: ["general"],
});
const subscribeFrom = (ip: string, subscriber: Pick<Subscriber, "endpoint" | "p256dh" | "auth">) =>
  new Client(server.url).postJson("/api/push-subscriptions", body(subscriber), { headers: { "Fly-Client-IP": ip } });
const count = () => queryDb<{ n: number }>(server, "SELECT count(*) AS n FROM push_subscriptions")[0].n;

describe("subscriptions per client in a few minutes", () => {
  it("refuses a client's new subscriptions past the burst limit with 429 and a clear message", async () => {
    const ip = "198.51.100.23";
    const mine = [push.subscriber("ok"), push.subscriber("ok"), push.subscriber("ok")];
    for (const subscriber of mine) expect((await subscribeFrom(ip, subscriber)).status).toBe(201);

    const before = count();
    // Each origin a stranger invents would be one more host the server calls and remembers.
    for (let i = 0; i < 5; i++) {
      const invented = { ...push.subscriber("ok"), endpoint: `https://h${crypto.randomBytes(6).toString("hex")}.push.invalid/x` };
      const refused = await subscribeFrom(ip, invented);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: "Too many new push subscriptions from this address in the last few minutes. Please try again in a few minutes." });
    }
    expect(count()).toBe(before);

    // The legitimate paths still work: the same browsers re-subscribing, and another visitor.
    expect((await subscribeFrom(ip, mine[0])).status).toBe(201);
    expect((await subscribeFrom("198.51.100.24", push.subscriber("ok"))).status).toBe(201);
  });
});

describe("a push host that does not resolve", () => {
  it("is a permanent failure: one attempt, the delivery failed and the subscription dropped; others are delivered", async () => {
    const nowhere = { ...push.subscriber("ok"), endpoint: `https://fans-${crypto.randomBytes(6).toString("hex")}.push.invalid/wpush/x` };
    const fan = push.subscriber("ok");
    expect((await subscribeFrom("203.0.113.40", nowhere)).status).toBe(201);
    expect((await subscribeFrom("203.0.113.41", fan)).status).toBe(201);
    const nowhereId = queryDb<{ id: number }>(server, "SELECT id FROM push_subscriptions WHERE endpoint = ?", nowhere.endpoint)[0].id;

    const sent = await (await staff.postJson("/api/send-push-notification", { title: "Kick-off moved", body: "Now at 3 pm." })).json();
    await expect
      .poll(() => queryDb<{ status: string }>(server, "SELECT status FROM notifications WHERE id = ?", sent.id)[0].status, { timeout: 30_000 })
      .toBe("sent");

    const delivery = queryDb<{ status: string; attempts: number; last_error: string }>(
      server,
      "SELECT status, attempts, last_error FROM push_deliveries WHERE notification_id = ? AND subscription_id = ?",
      sent.id,
      nowhereId,
    )[0];
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.last_error).toMatch(/ENOTFOUND/);
    expect(queryDb<{ is_active: number }>(server, "SELECT is_active FROM push_subscriptions WHERE id = ?", nowhereId)[0].is_active).toBe(0);
    expect(push.received.some((message) => fan.endpoint.endsWith(message.path) && message.payload.title === "Kick-off moved")).toBe(true);
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace logged
  });
});
