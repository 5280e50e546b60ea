import { useEffect, useState, type ComponentType } from "react";
import type { NotificationPanelProps } from "./NotificationPanel";
import { loadNotificationPanel, readPushState, type PushState } from "./push-support";
import { Icon } from "~/components/ui/Icon";
import { useT } from "~/utils/i18n";

/**
 * The round notification button of every public page: in the header on phones and tablets (a floating
 * button there covered the bottom right of the page: a table's last columns, text), floating at the
 * bottom right from lg, where the page has room beside it. Rendered hidden: it appears only once
 * JavaScript has checked that this browser can receive push messages. The settings panel's code is
 * fetched when the button is pressed (or hovered or focused, just before), never with the page.
 */
export function NotificationButton() {
  const [state, setState] = useState<PushState>({ supported: false, subscribed: false, permission: "default" });
  const [Panel, setPanel] = useState<ComponentType<NotificationPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    readPushState().then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
    };
  }, []);

  const preload = () => {
    if (!Panel) loadNotificationPanel().then((module) => setPanel(() => module.NotificationPanel));
  };
  const showDot = !state.subscribed && state.permission !== "denied";
  const label = showDot ? t("push.buttonNotSubscribed") : t("push.button");

  return (
    <>
      <button
        type="button"
        hidden={!state.supported}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={label}
        data-tooltip={label}
        data-tooltip-side="lg-top"
        data-tooltip-align="end"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange lg:fixed lg:bottom-5 lg:right-5 lg:z-40 lg:size-14 lg:bg-club-navy lg:shadow-lg lg:ring-2 lg:ring-white lg:hover:bg-slate-800 lg:focus-visible:outline-club-orange-dark"
      >
        <Icon name="bell" className="size-6" />
        {showDot ? (
          <span aria-hidden="true" data-testid="notification-dot" className="absolute right-0.5 top-0.5 flex size-3.5 lg:right-1 lg:top-1">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-3.5 rounded-full bg-red-600 ring-2 ring-white" />
          </span>
        ) : null}
      </button>
      {Panel && open ? <Panel mode="dialog" onClose={() => setOpen(false)} onStateChange={setState} /> : null}
    </>
  );
}
