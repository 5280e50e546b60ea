import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { TEAM_NEWS_LIMITS, TEAM_NEWS_MESSAGES } from "~/config/team-news";
import { sendTeamMessage, sentTeamMessages } from "~/models/squads/team-news.server";
import { teamMessageSchema } from "~/schemas/team-news";
import { requireTeamOfRoute } from "~/services/team-route.server";
import { apiError, apiFailure, parseJsonBody } from "~/utils/api.server";

/** GET (squads; a coach only for their own teams): the messages sent to the team's families, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { team } = await requireTeamOfRoute(request, params.teamId);
  return Response.json(sentTeamMessages(team.id));
}

/**
 * POST { subject, message }: e-mails every guardian of a child in the team (in their language), pushes to
 * the phones that follow the team and lists it on the family page. 201 with the message and how many
 * families it went to; 409 for a team without families, 429 over the caps (app/config/team-news.ts).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, team } = await requireTeamOfRoute(request, params.teamId);
  if (request.method !== "POST") return apiError(405, "Use POST");
  const input = await parseJsonBody(request, teamMessageSchema, { maxBytes: 4 * TEAM_NEWS_LIMITS.message + 1024, invalidMessage: TEAM_NEWS_MESSAGES.messageBodyInvalid });
  const sent = sendTeamMessage(team.id, input, user);
  if (!sent.ok) return apiFailure(sent);
  const { id, subject, body, authorName, recipients, createdAt } = sent.sent;
  return Response.json({ id, subject, body, authorName, recipients, createdAt, families: sent.families }, { status: 201 });
}
