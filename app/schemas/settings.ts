// Forms of the settings screen: club facts, test e-mail, users and the audit filter.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "~/schemas/password";

const trimmed = (max: number, message: string) => z.string({ required_error: message }).trim().min(1, message).max(max);

export const clubFactsSchema = z.object({
  phone: trimmed(40, "Please enter the office phone number").regex(
    /^\+?[\d\s()-]{7,}$/,
    "Please enter a valid phone number",
  ),
  email: z.string({ required_error: "Please enter a valid email address" }).trim().email("Please enter a valid email address").max(200),
  officeHours: trimmed(120, "Please enter the office hours"),
  address: trimmed(200, "Please enter the address"),
});
export type ClubFacts = z.infer<typeof clubFactsSchema>;

export const testEmailSchema = z.object({
  to: z.string({ required_error: "Please enter a valid email address" }).trim().email("Please enter a valid email address").max(200),
});

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export const roleSchema = z.enum(["admin", "staff"], { message: "Choose admin or staff" });

export const newUserSchema = z
  .object({
    username: z
      .string({ required_error: "Please enter a username" })
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, "3 to 32 characters: lower-case letters, digits, dots, dashes or underscores"),
    displayName: z.string().trim().max(80, "At most 80 characters").optional(),
    role: roleSchema,
    // "set": the admin types the password; "generate": one is made and shown once.
    passwordMode: z.enum(["set", "generate"]).default("generate"),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode === "set" && !value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: "Please enter a password" });
    }
  });

const userId = z.coerce.number({ invalid_type_error: "Unknown user" }).int().positive();

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-user") }).passthrough(),
  z.object({
    intent: z.literal("reset-password"),
    userId,
    passwordMode: z.enum(["set", "generate"]).default("generate"),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  }),
  z.object({ intent: z.literal("disable-user"), userId }),
  z.object({ intent: z.literal("enable-user"), userId }),
  z.object({ intent: z.literal("change-role"), userId, role: roleSchema }),
  z.object({ intent: z.literal("sign-out-user"), userId }),
  z.object({ intent: z.literal("sign-out-other-sessions") }),
  z.object({ intent: z.literal("save-club-facts") }).passthrough(),
  z.object({ intent: z.literal("send-test-email") }).passthrough(),
]);

export const SETTINGS_TABS = ["users", "sessions", "mail", "push", "club", "audit"] as const;

export const settingsPageQuerySchema = z.object({
  tab: z.enum(SETTINGS_TABS).optional(),
  area: z.string().trim().regex(/^[a-z-]{1,40}(\.[a-z-]{1,40})?$/).optional(),
  user: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
});
