import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportTeamStatistics } from "~/models/matches/player-stats.server";
import { statsQuerySchema } from "~/schemas/player-stats";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { csvResponse } from "~/utils/csv.server";

/**
 * A team's player statistics of a season as CSV (`?season=`; the current one by default), with full
 * names: admins, academy staff and the team's own coaches; a coach of another team gets 403. Audited.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  const query = statsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const exported = exportTeamStatistics(team.id, query.season, user);
  if (!exported.ok) throw new Response(exported.message, { status: 404 });
  return csvResponse(exported.csv, exported.slug);
}
