import type { ActionFunctionArgs } from "@remix-run/node";
import { subscriptionView, updatePreferences } from "~/models/push.server";
import { PUSH_MESSAGES, preferencesSchema } from "~/schemas/push";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** PATCH (public) { preferences }: the topics of one subscription, saved as they are ticked. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return apiError(405, "Use PATCH");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return apiError(404, PUSH_MESSAGES.noSubscription);
  const { preferences } = await parseJsonBody(request, preferencesSchema, { maxBytes: 1024, invalidMessage: "Invalid preferences" });
  const updated = updatePreferences(id, preferences);
  if (!updated.ok) return apiFailure(updated);
  return Response.json(subscriptionView(updated.subscription));
}
