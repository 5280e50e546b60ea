import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/Button";

/** The team's screens for its families, in the order the nav shows them (the address part after the team). */
const TEAM_SCREENS = [
  { path: "messages", label: "Messages" },
  { path: "training", label: "Training" },
  { path: "availability", label: "Availability" },
  { path: "stats", label: "Statistics" },
  { path: "attendance", label: "Attendance" },
] as const;

type TeamScreen = (typeof TEAM_SCREENS)[number]["path"];

/** The team's news screens, side by side, and the way back to its squad. */
export function TeamNewsNav({ teamId, teamName, current }: { teamId: number; teamName: string; current: TeamScreen }) {
  return (
    <nav aria-label={`${teamName}: families`} className="flex flex-wrap items-center gap-2">
      <Link to={`/admin/squads?team=${teamId}`} className={buttonClasses("ghost", "sm")}>
        ← {teamName} squad
      </Link>
      {TEAM_SCREENS.map((screen) => (
        <Link
          key={screen.path}
          to={`/admin/squads/${teamId}/${screen.path}`}
          aria-current={current === screen.path ? "page" : undefined}
          className={buttonClasses(current === screen.path ? "default" : "outline", "sm")}
        >
          {screen.label}
        </Link>
      ))}
    </nav>
  );
}
