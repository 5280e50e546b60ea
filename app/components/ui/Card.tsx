import type { ElementType, HTMLAttributes } from "react";
import { cx } from "./cx";

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return (
    <div className={cx("rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm", className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cx("flex flex-col gap-1.5 p-5 sm:p-6", className)} {...props} />;
}

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The heading level; card titles are h3 in a page whose sections are h2. */
  as?: ElementType;
};

export function CardTitle({ as: Tag = "h3", className, ...props }: CardTitleProps) {
  return <Tag className={cx("text-lg font-bold leading-tight tracking-tight text-club-navy", className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx("text-sm text-slate-600", className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cx("p-5 pt-0 sm:p-6 sm:pt-0", className)} {...props} />;
}

