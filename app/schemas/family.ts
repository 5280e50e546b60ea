// The family page's forms: asking for a sign-in link, opening one, the guardian's phone and language,
// and a change of e-mail with the link that confirms it. Messages from app/config/family.ts.
import { z } from "zod";
import { CONTACT_MESSAGES, FAMILY_SIGN_IN_MESSAGES, TEAM_PUSH_MESSAGES } from "~/config/family";
import { MAX_ENDPOINT_LENGTH } from "~/config/push";
import { LANGUAGES } from "~/config/i18n";
import { emailAddress, requiredText } from "~/schemas/fields";
import { PHONE } from "~/schemas/membership";

/** Asking for a sign-in link on /family/sign-in: the address the family gave the academy. */
export const familySignInRequestSchema = z.object({
  email: emailAddress(FAMILY_SIGN_IN_MESSAGES.invalid.description),
});

/** A token posted from a link's page (a sign-in link, or the link that confirms a new address). */
export const linkTokenSchema = (message: string) =>
  z.object({ token: z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(200, message) });

/**
 * A phone number as the academy registration takes it (10 to 20 characters, one line), in the
 * characters a phone number is written with (the fan membership's rule): digits, spaces, + ( ) -.
 */
const phone = requiredText(CONTACT_MESSAGES.phone, 20, 10).refine((value) => PHONE.test(value), CONTACT_MESSAGES.phone);

/** The guardian's own details that change at once: phone and the language of the club's mails. */
export const ownContactSchema = z.object({
  phone,
  language: z.enum(LANGUAGES, { errorMap: () => ({ message: CONTACT_MESSAGES.language }) }),
});
export type OwnContactInput = z.infer<typeof ownContactSchema>;

/** A change of e-mail: the new address, confirmed by the link sent to it. */
export const emailChangeSchema = z.object({ email: emailAddress(CONTACT_MESSAGES.email) });

/**
 * This phone follows (or stops following) the guardian's children's teams by push: the subscription's
 * endpoint and its auth secret, which proves the phone holds it (the browser sends both; no form shows them).
 */
export const teamPushSchema = z.object({
  endpoint: z.string({ message: TEAM_PUSH_MESSAGES.invalid }).trim().url(TEAM_PUSH_MESSAGES.invalid).max(MAX_ENDPOINT_LENGTH, TEAM_PUSH_MESSAGES.invalid),
  auth: z.string({ message: TEAM_PUSH_MESSAGES.invalid }).trim().min(1, TEAM_PUSH_MESSAGES.invalid).max(200, TEAM_PUSH_MESSAGES.invalid),
  follow: z.enum(["on", "off"], { message: TEAM_PUSH_MESSAGES.invalid }),
});
