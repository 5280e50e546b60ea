import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import { saveFixture } from "~/models/matches/manage.server";
import { listFixtures } from "~/models/matches/season.server";
import { fixtureApiSchema, fixtureQuerySchema } from "~/schemas/fixtures";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { fieldErrorsOf } from "~/utils/field-errors";

/**
 * GET (public): matches in kick-off order. Filters: `team` and `competition` (slugs), `status`,
 * `from` and `to` (ISO dates or date-times, kick-off from inclusive, to exclusive).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = fixtureQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Invalid query", fieldErrorsOf(query.error));
  return Response.json(listFixtures(query.data));
}

/** POST (fixtures admin) { teamId, competitionId, opponent, homeOrAway, venue, kickoffAt }: a new match. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "fixtures");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, fixtureApiSchema, { maxBytes: 8 * 1024, invalidMessage: FIXTURE_MESSAGES.matchBodyInvalid });
  const saved = saveFixture(input, user);
  if (!saved.ok) return apiFailure(saved);
  return Response.json(saved.fixture, { status: 201 });
}
