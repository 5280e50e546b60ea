import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";

/** The team's news screens, side by side, and the way back to its squad. */
export function TeamNewsNav({ teamId, teamName, current }: { teamId: number; teamName: string; current: "messages" | "training" | "availability" }) {
  return (
    <nav aria-label={`${teamName}: families`} className="flex flex-wrap items-center gap-2">
      <Link to={`/admin/squads?team=${teamId}`} className={buttonClasses("ghost", "sm")}>
        ← {teamName} squad
      </Link>
      <Link to={`/admin/squads/${teamId}/messages`} aria-current={current === "messages" ? "page" : undefined} className={buttonClasses(current === "messages" ? "default" : "outline", "sm")}>
        Messages
      </Link>
      <Link to={`/admin/squads/${teamId}/training`} aria-current={current === "training" ? "page" : undefined} className={buttonClasses(current === "training" ? "default" : "outline", "sm")}>
        Training
      </Link>
      <Link
        to={`/admin/squads/${teamId}/availability`}
        aria-current={current === "availability" ? "page" : undefined}
        className={buttonClasses(current === "availability" ? "default" : "outline", "sm")}
      >
        Availability
      </Link>
    </nav>
  );
}
