// Fan membership forms and API bodies: registration (the page's form and POST /api/fan-members share
// it), lookup, the sign-in link, and the members admin. Spec messages verbatim.
import { z } from "zod";
import { EMAILS_DONT_MATCH, INVALID_EMAIL, LOOKUP_MESSAGES, SIGN_IN_MESSAGES } from "~/config/membership";
import { emailAddress, idField, optionalLines, optionalText, requiredLines, requiredText } from "~/schemas/fields";
import { isCalendarDate, todayInNairobi } from "~/utils/age";
import { IMAGE_URL_MESSAGE, imageUrlSchema } from "~/utils/images";
import {
  CONTENT_TYPES,
  isPaidTier,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  PREFERENCES,
} from "~/utils/membership";
import { normalizeKenyanPhone } from "~/utils/mpesa";

const email = emailAddress(INVALID_EMAIL);

const PREFERENCE_VALUES = PREFERENCES.map((preference) => preference.value) as [string, ...string[]];

/**
 * The member insert schema (no id, membership number, points or timestamps) plus confirmEmail, which
 * must equal email (the form always asks for it). membershipType comes from the tier picker.
 */
export const PHONE = /^\+?[\d\s()-]{7,20}$/;

const registrationFields = z.object({
  membershipType: z.enum(MEMBERSHIP_TYPES, { errorMap: () => ({ message: "Please choose a membership tier" }) }),
  firstName: requiredText("First name is required", 60),
  lastName: requiredText("Last name is required", 60),
  email,
  confirmEmail: email,
  phone: optionalText(20).refine((value) => !value || PHONE.test(value), "Please enter a valid phone number"),
  dateOfBirth: optionalText(10).refine(
    (value) => !value || (isCalendarDate(value) && value <= todayInNairobi()),
    "Please enter a valid date of birth",
  ),
  address: optionalLines(300),
  emergencyContact: optionalText(100),
  emergencyPhone: optionalText(20).refine(
    (value) => !value || PHONE.test(value),
    "Please enter a valid phone number",
  ),
  preferences: z
    .array(z.enum(PREFERENCE_VALUES, { errorMap: () => ({ message: "Unknown preference" }) }), {
      invalid_type_error: "Preferences must be a list",
    })
    .max(PREFERENCE_VALUES.length)
    .optional()
    .transform((chosen = []) => PREFERENCE_VALUES.filter((value) => chosen.includes(value))),
});

const emailsMatch = (input: { email: string; confirmEmail?: string }) => input.confirmEmail === undefined || input.email === input.confirmEmail;
const emailsDontMatch = { message: EMAILS_DONT_MATCH, path: ["confirmEmail"] };

/**
 * POST /api/fan-members: the form's fields, where confirmEmail may be left out (a client checks the
 * typing itself and sends the address once); when given it must match.
 */
export const memberRegistrationSchema = registrationFields
  .extend({ confirmEmail: email.optional() })
  .refine(emailsMatch, emailsDontMatch)
  // confirmEmail is only a typing check: it is not stored.
  .transform(({ confirmEmail: _confirm, ...member }) => member);

export type MemberRegistration = z.infer<typeof memberRegistrationSchema>;

/** How a Premium or VIP registrant pays: at the club office, or now with M-Pesa (offered when configured). */
export const REGISTRATION_PAYMENTS = ["office", "mpesa"] as const;

/**
 * The Register tab's form: the registration and, for a paid tier, how it is paid. Paying now needs the
 * phone to be an M-Pesa number; `mpesaPhone` is it as Daraja wants it (null: pay at the office, or a
 * free tier, which has nothing to pay).
 */
