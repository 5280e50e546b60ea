// The little the site needs on every page load for push: is it supported, register the service worker,
// and is this browser subscribed. The settings panel itself (NotificationPanel.tsx) is loaded on demand.

export type PushPermission = "granted" | "denied" | "default";
export type PushState = { supported: boolean; subscribed: boolean; permission: PushPermission };

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export function currentPermission(): PushPermission {
  return pushSupported() ? (Notification.permission as PushPermission) : "default";
}

/** Registers /sw.js for the whole site (the browser keeps it: registering again answers the same registration). */
export const registerServiceWorker = () => navigator.serviceWorker.register("/sw.js", { scope: "/" });

/** Registers /sw.js (once per page; the browser keeps it) and reads whether a subscription exists. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return { supported: false, subscribed: false, permission: "default" };
  try {
    const registration = await registerServiceWorker();
    const subscription = await registration.pushManager.getSubscription();
    return { supported: true, subscribed: !!subscription, permission: currentPermission() };
  } catch {
    return { supported: true, subscribed: false, permission: currentPermission() };
  }
}

export const loadNotificationPanel = () => import("./NotificationPanel");
