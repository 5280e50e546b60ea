import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { matchTestNotification, notificationView, sendNotification } from "~/models/push.server";
import { matchTestSchema } from "~/schemas/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** POST (push admin) { opponent, matchDate, venue, matchType }, all optional: the match quick test. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "push");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, matchTestSchema, { maxBytes: 8 * 1024, invalidMessage: "Invalid test notification" });
  const sent = sendNotification(matchTestNotification(input), user, "Sent the match test notification");
  if (!sent.ok) return apiFailure(sent);
  return Response.json(notificationView(sent.notification), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "push");
  return apiError(405, "Use POST");
}
