// The youth academy's words and limits, in one place: the age limit, the form's choices, the
// birth-certificate rules and every message the registration and its review show. Browser-safe (no
// zod): the registration form imports it, and so do app/schemas/academy.ts and the academy model.
// The age rule itself is `academyAgeCheck` (app/utils/academy-age.ts).
//
// This module imports nothing: the bundler then writes the limit into each text and leaves out of a
// page's JavaScript every constant that page does not use. For the same reason each text is a constant
// of its own rather than a property of one object of texts.

// ---------------------------------------------------------------- who may join

/** The oldest a player may be on the day of registering. */
export const ACADEMY_MAX_AGE = 19;
/** The three policies the terms sentence links to, by the anchor of each one's text below the checkboxes. */
export const ACADEMY_POLICY_ANCHORS = ["academy-terms", "code-of-conduct", "safeguarding-policy"] as const;
export const NOT_ELIGIBLE_MESSAGE = `Not eligible - must be ${ACADEMY_MAX_AGE} or under`;
export const FUTURE_BIRTH_DATE_MESSAGE = "Date of birth cannot be in the future";
export const INVALID_DATE_MESSAGE = "Please enter a valid date";
export const AGE_TOAST = {
  title: "Age Requirement Not Met",
  description: `Academy registration is only available for players ${ACADEMY_MAX_AGE} years and under.`,
};

// ---------------------------------------------------------------- the registration form's choices

export const POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward", "Winger", "Not Sure"] as const;
export const EXPERIENCE_LEVELS = [
  "Beginner - No previous experience",
  "Novice - Some recreational play",
  "Intermediate - School/club experience",
  "Advanced - Competitive experience",
] as const;
export const TRAINING_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const GENDERS = ["male", "female"] as const;
/** The relationship select's suggestions (the field itself takes any text). */
export const RELATIONSHIPS = ["Mother", "Father", "Legal Guardian", "Grandparent", "Sibling", "Other relative"] as const;

// ---------------------------------------------------------------- reviewing

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** The admin's two decisions (the buttons' `intent`) and the status each gives. */
export const DECISIONS = ["approve", "reject"] as const;
export const DECISION_STATUS = { approve: "approved", reject: "rejected" } as const satisfies Record<
  (typeof DECISIONS)[number],
  RegistrationStatus
>;

// ---------------------------------------------------------------- birth certificates

/** The birth-certificate formats accepted (judged by content), with the extension each is stored under. */
export const CERTIFICATE_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
};
export const MAX_CERTIFICATE_MB = 5;
export const MAX_CERTIFICATE_BYTES = MAX_CERTIFICATE_MB * 1024 * 1024;
/** The file picker's filter (the server still checks the content). */
export const CERTIFICATE_ACCEPT = [".jpeg", ...Object.values(CERTIFICATE_TYPES).map((ext) => `.${ext}`), ...Object.keys(CERTIFICATE_TYPES)].join(",");
/** Where the admin reads an uploaded certificate (the file's name follows). */
export const CERTIFICATE_URL_PREFIX = "/academy-admin/certificates/";

export const CERTIFICATE_MESSAGES = {
  tooLarge: { title: "File too large", description: `Please select a file smaller than ${MAX_CERTIFICATE_MB}MB` },
  wrongType: { title: "Invalid file type", description: "Please choose a PDF, JPG, PNG or GIF file." },
  empty: { title: "Empty file", description: "The selected file is empty. Please choose another file." },
  missing: { title: "Upload failed", description: "Failed to upload birth certificate" },
} as const;

// ---------------------------------------------------------------- what the pages and the API say

/** The registration form's name in the action's reply (the page has no other form that posts to it). */
export const REGISTRATION_INTENT = "register";
/**
 * A certificate kept from a refused send travels back with the form: its link in `birthCertificateUrl`,
 * its file name (only shown) in this hidden field, and the parent's choice to keep it or not.
 */
export const KEPT_CERTIFICATE_NAME_FIELD = "birthCertificateName";
export const KEPT_CERTIFICATE_CHOICE_FIELD = "certificateChoice";
/** The receipt page's heading, where a registration lands. */
export const RECEIPT_ANCHOR = "registration-received";
/** A certificate stored from an earlier, refused send of the form: its link and its file's name. */
export type KeptCertificate = { url: string; name: string };

