// Push rules that need no push service: the schemas, the endpoint allow-list, Retry-After, the payload
// limit and topic matching (use cases on an in-memory database).
import { describe, expect, it } from "vitest";
import { isSafeLink, notificationSchema, preferencesSchema, subscriptionSchema } from "~/schemas/push";
import * as webpush from "~/infra/webpush.server";
import { getNotification, pruneSettledDeliveries } from "~/models/push/delivery.server";
import { listNotifications, notifyTeamFamilies, sendNotification } from "~/models/push/notifications.server";
import { countSubscribers, followTeamsOnDevice, subscribe, subscriptionView, unsubscribe, updatePreferences } from "~/models/push/subscriptions.server";
import { sendTestNotification } from "~/models/push/test-notifications.server";
import { getDb } from "~/db/client.server";

const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
  auth: Buffer.alloc(16, 3).toString("base64url"),
};

describe("subscription schema", () => {
  it("takes base64url keys of exactly 65 and 16 bytes, topics from the four, general by default", () => {
    const parsed = subscriptionSchema.parse({ endpoint: "https://fcm.googleapis.com/fcm/send/a", ...keys });
    expect(parsed.preferences).toEqual(["general"]);
    expect(subscriptionSchema.safeParse({ endpoint: "https://x.example/a", ...keys, p256dh: keys.p256dh + "AA" }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ endpoint: "https://x.example/a", ...keys, auth: keys.auth.slice(0, -2) }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ endpoint: "http://x.example/a", ...keys }).success).toBe(false);
    expect(preferencesSchema.parse({ preferences: [] }).preferences).toEqual(["general"]);
    expect(preferencesSchema.parse({ preferences: ["news", "news", "match"] }).preferences).toEqual(["news", "match"]);
    expect(preferencesSchema.safeParse({ preferences: ["sport"] }).success).toBe(false);
  });

  it("accepts links that are same-site paths or https, nothing that could run or leave the site silently", () => {
    for (const good of ["/", "/academy-registration", "/#news", "https://images.example/a.webp"]) expect(isSafeLink(good), good).toBe(true);
    for (const bad of ["//evil.example", "javascript:alert(1)", "data:text/html,x", "http://x.example", "/\\evil", "/a b", "news"]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    const missing = notificationSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error!.flatten().fieldErrors).toEqual({ title: ["Title is required"], body: ["Message is required"] });
    expect(notificationSchema.parse({ title: "T", body: "B", targetUrl: "" }).targetUrl).toBeUndefined();
  });
});

describe("push endpoint allow-list", () => {
  it("allows the browsers' push services on the default port, https only, no credentials", () => {
    for (const good of [
      "https://fcm.googleapis.com/fcm/send/x",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://wns2-bl2p.notify.windows.com/w/?token=x",
      "https://web.push.apple.com/x",
    ]) {
      expect(webpush.isAllowedPushEndpoint(good), good).toBe(true);
    }
    for (const bad of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:444/x",
      "https://user@fcm.googleapis.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilnotify.windows.com/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "not a url",
    ]) {
      expect(webpush.isAllowedPushEndpoint(bad), bad).toBe(false);
    }
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(webpush.parseRetryAfter("30", now)).toBe(30_000);
    expect(webpush.parseRetryAfter("Sun, 22 Nov 2026 10:01:00 GMT", now)).toBe(60_000);
    expect(webpush.parseRetryAfter(undefined, now)).toBeUndefined();
    expect(webpush.parseRetryAfter("soon", now)).toBeUndefined();
  });
});

describe("sending (no subscribers reachable: only the rows are checked)", () => {
  it("refuses a payload over 3,993 bytes with a message that says so, writing nothing", () => {
    const before = listNotifications().length;
    const refused = sendNotification({ title: "Long", body: "x".repeat(4000), type: "general" }, null);
    expect(refused).toMatchObject({ ok: false, reason: "too-large" });
    expect(!refused.ok && refused.message).toMatch(/too long to send.*3,993/);
    expect(listNotifications()).toHaveLength(before);
  });

  it("addresses a type's subscribers, and general to everyone active; counts topics per subscriber", () => {
    const add = (name: string, preferences: ("match" | "academy" | "news" | "general")[]) => {
      const result = subscribe({ endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, ...keys, preferences });
      if (!result.ok) throw new Error(result.message);
      return result.subscription;
    };
    add("match-fan", ["match"]);
    add("parent", ["academy", "general"]);
    const gone = add("gone", ["match"]);
    expect(unsubscribe(gone.endpoint, keys.auth).ok).toBe(true);
    expect(countSubscribers()).toEqual({ active: 2, inactive: 0, byTopic: { match: 1, academy: 1, news: 0, general: 1 } });

    const recipients = (type: "match" | "academy" | "news" | "general") => {
      const sent = sendNotification({ title: `To ${type}`, body: "b", type }, null);
      if (!sent.ok) throw new Error(sent.message);
      return sent.notification.recipientCount;
    };
    expect(recipients("match")).toBe(1);
    expect(recipients("academy")).toBe(1);
    expect(recipients("general")).toBe(2);
    const none = sendNotification({ title: "Nobody", body: "b", type: "news" }, null);
    expect(none.ok && none.notification).toMatchObject({ recipientCount: 0, status: "sent" });
    expect(sendTestNotification("weather", null)).toMatchObject({ ok: false, reason: "invalid", message: "Invalid notification type" });
    expect(updatePreferences(gone.id, ["news"], keys.auth)).toMatchObject({ ok: false, reason: "not-found", message: "No active subscription" });
  });
});

