// Fan membership's words: the messages and toasts of registration, lookup, unlocking and the members
// admin (the club's agreed texts, verbatim), shared by the pages, the schemas and the membership model.
// Browser-safe: no zod here. The tiers and the membership number's format are in app/utils/membership.ts.

export const INVALID_EMAIL = "Invalid email address";
export const EMAILS_DONT_MATCH = "Emails don't match";

export const LOOKUP_MESSAGES = {
  missing: { title: "Missing Information", description: "Please enter an email or membership number." },
  notFound: { title: "Member Not Found", description: "No member found with the provided information." },
} as const;

export const UNLOCK_MESSAGES = {
  invalid: { title: "Unlock Failed", description: "Please enter your membership number and e-mail address." },
  notFound: { title: "Unlock Failed", description: "No member found with that membership number and e-mail address." },
  unlocked: { title: "Content Unlocked", description: "This device will remember your membership for 30 days." },
  forgotten: { title: "Signed Out", description: "This device no longer remembers your membership." },
} as const;

export const REGISTRATION_FAILED = {
  title: "Registration Failed",
  description: "Failed to create membership. Please try again.",
} as const;
export const DUPLICATE_MEMBER_MESSAGE =
  "This email address is already registered. Use Member Lookup to find your membership number.";

/** The members admin's refusals. */
export const MEMBERSHIP_MESSAGES = {
  memberNotFound: "Member not found",
  benefitNotFound: "Benefit not found",
  contentNotFound: "Content not found",
  regularNeverExpires: "Regular memberships are free and do not expire",
} as const;
