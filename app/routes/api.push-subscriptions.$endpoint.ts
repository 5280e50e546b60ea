import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { unsubscribe } from "~/models/push/subscriptions.server";
import { PUSH_PROOF_HEADER } from "~/config/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure } from "~/utils/api.server";

/**
 * DELETE (public) /api/push-subscriptions/{URL-encoded endpoint}: Disable All Notifications, with the
 * subscription's auth secret in X-Push-Auth.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") {
    // Only DELETE is public here: anything else is for admins (and then not supported).
    await requireUser(request, "admin");
    return apiError(405, "Use DELETE");
  }
  const removed = unsubscribe(params.endpoint ?? "", request.headers.get(PUSH_PROOF_HEADER));
  if (!removed.ok) return apiFailure(removed);
  return new Response(null, { status: 204 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return apiError(405, "Use DELETE");
}
