import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "~/schemas/contact";
import { getEnv } from "~/services/env.server";
import { sendMail } from "~/services/mail.server";

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
  void sendMail({
    to: getEnv().CLUB_OFFICE_EMAIL,
    replyTo: input.email,
    subject: `Website contact from ${input.name.replace(/\s+/g, " ")}`,
    text: `${input.name} <${input.email}> wrote through the website contact form:\n\n${input.message}\n`,
  });
  return row;
}
