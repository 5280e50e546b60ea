// Fan membership's words: the messages and toasts of registration, lookup, signing in and the members
// admin (the club's agreed texts, verbatim), shared by the pages, the schemas and the membership model.
// Browser-safe: no zod here. The tiers and the membership number's format are in app/utils/membership.ts.

export const INVALID_EMAIL = "Invalid email address";
export const EMAILS_DONT_MATCH = "Emails don't match";

export const LOOKUP_MESSAGES = {
  missing: { title: "Missing Information", description: "Please enter an email or membership number." },
  notFound: { title: "Member Not Found", description: "No member found with the provided information." },
} as const;

/**
 * Signing in by an e-mailed link. The answer to a link request is the same whether or not the address
 * belongs to a member, so it never tells a stranger who is one.
 */
export const SIGN_IN_MESSAGES = {
  invalid: { title: "Sign-in Link", description: "Please enter the e-mail address you registered with." },
  sent: {
    title: "Check Your E-mail",
    description:
      "If that address belongs to a member, we have sent a sign-in link to it. The link works once, for a short time. No e-mail? Check your spam folder, or ask again in an hour.",
  },
  tooMany: {
    title: "Too Many Requests",
    description: "Too many sign-in links were asked for from your network. Please wait a few minutes and try again.",
  },
  badLink: {
    title: "Sign-in Link Not Valid",
    description: "This sign-in link has expired or has already been used. Ask for a new one below.",
  },
  signedIn: { title: "Signed In", description: "Welcome back! This device remembers your membership for 30 days." },
  signedOut: { title: "Signed Out", description: "This device no longer remembers your membership." },
} as const;

export const REGISTRATION_FAILED = {
  title: "Registration Failed",
  description: "Failed to create membership. Please try again.",
} as const;
export const DUPLICATE_MEMBER_MESSAGE =
  "This email address is already registered. Ask for a sign-in link to see your membership.";
/** One client IP has registered PAID_MEMBERSHIPS_PER_IP Premium or VIP memberships in the last hour: 429. */
export const PAID_MEMBERSHIPS_LIMIT_MESSAGE =
  "Too many Premium and VIP memberships have been registered from your connection in the last hour. Please try again later, or join at the club office.";

/** The members admin's refusals. */
export const MEMBERSHIP_MESSAGES = {
  memberNotFound: "Member not found",
  benefitNotFound: "Benefit not found",
  contentNotFound: "Content not found",
  regularNeverExpires: "Regular memberships are free and do not expire",
} as const;
