import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { REGISTRATION_MESSAGES } from "~/config/academy";
import { decideRegistration, getRegistration } from "~/models/academy/review.server";
import { statusUpdateSchema } from "~/schemas/academy";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/** GET (admin): one registration. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "academy");
  const id = parseId(params.id);
  const registration = id ? getRegistration(id) : null;
  if (!registration) return apiError(404, REGISTRATION_MESSAGES.notFound);
  return Response.json(registration, { headers: { "Cache-Control": "no-store" } });
}

/**
 * PATCH (admin) { status, teamId? }: approve or reject a pending registration. Approving with a teamId
 * also makes the child a player on that team with their guardian (the answer then has `player`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, "academy");
  if (request.method !== "PATCH") return apiError(405, "Use PATCH");
  const id = parseId(params.id);
  if (!id) return apiError(404, REGISTRATION_MESSAGES.notFound);
  const { status, teamId } = await parseJsonBody(request, statusUpdateSchema, { maxBytes: 1024, invalidMessage: "Invalid status" });
  const decided = await decideRegistration(id, status, user, { teamId });
  if (!decided.ok) return apiFailure(decided);
  return Response.json(decided.placed ? { ...decided.registration, player: decided.placed } : decided.registration);
}
