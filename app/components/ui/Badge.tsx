import type { CSSProperties, HTMLAttributes } from "react";
import { cx } from "./cx";

export type BadgeVariant = "default" | "secondary" | "outline" | "success" | "warning" | "destructive";

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  variant?: BadgeVariant;
  /** Any background colour as #rgb or #rrggbb (e.g. a blog category); the text colour is picked for contrast. */
  color?: string;
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Navy or white, whichever reads better on the given hex background (WCAG relative luminance). */
export function readableTextColor(hex: string): string {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  if (!/^[0-9a-f]{6}$/i.test(h)) return "#0f172a";
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(h.slice(i, i + 2), 16)));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const navy = 0.0089;
  const contrastWhite = 1.05 / (luminance + 0.05);
  const contrastNavy = (luminance + 0.05) / (navy + 0.05);
  // Mid-tone colours (violet #8b5cf6) reach 4.5:1 with neither white nor navy: black then.
  if (Math.max(contrastWhite, contrastNavy) < 4.5) return "#000000";
  return contrastWhite >= contrastNavy ? "#ffffff" : "#0f172a";
}

export function Badge({ variant = "default", color, className, style, ...props }: BadgeProps) {
  const colorStyle: CSSProperties | undefined = color
    ? { backgroundColor: color, color: readableTextColor(color), borderColor: "transparent", ...style }
    : style;
  return (
    <span
      className={cx(
        "badge",
        // The looks are component classes (.badge, .badge-<variant>) in app/tailwind.css.
        color ? undefined : `badge-${variant}`,
        className,
      )}
      style={colorStyle}
      {...props}
    />
  );
}
