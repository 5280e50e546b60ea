// What the fixtures area accepts: the admin's match and result forms, the JSON API's bodies and the
// public pages' URL state. Kick-offs are typed as a date and a time in Nairobi and stored as UTC.
import { z } from "zod";
import { FIXTURE_LIMITS, FIXTURE_MESSAGES, FIXTURE_STATUS_VALUES } from "~/config/fixtures";
import { MATCH_RECORD_LIMITS, MATCH_RECORD_MESSAGES } from "~/config/player-stats";
import { idField, idFieldWith, isOneLine, optionalLines, requiredText, textLines, tooLong } from "~/schemas/fields";

const NAIROBI_OFFSET_MINUTES = 3 * 60;

/** "2026-11-28" + "15:00" in Nairobi → "2026-11-28T12:00:00.000Z", or null when either is not a real date/time. */
export function kickoffFromNairobi(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const utc = new Date(Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2])) - NAIROBI_OFFSET_MINUTES * 60_000);
  // Date.UTC rolls 31 February over into March: refuse dates that do not exist.
  const check = new Date(utc.getTime() + NAIROBI_OFFSET_MINUTES * 60_000);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc.toISOString();
}

/** The Nairobi date ("2026-11-28") and time ("15:00") of a UTC kick-off, for the form's inputs. */
export function nairobiDateAndTime(kickoffAt: string): { date: string; time: string } {
  const local = new Date(new Date(kickoffAt).getTime() + NAIROBI_OFFSET_MINUTES * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const score = z.coerce
  .number({ required_error: FIXTURE_MESSAGES.scoreRequired, invalid_type_error: FIXTURE_MESSAGES.scoreInvalid })
  .int(FIXTURE_MESSAGES.scoreInvalid)
  .min(0, FIXTURE_MESSAGES.scoreInvalid)
  .max(FIXTURE_LIMITS.goals, FIXTURE_MESSAGES.scoreInvalid);

const matchFields = {
  teamId: idFieldWith(FIXTURE_MESSAGES.teamRequired),
  competitionId: idFieldWith(FIXTURE_MESSAGES.competitionRequired),
  opponent: requiredText(FIXTURE_MESSAGES.opponentRequired, FIXTURE_LIMITS.opponent),
  homeOrAway: z.enum(["home", "away"], { errorMap: () => ({ message: "Choose home or away" }) }),
  venue: requiredText(FIXTURE_MESSAGES.venueRequired, FIXTURE_LIMITS.venue),
};

/**
 * What the team's families bring (the family page; never public). The form always sends it: empty
 * removes the note (null).
 */
const whatToBringField = optionalLines(FIXTURE_LIMITS.whatToBring).transform((value) => value ?? null);

/** The admin's match form: a new match (no id) or changes to one. */
export const fixtureFormSchema = z
  .object({
    id: idField.optional(),
    ...matchFields,
    whatToBring: whatToBringField,
    date: z.string({ required_error: FIXTURE_MESSAGES.kickoffRequired }).trim().min(1, FIXTURE_MESSAGES.kickoffRequired),
    time: z.string({ required_error: FIXTURE_MESSAGES.kickoffRequired }).trim().min(1, FIXTURE_MESSAGES.kickoffRequired),
  })
  .transform((value, ctx) => {
    const kickoffAt = kickoffFromNairobi(value.date, value.time);
    if (!kickoffAt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["date"], message: FIXTURE_MESSAGES.kickoffInvalid });
      return z.NEVER;
    }
    const { date: _date, time: _time, ...rest } = value;
    return { ...rest, kickoffAt };
  });
/** A match to save; `whatToBring` undefined leaves its note as it is (the API without the field). */
export type FixtureInput = Omit<z.infer<typeof fixtureFormSchema>, "whatToBring"> & { whatToBring?: string | null };

/**
 * POST/PUT /api/fixtures: the same match with its kick-off as an ISO instant. `whatToBring` left out
 * keeps the match's note as it is; null or "" removes it.
 */
export const fixtureApiSchema = z.object({
  ...matchFields,
  whatToBring: textLines(z.string({ invalid_type_error: "whatToBring must be text" }).trim().max(FIXTURE_LIMITS.whatToBring, tooLong(FIXTURE_LIMITS.whatToBring)))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  kickoffAt: z
    .string({ required_error: FIXTURE_MESSAGES.kickoffRequired })
    .datetime({ offset: true, message: "kickoffAt must be an ISO date-time" })
    .transform((value) => new Date(value).toISOString()),
});

