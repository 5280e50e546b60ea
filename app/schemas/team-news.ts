// What staff send a team's families: a team message (the admin form and POST
// /api/squads/teams/{id}/messages take the same fields) and the cancellation of one training session.
import { z } from "zod";
import { TEAM_NEWS_LIMITS, TEAM_NEWS_MESSAGES } from "~/config/team-news";
import { requiredLines, requiredText } from "~/schemas/fields";
import { isCalendarDate } from "~/utils/age";

export const teamMessageSchema = z.object({
  subject: requiredText(TEAM_NEWS_MESSAGES.subjectRequired, TEAM_NEWS_LIMITS.subject),
  message: requiredLines(TEAM_NEWS_MESSAGES.messageRequired, TEAM_NEWS_LIMITS.message),
});
export type TeamMessageInput = z.infer<typeof teamMessageSchema>;

/** One session on one date: the date (YYYY-MM-DD, Nairobi) and its start ("HH:MM", Nairobi). */
const sessionFields = {
  date: z
    .string({ required_error: TEAM_NEWS_MESSAGES.dateInvalid, invalid_type_error: TEAM_NEWS_MESSAGES.dateInvalid })
    .refine(isCalendarDate, TEAM_NEWS_MESSAGES.dateInvalid),
  startsAt: z
    .string({ required_error: TEAM_NEWS_MESSAGES.timeInvalid, invalid_type_error: TEAM_NEWS_MESSAGES.timeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TEAM_NEWS_MESSAGES.timeInvalid),
};

export const cancelTrainingSchema = z.object({
  ...sessionFields,
  reason: requiredText(TEAM_NEWS_MESSAGES.reasonRequired, TEAM_NEWS_LIMITS.reason),
});

export const reinstateTrainingSchema = z.object(sessionFields);
