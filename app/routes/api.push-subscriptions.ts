import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { subscribe, subscriptionView } from "~/models/push/subscriptions.server";
import { subscriptionSchema } from "~/schemas/push";
import { PUSH_PROOF_HEADER } from "~/config/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (public) { endpoint, p256dh, auth, userAgent, preferences }: upsert by endpoint. A known
 * endpoint is updated only by its holder (the same auth, or the current one in X-Push-Auth).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    // Only POST is public here: anything else is for admins (and then not supported).
    await requireUser(request, "admin");
    return apiError(405, "Use POST");
  }
  const input = await parseJsonBody(request, subscriptionSchema, { maxBytes: 8 * 1024, invalidMessage: "Invalid subscription" });
  const subscribed = subscribe(input, { ip: context.clientIp, proof: request.headers.get(PUSH_PROOF_HEADER) });
  if (!subscribed.ok) return apiFailure(subscribed);
  return Response.json(subscriptionView(subscribed.subscription), { status: 201 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return apiError(405, "Use POST");
}
