// The whole club's fixtures as an iCalendar feed (subscribe with webcal: or "From URL"), in the
// language asked for like a page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { clubCalendar } from "~/models/matches/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";
import { languageOfRequest } from "~/services/language.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return calendarResponse(clubCalendar(languageOfRequest(request)), "rising-stars-fixtures.ics", "inline");
}