/** Scorers typed one per line, the goals after the name: "Brian Okoth 2" (1 when left out). */
export function parseScorerLines(text: string): { name: string; goals: number }[] | null {
  const scorers: { name: string; goals: number }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(.*?)(?:\s+[x×]?(\d{1,2}))?$/i.exec(line);
    const name = match?.[1].trim() ?? "";
    if (!name || name.length > FIXTURE_LIMITS.scorerName || !isOneLine(name)) return null;
    const goals = match?.[2] ? Number(match[2]) : 1;
    if (goals < 1) return null;
    const same = scorers.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (same) same.goals += goals;
    else scorers.push({ name, goals });
  }
  return scorers.length > FIXTURE_LIMITS.scorers ? null : scorers;
}

export const scorerLines = (scorers: { name: string; goals: number }[]) =>
  scorers.map((s) => (s.goals > 1 ? `${s.name} ${s.goals}` : s.name)).join("\n");

type Credits = { playerId: number }[];

/** Goals (typed and picked) never add up to more than our score; each player is credited once per list. */
const resultChecks = <T extends { ourScore: number; scorers: { goals: number }[]; picked: ({ goals: number } & Credits[number])[]; assists: Credits }>(
  value: T,
  ctx: z.RefinementCtx,
  paths: { scorers: string; picked: string; assists: string },
) => {
  const scored = [...value.scorers, ...value.picked].reduce((sum, s) => sum + s.goals, 0);
  if (scored > value.ourScore) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [paths.scorers], message: FIXTURE_MESSAGES.scorersTooMany });
  const twice = (list: Credits) => new Set(list.map((row) => row.playerId)).size !== list.length;
  if (twice(value.picked)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [paths.picked], message: MATCH_RECORD_MESSAGES.duplicatePlayer });
  if (twice(value.assists)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [paths.assists], message: MATCH_RECORD_MESSAGES.duplicatePlayer });
};

const walkover = z
  .enum(["", "us", "opponent"], { errorMap: () => ({ message: "Choose who the match was awarded to" }) })
  .optional()
  .transform((value) => (value ? value : undefined));

/** A goals or assists box of the result form's player rows: empty is 0. */
const tally = z.preprocess(
  (value) => (value === undefined || value === "" ? 0 : value),
  z.coerce
    .number({ invalid_type_error: MATCH_RECORD_MESSAGES.tallyInvalid })
    .int(MATCH_RECORD_MESSAGES.tallyInvalid)
    .min(0, MATCH_RECORD_MESSAGES.tallyInvalid)
    .max(FIXTURE_LIMITS.goals, MATCH_RECORD_MESSAGES.tallyInvalid),
);

/**
 * The admin's "record result" form. Its player rows (`players[i].playerId`, `.goals`, `.assists`: one
 * per squad player, so it works without scripts) become the picked scorers and the assists; the
 * textarea keeps the typed scorers (guests).
 */
export const resultFormSchema = z
  .object({
    id: idField,
    ourScore: score,
    opponentScore: score,
    walkover,
    scorers: z
      .string()
      .max(2_000)
      .optional()
      .transform((text, ctx) => {
        const scorers = parseScorerLines(text ?? "");
        if (!scorers) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "One scorer per line: a name, then the number of goals if more than one" });
          return z.NEVER;
        }
        return scorers;
      }),
    players: z
      .array(z.object({ playerId: idField, goals: tally, assists: tally }))
      .max(MATCH_RECORD_LIMITS.players)
      .default([]),
    playerOfTheMatchId: z.union([z.literal("").transform(() => undefined), idField]).optional(),
    reportPostId: z.union([z.literal("").transform(() => undefined), idField]).optional(),
    notifyFans: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  })
  .transform(({ players, ...value }) => ({
    ...value,
    picked: players.filter((row) => row.goals > 0).map(({ playerId, goals }) => ({ playerId, goals })),
    assists: players.filter((row) => row.assists > 0).map(({ playerId, assists }) => ({ playerId, assists })),
    // Each row is one player: the duplicate check runs over every row, credited or not.
    rows: players,
  }))
  .superRefine((value, ctx) => resultChecks({ ...value, picked: value.rows.map((row) => ({ playerId: row.playerId, goals: row.goals })) }, ctx, { scorers: "scorers", picked: "players", assists: "players" }))
  .transform(({ rows: _rows, ...value }) => value);

