import type { LoaderFunctionArgs } from "@remix-run/node";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import { competitionTable } from "~/models/matches/season.server";
import { apiError } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** GET (public): a league's table computed from every recorded result; 404 for a cup or an unknown id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const table = id ? competitionTable(id) : null;
  if (!table) return apiError(404, FIXTURE_MESSAGES.competitionNotFound);
  return Response.json(table);
}
