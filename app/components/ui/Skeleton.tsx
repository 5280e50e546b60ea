import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/** A grey placeholder block for content that is still loading; size it with className. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cx("animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
