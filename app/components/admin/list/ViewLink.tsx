import { Link } from "@remix-run/react";
import Eye from "lucide-react/dist/esm/icons/eye.js";
import { buttonClasses } from "~/components/ui/Button";

/** The "View" link of a row in an admin list: opens the row's details dialog (`?view=id`). */
export function ViewLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} preventScrollReset className={buttonClasses("outline", "sm")} aria-label={label}>
      <Eye aria-hidden="true" />
      View
    </Link>
  );
}
