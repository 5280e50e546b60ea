// Web push end to end: the subscription API's validation, and real delivery to a local HTTPS push
// service that checks the VAPID JWT and decrypts every message (tests/support/push-endpoint.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushEndpoint, type PushEndpoint, type Subscriber } from "../support/push-endpoint";
import { Client, logInAs, queryDb, startServer, type TestServer } from "./harness";

let push: PushEndpoint;
let server: TestServer;
let admin: Client;
let visitor: Client;

// Every subscription here comes from 127.0.0.1: the per-client burst limit is raised (its own test is abuse/11).
const serverEnv = () => ({
  NODE_EXTRA_CA_CERTS: push.certFile,
  PUSH_ENDPOINT_HOSTS: "127.0.0.1",
  PUSH_SUBSCRIPTIONS_PER_IP_BURST: "1000",
  LOG_REQUESTS: "false",
});

beforeAll(async () => {
  push = await startPushEndpoint();
  server = await startServer(serverEnv());
  ({ client: admin } = await logInAs(server, "staff")); // push is a staff permission
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server?.stop();
  await push?.close();
});

const query = <T>(sql: string, ...params: unknown[]) => queryDb<T>(server, sql, ...params);

function subscriptionBody(subscriber: Subscriber, preferences?: string[]) {
  return { endpoint: subscriber.endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth, userAgent: "vitest", preferences };
}

async function subscribe(kind: Parameters<PushEndpoint["subscriber"]>[0], preferences?: string[]) {
  const subscriber = push.subscriber(kind);
  const response = await visitor.postJson("/api/push-subscriptions", subscriptionBody(subscriber, preferences));
  expect(response.status).toBe(201);
  const stored = (await response.json()) as { id: number; preferences: string[] };
  return { ...subscriber, id: stored.id, preferences: stored.preferences };
}

/** Changing or removing a subscription takes its auth secret (X-Push-Auth). */
function patch(client: Client, pathname: string, body: unknown, auth: string) {
  return client.request(pathname, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", "X-Push-Auth": auth },
    body: JSON.stringify(body),
  });
}

function unsubscribe(client: Client, endpoint: string, auth: string) {
  return client.request(`/api/push-subscriptions/${encodeURIComponent(endpoint)}`, { method: "DELETE", headers: { "X-Push-Auth": auth } });
}

type NotificationRow = { id: number; status: string; recipient_count: number; delivered_count: number; failed_count: number; click_count: number };

/** Waits until the background send of notification `id` has finished, and returns its row. */
async function finished(id: number, target = server): Promise<NotificationRow> {
  await expect
    .poll(() => queryDb<NotificationRow>(target, "SELECT status FROM notifications WHERE id = ?", id)[0]?.status, { timeout: 30_000, interval: 100 })
    .not.toBe("sending");
  return queryDb<NotificationRow>(target, "SELECT * FROM notifications WHERE id = ?", id)[0];
}

const messagesTo = (subscriber: Subscriber) => push.received.filter((m) => subscriber.endpoint.endsWith(m.path));

describe("VAPID public key", () => {
  it("is generated once, stored, and served to browsers", async () => {
    const first = await (await visitor.get("/api/vapid-public-key")).json();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect((await (await visitor.get("/api/vapid-public-key")).json()).publicKey).toBe(first.publicKey);
    const stored = query<{ value: string }>("SELECT value FROM settings WHERE key = 'vapid-keys'");
    expect(JSON.parse(stored[0].value).publicKey).toBe(first.publicKey);
  });
});

