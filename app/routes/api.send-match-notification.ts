import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendMatchNotification } from "~/models/email.server";
import { matchNotificationSchema } from "~/schemas/email";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST { opponent, matchDate, venue, matchType }: queues the match notification to every active fan
 * member. 202 with `{ queued, logIds }`; the worker delivers them a few at a time.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, matchNotificationSchema, { maxBytes: 8 * 1024, invalidMessage: "Please check the match details" });
  const sent = sendMatchNotification(user, input);
  if (!sent.ok) return apiFailure(sent);
  return Response.json({ queued: sent.queued, logIds: sent.logIds }, { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  return apiError(405, "Use POST");
}
