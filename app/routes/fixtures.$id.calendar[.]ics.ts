// "Add to calendar": one match as an .ics file to open in any calendar app.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixtureCalendar } from "~/models/fixtures/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";
import { parseId } from "~/utils/ids";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const calendar = id ? fixtureCalendar(id) : null;
  if (!calendar) throw new Response("Match not found", { status: 404 });
  return calendarResponse(calendar, `match-${id}.ics`, "attachment");
}
