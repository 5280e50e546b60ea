// One team's fixtures as an iCalendar feed, in the language asked for like a page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { teamCalendar } from "~/models/matches/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";
import { languageOfRequest } from "~/services/language.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const calendar = teamCalendar(params.slug ?? "", languageOfRequest(request));
  if (!calendar) throw new Response("Team not found", { status: 404 });
  return calendarResponse(calendar, `rising-stars-${params.slug}.ics`, "inline");
}
