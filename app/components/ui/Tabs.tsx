import { Link } from "@remix-run/react";
import { cx } from "./cx";

export type TabItem = { id: string; label: string; href: string; /** e.g. a count shown after the label */ badge?: string | number };

export type TabsProps = {
  tabs: TabItem[];
  /** The id of the selected tab (usually read from `?tab=` in the loader). */
  current: string;
  /** The nav's accessible name, e.g. "Registration status". */
  label?: string;
  /**
   * "scroll" (default): one row that scrolls sideways when it is too wide. "grid": two columns on a
   * phone, one row from `sm` up, so every label is read in full without a swipe (a public page whose
   * visitors do not expect hidden tabs).
   */
  layout?: "scroll" | "grid";
  className?: string;
};

/**
 * Tabs as links: the selected tab lives in the URL, so they work without JavaScript, can be
 * bookmarked, and the back button behaves. The panel is whatever the page renders for `current`.
 */
export function Tabs({ tabs, current, label = "Tabs", layout = "scroll", className }: TabsProps) {
  const grid = layout === "grid";
  return (
    <nav aria-label={label} className={cx("-mx-1", !grid && "overflow-x-auto", className)}>
      <ul className={cx("gap-1 border-b border-slate-200 px-1", grid ? "grid grid-cols-2 sm:flex" : "flex min-w-max")}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tab.href}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cx(
                  "-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold transition-colors",
                  grid ? "h-full w-full justify-center text-center sm:w-auto sm:whitespace-nowrap" : "whitespace-nowrap",
                  "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-club-orange-dark",
                  selected
                    ? "border-club-orange text-club-orange-dark"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-club-navy",
                )}
              >
                {tab.label}
                {tab.badge !== undefined ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {tab.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
