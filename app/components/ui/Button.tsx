import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "./cx";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive";
export type ButtonSize = "sm" | "default" | "lg" | "icon";

// The looks are component classes (.btn, .btn-<variant>, .btn-<size>) in app/tailwind.css: a page holds
// dozens of buttons, and each would otherwise carry ~450 characters of utilities.
const sizeClasses: Record<ButtonSize, string> = { sm: "btn-sm", default: "btn-md", lg: "btn-lg", icon: "btn-icon" };

/** The classes of a button, for elements that should look like one (links, labels, summaries). */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "default"): string {
  return `btn btn-${variant} ${sizeClasses[size]}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "default", size = "default", className, type = "button", ...props },
  ref,
) {
  // An icon-only button shows its name as a tooltip (app/tailwind.css).
  const tooltip = size === "icon" ? props["aria-label"] : undefined;
  return <button ref={ref} type={type} className={cx(buttonClasses(variant, size), className)} data-tooltip={tooltip} {...props} />;
});

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A Remix `<Link>` that looks like a Button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = "default", size = "default", className, ...props },
  ref,
) {
  const tooltip = size === "icon" ? props["aria-label"] : undefined;
  return <Link ref={ref} className={cx(buttonClasses(variant, size), className)} data-tooltip={tooltip} {...props} />;
});
