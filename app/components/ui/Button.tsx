import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "./cx";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive";
export type ButtonSize = "sm" | "default" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange-dark " +
  "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 " +
  "[&_svg]:size-4 [&_svg]:shrink-0";

// White text on #f97316 is only 2.8:1, so the bright orange carries navy text (6.3:1).
const variants: Record<ButtonVariant, string> = {
  default: "bg-club-orange text-club-navy shadow-sm hover:bg-orange-400 active:bg-orange-500",
  secondary: "bg-club-navy text-white shadow-sm hover:bg-club-slate",
  outline: "border border-slate-300 bg-white text-club-navy shadow-sm hover:border-club-orange hover:bg-orange-50",
  ghost: "text-club-navy hover:bg-slate-100",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  default: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
};

/** The classes of a button, for elements that should look like one (links, labels, summaries). */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "default"): string {
  return cx(base, variants[variant], sizes[size]);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "default", size = "default", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cx(buttonClasses(variant, size), className)} {...props} />;
});

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A Remix `<Link>` that looks like a Button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = "default", size = "default", className, ...props },
  ref,
) {
  return <Link ref={ref} className={cx(buttonClasses(variant, size), className)} {...props} />;
});
