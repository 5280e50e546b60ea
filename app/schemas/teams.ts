// What the admin's team and competition forms accept. Training times are "HH:MM" in Nairobi time, as
// the team page shows them; a team's weekly sessions come as numbered rows (`sessions[0].weekday`…),
// blank rows are ignored.
import { z } from "zod";
import { COMPETITION_KINDS } from "~/config/fixtures";
import { AGE_GROUPS, COACH_NAMES, TEAM_LIMITS, TEAM_MESSAGES } from "~/config/teams";
import { idField, oneLine, optionalText, requiredText, tooLong } from "~/schemas/fields";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One row of the training form, as typed (every part may be blank). */
const sessionRow = z
  .object({
    weekday: z.string().optional(),
    startsAt: z.string().optional(),
    endsAt: z.string().optional(),
    venue: oneLine(z.string()).optional(),
  })
  .optional();
type SessionRow = z.infer<typeof sessionRow>;

export type TrainingSessionInput = { weekday: number; startsAt: string; endsAt: string; venue?: string };

const isBlank = (row: SessionRow) => !row || ![row.weekday, row.startsAt, row.endsAt, row.venue].some((part) => part?.trim());

/** Checks each filled row in place (errors name the row the admin typed: `sessions[2].endsAt`) and keeps only those. */
function trainingSessions(rows: SessionRow[], ctx: z.RefinementCtx): TrainingSessionInput[] {
  const sessions: TrainingSessionInput[] = [];
  rows.forEach((row, index) => {
    if (!row || isBlank(row)) return;
    const weekday = Number(row.weekday);
    const startsAt = row.startsAt?.trim() ?? "";
    const endsAt = row.endsAt?.trim() ?? "";
    const venue = row.venue?.trim() ?? "";
    const problems: [field: string, message: string][] = [];
    if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) problems.push(["weekday", TEAM_MESSAGES.weekdayRequired]);
    if (!TIME.test(startsAt)) problems.push(["startsAt", TEAM_MESSAGES.timeInvalid]);
    if (!TIME.test(endsAt)) problems.push(["endsAt", TEAM_MESSAGES.timeInvalid]);
    else if (TIME.test(startsAt) && endsAt <= startsAt) problems.push(["endsAt", TEAM_MESSAGES.endBeforeStart]);
    if (venue.length > TEAM_LIMITS.venue) problems.push(["venue", tooLong(TEAM_LIMITS.venue)]);
    if (sessions.some((other) => other.weekday === weekday && other.startsAt === startsAt)) problems.push(["startsAt", TEAM_MESSAGES.sessionTwice]);
    for (const [field, message] of problems) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, field], message });
    if (!problems.length) sessions.push({ weekday, startsAt, endsAt, venue: venue || undefined });
  });
  return sessions;
}

/** Checkboxes of players: none ticked is no field, one is a string, several a list; a bad value is one message on the list. */
const checkedIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string(), { invalid_type_error: TEAM_MESSAGES.playerUnknown })
    .max(TEAM_LIMITS.squad)
    .transform((ids, ctx) => {
      const numbers = ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN));
      if (numbers.every((id) => id > 0)) return numbers;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: TEAM_MESSAGES.playerUnknown });
      return z.NEVER;
    }),
);

/** The admin's team form: a new team (no id) or changes to one, with its training week and squad. */
export const teamFormSchema = z
  .object({
    id: idField.optional(),
    name: requiredText(TEAM_MESSAGES.nameRequired, TEAM_LIMITS.name),
    ageGroup: z.enum(AGE_GROUPS, { errorMap: () => ({ message: TEAM_MESSAGES.ageGroupRequired }) }),
    coach: optionalText(TEAM_LIMITS.name).refine((name) => !name || COACH_NAMES.includes(name), TEAM_MESSAGES.coachUnknown),
    trainingVenue: requiredText(TEAM_MESSAGES.venueRequired, TEAM_LIMITS.venue),
    sortOrder: z.coerce
      .number({ invalid_type_error: TEAM_MESSAGES.sortOrderInvalid })
      .int(TEAM_MESSAGES.sortOrderInvalid)
      .min(0, TEAM_MESSAGES.sortOrderInvalid)
      .max(TEAM_LIMITS.sortOrder, TEAM_MESSAGES.sortOrderInvalid)
      .optional()
      .transform((value) => value ?? 0),
    sessions: z
      .array(sessionRow, { invalid_type_error: "Training sessions are rows of day, start and end" })
      .max(TEAM_LIMITS.sessions, TEAM_MESSAGES.tooManySessions)
      .optional()
      .transform((rows, ctx) => trainingSessions(rows ?? [], ctx)),
    playerIds: checkedIds,
  });
export type TeamInput = z.infer<typeof teamFormSchema>;

const SEASON = /^(\d{4})\/(\d{2})$/;

/** The admin's competition form. */
export const competitionFormSchema = z.object({
  id: idField.optional(),
  name: requiredText(TEAM_MESSAGES.competitionNameRequired, TEAM_LIMITS.competitionName),
  kind: z.enum(COMPETITION_KINDS.map((k) => k.value) as ["league", "cup"], { errorMap: () => ({ message: TEAM_MESSAGES.kindRequired }) }),
  season: z
    .string({ required_error: TEAM_MESSAGES.seasonInvalid })
    .trim()
    .refine((season) => {
      const years = SEASON.exec(season);
      return Boolean(years) && (Number(years![1]) + 1) % 100 === Number(years![2]);
    }, TEAM_MESSAGES.seasonInvalid),
  /** Our team in it; none for a competition several of our teams share. */
  teamId: idField.optional(),
  /** The largest match squad in it; left empty, the club's default (MATCH_SQUAD_MAX). */
  squadSizeMax: z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? value.trim() : value),
    z.coerce
      .number({ invalid_type_error: TEAM_MESSAGES.squadSizeInvalid })
      .int(TEAM_MESSAGES.squadSizeInvalid)
      .min(1, TEAM_MESSAGES.squadSizeInvalid)
      .max(TEAM_LIMITS.matchSquadMax, TEAM_MESSAGES.squadSizeInvalid)
      .optional(),
  ),
});
export type CompetitionInput = z.infer<typeof competitionFormSchema>;