describe("subscription API", () => {
  it("refuses endpoints the server must not call and keys of the wrong size, writing nothing", async () => {
    const good = subscriptionBody(push.subscriber("ok"));
    const before = query<{ n: number }>("SELECT count(*) AS n FROM push_subscriptions")[0].n;
    const bad: Array<[string, unknown]> = [
      ["http endpoint", { ...good, endpoint: good.endpoint.replace("https:", "http:") }],
      ["unknown host", { ...good, endpoint: "https://169.254.169.254/latest/meta-data" }],
      ["look-alike host", { ...good, endpoint: "https://127.0.0.1.evil.example/x" }],
      ["credentials in the URL", { ...good, endpoint: good.endpoint.replace("https://", "https://user:pw@") }],
      ["not a URL", { ...good, endpoint: "fcm.googleapis.com/x" }],
      ["p256dh 64 bytes", { ...good, p256dh: Buffer.alloc(64, 4).toString("base64url") }],
      ["p256dh not base64url", { ...good, p256dh: "+/" + good.p256dh.slice(2) }],
      ["auth 15 bytes", { ...good, auth: Buffer.alloc(15, 1).toString("base64url") }],
      ["auth missing", { ...good, auth: undefined }],
      ["unknown topic", { ...good, preferences: ["match", "transfers"] }],
      ["topics not a list", { ...good, preferences: "match" }],
    ];
    for (const [label, body] of bad) {
      const response = await visitor.postJson("/api/push-subscriptions", body);
      expect(response.status, label).toBe(400);
      expect((await response.json()).message, label).toBe("Invalid subscription");
    }
    const asForm = await visitor.postForm("/api/push-subscriptions", { endpoint: good.endpoint });
    expect(asForm.status).toBe(415);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM push_subscriptions")[0].n).toBe(before);
  });

  it("upserts by endpoint, saves topics (empty = general), and unsubscribes by URL-encoded endpoint", async () => {
    const subscriber = push.subscriber("ok");
    const created = await visitor.postJson("/api/push-subscriptions", subscriptionBody(subscriber));
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ id: expect.any(Number), preferences: ["general"], isActive: true });
    // The answer never carries the endpoint (it is the subscriber's; the caller has it already).
    expect(row).not.toHaveProperty("endpoint");
    expect(query("SELECT id FROM push_subscriptions WHERE endpoint = ?", subscriber.endpoint)).toEqual([{ id: row.id }]);

    const again = await (await visitor.postJson("/api/push-subscriptions", subscriptionBody(subscriber, ["match", "match", "news"]))).json();
    expect(again.id).toBe(row.id);
    expect(again.preferences).toEqual(["match", "news"]);

    const auth = subscriber.auth;
    const updated = await patch(visitor, `/api/push-subscriptions/${row.id}/preferences`, { preferences: ["academy"] }, auth);
    expect(updated.status).toBe(200);
    expect((await updated.json()).preferences).toEqual(["academy"]);
    expect((await (await patch(visitor, `/api/push-subscriptions/${row.id}/preferences`, { preferences: [] }, auth)).json()).preferences).toEqual(["general"]);
    expect((await patch(visitor, `/api/push-subscriptions/${row.id}/preferences`, { preferences: ["spam"] }, auth)).status).toBe(400);
    const missing = await patch(visitor, "/api/push-subscriptions/99999999/preferences", { preferences: ["news"] }, auth);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("No active subscription");
    expect((await patch(visitor, "/api/push-subscriptions/abc/preferences", { preferences: ["news"] }, auth)).status).toBe(404);

    expect((await unsubscribe(visitor, subscriber.endpoint, auth)).status).toBe(204);
    expect(query("SELECT id FROM push_subscriptions WHERE endpoint = ?", subscriber.endpoint)).toEqual([]);
    expect((await unsubscribe(visitor, subscriber.endpoint, auth)).status).toBe(404);
    expect((await patch(visitor, `/api/push-subscriptions/${row.id}/preferences`, { preferences: ["news"] }, auth)).status).toBe(404);
  });

  it("accepts the real push services and nothing else when PUSH_ENDPOINT_HOSTS is not set", async () => {
    const plain = await startServer({ LOG_REQUESTS: "false" });
    try {
      const client = new Client(plain.url);
      const keys = subscriptionBody(push.subscriber("ok"));
      const accepted = [
        "https://fcm.googleapis.com/fcm/send/abc:def",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
        "https://web.push.apple.com/QGuQyavXutnMH",
      ];
      for (const endpoint of accepted) {
        expect((await client.postJson("/api/push-subscriptions", { ...keys, endpoint })).status, endpoint).toBe(201);
      }
      const refused = [keys.endpoint, "https://fcm.googleapis.com:8443/fcm/send/x", "https://googleapis.com.evil.example/x", "https://localhost/x"];
      for (const endpoint of refused) {
        expect((await client.postJson("/api/push-subscriptions", { ...keys, endpoint })).status, endpoint).toBe(400);
      }
    } finally {
      await plain.stop();
    }
  });
});

