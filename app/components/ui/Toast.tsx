import { Link } from "@remix-run/react";
import { createPortal } from "react-dom";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type AnimationEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useMessage, useT } from "~/utils/i18n";
import { writtenInPage } from "~/utils/written-in-page";

export type ToastData = {
  id?: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  action?: { label: string; href: string };
  /** Milliseconds before it closes by itself; 5000 by default. */
  duration?: number;
};

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/*
 * Client-side API: pages show toasts after a fetcher without a reload, e.g.
 *   useEffect(() => { if (fetcher.data?.ok) showToast({ title: "Saved", variant: "default" }) }, [fetcher.data])
 * A module-level emitter is enough because there is exactly one ToastRegion (in root.tsx).
 */
type Listener = (toast: ToastData | null) => void;
const listeners = new Set<Listener>();
let waiting: ToastData | null = null;
let sequence = 0;

/** Shows a toast (replacing the one on screen). Returns its id. Browser only; a no-op on the server. */
export function showToast(toast: ToastData): string {
  const withId = { ...toast, id: toast.id ?? `toast-${Date.now()}-${++sequence}` };
  if (typeof window === "undefined") return withId.id;
  if (listeners.size === 0) waiting = withId;
  else listeners.forEach((listener) => listener(withId));
  return withId.id;
}

/**
 * The toast the server put into the page without it being in the loader data: the page cache serves
 * a visitor with a toast the page everyone shares, with their toast written into it. Read once, as
 * the region hydrates, so it hydrates what the server rendered.
 */
const toastInPage = () => writtenInPage<ToastData>("data-toast");

function toastKey(toast: ToastData | null): string | null {
  if (!toast) return null;
  return toast.id ?? `${toast.variant}|${toast.title}|${toast.description ?? ""}`;
}

/**
 * The notification region. Server-rendered, so a toast from the flash cookie shows without
 * JavaScript; it then closes after its duration through a CSS animation (paused on hover/focus)
 * and can be closed with a click on a label bound to a hidden checkbox. With JavaScript the close
 * control becomes a button, swiping right by 50 px dismisses, Escape closes, F8 focuses the region
 * and `showToast()` works.
 */
export function ToastRegion({ toast }: { toast: ToastData | null }) {
  const [current, setCurrent] = useState<ToastData | null>(() => toast ?? toastInPage());
  const [hydrated, setHydrated] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const closedBeforeHydration = useRef<HTMLInputElement>(null);
  const fallbackId = useId();
  const t = useT();

  // A new toast from the loader (a new id) replaces the one on screen.
  const propKey = toastKey(toast);
  const lastPropKey = useRef(propKey);
  useEffect(() => {
    if (propKey === lastPropKey.current) return;
    lastPropKey.current = propKey;
    if (toast) setCurrent(toast);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the toast changed
  }, [propKey]);

  useEffect(() => {
    // If it was closed (checkbox) before the JS arrived, keep it closed.
    if (closedBeforeHydration.current?.checked) setCurrent(null);
    setHydrated(true);

    const listener: Listener = (next) => setCurrent(next);
    listeners.add(listener);
    if (waiting) {
      setCurrent(waiting);
      waiting = null;
    }

    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const dialogHost = useModalDialogHost(current);

  const region = (
    <section
      ref={regionRef}
      aria-label={t("toast.region")}
      tabIndex={-1}
      className="pointer-events-none fixed bottom-0 right-0 z-[100] w-full p-4 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-club-orange-dark md:max-w-[420px]"
    >
      <ol className="flex flex-col gap-2">
        {current ? (
          // The live region is the item's child: an <li> in a list may not take another role.
          <li key={toastKey(current) ?? fallbackId} data-toast={JSON.stringify(current)}>
            <ToastItem
              toast={current}
              hydrated={hydrated}
              checkboxRef={closedBeforeHydration}
              // Only closes the toast it belongs to (a late swipe timer must not close its successor).
              onClose={() => setCurrent((shown) => (shown === current ? null : shown))}
            />
          </li>
        ) : null}
      </ol>
    </section>
  );
  return dialogHost ? createPortal(region, dialogHost) : region;
}

/**
 * A modal <dialog> (the notification settings) sits in the browser's top layer, above every z-index,
 * and makes the rest of the page inert: a toast raised while one is open would be under its backdrop,
 * out of reach. The region then goes inside that dialog (a portal) until it closes.
 */
function useModalDialogHost(current: ToastData | null): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!current) return;
    let dialog: HTMLDialogElement | null = null;
    try {
      dialog = document.querySelector<HTMLDialogElement>("dialog:modal");
    } catch {
      dialog = null; // no :modal, no top layer
    }
    setHost(dialog);
    if (!dialog) return;
    const closed = () => setHost(null);
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [current]);
  return host?.isConnected && host.open ? host : null;
}

