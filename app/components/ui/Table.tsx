import type { HTMLAttributes, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

export type TableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Classes of the scrolling wrapper; its max height is what the sticky header sticks to. */
  containerClassName?: string;
};

/**
 * A table inside its own scroll box (both directions), so wide tables scroll sideways on phones
 * and the THead stays visible while the rows scroll.
 */
export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    <div
      className={cx(
        "relative max-h-[70vh] w-full overflow-auto rounded-lg border border-slate-200 bg-white",
        containerClassName,
      )}
    >
      <table className={cx("w-full caption-bottom border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      className={cx("[&_th]:sticky [&_th]:top-0 [&_th]:z-10 [&_th]:bg-slate-100 [&_th]:shadow-[inset_0_-1px_0_#e2e8f0]", className)}
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

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx("px-3 py-2.5 align-middle text-slate-800", className)} {...props} />;
}
