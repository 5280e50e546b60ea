// What the squads screens and the squads API accept: one schema per action, the same for a form and a
// JSON body. Field names are the API's (`playerName`, `guardianEmail`, `teamId`…). Words and limits come
// from app/config/squads.ts; the age rule of a new player is the academy's (academyAgeCheck).
import { z } from "zod";
import { GENDERS, POSITIONS } from "~/config/academy";
import { LANGUAGES } from "~/config/i18n";
import { SQUAD_LIMITS as LIMITS, SQUAD_MESSAGES as MESSAGES } from "~/config/squads";
import { idField, idFieldWith, requiredText } from "~/schemas/fields";
import { academyAgeCheck } from "~/utils/academy-age";
import { isSeasonCutoff } from "~/utils/age-groups";

/** An e-mail address on one line, trimmed and lower-cased: guardians are found by it. */
const emailField = requiredText(MESSAGES.emailRequired, LIMITS.email)
  .pipe(z.string().email(MESSAGES.emailRequired))
  .transform((email) => email.toLowerCase());

const phoneField = requiredText(MESSAGES.phoneRequired, LIMITS.phone, LIMITS.phoneMin);
const languageField = z.enum(LANGUAGES, { errorMap: () => ({ message: MESSAGES.languageRequired }) });
const teamIdField = idFieldWith(MESSAGES.teamRequired);

/** A guardian as the forms and the API give them, beside a player. */
const guardianFields = {
  guardianName: requiredText(MESSAGES.guardianNameRequired, LIMITS.guardianName, 2),
  guardianEmail: emailField,
  guardianPhone: phoneField,
  guardianLanguage: languageField.default("en"),
  relationship: requiredText(MESSAGES.relationshipRequired, LIMITS.relationship),
};

/** A child who joined on paper, with one guardian, straight onto a team (form and POST /api/squads/players). */
export const newPlayerSchema = z.object({
  playerName: requiredText(MESSAGES.playerNameRequired, LIMITS.playerName, 2),
  dateOfBirth: z
    .string({ required_error: MESSAGES.dateOfBirthRequired, invalid_type_error: MESSAGES.dateOfBirthRequired })
    .trim()
    .min(1, MESSAGES.dateOfBirthRequired)
    .superRefine((dateOfBirth, ctx) => {
      const { problem } = academyAgeCheck(dateOfBirth);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  gender: z.enum(GENDERS, { errorMap: () => ({ message: MESSAGES.genderRequired }) }),
  position: z.enum(POSITIONS, { errorMap: () => ({ message: MESSAGES.positionRequired }) }),
  mediaConsent: z.boolean({ invalid_type_error: MESSAGES.mediaConsentInvalid }).default(false),
  teamId: teamIdField,
  ...guardianFields,
});
export type NewPlayerInput = z.infer<typeof newPlayerSchema>;

/** Another guardian for a player. */
export const newGuardianSchema = z.object({ playerId: idField, ...guardianFields });
export type NewGuardianInput = z.infer<typeof newGuardianSchema>;

/** A guardian's contact details, as staff correct them. */
export const guardianContactSchema = z.object({
  guardianId: idField,
  name: requiredText(MESSAGES.guardianNameRequired, LIMITS.guardianName, 2),
  email: emailField,
  phone: phoneField,
  language: languageField,
});
export type GuardianContactInput = z.infer<typeof guardianContactSchema>;

/** The page's row forms: one player, and the team they move to. */
export const playerTargetSchema = z.object({ playerId: idField });
export const movePlayerSchema = z.object({ playerId: idField, teamId: teamIdField });

/** PATCH /api/squads/players/:id: `{ teamId }` moves the player, `{ archived: true }` archives them. */
export const playerPatchSchema = z.union([z.object({ teamId: teamIdField }).strict(), z.object({ archived: z.literal(true) }).strict()]);

/** Assigning a coach or staff account to a team as coach, or taking them off it. */
export const coachAssignmentSchema = z.object({ teamId: idField, userId: idFieldWith(MESSAGES.userNotFound) });

/** The lists' `?team=` (the API refuses a bad value; the screen drops it). */
export const squadQuerySchema = z.object({ team: idField.optional() });

/** An approved registration onto a team ("Add to team" on the academy screen). */
export const placeRegistrationSchema = z.object({ id: idField, teamId: teamIdField, redirectTo: z.string().optional() });

/** The settings screen's season cut-off (MM-DD). */
export const seasonCutoffSchema = z.object({
  cutoff: z
    .string({ required_error: MESSAGES.cutoffInvalid })
    .trim()
    .refine(isSeasonCutoff, MESSAGES.cutoffInvalid),
});