const apiScorer = z
  .object({
    playerId: idField.optional(),
    name: requiredText("Scorer name is required", FIXTURE_LIMITS.scorerName).optional(),
    goals: z.number().int().min(1).max(FIXTURE_LIMITS.goals),
  })
  .refine((scorer) => (scorer.playerId === undefined) !== (scorer.name === undefined), { message: "A scorer has either a playerId (from the squad) or a name (a guest)" });

/**
 * POST /api/fixtures/{id}/result: scorers are `{ playerId, goals }` (from the squad) or `{ name, goals }`
 * (a guest); `assists` `[{ playerId, assists }]`; `playerOfTheMatchId`.
 */
export const resultApiSchema = z
  .object({
    ourScore: score,
    opponentScore: score,
    walkover: z.enum(["us", "opponent"]).nullish().transform((value) => value ?? undefined),
    scorers: z.array(apiScorer).max(FIXTURE_LIMITS.scorers).default([]),
    assists: z
      .array(z.object({ playerId: idField, assists: z.number().int().min(1).max(MATCH_RECORD_LIMITS.assists) }))
      .max(MATCH_RECORD_LIMITS.players)
      .default([]),
    playerOfTheMatchId: idField.nullish().transform((value) => value ?? undefined),
    reportPostId: idField.nullish().transform((value) => value ?? undefined),
    notifyFans: z.boolean().default(false),
  })
  .transform(({ scorers, ...value }) => ({
    ...value,
    scorers: scorers.flatMap((s) => (s.name === undefined ? [] : [{ name: s.name, goals: s.goals }])),
    picked: scorers.flatMap((s) => (s.playerId === undefined ? [] : [{ playerId: s.playerId, goals: s.goals }])),
  }))
  .superRefine((value, ctx) => resultChecks(value, ctx, { scorers: "scorers", picked: "scorers", assists: "assists" }));

/** Postpone or cancel a match (the admin list's row buttons and the API). */
export const fixtureStatusChangeSchema = z.object({
  id: idField,
  status: z.enum(["scheduled", "postponed", "cancelled"], { errorMap: () => ({ message: "Choose scheduled, postponed or cancelled" }) }),
});

/** A result between two other clubs of a league, for its table. */
export const leagueResultFormSchema = z
  .object({
    competitionId: idFieldWith(FIXTURE_MESSAGES.competitionRequired),
    homeClub: requiredText("Home club is required", FIXTURE_LIMITS.opponent),
    awayClub: requiredText("Away club is required", FIXTURE_LIMITS.opponent),
    homeGoals: score,
    awayGoals: score,
    playedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the match day as a date"),
  })
  .refine((value) => value.homeClub.toLowerCase() !== value.awayClub.toLowerCase(), { path: ["awayClub"], message: "A club cannot play itself" });
export type LeagueResultInput = z.infer<typeof leagueResultFormSchema>;

/** An ISO date-time, or a date meaning its first moment in Nairobi; either as a UTC ISO instant. */
function instantOrNairobiDay(name: string) {
  return z
    .string()
    .datetime({ offset: true, message: `${name} must be an ISO date-time` })
    .or(z.string().date(`${name} must be a date`))
    .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00+03:00` : value).toISOString())
    .optional();
}

/** GET /api/fixtures's filters; `from` and `to` come out as UTC instants. */
export const fixtureQuerySchema = z.object({
  team: z.string().trim().max(40).optional(),
  competition: z.string().trim().max(80).optional(),
  status: z.enum(FIXTURE_STATUS_VALUES, { errorMap: () => ({ message: "status must be scheduled, played, postponed or cancelled" }) }).optional(),
  from: instantOrNairobiDay("from"),
  to: instantOrNairobiDay("to"),
});

/** A match named by id in the announcement APIs' bodies. */
export const fixtureRefSchema = z.object({ fixtureId: idField }).strict();
