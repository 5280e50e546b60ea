import spriteHref from "~/assets/icons.svg";
import type { IconName } from "./icon-names";

/**
 * A decorative icon from the sprite: a few dozen bytes in the page where an inline lucide SVG costs
 * ~450, and the sprite itself is one fingerprinted file cached for a year. Without a class it is
 * 24 × 24 like lucide's components, or sized by its parent's CSS (e.g. `.stat-tile svg`); with a
 * class, the class sizes it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width={className ? undefined : 24} height={className ? undefined : 24} className={className} aria-hidden="true">
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
