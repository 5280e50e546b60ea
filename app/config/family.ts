// The family page's words and limits: signing a parent or guardian in by e-mailed link, what /family
// shows of each child's team, and the guardian's own contact details. Shared by the pages, the schemas
// and the models; browser-safe (no zod, no server code). The page's own texts are in the "family"
// translation namespace; these are the messages the server writes in English and pages translate.
import { SIGN_IN_MESSAGES } from "~/config/membership";

/**
 * How long the sign-in link in a family's approval e-mail works: days, not the minutes of a link asked
 * for on the page. The family did not ask for that mail at a moment of their choosing; they read it when
 * it comes, often days later on a shared phone. It still works once, and only for that address.
 */
export const WELCOME_LINK_DAYS = 7;

/** A guardian's change of e-mail waits this long for the link sent to the new address. */
export const EMAIL_CHANGE_HOURS = 24;
/** Changes of e-mail one guardian may ask for in an hour (each mails an address they typed). */
export const EMAIL_CHANGES_PER_HOUR = 3;

export const FAMILY_LIMITS = {
  /** The next matches shown per team. */
  fixtures: 3,
  /** Training shown for the coming days. */
  trainingDays: 14,
  /** The team's latest messages shown. */
  messages: 5,
} as const;

/**
 * Signing in on the family page. The answer to a link request is the same whether or not the address
 * belongs to a parent or guardian; the refusals of a bad or spent link are the members' own words (one
 * service serves both pages).
 */
export const FAMILY_SIGN_IN_MESSAGES = {
  invalid: { title: "Sign-in Link", description: "Please enter the e-mail address you gave the academy." },
  sent: {
    title: "Check Your E-mail",
    description:
      "If that address belongs to a parent or guardian of an academy player, we have sent a sign-in link to it. The link works once, for a short time. No e-mail? Check your spam folder, or ask again in an hour.",
  },
  tooMany: SIGN_IN_MESSAGES.tooMany,
  badLink: SIGN_IN_MESSAGES.badLink,
  signedIn: { title: "Signed In", description: "Welcome! This device remembers you for 30 days." },
  signedOut: { title: "Signed Out", description: "This device no longer remembers you." },
} as const;

/** The guardian's own contact details on /family. */
export const CONTACT_MESSAGES = {
  phone: "Please enter a valid phone number",
  language: "Choose English or Kiswahili",
  email: "Please enter a valid e-mail address",
  saved: { title: "Details Saved", description: "Your phone number and language are saved." },
  failed: { title: "Not Saved", description: "Please correct the highlighted fields and try again." },
  notSignedIn: "Please sign in again to change your details.",
  sameEmail: "That is already your e-mail address.",
  emailTaken: "That e-mail address is already used by another parent or guardian. Use another address, or call the academy office.",
  tooManyChanges: "You have asked to change your e-mail address several times in the last hour. Please wait an hour and try again.",
  confirmSent: {
    title: "Check Your New Inbox",
    description: "We have sent a link to your new address. Your e-mail address changes when you open it.",
  },
  badConfirmLink: "This link has expired, has already been used or was replaced by a newer one. Ask for a new one on your family page.",
  emailChanged: { title: "E-mail Changed", description: "Your new e-mail address is saved. Sign-in links now go to it." },
} as const;

/** Team news by push on the guardian's phone (the family page's switch, which needs JavaScript). */
export const TEAM_PUSH_MESSAGES = {
  invalid: "This phone's notification details are missing or too long. Turn notifications on again.",
  notSubscribed: "This phone is not subscribed to notifications any more. Turn them on again.",
} as const;
