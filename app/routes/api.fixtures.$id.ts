import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import { changeFixtureStatus, saveFixture } from "~/models/matches/manage.server";
import { getFixture } from "~/models/matches/season.server";
import { fixtureApiSchema, fixtureStatusChangeSchema } from "~/schemas/fixtures";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** GET (public): one match with its result and scorers. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const fixture = id ? getFixture(id) : null;
  if (!fixture) return apiError(404, FIXTURE_MESSAGES.notFound);
  return Response.json(fixture);
}

/**
 * PUT (fixtures admin) { teamId, competitionId, opponent, homeOrAway, venue, kickoffAt }: changes a match.
 * PATCH (fixtures admin) { status: scheduled | postponed | cancelled }: postpones, cancels or reinstates it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "fixtures");
  if (request.method !== "PUT" && request.method !== "PATCH") return apiError(405, "Use PUT or PATCH");
  const id = parseId(params.id);
  if (!id) return apiError(404, FIXTURE_MESSAGES.notFound);
  if (request.method === "PATCH") {
    const input = await parseJsonBody(request, fixtureStatusChangeSchema.omit({ id: true }), { maxBytes: 1024, invalidMessage: FIXTURE_MESSAGES.statusBodyInvalid });
    const changed = changeFixtureStatus(id, input.status, user);
    if (!changed.ok) return apiFailure(changed);
    return Response.json(changed.fixture);
  }
  const input = await parseJsonBody(request, fixtureApiSchema, { maxBytes: 8 * 1024, invalidMessage: FIXTURE_MESSAGES.matchBodyInvalid });
  const saved = saveFixture({ ...input, id }, user);
  if (!saved.ok) return apiFailure(saved);
  return Response.json(saved.fixture);
}
