import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { attendanceSheet, saveAttendance } from "~/models/availability/attendance.server";
import { attendanceSchema } from "~/schemas/availability";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * GET [?session=2026-12-02T16:00] (squads; a coach only for their own teams): the team's training
 * sessions of the last two weeks and the attendance sheet of one (by default the latest that has
 * started): every current player, ticked as saved, else as their family answered "available".
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  return Response.json(attendanceSheet(team.id, new URL(request.url).searchParams.get("session") ?? undefined));
}

/**
 * PUT or POST { session: "2026-12-02T16:00", present: [playerId, …] }: who came to that session (every
 * other current player did not), replacing what was saved for it. 200 with the session and the counts;
 * 404 for a session that is not one of the team's last two weeks', 400 for a player not on the team
 * (nothing written).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  if (request.method !== "PUT" && request.method !== "POST") return apiError(405, "Use PUT or POST");
  const input = await parseJsonBody(request, attendanceSchema, { maxBytes: 16 * 1024 });
  const saved = saveAttendance(team.id, input, user);
  if (!saved.ok) return apiFailure(saved);
  return Response.json({ session: saved.session, present: saved.present, players: saved.players });
}
