import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";

/** What an admin list shows when it is empty or nothing matches. */
export function EmptyList({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} className={cx("rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600", className)}>
      {children}
    </div>
  );
}
