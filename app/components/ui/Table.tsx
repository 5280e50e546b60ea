import type { HTMLAttributes, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Classes of the wrapper that scrolls a wide table sideways. */
  containerClassName?: string;
  /**
   * Below the medium breakpoint each row becomes a card and each cell shows its column name (the
   * TD's `label`), so every column and action stays on screen on a phone.
   */
  stackOnMobile?: boolean;
};

// The stacked layout: rows are cards, cells are "label: value" lines, the header row is hidden (the
// labels repeat it in every card).
const stacked = cx(
  "max-md:block max-md:[&_tbody]:block max-md:[&_thead]:sr-only",
  "max-md:[&_tbody>tr]:mb-3 max-md:[&_tbody>tr]:block max-md:[&_tbody>tr]:rounded-lg max-md:[&_tbody>tr]:border max-md:[&_tbody>tr]:border-slate-200 max-md:[&_tbody>tr]:bg-white max-md:[&_tbody>tr]:py-2 max-md:[&_tbody>tr]:shadow-sm",
  "max-md:[&_td]:flex max-md:[&_td]:gap-3 max-md:[&_td]:py-1.5",
  "max-md:[&_td[data-label]]:before:w-28 max-md:[&_td[data-label]]:before:shrink-0 max-md:[&_td[data-label]]:before:text-xs max-md:[&_td[data-label]]:before:font-semibold max-md:[&_td[data-label]]:before:uppercase max-md:[&_td[data-label]]:before:text-slate-500 max-md:[&_td[data-label]]:before:content-[attr(data-label)]",
);

/**
 * A table as tall as its rows: the page scrolls, not a box inside it (a box of limited height gave
 * two scrollbars and cut the last rows off on a phone). Only a table wider than the page scrolls
 * sideways in its wrapper; with `stackOnMobile`, phones get cards instead. Give it an `aria-label`:
 * the wrapper is then a region of that name that the keyboard can reach and scroll.
 */
export function Table({ className, containerClassName, stackOnMobile = false, ...props }: TableProps) {
  // A named table's scroll box is a named region in the tab order, so a keyboard user can scroll a
  // table that holds nothing focusable (WCAG 2.1.1).
  const label = props["aria-label"];
  return (
    <div
      {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}
      className={cx(
        "focus-ring relative w-full overflow-x-auto rounded-lg border border-slate-200 bg-white",
        stackOnMobile && "max-md:overflow-visible max-md:border-0 max-md:bg-transparent",
        containerClassName,
      )}
    >
      <table
        className={cx("w-full caption-bottom border-collapse text-left text-sm", stackOnMobile && stacked, className)}
        {...props}
      />
    </div>
  );
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className={cx("[&_th]:bg-slate-100 [&_th]:shadow-[inset_0_-1px_0_#e2e8f0]", className)}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cx("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx("border-b border-slate-200 hover:bg-slate-50", className)} {...props} />;
}

export function TH({ className, scope = "col", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope={scope}
      className={cx("whitespace-nowrap px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-slate-700", className)}
      {...props}
    />
  );
}

export type TDProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column name, shown before the value when a stacked table is read on a phone. */
  label?: string;
};

export function TD({ className, label, ...props }: TDProps) {
  return <td data-label={label} className={cx("px-3 py-2.5 align-middle text-slate-800", className)} {...props} />;
}
