import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";

export type DialogProps = {
  /** The dialog's heading (an h2), also its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Where "Close", a click on the backdrop and (with JS) Escape lead: the same URL without `?view=` etc. */
  closeHref: string;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel link + confirm Form). */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

/**
 * A dialog whose open state is the URL: the page renders it when, say, `?view=<id>` is present,
 * and closing is a link back. Works without JavaScript. With JavaScript, focus moves into the
 * dialog (an element marked `autoFocus`/`data-autofocus`, else the dialog itself), Tab stays inside,
 * Escape closes, the page behind stops scrolling and focus returns where it was.
 */
export function Dialog({ title, description, closeHref, children, footer, size = "md", className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const preferred = panel.querySelector<HTMLElement>("[autofocus], [data-autofocus]");
    (preferred ?? panel).focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    return () => {
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected && !panel.isConnected) previouslyFocused.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true });
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      {/* The backdrop is a link too, so a click beside the dialog closes it even without JS. */}
      <Link
        to={closeHref}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 motion-safe:animate-[rs-fade-in_150ms_ease-out]"
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog owns its keys: Escape closes it, Tab stays inside */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          "relative flex max-h-[calc(100dvh-1rem)] w-full flex-col overflow-hidden rounded-t-2xl bg-white text-slate-900 shadow-2xl outline-none sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl",
          widths[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-club-navy">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <Link
            to={closeHref}
            preventScrollReset
            data-tooltip="Close"
            data-tooltip-align="end"
            className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-club-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange-dark"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">Close</span>
          </Link>
        </div>
        {/* A body longer than the phone's screen scrolls: a named region in the tab order, so a keyboard
            user can scroll it even when it holds nothing focusable (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling body must take focus so a keyboard can scroll it */}
        <div role="region" aria-labelledby={titleId} tabIndex={0} className="focus-ring overflow-y-auto px-5 py-4">
          {children}
        </div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