describe("housekeeping", () => {
  it("removes the delivery rows of notifications finished over 30 days ago, keeping the notifications and their figures", async () => {
    const sqlite = getDb().$client;
    const now = new Date("2026-11-24T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const subscriber = subscribe({ endpoint: "https://fcm.googleapis.com/fcm/send/housekeeping", ...keys, preferences: ["general"] });
    if (!subscriber.ok) throw new Error(subscriber.message);
    const notification = (status: string, finishedAt: string | null) => {
      const { lastInsertRowid } = sqlite
        .prepare("INSERT INTO notifications (title, body, status, recipient_count, delivered_count, finished_at) VALUES ('t', 'b', ?, 1, 1, ?)")
        .run(status, finishedAt);
      sqlite
        .prepare("INSERT INTO push_deliveries (notification_id, subscription_id, status) VALUES (?, ?, 'delivered')")
        .run(lastInsertRowid, subscriber.subscription.id);
      return Number(lastInsertRowid);
    };
    const old = notification("sent", daysAgo(31));
    const oldFailed = notification("failed", daysAgo(45));
    const recent = notification("sent", daysAgo(29));
    const stillSending = notification("sending", null);
    const deliveries = (id: number) =>
      (sqlite.prepare("SELECT count(*) AS n FROM push_deliveries WHERE notification_id = ?").get(id) as { n: number }).n;

    expect(pruneSettledDeliveries(now)).toBe(2);
    expect([old, oldFailed, recent, stillSending].map(deliveries)).toEqual([0, 0, 1, 1]);
    expect(getNotification(old)).toMatchObject({ recipientCount: 1, deliveredCount: 1 });
    expect(pruneSettledDeliveries(now)).toBe(0);
  });
});

describe("only the holder of a subscription changes it", () => {
  const otherAuth = Buffer.alloc(16, 9).toString("base64url");

  it("asks for the auth secret to change topics, unsubscribe or replace the keys of a known endpoint", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/holder";
    const created = subscribe({ endpoint, ...keys, preferences: ["general"] }, { ip: "198.51.100.1" });
    if (!created.ok) throw new Error(created.message);
    const { id } = created.subscription;

    expect(updatePreferences(id, ["news"], undefined)).toMatchObject({ ok: false, reason: "forbidden" });
    // A wrong secret answers like an unknown id: sequential ids reveal nothing.
    expect(updatePreferences(id, ["news"], otherAuth)).toMatchObject({ ok: false, reason: "not-found", message: "No active subscription" });
    expect(updatePreferences(id, ["news"], keys.auth)).toMatchObject({ ok: true, subscription: { preferences: ["news"] } });
    // Padding does not matter: the secret is compared as bytes.
    expect(updatePreferences(id, ["match"], `${keys.auth}==`).ok).toBe(true);

    const hijack = { endpoint, p256dh: keys.p256dh, auth: otherAuth, preferences: ["general" as const] };
    expect(subscribe(hijack)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(subscribe(hijack, { proof: otherAuth })).toMatchObject({ ok: false, reason: "forbidden" });
    // The same browser re-subscribing proves itself with the same secret; new keys need the old one.
    expect(subscribe({ ...hijack, auth: keys.auth })).toMatchObject({ ok: true, subscription: { id } });
    const rotated = subscribe(hijack, { proof: keys.auth });
    expect(rotated).toMatchObject({ ok: true, subscription: { id, auth: otherAuth } });

    expect(unsubscribe(endpoint, null)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(unsubscribe(endpoint, keys.auth)).toMatchObject({ ok: false, reason: "not-found" });
    expect(unsubscribe(endpoint, otherAuth).ok).toBe(true);
  });

  it("answers with the id and topics, never the endpoint", () => {
    const created = subscribe({ endpoint: "https://fcm.googleapis.com/fcm/send/view", ...keys, preferences: ["news"] });
    if (!created.ok) throw new Error(created.message);
    const view = subscriptionView(created.subscription);
    expect(view).toMatchObject({ id: created.subscription.id, preferences: ["news"] });
    expect(JSON.stringify(view)).not.toContain("fcm.googleapis.com");
  });

  it("limits new subscriptions per client in 10 minutes; re-subscribing a known browser does not count", () => {
    const ip = "203.0.113.7";
    const now = Date.parse("2026-11-25T08:00:00Z");
    const endpointOf = (n: number) => `https://fcm.googleapis.com/fcm/send/cap-${n}`;
    const cap = 10; // PUSH_SUBSCRIPTIONS_PER_IP_BURST's default
    for (let n = 0; n < cap; n++) expect(subscribe({ endpoint: endpointOf(n), ...keys, preferences: ["general"] }, { ip }, now).ok).toBe(true);
    const over = subscribe({ endpoint: endpointOf(cap), ...keys, preferences: ["general"] }, { ip }, now);
    expect(over).toMatchObject({ ok: false, reason: "rate-limited", message: expect.stringMatching(/last few minutes/) });
    expect(subscribe({ endpoint: endpointOf(0), ...keys, preferences: ["match"] }, { ip }, now).ok).toBe(true);
    expect(subscribe({ endpoint: endpointOf(cap), ...keys, preferences: ["general"] }, { ip: "203.0.113.8" }, now).ok).toBe(true);
    // The addresses of one IPv6 network (/56) share one allowance.
    const network = (host: number) => `2001:db8:7:1::${host}`;
    for (let n = 0; n < cap; n++) expect(subscribe({ endpoint: `${endpointOf(n)}-v6`, ...keys, preferences: ["general"] }, { ip: network(n + 1) }, now).ok).toBe(true);
    expect(subscribe({ endpoint: `${endpointOf(cap)}-v6`, ...keys, preferences: ["general"] }, { ip: "2001:db8:7:2::1" }, now).ok).toBe(false);
    // Ten minutes later the address may subscribe again: no daily cap for a shared address.
    expect(subscribe({ endpoint: endpointOf(cap + 1), ...keys, preferences: ["general"] }, { ip }, now + 10 * 60_000).ok).toBe(true);
  });
});

describe("team topics (a family's phone following a child's team)", () => {
  it("are set only by the holder, per guardian, kept when the public topics change, and never shown to the panel", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/family-phone";
    const created = subscribe({ endpoint, ...keys, preferences: ["general"] });
    if (!created.ok) throw new Error(created.message);
    const { id } = created.subscription;

    expect(followTeamsOnDevice(endpoint, null, 11, [5])).toMatchObject({ ok: false, reason: "forbidden" });
    expect(followTeamsOnDevice(endpoint, Buffer.alloc(16, 9).toString("base64url"), 11, [5])).toMatchObject({ ok: false, reason: "not-found" });
    expect(followTeamsOnDevice(endpoint, keys.auth, 11, [5, 5])).toMatchObject({ ok: true, subscription: { preferences: ["general", "team:5:11"] } });
    // The guardian's child moved team: the device follows the new team instead. A second parent on the same phone keeps theirs.
    expect(followTeamsOnDevice(endpoint, keys.auth, 12, [5]).ok).toBe(true);
    expect(followTeamsOnDevice(endpoint, keys.auth, 11, [6])).toMatchObject({ ok: true, subscription: { preferences: ["general", "team:5:12", "team:6:11"] } });

    const changed = updatePreferences(id, ["news"], keys.auth);
    expect(changed).toMatchObject({ ok: true, subscription: { preferences: ["news", "team:5:12", "team:6:11"] } });
    expect(subscriptionView(changed.ok ? changed.subscription : created.subscription).preferences).toEqual(["news"]);
    expect(subscribe({ endpoint, ...keys, preferences: ["match"] })).toMatchObject({ ok: true, subscription: { preferences: ["match", "team:5:12", "team:6:11"] } });
    expect(followTeamsOnDevice(endpoint, keys.auth, 12, [])).toMatchObject({ ok: true, subscription: { preferences: ["match", "team:6:11"] } });
  });

  it("send a team's news to the phones of the guardians given, one notification per language, and nothing to nobody", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/swahili-family-phone";
    const created = subscribe({ endpoint, ...keys, preferences: ["general"] });
    if (!created.ok) throw new Error(created.message);
    expect(followTeamsOnDevice(endpoint, keys.auth, 21, [7]).ok).toBe(true);
    const before = listNotifications().length;
    const sent = notifyTeamFamilies(
      7,
      [
        { guardianId: 21, language: "sw" },
        { guardianId: 22, language: "en" },
      ],
      (language) => ({ title: language === "sw" ? "Chini ya Miaka 9: Habari" : "Under-9s: News", body: "b", targetUrl: "/family" }),
      null,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: "Chini ya Miaka 9: Habari", type: "academy", recipientCount: 1 });
    expect(listNotifications()).toHaveLength(before + 1);
    // A phone that follows team 7 for a guardian whose child is no longer in it gets nothing.
    expect(notifyTeamFamilies(7, [{ guardianId: 23, language: "sw" }], () => ({ title: "t", body: "b", targetUrl: "/family" }), null)).toEqual([]);
    expect(listNotifications()).toHaveLength(before + 1);
  });
});
