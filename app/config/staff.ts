// The staff e-mail directory's access levels and messages (the club's agreed texts, verbatim), shared by
// the /staff-emails screen, the schemas and the staff model. Browser-safe: no zod here.

export const ACCESS_LEVELS = ["staff", "manager", "supervisor"] as const;

export const STAFF_MISSING_TOAST = { title: "Missing Information", description: "Please fill in all required fields" } as const;
export const STAFF_MESSAGES = {
  notFound: "Staff member not found",
  emailTaken: "That e-mail address is already in use",
  invalidEmail: "Please enter a valid email address",
  wrongDomain: (domain: string) => `Staff e-mail addresses must end with @${domain}`,
} as const;
