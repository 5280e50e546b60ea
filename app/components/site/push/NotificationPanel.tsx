// The notification settings panel: permission and subscription badges, the four topics, Enable
// Notifications and Disable All Notifications. Loaded on demand (see NotificationButton.tsx) and
// embedded in the push admin's User Settings tab. Talks to the public subscription API.
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { showToast } from "~/components/ui/Toast";
import { DEFAULT_TOPICS, PUSH_MESSAGES, PUSH_TOPICS, type PushTopic } from "~/config/push";
import { useT } from "~/utils/i18n";
import { currentPermission, pushSupported, readPushState, type PushState } from "./push-support";
import { proofOf, readStored, request, saveSubscription, subscribeThisBrowser, writeStored, type Stored } from "./push-subscription";

export type NotificationPanelProps = {
  /** "dialog": a modal opened by the floating button; "inline": part of a page (the push admin). */
  mode: "dialog" | "inline";
  onClose?: () => void;
  onStateChange?: (state: PushState) => void;
};

export function NotificationPanel({ mode, onClose, onStateChange }: NotificationPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<PushState>({ supported: pushSupported(), subscribed: false, permission: currentPermission() });
  const [topics, setTopics] = useState<PushTopic[]>(() => readStored()?.preferences ?? [...DEFAULT_TOPICS]);
  const [busy, setBusy] = useState(false);
  // The panel's words are in the common namespace (every page carries it), in the page's language.
  const t = useT();
  const unsupported = { title: t("push.unsupported.title"), description: t("push.unsupported.description") };
  const blocked = { title: t("push.blockedNotice.title"), description: t("push.blockedNotice.description") };
  const notAllowed = { title: t("push.subscriptionFailed"), description: t("push.notAllowedText") };

  const update = (next: PushState) => {
    setState(next);
    onStateChange?.(next);
  };

  useEffect(() => {
    readPushState().then(update);
    if (mode === "dialog" && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, []);

  async function enable() {
    setBusy(true);
    try {
      const subscribed = await subscribeThisBrowser(topics.length ? topics : [...DEFAULT_TOPICS]);
      if (!subscribed.ok) {
        if (subscribed.reason === "unsupported") return showToast({ ...unsupported, variant: "destructive" });
        update({ ...state, subscribed: false, permission: subscribed.reason === "denied" ? "denied" : currentPermission() });
        return showToast(subscribed.reason === "denied" ? { ...blocked, variant: "destructive" } : { ...notAllowed, variant: "destructive" });
      }
      setTopics(subscribed.stored.preferences);
      update({ supported: true, subscribed: true, permission: "granted" });
      showToast({
        title: t("push.enabledToast.title"),
        description: t("push.enabledToast.description"),
        variant: "default",
      });
    } catch (error) {
      // The browser's own error is English and technical: the console keeps it, the visitor reads ours,
      // and the panel shows what is true now (permission allowed, not subscribed).
      console.error(error);
      update({ supported: true, subscribed: false, permission: currentPermission() });
      showToast({ title: t("push.subscriptionFailed"), description: t("push.subscriptionFailedText"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function disableAll() {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = await registration?.pushManager.getSubscription();
      const stored = readStored();
      const endpoint = subscription?.endpoint ?? stored?.endpoint;
      const auth = subscription?.toJSON().keys?.auth ?? stored?.auth;
      if (endpoint) {
        const response = await fetch(`/api/push-subscriptions/${encodeURIComponent(endpoint)}`, {
          method: "DELETE",
          headers: proofOf(auth),
          credentials: "include",
        });
        // 404: the server had already forgotten it; the browser side still has to go.
        if (!response.ok && response.status !== 404) throw new Error(`${response.status}: ${response.statusText}`);
      }
      await subscription?.unsubscribe();
      writeStored(null);
      update({ ...state, subscribed: false });
      showToast({ title: t("push.disabledToast"), variant: "default" });
    } catch {
      showToast({ title: t("push.unsubscribeFailed.title"), description: t("push.unsubscribeFailed.description"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function toggle(topic: PushTopic, checked: boolean) {
    const next = checked ? [...topics, topic] : topics.filter((chosen) => chosen !== topic);
    setTopics(next);
    if (!state.subscribed) return;
    const previous = topics;
    try {
      let stored = readStored();
      if (!stored) {
        // Subscribed in this browser, but its id was not kept (storage cleared): register it again.
        const subscription = await (await navigator.serviceWorker.getRegistration("/"))?.pushManager.getSubscription();
        if (!subscription) throw new Error(PUSH_MESSAGES.noSubscription);
        stored = await saveSubscription(subscription, next.length ? next : [...DEFAULT_TOPICS]);
      }
      const response = await request(`/api/push-subscriptions/${stored.id}/preferences`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", ...proofOf(stored.auth) },
        body: JSON.stringify({ preferences: next }),
      });
      const saved = (await response.json()) as Pick<Stored, "preferences">;
      writeStored({ ...stored, preferences: saved.preferences });
      setTopics(saved.preferences);
      showToast({ title: t("push.preferencesUpdated"), variant: "default" });
    } catch {
      setTopics(previous);
      showToast({ title: t("push.updateFailed.title"), description: t("push.updateFailed.description"), variant: "destructive" });
    }
  }

  const permissionBadge =
    state.permission === "granted" ? (
      <Badge variant="success">{t("push.enabled")}</Badge>
    ) : state.permission === "denied" ? (
      <Badge variant="destructive">{t("push.blocked")}</Badge>
    ) : (
      <Badge variant="secondary">{t("push.notSet")}</Badge>
    );

  const content = (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold text-slate-700">{t("push.permission")}</span>
        {permissionBadge}
        {state.subscribed ? <Badge variant="success">{t("push.subscribed")}</Badge> : <Badge variant="outline">{t("push.notSubscribed")}</Badge>}
      </div>
      {state.permission === "denied" ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">{blocked.description}</p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold text-slate-900">{t("push.topicsLegend")}</legend>
        {PUSH_TOPICS.map((topic) => (
          <label key={topic} className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-slate-50">
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              onChange={(event) => toggle(topic, event.currentTarget.checked)}
              className="mt-1 size-4 accent-club-orange-dark"
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`push.topics.${topic}.label`)}</span>
              <span className="block text-sm text-slate-600">{t(`push.topics.${topic}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {state.subscribed ? (
          <Button variant="destructive" onClick={disableAll} disabled={busy}>
            {t("push.disableAll")}
          </Button>
        ) : (
          <Button onClick={enable} disabled={busy || topics.length === 0}>
            {busy ? t("push.enabling") : t("push.enable")}
          </Button>
        )}
      </div>
    </div>
  );

  if (mode === "inline") {
    return (
      <section aria-labelledby={titleId} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {t("push.title")}
        </h2>
        {content}
      </section>
    );
  }

  return (
    // A click on the backdrop closes the dialog as a shortcut; Escape and the Close button do it by keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold">
              {t("push.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("push.lead")}</p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t("push.close")}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        {content}
      </div>
    </dialog>
  );
}