export const REGISTERED_TOAST = {
  title: "Registration Successful!",
  description: "Your academy registration has been submitted. We'll contact you within 48 hours.",
};
export const REGISTRATION_UNREACHABLE_TOAST = { title: "Registration Failed", description: "Please try again or contact us directly." };
export const CERTIFICATE_UPLOAD_FAILED_TOAST = { title: "Registration Failed", description: CERTIFICATE_MESSAGES.missing.description };
/** The space for public uploads (UPLOAD_QUOTA_MB) is full: 507, on the form and from the upload API. */
export const UPLOADS_FULL_TOAST = {
  title: "Registration Failed",
  description: "Uploads are paused: the space for new documents is full. Please try again later or contact the club office.",
};
/** One client has registered REGISTRATIONS_PER_IP_BURST players in the last few minutes: 429. */
export const REGISTRATIONS_PER_IP_TOAST = {
  title: "Registration Failed",
  description: "Too many registrations have been sent from this connection in the last few minutes. Please wait a few minutes and try again.",
};
/** One parent (e-mail or phone) has registered REGISTRATIONS_PER_PARENT_DAY players today: 429. */
export const REGISTRATIONS_PER_PARENT_TOAST = {
  title: "Registration Failed",
  description:
    "Too many registrations have been sent today with this parent's e-mail or phone. Please try again tomorrow, or contact the academy office to register more players.",
};
/** One parent (e-mail or phone) has used their share of the upload space (UPLOAD_SHARE_PER_PARENT_MB) today: 429. */
export const UPLOAD_SHARE_TOAST = {
  title: "Registration Failed",
  description: "Too many documents have been uploaded today with this parent's e-mail or phone. Please try again tomorrow or contact the club office.",
};
/** One client has uploaded UPLOAD_BURST_PER_IP_MB in the last few minutes: 429. */
export const UPLOAD_BURST_TOAST = {
  title: "Registration Failed",
  description: "Too many documents have been uploaded from this connection in the last few minutes. Please wait a few minutes and try again.",
};
/** The registration form could not be read at all. */
export const FORM_UNREADABLE_TOAST = { title: "Registration Failed", description: "The form could not be read" };

/** The admin's two decisions: the e-mail each sends the parent/guardian (its template), and its words. */
export const DECISION_WORDS = {
  approve: { verb: "Approve", done: "approved", mail: "Registration Approved", pending: "Approving..." },
  reject: { verb: "Reject", done: "rejected", mail: "Registration Rejected", pending: "Rejecting..." },
} as const satisfies Record<(typeof DECISIONS)[number], { verb: string; done: string; mail: string; pending: string }>;
/** After a decision: whose registration, the team the child joined (approved with one), and which e-mail went to which address. */
export function decisionSavedToast(decision: (typeof DECISIONS)[number], playerName: string, email: string, teamName?: string) {
  const words = DECISION_WORDS[decision];
  const joined = teamName ? ` and ${playerName} joins the ${teamName}` : "";
  return {
    title: words.mail,
    description: `${playerName}'s registration is ${words.done}${joined}. The "${words.mail}" e-mail is on its way to ${email}.`,
  };
}
/** The confirmation of an approval, which also puts the child on the team chosen. */
export const APPROVE_WITH_TEAM_LABEL = "Approve and add to team";
/** An approved registration that is not a player yet joins a team (the intent of its form). */
export const ADD_TO_TEAM_INTENT = "add-to-team";
export const addToTeamFailedToast = (why = "The player was not added to a team.") => ({ title: "Not Added", description: why });
export const DECISION_FAILED_TOAST = { title: "Update Failed", description: "Failed to update registration status." };

/**
 * The same child (name and date of birth) registered again with the same parent's e-mail while the
 * first registration still waits for review: 409, the form's own error.
 */
export const DUPLICATE_REGISTRATION_MESSAGE =
  "This child is already registered with this e-mail address and the registration is waiting for review. There is no need to send it again: to change it, contact the academy office.";

/** The reference a parent quotes to the office: the registration's number, e.g. ACA-00042. */
export const registrationReference = (id: number) => `ACA-${String(id).padStart(5, "0")}`;

/** The API's words for registration failures (the pages show the toasts above instead). */
export const REGISTRATION_MESSAGES = {
  invalid: "Please correct the highlighted fields",
  notFound: "Registration not found",
  notPending: "Only pending registrations can be approved or rejected",
} as const;
