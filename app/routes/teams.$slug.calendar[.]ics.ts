// One team's fixtures as an iCalendar feed.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { teamCalendar } from "~/models/fixtures/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const calendar = teamCalendar(params.slug ?? "");
  if (!calendar) throw new Response("Team not found", { status: 404 });
  return calendarResponse(calendar, `rising-stars-${params.slug}.ics`, "inline");
}
