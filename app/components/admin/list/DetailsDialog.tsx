import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";

/** The details of one row of an admin list (`?view=id`): a Close link back to the list, then `actions`. */
export function DetailsDialog({
  title,
  description,
  closeHref,
  actions,
  children,
}: {
  title: string;
  description: string;
  closeHref: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      closeHref={closeHref}
      size="lg"
      footer={
        <>
          <Link to={closeHref} className={buttonClasses("outline")} preventScrollReset>
            Close
          </Link>
          {actions}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
