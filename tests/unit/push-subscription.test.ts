// Subscribing waits for the service worker to become active, but not for ever: a worker stuck installing
// fails the subscription after WORKER_WAIT_MS with the browser's own refusal (the switch shows it), and
// one that activates within the wait subscribes.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "~/components/site/push/push-support";
import { subscribeThisBrowser, WORKER_WAIT_MS } from "~/components/site/push/push-subscription";

vi.mock("~/components/site/push/push-support", () => ({ pushSupported: () => true, registerServiceWorker: vi.fn() }));

/** A registration whose worker is installing; `activate` makes it the active one, as the browser does. */
function installingRegistration() {
  const worker = Object.assign(new EventTarget(), { state: "installing" });
  const subscription = { endpoint: "https://push.example/1", toJSON: () => ({ keys: { p256dh: "key", auth: "secret" } }) };
  const registration = {
    active: null as object | null,
    installing: worker,
    waiting: null,
    pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) },
  };
  const activate = () => {
    worker.state = "activated";
    registration.active = worker;
    worker.dispatchEvent(new Event("statechange"));
  };
  vi.mocked(registerServiceWorker).mockResolvedValue(registration as unknown as ServiceWorkerRegistration);
  return { registration, activate };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("Notification", { permission: "granted" });
  vi.stubGlobal("navigator", { userAgent: "unit test" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => Response.json(url.includes("vapid") ? { publicKey: "BPublicKey" } : { id: 7, preferences: ["general"] })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("subscribeThisBrowser", () => {
  it("fails with the browser's refusal when the worker is still not active after the wait, and asks the browser nothing", async () => {
    const { registration } = installingRegistration();
    let settled = false;
    const outcome = subscribeThisBrowser();
    outcome.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(outcome).rejects.toMatchObject({ name: "InvalidStateError" });
    expect(registration.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("subscribes once the worker activates within the wait", async () => {
    const { registration, activate } = installingRegistration();
    const outcome = subscribeThisBrowser();
    await vi.advanceTimersByTimeAsync(2_000);
    activate();
    await expect(outcome).resolves.toMatchObject({ ok: true, stored: { id: 7, endpoint: "https://push.example/1", auth: "secret" } });
    expect(registration.pushManager.subscribe).toHaveBeenCalledOnce();
  });
});
