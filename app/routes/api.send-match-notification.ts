import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendMatchNotification } from "~/models/email.server";
import { matchNotificationSchema, type MatchNotificationInput } from "~/schemas/email";
import { fixtureRefSchema } from "~/schemas/fixtures";
import { FIXTURE_MESSAGES } from "~/config/fixtures";
import type { Language } from "~/config/i18n";
import { matchAnnouncement } from "~/models/matches/season.server";
import { formatDateTime } from "~/utils/dates";
import { requireUser } from "~/services/auth.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/**
 * POST { opponent, matchDate, venue, matchType }, or { fixtureId } to announce that match: queues the
 * match notification to every active fan member who chose match updates, in their language. 202 with
 * `{ queued, logIds }`; the worker delivers them a few at a time.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "email");
  if (request.method !== "POST") return apiError(405, "Use POST");
  const body = await parseJsonBody(request, fixtureRefSchema.or(matchNotificationSchema), { maxBytes: 8 * 1024, invalidMessage: FIXTURE_MESSAGES.matchBodyInvalid });
  let input: MatchNotificationInput | ((language: Language) => MatchNotificationInput);
  if ("fixtureId" in body) {
    const match = matchAnnouncement(body.fixtureId);
    if (!match) return apiError(404, FIXTURE_MESSAGES.notFound);
    // The kick-off as each fan's language writes dates.
    input = (language) => ({ opponent: match.opponent, matchDate: formatDateTime(match.matchDate, language), venue: match.venue, matchType: match.matchType });
  } else {
    input = body;
  }
  const sent = sendMatchNotification(user, input);
  if (!sent.ok) return apiFailure(sent);
  return Response.json({ queued: sent.queued, logIds: sent.logIds }, { status: 202 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "email");
  return apiError(405, "Use POST");
}
