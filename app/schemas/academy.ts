// The academy registration: one schema for the form (conform, in the browser and in the action) and
// for POST /api/academy-registrations. Its choices, limits and messages come from app/config/academy.ts.
import { z } from "zod";
import {
  CERTIFICATE_TYPES,
  CERTIFICATE_URL_PREFIX,
  DECISIONS,
  EXPERIENCE_LEVELS,
  GENDERS,
  POSITIONS,
  REGISTRATION_STATUSES,
  TRAINING_DAYS,
} from "~/config/academy";
import { idField, idFieldWith, optionalLines, optionalText, requiredLines, requiredText } from "~/schemas/fields";
import { academyAgeCheck } from "~/utils/academy-age";

const requiredChoice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { errorMap: () => ({ message }) });

const mustBeTrue = (message: string) =>
  z.boolean({ required_error: message, invalid_type_error: message }).refine((value) => value === true, message);

/** An uploaded certificate's admin URL: only URLs that this app hands out are accepted. */
export const CERTIFICATE_URL = new RegExp(
  `^${CERTIFICATE_URL_PREFIX.replace(/\//g, "\\/")}[A-Za-z0-9_-]{16,64}\\.(${Object.values(CERTIFICATE_TYPES).join("|")})$`,
);

export const registrationSchema = z
  .object({
    playerName: requiredText("Player name must be at least 2 characters", 100, 2),
    dateOfBirth: z
      .string({ required_error: "Date of birth is required", invalid_type_error: "Date of birth is required" })
      .trim()
      .min(1, "Date of birth is required")
      .superRefine((dateOfBirth, ctx) => {
        const { problem } = academyAgeCheck(dateOfBirth);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    gender: requiredChoice(GENDERS, "Please select gender"),
    position: requiredChoice(POSITIONS, "Preferred position is required"),
    experience: requiredChoice(EXPERIENCE_LEVELS, "Please select experience level"),
    parentGuardianName: requiredText("Parent/Guardian name is required", 100, 2),
    relationship: requiredText("Relationship to player is required", 50, 1),
    phoneNumber: requiredText("Valid phone number is required", 20, 10),
    email: z
      .string({ required_error: "Valid email is required", invalid_type_error: "Valid email is required" })
      .trim()
      .max(254, "Valid email is required")
      .email("Valid email is required"),
    address: requiredLines("Full address is required", 300, 5),
    medicalConditions: optionalLines(1000),
    allergies: optionalLines(1000),
    emergencyContactName: requiredText("Emergency contact name is required", 100, 2),
    emergencyContactPhone: requiredText("Emergency contact phone is required", 20, 10),
    trainingDays: z
      .array(requiredChoice(TRAINING_DAYS, "Select at least one training day"), {
        required_error: "Select at least one training day",
        invalid_type_error: "Select at least one training day",
      })
      .min(1, "Select at least one training day")
      .transform((days) => TRAINING_DAYS.filter((day) => days.includes(day))),
    goals: requiredLines("Please describe player's goals", 2000, 10),
    previousClubs: optionalText(500),
    birthCertificateUrl: z
      .string({ invalid_type_error: "Invalid birth certificate link" })
      .regex(CERTIFICATE_URL, "Invalid birth certificate link")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    termsAgreed: mustBeTrue("You must agree to terms and conditions"),
    mediaConsent: z.boolean({ invalid_type_error: "Media consent must be true or false" }).default(false),
  });

export type RegistrationInput = z.infer<typeof registrationSchema>;

/**
 * The fields that may come with a certificate (the upload API's, the no-JavaScript form's): the parent
 * the registration names, whose daily share of the upload space the file is charged to (ADR 0019).
 */
export const uploadParentSchema = z.object({
  email: z.string().trim().max(254).email(),
  phoneNumber: requiredText("Valid phone number is required", 20, 10),
});

export type UploadParent = Partial<z.infer<typeof uploadParentSchema>>;

/**
 * The parent the fields name, as far as each is valid. Not a refusal: the registration that follows
 * checks them and answers beside its fields, and an upload that names nobody (or an invalid value) is
 * still held by its connection's burst limit and the quota, as one that invents a parent is.
 */
export function uploadParentOf(fields: { email?: unknown; phoneNumber?: unknown }): UploadParent {
  const email = uploadParentSchema.shape.email.safeParse(fields.email);
  const phoneNumber = uploadParentSchema.shape.phoneNumber.safeParse(fields.phoneNumber);
  return { email: email.success ? email.data : undefined, phoneNumber: phoneNumber.success ? phoneNumber.data : undefined };
}

export const statusUpdateSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES, {
    errorMap: () => ({ message: "Status must be pending, approved or rejected" }),
  }),
  /** Approving: the team the child joins as a player (left out: approved only, added to a team later). */
  teamId: idFieldWith("Please choose a team").optional(),
});

/** A search as typed: control characters (NUL would break SQLite's MATCH) become spaces. */
export const searchText = z
  .string()
  .max(100, "q must be at most 100 characters")
  .transform((text) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim() || undefined);

/**
 * The registration list's filter, read from the URL by the admin page (leniently, see `parseUrlState`),
 * its CSV export and GET /api/academy-registrations (strictly: a bad value is a 400).
 */
export const registrationFilterSchema = z.object({
  q: searchText.optional(),
  status: z
    .enum(REGISTRATION_STATUSES, { errorMap: () => ({ message: "status must be pending, approved or rejected" }) })
    .optional(),
});

/** The admin page pages by number (`?page=`). */
export const registrationPageQuerySchema = registrationFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

/** GET /api/academy-registrations pages with `limit` and `offset`. */
export const registrationListQuerySchema = registrationFilterSchema.extend({
  limit: z.coerce.number({ invalid_type_error: "limit must be a number" }).int().min(1).max(500).default(100),
  offset: z.coerce.number({ invalid_type_error: "offset must be a number" }).int().min(0).max(10_000_000).default(0),
});

export type RegistrationFilter = z.infer<typeof registrationFilterSchema>;

/** The approve/reject buttons of the admin list. */
export const decisionSchema = z.object({
  intent: z.enum(DECISIONS),
  id: idField,
  /** "Approve and add to team": the team chosen (preselected by age group); ignored when rejecting. */
  teamId: idFieldWith("Please choose a team").optional(),
  redirectTo: z.string().optional(),
});
