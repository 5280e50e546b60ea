// The academy registration form's options and texts, without zod: the form's browser code imports
// these, and app/schemas/academy.ts builds the schema from them.
export const POSITIONS = ["Goalkeeper", "Defender", "Midfielder", "Forward", "Winger", "Not Sure"] as const;
export const EXPERIENCE_LEVELS = [
  "Beginner - No previous experience",
  "Novice - Some recreational play",
  "Intermediate - School/club experience",
  "Advanced - Competitive experience",
] as const;
export const TRAINING_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const GENDERS = ["male", "female"] as const;
export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;

export const NOT_ELIGIBLE_MESSAGE = "Not eligible - must be 19 or under";
export const AGE_TOAST = {
  title: "Age Requirement Not Met",
  description: "Academy registration is only available for players 19 years and under.",
} as const;
export const FUTURE_BIRTH_DATE_MESSAGE = "Date of birth cannot be in the future";

/** The birth-certificate formats accepted (judged by content), with the extension each is stored under. */
export const CERTIFICATE_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
};
const certificateExtensions = Object.values(CERTIFICATE_TYPES);

export const CERTIFICATE_MESSAGES = {
  tooLarge: { title: "File too large", description: "Please select a file smaller than 5MB" },
  wrongType: { title: "Invalid file type", description: "Please choose a PDF, JPG, PNG or GIF file." },
  empty: { title: "Empty file", description: "The selected file is empty. Please choose another file." },
  missing: { title: "Upload failed", description: "Failed to upload birth certificate" },
} as const;
export const MAX_CERTIFICATE_MB = 5;
/** The file picker's filter (the server still checks the content). */
export const CERTIFICATE_ACCEPT = [".jpeg", ...certificateExtensions.map((ext) => `.${ext}`), ...Object.keys(CERTIFICATE_TYPES)].join(",");
