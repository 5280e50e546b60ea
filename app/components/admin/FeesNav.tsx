import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";

/** The treasurer's screens, in the order the nav shows them. */
const FEES_SCREENS = [
  { path: "/admin/fees", label: "Overview" },
  { path: "/admin/fees/unmatched", label: "Unmatched payments" },
  { path: "/admin/fees/cash", label: "Record cash" },
  { path: "/admin/fees/plans", label: "Plans and bursaries" },
  { path: "/admin/fees/import", label: "Statement import" },
] as const;

export type FeesScreen = (typeof FEES_SCREENS)[number]["path"];

/** The fees area's screens side by side (admins and the treasurer only); `current` unset on a screen below them (a receipt, a statement). */
export function FeesNav({ current }: { current?: FeesScreen }) {
  return (
    <nav aria-label="Academy fees" className="flex flex-wrap items-center gap-2">
      {FEES_SCREENS.map((screen) => (
        <Link
          key={screen.path}
          to={screen.path}
          aria-current={current === screen.path ? "page" : undefined}
          className={buttonClasses(current === screen.path ? "default" : "outline", "sm")}
        >
          {screen.label}
        </Link>
      ))}
    </nav>
  );
}
