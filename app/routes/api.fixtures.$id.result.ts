import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import { recordResult } from "~/models/matches/manage.server";
import { resultApiSchema } from "~/schemas/fixtures";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/**
 * POST (fixtures admin) { ourScore, opponentScore, scorers?: [{ playerId, goals } | { name, goals }],
 * assists?: [{ playerId, assists }], playerOfTheMatchId?, walkover?, reportPostId?, notifyFans? }: records
 * or corrects a match's result; a credited player outside the match squad (or the team, without a
 * squad) is a 400 naming the field. With notifyFans a push and fan e-mails go out.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "fixtures");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const id = parseId(params.id);
  if (!id) return apiError(404, FIXTURE_MESSAGES.notFound);
  const input = await parseJsonBody(request, resultApiSchema, { maxBytes: 8 * 1024, invalidMessage: FIXTURE_MESSAGES.resultBodyInvalid });
  const recorded = recordResult(id, input, user);
  if (!recorded.ok) return apiFailure(recorded);
  return Response.json({ ...recorded.fixture, notified: recorded.notified });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "fixtures");
  return apiError(405, "Use POST");
}
