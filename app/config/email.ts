// E-mail management's limits, tabs, messages and toasts (the club's agreed texts, verbatim), shared by
// the /email-management screen, the schemas and the e-mail model. Browser-safe: no zod here.

export const CUSTOM_REQUIRED_TOAST = {
  title: "Please fill in required fields",
  description: "Recipient and subject are required.",
} as const;
export const QUICK_REQUIRED_MESSAGE = "Please fill in all required fields";

export const EMAIL_TOASTS = {
  sent: { title: "Email sent successfully!" },
  failed: { title: "Failed to send email", description: "Please try again later." },
  welcomeSent: { title: "Welcome email sent successfully!" },
  welcomeFailed: { title: "Failed to send welcome email", description: "Please try again later." },
  sponsorshipSent: { title: "Sponsorship proposal sent successfully!" },
  sponsorshipFailed: { title: "Failed to send sponsorship proposal", description: "Please try again later." },
  matchSent: { title: "Match notification queued" },
  matchFailed: { title: "Failed to send match notification", description: "Please try again later." },
  templateSaved: { title: "Template saved" },
  templateActivated: { title: "Template activated" },
  templateDeactivated: { title: "Template deactivated" },
  templateFailed: { title: "Failed to save template", description: "Please try again later." },
  translationDeleted: { title: "Translation deleted", description: "This mail now goes out in English to people who chose that language." },
} as const;

/** The longest e-mail body or template text. */
export const MAX_CONTENT = 20_000;

export const TEMPLATE_MESSAGES = {
  subject: "Subject is required",
  content: "Content is required",
  notFound: "Template not found",
  englishStays: "The English version of a template cannot be deleted",
} as const;

/**
 * The Email Logs filters. "failed" is what the mail server refused or could not take; "skipped" what
 * the site chose not to send (a public form's daily limit: the form still succeeded, nothing is
 * broken); "queued" what is still on its way (queued, sending, retrying).
 */
export const LOG_FILTERS = ["sent", "failed", "skipped", "queued"] as const;

export const EMAIL_TABS = ["send", "quick", "templates", "logs"] as const;
export type EmailTab = (typeof EMAIL_TABS)[number];
/** Log rows per page of the Email Logs tab. */
export const LOG_PAGE_SIZE = 20;
