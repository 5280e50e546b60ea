// The staff e-mail directory's forms. Their choices and messages come from app/config/staff.ts.
import { z } from "zod";
import { ACCESS_LEVELS, STAFF_MESSAGES, STAFF_MISSING_TOAST } from "~/config/staff";
import { idField, optionalText, requiredText, tooLong } from "~/schemas/fields";

const required = (max: number) => requiredText(STAFF_MISSING_TOAST.description, max);
/** A left-out optional detail is stored as NULL. */
const optional = (max: number) => optionalText(max).transform((value) => value ?? null);

/** A staff address as stored: trimmed, lower-cased, valid. */
const staffEmail = z
  .string({ required_error: STAFF_MISSING_TOAST.description })
  .trim()
  .toLowerCase()
  .max(254, tooLong(254));

export const staffMemberSchema = z.object({
  /** Optional when adding: left empty, it is made from the name at the club's domain. */
  email: staffEmail
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().email(STAFF_MESSAGES.invalidEmail).optional()),
  name: required(100),
  role: required(100),
  department: required(100),
  phone: optional(30),
  officeLocation: optional(150),
  accessLevel: z.preprocess((value) => value || "staff", z.enum(ACCESS_LEVELS, { errorMap: () => ({ message: "Choose staff, manager or supervisor" }) })),
});
export type StaffMemberInput = z.infer<typeof staffMemberSchema>;

export const staffUpdateSchema = staffMemberSchema.extend({
  email: staffEmail.min(1, STAFF_MISSING_TOAST.description).pipe(z.string().email(STAFF_MESSAGES.invalidEmail)),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const directoryQuerySchema = z.object({
  tab: z.enum(["staff", "admins"]).default("staff"),
  q: z.string().trim().max(100).optional().transform((value) => value || undefined),
});

const staffId = idField;

/** The /staff-emails page's URL state (read forgivingly with parseUrlState): the list, and what is open over it. */
export const directoryPageSchema = directoryQuerySchema.extend({
  add: z
    .literal("1")
    .optional()
    .transform((value) => value === "1"),
  edit: staffId.optional(),
  remove: staffId.optional(),
});
export type DirectoryPageQuery = z.infer<typeof directoryPageSchema>;

/** The member a form names (its hidden `id`). */
export const staffRefSchema = z.object({ id: staffId });
