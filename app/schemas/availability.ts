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

/** A weekly training session on a date: "2026-12-02T16:00" (date and start, Nairobi), as the forms, the API and the URLs name one. */
export type TrainingSessionKey = { date: string; startsAt: string };

const SESSION_KEY = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** "2026-12-02T16:00" → the session's date and start, or null when it is no real date and time. */
function sessionOf(value: string): TrainingSessionKey | null {
  const found = SESSION_KEY.exec(value);
  return found && kickoffFromNairobi(found[1], found[2]) ? { date: found[1], startsAt: found[2] } : null;
}

/** A session named as "2026-12-02T16:00" (Nairobi). */
export const trainingSessionField = z
  .string({ invalid_type_error: MESSAGES.sessionInvalid })
  .trim()
  .max(16, MESSAGES.sessionInvalid)
  .transform((value, ctx) => {
    const session = sessionOf(value);
    if (!session) {
      ctx.addIssue({ code: "custom", message: MESSAGES.sessionInvalid });
      return z.NEVER;
    }
    return session;
  });

/** What a request asks about: one fixture of the team, or one of its weekly training sessions on a date. */
export type RequestSubject = { kind: "fixture"; fixtureId: number } | ({ kind: "training" } & TrainingSessionKey);

/** The coach's form names it with one select: "fixture:12" or "training:2026-12-02T16:00". */
function subjectOf(value: string): RequestSubject | null {
  const fixture = /^fixture:(\d{1,15})$/.exec(value);
  if (fixture) return Number(fixture[1]) > 0 ? { kind: "fixture", fixtureId: Number(fixture[1]) } : null;
  const session = value.startsWith("training:") ? sessionOf(value.slice("training:".length)) : null;
  return session && { kind: "training", ...session };
}

/**
 * Opening a request: about a coming fixture or training session of the team (the form's `event`, or
 * the API's `fixtureId` or `training`, exactly one of them); no deadline: the default before the start.
 */
export const openRequestSchema = z
  .object({
    event: z.string({ invalid_type_error: MESSAGES.eventRequired }).trim().max(40, MESSAGES.eventRequired).optional(),
    fixtureId: idFieldWith(MESSAGES.fixtureRequired).optional(),
    training: trainingSessionField.optional(),
    note: optionalText(LIMITS.note),
    deadline: nairobiDeadline,
  })
  .transform(({ event, fixtureId, training, note, deadline }, ctx) => {
    const named = [event, fixtureId, training].filter((given) => given !== undefined && given !== "").length;
    if (named !== 1) {
      ctx.addIssue({ code: "custom", path: ["event"], message: named ? MESSAGES.oneEvent : MESSAGES.eventRequired });
      return z.NEVER;
    }
    const subject: RequestSubject | null =
      fixtureId !== undefined ? { kind: "fixture", fixtureId } : training ? { kind: "training", ...training } : subjectOf(event ?? "");
    if (!subject) {
      ctx.addIssue({ code: "custom", path: ["event"], message: MESSAGES.eventRequired });
      return z.NEVER;
    }
    return { subject, note, deadline };
  });
export type OpenRequestInput = z.infer<typeof openRequestSchema>;

/** "Remind the rest": the request whose families without an answer are reminded now (the coach's form, intent `remind`). */
export const remindSchema = z.object({ requestId: idFieldWith(MESSAGES.requestNotFound) });

/** The issues of a failed parse, added to `ctx` (a schema chosen inside another's transform). */
function addIssues(ctx: z.RefinementCtx, error: z.ZodError) {
  for (const issue of error.issues) ctx.addIssue(issue);
  return z.NEVER;
}

/**
 * POST /api/squads/teams/{id}/availability: `intent` "remind" with a `requestId`, or (no intent, or
 * "open") a new request.
 */
export const availabilityPostSchema = z
  .object({ intent: z.enum(["open", "remind"], { errorMap: () => ({ message: 'intent must be "open" or "remind"' }) }).default("open") })
  .passthrough()
  .transform((body, ctx) => {
    if (body.intent === "remind") {
      const remind = remindSchema.safeParse(body);
      return remind.success ? { intent: "remind" as const, ...remind.data } : addIssues(ctx, remind.error);
    }
    const open = openRequestSchema.safeParse(body);
    return open.success ? { intent: "open" as const, ...open.data } : addIssues(ctx, open.error);
  });

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
  /** A match (opponent and venue) or a training session (no opponent; the session's venue). */
  kind: "match" | "training";
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
/** The coach's ticks at the pitch: who came to one session (every other current player did not). */
export const attendanceSchema = z.object({
  session: trainingSessionField,
  // Checkboxes named "present": none ticked sends none.
  present: z.array(idFieldWith(MESSAGES.attendanceNotOnTeam)).max(LIMITS.attendancePlayers, MESSAGES.attendanceTooMany).default([]),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;
