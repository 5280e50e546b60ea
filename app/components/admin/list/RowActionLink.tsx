import { Link } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/Button";

/**
 * A small link button in an admin list row ("Edit", "Delete", "Remove"), named with its row for
 * assistive technology: "Edit Summer kit", so a page of Edit links is not a list of the same word.
 */
export function RowActionLink({
  to,
  action,
  name,
  icon: Icon,
  variant = "outline",
  preventScrollReset = true,
}: {
  to: string;
  action: string;
  /** What the row is called (its title or name). */
  name: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  variant?: ButtonVariant;
  /** Off for a link that opens another view, where the page should start at its top. */
  preventScrollReset?: boolean;
}) {
  return (
    <Link to={to} preventScrollReset={preventScrollReset} className={buttonClasses(variant, "sm")} aria-label={`${action} ${name}`}>
      <Icon aria-hidden="true" />
      {action}
    </Link>
  );
}
