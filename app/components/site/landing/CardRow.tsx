import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";

/**
 * A list of cards that is one swipeable row on a phone (so a squad of twelve costs one screen, not
 * twelve) and a grid from `from` up. "See all" (a plain link to the list, no JavaScript) lays the
 * phone's row out in two columns instead. The row scrolls natively; it can take keyboard focus so it
 * also scrolls with the arrow keys.
 */
export function CardRow({
  id,
  label,
  seeAll,
  grid,
  from = "sm",
  children,
}: {
  id: string;
  /** Names the list for screen readers ("Players"). */
  label: string;
  /** The link's text ("See all 12 players"). */
  seeAll: string;
  /** The grid's columns from `from` up ("sm:grid-cols-2 lg:grid-cols-4"). */
  grid: string;
  from?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <>
      <ul
        id={id}
        aria-label={label}
        tabIndex={0}
        className={cx(
          "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 *:w-[78%] *:shrink-0 *:snap-start",
          "target:mx-0 target:grid target:grid-cols-2 target:overflow-visible target:px-0 target:*:w-auto",
          from === "sm"
            ? "sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:*:w-auto"
            : "md:mx-0 md:grid md:gap-6 md:overflow-visible md:px-0 md:*:w-auto",
          grid,
        )}
      >
        {children}
      </ul>
      <p className={cx("mt-2 text-sm", from === "sm" ? "sm:hidden" : "md:hidden")}>
        <a href={`#${id}`} className="font-semibold text-club-orange-dark underline">
          {seeAll}
        </a>
      </p>
    </>
  );
}
