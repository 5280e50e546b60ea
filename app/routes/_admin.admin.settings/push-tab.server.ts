// The Push tab: the site's VAPID key and how many browsers are subscribed.
import { countPushSubscribers } from "~/models/settings.server";
import { getVapidKeys } from "~/infra/webpush.server";

export function loadPushTab() {
  return { tab: "push" as const, push: { publicKey: getVapidKeys().publicKey, subscribers: countPushSubscribers() } };
}