function ToastItem({
  toast,
  hydrated,
  checkboxRef,
  onClose,
}: {
  toast: ToastData;
  hydrated: boolean;
  checkboxRef: RefObject<HTMLInputElement>;
  onClose: () => void;
}) {
  // Named after the toast when it has an id: the same markup whether the whole page or only the
  // toast was rendered for this visitor.
  const generatedId = useId();
  const closeId = toast.id ? `toast-close-${toast.id}` : generatedId;
  const destructive = toast.variant === "destructive";
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const autoClose = Number.isFinite(duration) && duration > 0;
  const t = useT();
  // A toast raised in the browser is written in English (the server's are translated already).
  const message = useMessage();

  const drag = useRef<{ startX: number; pointerId: number; captured: boolean } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  function dismiss() {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduceMotion) return onClose();
    setLeaving(true);
    window.setTimeout(onClose, 200);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId, captured: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    // Capture only once it is clearly a swipe, so clicks on the close button or action still land there.
    if (!state.captured && Math.abs(dx) > 4) {
      event.currentTarget.setPointerCapture(event.pointerId);
      state.captured = true;
      setDragging(true);
    }
    if (state.captured) setOffset(Math.max(0, dx));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const state = drag.current;
    drag.current = null;
    if (!state?.captured) return;
    setDragging(false);
    const dx = event.clientX - state.startX;
    if (!cancelled && dx >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0); // below the threshold it snaps back
  }

  function onAnimationEnd(event: AnimationEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && event.animationName === "rs-toast-life") onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  const transform = leaving ? "translateX(calc(100% + 2rem))" : offset ? `translateX(${offset}px)` : undefined;

  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
    >
      {hydrated ? null : <input ref={checkboxRef} type="checkbox" id={closeId} className="peer sr-only" />}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- swiping away is a pointer shortcut; the close button and Escape do the same by keyboard */}
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onAnimationEnd={onAnimationEnd}
        onKeyDown={onKeyDown}
        style={{
          transform,
          opacity: leaving ? 0 : undefined,
          transition: dragging ? "none" : "transform 200ms ease-out, opacity 200ms ease-out",
          animationDuration: autoClose ? `${duration}ms` : undefined,
          animationPlayState: dragging ? "paused" : undefined,
        }}
        className={cx(
          // select-none: a text selection would turn the next swipe into a native drag (pointercancel).
          // Only the card takes clicks: once it has faded out (visibility: hidden) nothing is left to block the page.
          "pointer-events-auto relative flex w-full touch-pan-y select-none flex-col gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-lg sm:flex-row sm:items-center sm:justify-between",
          "peer-checked:hidden",
          autoClose &&
            "animate-[rs-toast-life_5000ms_linear_forwards] hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]",
          destructive ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
        )}
      >
        <div className="grid gap-1">
          <p className="text-sm font-semibold">{message(toast.title)}</p>
          {toast.description ? (
            <p className={cx("text-sm", destructive ? "text-red-50" : "text-slate-600")}>{message(toast.description)}</p>
          ) : null}
        </div>
        {toast.action ? (
          <Link
            to={toast.action.href}
            draggable={false}
            onClick={() => hydrated && onClose()}
            className={cx(
              "inline-flex h-8 shrink-0 items-center justify-center self-start rounded-md border px-3 text-sm font-semibold sm:self-auto",
              "focus-visible:outline-2 focus-visible:outline-offset-2",
              destructive
                ? "border-white/60 hover:bg-white/10 focus-visible:outline-white"
                : "border-slate-300 text-club-navy hover:bg-slate-100 focus-visible:outline-club-orange-dark",
            )}
          >
            {toast.action.label}
          </Link>
        ) : null}
        {hydrated ? (
          <button type="button" aria-label={t("toast.close")} data-tooltip={t("toast.close")} data-tooltip-align="end" onClick={onClose} className={closeClasses(destructive)}>
            <Icon name="x" className="size-4" />
          </button>
        ) : (
          // Without JS: clicking the label ticks the hidden checkbox and `peer-checked:hidden` hides the toast.
          <label
            htmlFor={closeId}
            className={cx(closeClasses(destructive), "cursor-pointer [.peer:focus-visible~*_&]:outline-2")}
          >
            <Icon name="x" className="size-4" />
            <span className="sr-only">{t("toast.close")}</span>
          </label>
        )}
      </div>
    </div>
  );
}

function closeClasses(destructive: boolean): string {
  return cx(
    "absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-1",
    destructive
      ? "text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white [.peer:focus-visible~*_&]:outline-white"
      : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-club-orange-dark [.peer:focus-visible~*_&]:outline-club-orange-dark",
  );
}
