import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { CONTACT_REQUIRED_TOAST, contactSchema, isMissingFieldsOnly, type ContactInput } from "~/schemas/contact";
import { getEnv } from "~/services/env.server";
import { sendInBackground, sendMail } from "~/services/mail.server";

/**
 * Stores the message first, then forwards it to the club office. The forward runs in the background
 * and never throws (the mail service logs failures), so a mail outage loses nothing.
 */
export function createContactMessage(input: ContactInput): { id: number } {
  const row = getDb()
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id })
    .get();
  sendInBackground(
    sendMail({
      to: getEnv().CLUB_OFFICE_EMAIL,
      replyTo: input.email,
      subject: `Website contact from ${input.name.replace(/\s+/g, " ")}`,
      text: `${input.name} <${input.email}> wrote through the website contact form:\n\n${input.message}\n`,
    }),
    "a contact message to the office",
  );
  return row;
}

/**
 * The landing page validates its contact form here, on the server, so that zod and conform's zod
 * adapter stay out of the page's client bundle (the browser gets the constraints from the loader).
 */
export function parseContactForm(formData: FormData) {
  const submission = parseWithZod(formData, { schema: contactSchema });
  // Empty fields get the spec's toast; other mistakes (a bad e-mail) only their field error.
  const missingFieldsOnly = submission.status === "error" && isMissingFieldsOnly(submission.error ?? {});
  return { submission, toast: missingFieldsOnly ? CONTACT_REQUIRED_TOAST : null };
}

export const contactConstraint = () => getZodConstraint(contactSchema);
