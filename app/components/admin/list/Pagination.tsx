import { Link } from "@remix-run/react";
import ChevronLeft from "lucide-react/dist/esm/icons/chevron-left.js";
import ChevronRight from "lucide-react/dist/esm/icons/chevron-right.js";
import { buttonClasses } from "~/components/ui/Button";
import { cx } from "~/components/ui/cx";

/**
 * Previous · "Page n of m" · Next under an admin list, as plain links (the page is in the URL, so it
 * works without JavaScript). Nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  preventScrollReset,
  className = "mt-4",
}: {
  page: number;
  pageCount: number;
  /** The address of another page of the list. */
  hrefFor: (page: number) => string;
  /** Keep the scroll position (a list lower down the page). */
  preventScrollReset?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const link = buttonClasses("outline", "sm");
  return (
    <nav aria-label="Pagination" className={cx("flex items-center justify-between gap-4", className)}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev" preventScrollReset={preventScrollReset}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount.toLocaleString("en-KE")}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next" preventScrollReset={preventScrollReset}>
          Next
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