export const registrationFormSchema = registrationFields
  .extend({ payment: z.enum(REGISTRATION_PAYMENTS, { errorMap: () => ({ message: "Choose how to pay" }) }).default("office") })
  .refine(emailsMatch, emailsDontMatch)
  .superRefine((input, ctx) => {
    // A phone already refused as a phone gets no second message.
    if (input.payment !== "mpesa" || !isPaidTier(input.membershipType) || (input.phone && !PHONE.test(input.phone))) return;
    const phone = normalizeKenyanPhone(input.phone ?? "");
    if (!phone.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phone"], message: phone.message });
  })
  .transform(({ confirmEmail: _confirm, payment, ...member }) => {
    const phone = payment === "mpesa" && isPaidTier(member.membershipType) ? normalizeKenyanPhone(member.phone ?? "") : null;
    return { member, mpesaPhone: phone?.ok ? phone.phone : null };
  });

/** The lookup form: one box that takes an e-mail address or a membership number. */
export const lookupSchema = z.object({
  query: z
    .string({
      required_error: LOOKUP_MESSAGES.missing.description,
      invalid_type_error: LOOKUP_MESSAGES.missing.description,
    })
    .trim()
    .min(1, LOOKUP_MESSAGES.missing.description)
    .max(254, LOOKUP_MESSAGES.notFound.description),
});

/** Asking for a sign-in link: the e-mail address the member registered with. */
export const signInRequestSchema = z.object({
  email: emailAddress(SIGN_IN_MESSAGES.invalid.description),
});

/** Opening a sign-in link: the token it carried (posted from the link's page). */
export const signInTokenSchema = z.object({
  token: z.string({ required_error: SIGN_IN_MESSAGES.badLink.description }).trim().min(1, SIGN_IN_MESSAGES.badLink.description).max(200, SIGN_IN_MESSAGES.badLink.description),
});

// ---------------------------------------------------------------- members admin

const id = idField;

/** The members list's URL state (and the CSV export's filter). */
export const memberFilterSchema = z.object({
  q: z
    .string()
    .max(100)
    .transform((text) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim() || undefined)
    .optional(),
  tier: z.enum(MEMBERSHIP_TYPES).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberPageQuerySchema = memberFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

export const memberAdminIntentSchema = z.enum(["status", "renew", "award"]);

/** The member detail's buttons and forms (one `intent` each). */
export const memberAdminSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id,
    status: z.enum(["active", "suspended", "expired"], {
      errorMap: () => ({ message: "Status must be active, suspended or expired" }),
    }),
    redirectTo: z.string().optional(),
  }),
  z.object({ intent: z.literal("renew"), id, redirectTo: z.string().optional() }),
  z.object({
    intent: z.literal("award"),
    id,
    // Read by conform, which turns the typed text into a number and an empty box into undefined.
    points: z
      .number({ required_error: "Award at least 1 point", invalid_type_error: "Points must be a whole number" })
      .int("Points must be a whole number")
      .min(1, "Award at least 1 point")
      .max(10_000, "Award at most 10,000 points at a time"),
    reason: requiredText("Please give a reason", 200),
    redirectTo: z.string().optional(),
  }),
]);

const CONTENT_TYPE_VALUES = CONTENT_TYPES.map((type) => type.value) as [string, ...string[]];

const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .url(message)
    .refine((value) => value.startsWith("https://"), message);

/** An exclusive content item as the admin form sends it (the image may come as a file instead). */
export const contentFormSchema = z.object({
  id: id.optional(),
  title: requiredText("Title is required", 200),
  content: requiredLines("Content is required", 20_000),
  contentType: z.enum(CONTENT_TYPE_VALUES, { errorMap: () => ({ message: "Please choose a content type" }) }),
  membershipLevel: z.enum(MEMBERSHIP_TYPES, { errorMap: () => ({ message: "Please choose a membership level" }) }),
  // An https address, a picture stored here, or one of the site's own pictures (the seeds use those).
  imageUrl: z
    .union([z.string().regex(/^\/images\/[\w-]+(\/[\w-]+)*\.(webp|jpg|png|svg)$/), imageUrlSchema], {
      errorMap: () => ({ message: IMAGE_URL_MESSAGE }),
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  videoUrl: httpsUrl("Please enter a valid https video URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  isPublished: z
    .union([z.boolean(), z.literal("on")])
    .optional()
    .transform((value) => value === true || value === "on"),
});
export type ContentInput = z.infer<typeof contentFormSchema>;

export const contentPublishSchema = z.object({ intent: z.literal("publish"), id, publish: z.enum(["true", "false"]) });

/** A benefit of a tier as the benefits editor sends it. */
export const benefitFormSchema = z.object({
  id: id.optional(),
  membershipType: z.enum(MEMBERSHIP_TYPES, { errorMap: () => ({ message: "Please choose a tier" }) }),
  benefitName: requiredText("Benefit name is required", 100),
  description: requiredText("Description is required", 500),
  isActive: z
    .union([z.boolean(), z.literal("on")])
    .optional()
    .transform((value) => value === true || value === "on"),
});
export type BenefitInput = z.infer<typeof benefitFormSchema>;
