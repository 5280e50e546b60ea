import { z } from "zod";
import { CONTACT_TOASTS } from "~/config/contact";
import { oneLine, textLines } from "~/schemas/fields";

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: oneLine(required("Name", 100)),
  email: required("Email", 254).pipe(z.string().email("Please enter a valid email address")),
  message: textLines(required("Message", 5000)),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.string().max(0, "Message rejected").optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** True when the only problems are empty required fields (the "Please fill in all fields" case). */
function isMissingFieldsOnly(errors: Record<string, string[] | null | undefined>) {
  const messages = Object.values(errors).flatMap((list) => list ?? []);
  return messages.length > 0 && messages.every((message) => message.endsWith(" is required"));
}

/**
 * How an invalid contact form is reported, on the page and by POST /api/contact alike: when fields are
 * only empty, the "Please fill in all fields" toast (page) and sentence (API); any other mistake (a bad e-mail) is left
 * to its field error, with no toast.
 */
export function describeInvalidContact(errors: Record<string, string[] | null | undefined>) {
  return isMissingFieldsOnly(errors)
    ? { message: CONTACT_TOASTS.required.description, toast: CONTACT_TOASTS.required }
    : { message: "Please check the highlighted fields.", toast: null };
}
