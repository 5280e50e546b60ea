// What availability accepts: the coach's request (form and POST /api/squads/teams/{id}/availability), a
// family's answer (the answer link's form, the family page's form) and the match squad (the squad screen's
// form and PUT /api/squads/teams/{id}/squads/{fixtureId}). Words and limits come from
// app/config/availability.ts.
import { z } from "zod";
import { AVAILABILITY_ANSWERS, AVAILABILITY_LIMITS as LIMITS, AVAILABILITY_MESSAGES as MESSAGES, SQUAD_LIMITS, SQUAD_MESSAGES, type AvailabilityAnswer } from "~/config/availability";
import { TEAM_LIMITS } from "~/config/teams";
import { idFieldWith, optionalText } from "~/schemas/fields";
import { kickoffFromNairobi } from "~/schemas/fixtures";

/** "2026-12-05T08:30" as a datetime-local input sends it, Nairobi time → UTC ISO; undefined when left empty. */
const nairobiDeadline = z
  .string({ invalid_type_error: MESSAGES.deadlineInvalid })
  .trim()
  .max(16, MESSAGES.deadlineInvalid)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const [date = "", time = ""] = value.split("T");
    const iso = kickoffFromNairobi(date, time);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: MESSAGES.deadlineInvalid });
      return z.NEVER;
    }
    return iso;
  });

/** Opening a request for one of the team's upcoming fixtures; no deadline: the default before kick-off. */
export const openRequestSchema = z.object({
  fixtureId: idFieldWith(MESSAGES.fixtureRequired),
  note: optionalText(LIMITS.note),
  deadline: nairobiDeadline,
});
export type OpenRequestInput = z.infer<typeof openRequestSchema>;

/** "Remind the rest": the request whose families without an answer are reminded now (the coach's form, intent `remind`). */
export const remindSchema = z.object({ requestId: idFieldWith(MESSAGES.requestNotFound) });

/**
 * POST /api/squads/teams/{id}/availability: `intent` "remind" with a `requestId`, or (no intent, or
 * "open") a new request.
 */
export const availabilityPostSchema = z.preprocess(
  (body) => (body && typeof body === "object" && !Array.isArray(body) && !("intent" in body) ? { ...body, intent: "open" } : body),
  z.discriminatedUnion("intent", [openRequestSchema.extend({ intent: z.literal("open") }), remindSchema.extend({ intent: z.literal("remind") })], {
    errorMap: () => ({ message: 'intent must be "open" or "remind"' }),
  }),
);

const answerFields = {
  answer: z.enum(AVAILABILITY_ANSWERS, { errorMap: () => ({ message: MESSAGES.answerRequired }) }),
  reason: optionalText(LIMITS.reason),
};

/** An answer by link (the token is the address's). */
export const answerSchema = z.object(answerFields);
export type AnswerInput = z.infer<typeof answerSchema>;

/** An answer on the family page: which request and which of the guardian's children. */
export const familyAnswerSchema = z.object({ requestId: idFieldWith(MESSAGES.requestNotFound), playerId: idFieldWith(MESSAGES.notYourChild), ...answerFields });
export type FamilyAnswerInput = z.infer<typeof familyAnswerSchema>;

/**
 * One child's match as the answer page and the family page show it: the child's first name and the
 * match, nothing of any other child; `open` while answers are taken, `notOn` when the match is postponed
 * or cancelled (closed for now, and the page says why).
 */
export type AvailabilityQuestion = {
  child: string;
  teamName: string;
  opponent: string;
  venue: string;
  kickoffAt: string;
  note: string;
  deadlineAt: string;
  open: boolean;
  notOn: boolean;
  current: { answer: AvailabilityAnswer; reason: string; answeredAt: string } | null;
};

/** The most ids one squad may send: no competition's squad is larger (the model checks the match's own size). */
const SQUAD_IDS_MAX = TEAM_LIMITS.matchSquadMax;

/**
 * The ticked players: from a form none is no field, one a string, several a list; from JSON a list of
 * numbers. Each a positive id, duplicates dropped; anything else is one message on the list.
 */
const squadPlayerIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.union([z.string(), z.number()]), { invalid_type_error: SQUAD_MESSAGES.notOnTeam })
    .max(SQUAD_IDS_MAX, SQUAD_MESSAGES.tooMany(SQUAD_IDS_MAX))
    .transform((ids, ctx) => {
      const numbers = ids.map((id) => (typeof id === "number" ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN));
      if (numbers.every((id) => Number.isSafeInteger(id) && id > 0)) return [...new Set(numbers)];
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: SQUAD_MESSAGES.notOnTeam });
      return z.NEVER;
    }),
);

/** The coach's squad for one fixture: the ticked players and the line the selected families get. */
export const squadSchema = z.object({
  playerIds: squadPlayerIds,
  note: optionalText(SQUAD_LIMITS.note),
});
export type SquadInput = z.infer<typeof squadSchema>;
