import spriteHref from "~/assets/icons.svg";
import type { IconName } from "./icon-names";

/**
 * A decorative icon from the sprite: a few dozen bytes in the page where an inline lucide SVG costs
 * ~450, and the sprite itself is one fingerprinted file cached for a year. 24 × 24 unless a class
 * sizes it, like lucide's components.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width={24} height={24} className={className} aria-hidden="true">
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
