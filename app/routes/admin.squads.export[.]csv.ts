import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportTeamContacts } from "~/models/squads/export.server";
import { squadQuerySchema } from "~/schemas/squads";
import { requireSquadsUser, requireTeamAccess } from "~/services/team-access.server";
import { csvResponse } from "~/utils/csv.server";

/**
 * One team's guardian contacts as CSV (`?team=<id>`): admins, academy staff and the team's own coaches;
 * a coach of another team gets 403. Every export is audited.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSquadsUser(request);
  const query = squadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || query.data.team === undefined) throw new Response("Choose a team: /admin/squads/export.csv?team=<id>", { status: 400 });
  const { user, scope } = await requireTeamAccess(request, query.data.team);
  const exported = exportTeamContacts(query.data.team, scope, user);
  if (!exported.ok) throw new Response(exported.message, { status: exported.reason === "forbidden" ? 403 : 404 });
  return csvResponse(exported.csv, `squad-${exported.slug}`);
}
