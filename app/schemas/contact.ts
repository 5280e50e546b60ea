import { z } from "zod";

export const CONTACT_REQUIRED_TOAST = {
  title: "Please fill in all fields",
  description: "All fields are required to send a message.",
} as const;

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.object({
  name: required("Name", 100),
  email: required("Email", 254).pipe(z.string().email("Please enter a valid email address")),
  message: required("Message", 5000),
  // Honeypot: hidden from people, filled in by naive bots.
  website: z.string().max(0, "Message rejected").optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** True when the only problems are empty required fields (the spec's "fill in all fields" case). */
export function isMissingFieldsOnly(errors: Record<string, string[] | null | undefined>) {
  const messages = Object.values(errors).flatMap((list) => list ?? []);
  return messages.length > 0 && messages.every((message) => message.endsWith(" is required"));
}
