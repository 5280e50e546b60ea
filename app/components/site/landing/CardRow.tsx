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
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a row that scrolls sideways must take focus so a keyboard can scroll it
        tabIndex={0}
        // .card-row and .card-row-sm/-md (app/tailwind.css) hold the row and its switch to a grid.
        className={`card-row card-row-${from} ${grid}`}
      >
        {children}
      </ul>
      <p className={cx("mt-2 text-sm", from === "sm" ? "sm:hidden" : "md:hidden")}>
        <a href={`#${id}`} className="text-link">
          {seeAll}
        </a>
      </p>
    </>
  );
}
