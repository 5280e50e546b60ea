// E-mail management: one schema per form, shared by the /email-management actions and the /api
// routes. Their limits and messages come from app/config/email.ts.
import { z } from "zod";
import { CUSTOM_REQUIRED_TOAST, EMAIL_TABS, LOG_FILTERS, MAX_CONTENT, QUICK_REQUIRED_MESSAGE, TEMPLATE_MESSAGES } from "~/config/email";
import { LANGUAGES } from "~/config/i18n";
import { idFieldWith, requiredLines, requiredText, tooLong, untrimmedTextOrEmpty } from "~/schemas/fields";

export { placeholdersIn } from "~/utils/template";

const EMAIL_FORMAT = "Please enter a valid email address";

const address = (message: string) => requiredText(message, 254).pipe(z.string().email(EMAIL_FORMAT));

const id = idFieldWith("Must be a number");

/** POST /api/send-email and the Send Email tab. */
export const customEmailSchema = z.object({
  to: address(CUSTOM_REQUIRED_TOAST.description),
  subject: requiredText(CUSTOM_REQUIRED_TOAST.description, 200),
  content: untrimmedTextOrEmpty(MAX_CONTENT),
  templateId: z.preprocess((value) => (value === "" || value === null ? undefined : value), id.optional()),
  templateData: z
    .record(z.string().regex(/^\w{1,50}$/, "Placeholder names are letters, digits and _"), z.union([z.string().max(1000), z.number()]))
    .refine((data) => Object.keys(data).length <= 50, "At most 50 values")
    .optional(),
  // The page's "Send anyway" after it listed placeholders that are still unfilled.
  allowPlaceholders: z.preprocess((value) => value === "true" || value === "on" || value === true, z.boolean()).optional(),
});
export type CustomEmailInput = z.infer<typeof customEmailSchema>;

/** The Send Email tab's form: the sender edits the text itself, so it takes no placeholder values. */
export const customEmailFormSchema = customEmailSchema.omit({ templateData: true });

export const welcomeEmailSchema = z.object({
  playerName: requiredText(QUICK_REQUIRED_MESSAGE, 100),
  email: address(QUICK_REQUIRED_MESSAGE),
  trainingDate: requiredText(QUICK_REQUIRED_MESSAGE, 100),
  trainingTime: requiredText(QUICK_REQUIRED_MESSAGE, 50),
  // The family's language; left out, the language they registered the player in (English if none).
  language: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(LANGUAGES, { message: "Choose English or Kiswahili" }).optional()),
});
export type WelcomeEmailInput = z.infer<typeof welcomeEmailSchema>;

export const sponsorshipProposalSchema = z.object({
  email: address(QUICK_REQUIRED_MESSAGE),
  companyName: requiredText(QUICK_REQUIRED_MESSAGE, 150),
  senderName: requiredText(QUICK_REQUIRED_MESSAGE, 100),
  senderTitle: requiredText(QUICK_REQUIRED_MESSAGE, 100),
});
export type SponsorshipProposalInput = z.infer<typeof sponsorshipProposalSchema>;

export const matchNotificationSchema = z.object({
  opponent: requiredText("Opponent is required", 100),
  matchDate: requiredText("Match date is required", 100),
  venue: requiredText("Venue is required", 150),
  matchType: z
    .string({ invalid_type_error: "Must be text" })
    .trim()
    .max(50, tooLong(50))
    .optional()
    .transform((value) => value || "League"),
});
export type MatchNotificationInput = z.infer<typeof matchNotificationSchema>;

/** The template a form names (its hidden `id`). */
export const templateRefSchema = z.object({ id });

export const templateUpdateSchema = z.object({
  subject: requiredText(TEMPLATE_MESSAGES.subject, 200),
  content: requiredLines(TEMPLATE_MESSAGES.content, MAX_CONTENT),
});
export type TemplateUpdateInput = z.infer<typeof templateUpdateSchema>;

export const templateActiveSchema = z.object({
  isActive: z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean()),
});

/** GET /api/email-logs and the Email Logs tab. */
export const emailLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  status: z.enum(LOG_FILTERS).optional(),
});
export type EmailLogQuery = z.infer<typeof emailLogQuerySchema>;

/** The /email-management page's URL state (read forgivingly with parseUrlState). */
export const emailPageQuerySchema = z.object({
  tab: z.enum(EMAIL_TABS).default("send"),
  /** Send tab: "Use template" without JavaScript opens the form with this template's text. */
  templateId: id.optional(),
  /** Templates tab: the template shown in the overlay. */
  template: id.optional(),
  /** Logs tab. */
  status: z.enum(LOG_FILTERS).optional(),
  page: z.preprocess((value) => Math.min(Math.max(1, Math.floor(Number(value) || 1)), 100_000), z.number()),
});
export type EmailPageQuery = z.infer<typeof emailPageQuerySchema>;
