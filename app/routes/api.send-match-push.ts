import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notificationView, sendNotification } from "~/models/push/notifications.server";
import { matchTestNotification } from "~/models/push/test-notifications.server";
import { matchTestSchema } from "~/schemas/push";
import { fixtureRefSchema } from "~/schemas/fixtures";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import { matchAnnouncement } from "~/models/matches/season.server";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** POST (push admin) { opponent, matchDate, venue, matchType }, all optional: the match quick test; or { fixtureId }: that match. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "push");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, fixtureRefSchema.or(matchTestSchema), { maxBytes: 8 * 1024, invalidMessage: "Invalid test notification" });
  let notification;
  if ("fixtureId" in input) {
    const match = matchAnnouncement(input.fixtureId);
    if (!match) return apiError(404, FIXTURE_MESSAGES.notFound);
    notification = { ...matchTestNotification(match), targetUrl: match.targetUrl };
  } else {
    notification = matchTestNotification(input);
  }
  const sent = sendNotification(notification, user, "Sent the match notification");
  if (!sent.ok) return apiFailure(sent);
  return Response.json(notificationView(sent.notification), { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "push");
  return apiError(405, "Use POST");
}
