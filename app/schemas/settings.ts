// Forms of the settings screen: club facts, test e-mail, users and the audit filter.
import { z } from "zod";
import { ROLES } from "~/config/roles";
import { idField, idFieldWith, oneLine } from "~/schemas/fields";
import { MAX_PASSWORD_LENGTH } from "~/utils/password";
import { AUDIT_ACTIONS, AUDIT_AREAS } from "~/utils/audit";

const trimmed = (max: number, message: string) => z.string({ required_error: message }).trim().min(1, message).max(max);

export const clubFactsSchema = z.object({
  phone: oneLine(trimmed(40, "Please enter the office phone number").regex(/^\+?[\d\s()-]{7,}$/, "Please enter a valid phone number")),
  email: z.string({ required_error: "Please enter a valid email address" }).trim().email("Please enter a valid email address").max(200),
  officeHours: oneLine(trimmed(120, "Please enter the office hours")),
  address: oneLine(trimmed(200, "Please enter the address")),
});
export type ClubFacts = z.infer<typeof clubFactsSchema>;

export const testEmailSchema = z.object({
  to: z.string({ required_error: "Please enter a valid email address" }).trim().email("Please enter a valid email address").max(200),
});

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export const roleSchema = z.enum(ROLES, { message: "Choose admin, staff, treasurer or coach" });

// "set": the admin types the password; "generate": one is made and shown once.
const passwordChoice = {
  passwordMode: z.enum(["set", "generate"]).default("generate"),
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
};

export const newUserSchema = z
  .object({
    username: z
      .string({ required_error: "Please enter a username" })
      .trim()
      .toLowerCase()
      .regex(USERNAME_PATTERN, "3 to 32 characters: lower-case letters, digits, dots, dashes or underscores"),
    displayName: oneLine(z.string().trim().max(80, "At most 80 characters")).optional(),
    role: roleSchema,
    ...passwordChoice,
  })
  .superRefine((value, ctx) => {
    if (value.passwordMode === "set" && !value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: "Please enter a password" });
    }
  });

const userId = idFieldWith("Unknown user");

/** The forms in each user's row: one user, and what to do to them. */
export const userTargetSchema = z.object({ userId });
export const changeRoleSchema = z.object({ userId, role: roleSchema });
export const resetPasswordSchema = z.object({ userId, ...passwordChoice });

export const SETTINGS_TABS = ["users", "sessions", "mail", "push", "club", "audit"] as const;

export const settingsPageQuerySchema = z.object({
  tab: z.enum(SETTINGS_TABS).optional(),
  /** An area of the audit log, or one action in it. */
  area: z.union([z.enum(AUDIT_AREAS), z.enum(AUDIT_ACTIONS)]).optional(),
  user: idField.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
});
