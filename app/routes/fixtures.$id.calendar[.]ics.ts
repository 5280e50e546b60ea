// "Add to calendar": one match as an .ics file to open in any calendar app, in the visitor's language.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixtureCalendar } from "~/models/matches/calendar.server";
import { calendarResponse } from "~/services/calendar-response.server";
import { languageOfRequest } from "~/services/language.server";
import { parseId } from "~/utils/ids";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const calendar = id ? fixtureCalendar(id, languageOfRequest(request)) : null;
  if (!calendar) throw new Response("Match not found", { status: 404 });
  return calendarResponse(calendar, `match-${id}.ics`, "attachment");
}
