import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { subscriptionView, updatePreferences } from "~/models/push/subscriptions.server";
import { preferencesSchema } from "~/schemas/push";
import { PUSH_MESSAGES, PUSH_PROOF_HEADER } from "~/config/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";
import { parseId } from "~/utils/ids";

/**
 * PATCH (public) { preferences }: the topics of one subscription, saved as they are ticked, with the
 * subscription's auth secret in X-Push-Auth.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") {
    // Only PATCH is public here: anything else is for admins (and then not supported).
    await requireUser(request, "admin");
    return apiError(405, "Use PATCH");
  }
  const id = parseId(params.id);
  if (!id) return apiError(404, PUSH_MESSAGES.noSubscription);
  const { preferences } = await parseJsonBody(request, preferencesSchema, { maxBytes: 1024, invalidMessage: "Invalid preferences" });
  const updated = updatePreferences(id, preferences, request.headers.get(PUSH_PROOF_HEADER));
  if (!updated.ok) return apiFailure(updated);
  return Response.json(subscriptionView(updated.subscription));
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return apiError(405, "Use PATCH");
}
