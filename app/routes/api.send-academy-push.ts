import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationView, sendNotification } from "~/models/push/notifications.server";
import { academyTestNotification } from "~/models/push/test-notifications.server";
import { academyTestSchema } from "~/schemas/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** POST (push admin) { title, message, targetUrl }, all optional: the academy quick test. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "push");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, academyTestSchema, { maxBytes: 8 * 1024, invalidMessage: "Invalid test notification" });
  const sent = sendNotification(academyTestNotification(input), user, "Sent the academy test notification");
  if (!sent.ok) return apiFailure(sent);
  return Response.json(notificationView(sent.notification), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "push");
  return apiError(405, "Use POST");
}
