// Rising Stars FC service worker. Served from the site root so its scope is the whole site.
// It shows push notifications, opens the right page when one is clicked (and tells the server), and
// shows an offline page when a page cannot be loaded. It caches nothing else, so nothing goes stale.
const OFFLINE_CACHE = "rsfc-offline-v2"; // a new name re-caches offline.html in installed workers
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Only page loads are touched: the network answers, and the offline page stands in when it cannot.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_URL).then((page) => page || Response.error())),
  );
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const options = {
    body: message.body || "",
    icon: message.icon || "/images/icon-192.png",
    badge: message.badge || "/images/icon-192.png",
    data: message.data || { url: "/" },
  };
  if (message.image) options.image = message.image;
  if (message.tag) options.tag = message.tag;
  if (Array.isArray(message.actions)) options.actions = message.actions;
  event.waitUntil(self.registration.showNotification(message.title || "Rising Stars FC", options));
});

/** The page to open: a path on this site, or an https address; anything else opens the home page. */
function targetOf(data) {
  try {
    const url = new URL((data && data.url) || "/", self.location.origin);
    return url.protocol === "https:" || url.origin === self.location.origin ? url : new URL("/", self.location.origin);
  } catch {
    return new URL("/", self.location.origin);
  }
}

async function recordClick(data) {
  if (!data || !data.notificationId) return;
  try {
    const subscription = await self.registration.pushManager.getSubscription();
    if (!subscription) return;
    await fetch(`/api/notifications/${encodeURIComponent(data.notificationId)}/clicks`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
      credentials: "same-origin",
    });
  } catch {
    // A click that cannot be counted (offline) still opens the page.
  }
}

async function openTarget(target) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const sameSite = target.origin === self.location.origin;
  const exact = windows.find((client) => client.url === target.href);
  if (exact) return exact.focus();
  const ours = sameSite ? windows.find((client) => new URL(client.url).origin === self.location.origin) : undefined;
  if (ours) {
    const focused = await ours.focus();
    return "navigate" in focused ? focused.navigate(target.href) : focused;
  }
  return self.clients.openWindow(target.href);
}

/**
 * A tapped answer button (a family's answer push, ADR 0028): posted to the child's answer link as its
 * form does, then a short "saved" notification; if it was not saved (closed, offline), the answer page
 * opens and says why. Only ever posted to this site's own answer links.
 */
async function saveAnswer(notification, answer) {
  const target = targetOf(notification.data);
  let saved = false;
  if (target.origin === self.location.origin && target.pathname.startsWith("/availability/")) {
    try {
      const response = await fetch(target.href, { method: "POST", body: new URLSearchParams({ answer }), credentials: "omit" });
      saved = response.ok;
    } catch {
      saved = false;
    }
  }
  if (!saved) return openTarget(target);
  const button = (notification.actions || []).find((action) => action.action === answer);
  return self.registration.showNotification(notification.data.saved, { body: button ? `${notification.title} ${button.title}` : notification.title, tag: notification.tag, icon: notification.icon });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  const answering = event.action && data && data.saved;
  event.waitUntil(Promise.all([answering ? saveAnswer(event.notification, event.action) : openTarget(targetOf(data)), recordClick(data)]));
});