describe("sending", () => {
  it("delivers a match notification only to match subscribers, encrypted and signed, with TTL and Urgency high", async () => {
    const fan = await subscribe("ok", ["match", "general"]);
    const parent = await subscribe("ok", ["academy"]);
    const general = await subscribe("ok");
    const response = await admin.postJson("/api/send-match-push", { opponent: "Gor Mahia Youth", venue: "Kasarani", matchDate: "2026-12-05" });
    expect(response.status).toBe(202);
    const sent = await response.json();
    expect(sent).toMatchObject({ id: expect.any(Number), status: "sending", type: "match" });
    expect(sent.recipientCount).toBeGreaterThanOrEqual(1);

    const row = await finished(sent.id);
    expect(row.status).toBe("sent");
    expect(row.delivered_count).toBe(row.recipient_count);
    expect(push.rejected).toEqual([]);
    const [message] = messagesTo(fan);
    expect(message.payload.title).toBe("Match Update: Rising Stars FC vs Gor Mahia Youth");
    expect(message.payload.body).toContain("Kasarani");
    expect(message.payload.data).toEqual({ url: "/#fixtures", notificationId: sent.id, type: "match" });
    expect(message.headers.ttl).toBe("86400");
    expect(message.headers.urgency).toBe("high");
    expect(message.jwt.aud).toBe(push.base);
    const { publicKey } = await (await visitor.get("/api/vapid-public-key")).json();
    expect(message.vapidKey).toBe(publicKey);
    expect(messagesTo(parent)).toEqual([]);
    expect(messagesTo(general)).toEqual([]);
  });

  it("sends a custom general notification to everyone, with the image and link, and records it in the audit log", async () => {
    const a = await subscribe("ok", ["academy"]);
    const b = await subscribe("ok");
    const title = `Kit launch ${Date.now()}`;
    const response = await admin.postJson("/api/send-push-notification", {
      title,
      body: "The new home kit is in the shop.",
      type: "general",
      targetUrl: "/shop",
      imageUrl: "https://images.example/kit.webp",
    });
    expect(response.status).toBe(202);
    const sent = await response.json();
    const active = query<{ n: number }>("SELECT count(*) AS n FROM push_subscriptions WHERE is_active = 1")[0].n;
    expect(sent.recipientCount).toBe(active);
    await finished(sent.id);
    for (const subscriber of [a, b]) {
      const message = messagesTo(subscriber).find((m) => m.payload.title === title)!;
      expect(message.payload).toMatchObject({ body: "The new home kit is in the shop.", image: "https://images.example/kit.webp", data: { url: "/shop" } });
      expect(message.headers.urgency).toBe("normal");
    }
    const audit = query<{ action: string; summary: string; target_id: string }>(
      "SELECT action, summary, target_id FROM audit_log WHERE action = 'push.send' AND target_id = ?",
      String(sent.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].summary).toContain(title);
  });

  it("deactivates a subscription the push service says is gone (410), and retries 429 after Retry-After", async () => {
    const gone = await subscribe("gone", ["news"]);
    const busy = await subscribe("ok", ["news"]);
    const busyLater = await subscribe("busy", ["news"]);
    const sent = await (await admin.postJson("/api/send-news-push", { newsTitle: "Derby report", summary: "We won 2-1." })).json();
    const row = await finished(sent.id);
    expect(query<{ is_active: number }>("SELECT is_active FROM push_subscriptions WHERE id = ?", gone.id)[0].is_active).toBe(0);
    expect(query<{ is_active: number }>("SELECT is_active FROM push_subscriptions WHERE id = ?", busyLater.id)[0].is_active).toBe(1);
    const busyPath = new URL(busyLater.endpoint).pathname;
    expect(push.attempts.get(busyPath)).toBe(2);
    expect(messagesTo(busyLater).map((m) => m.payload.title)).toEqual(["Derby report"]);
    expect(messagesTo(busy).map((m) => m.payload.title)).toEqual(["Derby report"]);
    const deliveries = query<{ subscription_id: number; status: string; attempts: number }>(
      "SELECT subscription_id, status, attempts FROM push_deliveries WHERE notification_id = ?",
      sent.id,
    );
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { subscription_id: gone.id, status: "failed", attempts: 1 },
        { subscription_id: busyLater.id, status: "delivered", attempts: 2 },
      ]),
    );
    expect(row.failed_count).toBeGreaterThanOrEqual(1);
    expect(row.delivered_count + row.failed_count).toBe(row.recipient_count);
    // A deactivated subscription gets nothing more.
    const next = await (await admin.postJson("/api/send-news-push", {})).json();
    await finished(next.id);
    expect(query("SELECT id FROM push_deliveries WHERE notification_id = ? AND subscription_id = ?", next.id, gone.id)).toEqual([]);
  });

  it("gives up on a push service that keeps failing (5xx) after a bounded number of attempts", async () => {
    const failing = await subscribe("error", ["academy"]);
    const sent = await (await admin.postJson("/api/send-academy-push", {})).json();
    const row = await finished(sent.id);
    const [delivery] = query<{ status: string; attempts: number; last_error: string }>(
      "SELECT status, attempts, last_error FROM push_deliveries WHERE notification_id = ? AND subscription_id = ?",
      sent.id,
      failing.id,
    );
    expect(delivery).toEqual({ status: "failed", attempts: 4, last_error: "500" });
    expect(push.attempts.get(new URL(failing.endpoint).pathname)).toBe(4);
    expect(row.failed_count).toBeGreaterThanOrEqual(1);
    expect(row.delivered_count + row.failed_count).toBe(row.recipient_count);
    // A server error is not a reason to drop the subscriber.
    expect(query<{ is_active: number }>("SELECT is_active FROM push_subscriptions WHERE id = ?", failing.id)[0].is_active).toBe(1);
    expect((await unsubscribe(visitor, failing.endpoint, failing.auth)).status).toBe(204);
  });

  it("validates the custom notification with the agreed messages, and refuses a payload over 4 KB", async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ body: "x" }, 400, "Title is required"],
      [{ title: "  ", body: "x" }, 400, "Title is required"],
      [{ title: "Hi" }, 400, "Message is required"],
      [{ title: "Hi", body: "x", type: "transfers" }, 400, "Invalid notification type"],
      [{ title: "Hi", body: "x", targetUrl: "javascript:alert(1)" }, 400, "Use a path on this site"],
      [{ title: "Hi", body: "x", targetUrl: "//evil.example" }, 400, "Use a path on this site"],
      [{ title: "Hi", body: "x", imageUrl: "http://images.example/a.png" }, 400, "Use a path on this site"],
      [{ title: "Hi", body: "é".repeat(2100) }, 413, "too long to send"],
    ];
    const before = query<{ n: number }>("SELECT count(*) AS n FROM notifications")[0].n;
    for (const [body, status, message] of cases) {
      const response = await admin.postJson("/api/send-push-notification", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect((await response.json()).message).toContain(message);
    }
    expect(query<{ n: number }>("SELECT count(*) AS n FROM notifications")[0].n).toBe(before);
    expect((await visitor.postJson("/api/send-push-notification", { title: "x", body: "y" })).status).toBe(401);
  });

  it("the admin page sends quick tests and custom notifications as plain form posts", async () => {
    const page = await admin.get("/admin");
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Send Notifications", "User Settings", "Test Match Notification", "Custom notification"]) expect(html).toContain(text);

    const test = await admin.postForm("/admin?index", { intent: "test", testType: "academy" });
    expect(test.status).toBe(302);
    const unknown = await admin.postForm("/admin?index", { intent: "test", testType: "weather" });
    expect(unknown.status).toBe(400);
    const invalid = await admin.postForm("/admin?index", { intent: "send", title: "", body: "", type: "general" });
    expect(invalid.status).toBe(400);
    const title = `Training moved ${Date.now()}`;
    const custom = await admin.postForm("/admin?index", { intent: "send", title, body: "Saturday training starts at 9.", type: "academy" });
    expect(custom.status).toBe(302);
    expect(custom.headers.get("location")).toBe("/admin?tab=send");
    const history = await (await admin.get("/admin")).text();
    expect(history).toContain(title);

    const settings = await (await admin.get("/admin?tab=settings")).text();
    for (const label of ["Active subscribers", "Inactive subscribers", "Match Updates", "Academy News", "Club News", "General Updates"]) {
      expect(settings).toContain(label);
    }
    expect((await new Client(server.url).get("/admin")).status).toBe(302);
  });

  it("counts a click once, and only from a subscription the notification was delivered to", async () => {
    const fan = await subscribe("ok");
    const sent = await (await admin.postJson("/api/send-push-notification", { title: "Click me", body: "Go" })).json();
    await finished(sent.id);
    const click = (endpoint: string) => visitor.postJson(`/api/notifications/${sent.id}/clicks`, { endpoint });
    expect((await click(fan.endpoint)).status).toBe(204);
    expect((await click(fan.endpoint)).status).toBe(404);
    expect((await click("https://127.0.0.1/not-subscribed")).status).toBe(404);
    expect(query<{ click_count: number }>("SELECT click_count FROM notifications WHERE id = ?", sent.id)[0].click_count).toBe(1);
  });
});

