import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGuardians } from "~/models/squads/guardians.server";
import { squadQuerySchema } from "~/schemas/squads";
import { requireSquadsUser, requireTeamAccess } from "~/services/team-access.server";
import { apiError } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";

/**
 * GET (squads): the guardians of the children on the teams the user may see, each with those children
 * only; `?team=<id>` one team (403 for a coach of another team).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = squadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    await requireSquadsUser(request);
    return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  }
  const { scope } = query.data.team === undefined ? await requireSquadsUser(request) : await requireTeamAccess(request, query.data.team);
  return Response.json(listGuardians(scope, query.data.team), { headers: { "Cache-Control": "no-store" } });
}
