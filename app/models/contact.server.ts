import { getZodConstraint } from "@conform-to/zod";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { contactSchema, describeInvalidContact, type ContactInput } from "~/schemas/contact";
import { getEnv } from "~/config/env.server";
import { parseForm } from "~/utils/form.server";
import { queuePublicMail } from "~/models/mail-queue.server";
import { inertText } from "~/utils/mail-html";
import type { Success } from "~/utils/result";

/**
 * Use case: a visitor (at `clientIp`) sends the club a message (`input` has passed `contactSchema`).
 * It is stored, and its forward to the club office queued (the mail worker delivers it and retries a
 * mail outage), so nothing is lost. The forward is the club's own notice to its office, not public
 * mail: no mail cap skips it (the contact tier in server.ts, CONTACT_RATE_LIMIT, bounds a client). No rule of the club refuses a valid message, so there is no failure
 * result; a broken database still throws. What the visitor typed is made inert in the mail (no links).
 */
export function sendContactMessage(input: ContactInput, clientIp: string): Success<{ id: number }> {
  const row = getDb()
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id })
    .get();
  const [name, email, message] = [input.name, input.email, input.message].map(inertText);
  queuePublicMail(
    {
      to: getEnv().CLUB_OFFICE_EMAIL,
      replyTo: input.email,
      subject: `Website contact from ${name.replace(/\s+/g, " ")}`,
      text: `${name} <${email}> wrote through the website contact form:\n\n${message}\n`,
    },
    { clientIp, visitorChoseRecipient: false },
  );
  return { ok: true, id: row.id };
}

/**
 * The landing page validates its contact form here, on the server, so that zod and conform's zod
 * adapter stay out of the page's client bundle (the browser gets the constraints from the loader).
 */
export function parseContactForm(formData: FormData) {
  const submission = parseForm(formData, contactSchema);
  const toast = submission.status === "error" ? describeInvalidContact(submission.error ?? {}).toast : null;
  return { submission, toast };
}

export const contactConstraint = () => getZodConstraint(contactSchema);
