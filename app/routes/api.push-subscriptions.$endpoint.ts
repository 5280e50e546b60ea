import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { unsubscribe } from "~/models/push.server";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure } from "~/utils/api.server";

/** DELETE (public) /api/push-subscriptions/{URL-encoded endpoint}: Disable All Notifications. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") {
    // Only DELETE is public here: anything else is for admins (and then not supported).
    await requireUser(request, "admin");
    return apiError(405, "Use DELETE");
  }
  const removed = unsubscribe(params.endpoint ?? "");
  if (!removed.ok) return apiFailure(removed);
  return new Response(null, { status: 204 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return apiError(405, "Use DELETE");
}
