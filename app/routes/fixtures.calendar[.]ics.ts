// The whole club's fixtures as an iCalendar feed (subscribe with webcal: or "From URL").
import { clubCalendar } from "~/models/fixtures/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";

export async function loader() {
  return calendarResponse(clubCalendar(), "rising-stars-fixtures.ics", "inline");
}