describe("restart in the middle of a send", () => {
  it("resumes the deliveries not yet made, so every subscriber gets the notification", { timeout: 90_000 }, async () => {
    const crashing = await startServer({ ...serverEnv(), PUSH_CONCURRENCY: "2" });
    let killed = false;
    try {
      const client = new Client(crashing.url);
      const subscribers: Subscriber[] = [];
      for (let i = 0; i < 20; i++) {
        const subscriber = push.subscriber("slow");
        expect((await client.postJson("/api/push-subscriptions", subscriptionBody(subscriber, ["news"]))).status).toBe(201);
        subscribers.push(subscriber);
      }
      const { client: staff } = await logInAs(crashing, "staff");
      const sent = await (await staff.postJson("/api/send-news-push", { newsTitle: "Restart-safe" })).json();
      expect(sent.recipientCount).toBe(20);
      // Two at a time, 400 ms each: after a second a few have been delivered and most have not.
      await expect
        .poll(() => queryDb<{ n: number }>(crashing, "SELECT count(*) AS n FROM push_deliveries WHERE notification_id = ? AND status = 'delivered'", sent.id)[0].n, { timeout: 30_000, interval: 50 })
        .toBeGreaterThanOrEqual(2);
      await crashing.stop("SIGKILL");
      killed = true;
      const midway = queryDb<{ status: string; n: number }>(crashing, "SELECT status, count(*) AS n FROM push_deliveries WHERE notification_id = ? GROUP BY status", sent.id);
      expect(midway.find((r) => r.status === "pending")?.n ?? 0).toBeGreaterThan(0);

      const restarted = await startServer({ ...serverEnv(), PUSH_CONCURRENCY: "10" }, crashing.dataDir);
      try {
        const row = await finished(sent.id, restarted);
        expect(row).toMatchObject({ status: "sent", recipient_count: 20, delivered_count: 20, failed_count: 0 });
        for (const subscriber of subscribers) {
          expect(messagesTo(subscriber).some((m) => m.payload.title === "Restart-safe"), subscriber.endpoint).toBe(true);
        }
        expect(restarted.output()).toContain("Resuming 1 notification send(s)");
      } finally {
        await restarted.stop();
      }
    } finally {
      if (!killed) await crashing.stop();
    }
  });
});
