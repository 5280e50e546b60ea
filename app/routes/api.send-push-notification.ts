import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationView, sendNotification } from "~/models/push/notifications.server";
import { notificationSchema } from "~/schemas/push";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST (push admin) { title, body, type, targetUrl, imageUrl }: a custom notification. Answers 202 with
 * the notification row at once; `deliveredCount` / `failedCount` grow while it is sent in the background.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "push");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, notificationSchema, {
    maxBytes: 16 * 1024,
    invalidMessage: (errors) => Object.values(errors)[0]?.[0] ?? "Invalid notification",
  });
  const sent = sendNotification(input, user);
  if (!sent.ok) return apiFailure(sent);
  return Response.json(notificationView(sent.notification), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "push");
  return apiError(405, "Use POST");
}
