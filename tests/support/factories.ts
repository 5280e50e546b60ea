// Test data shared by the unit, integration and e2e suites: one valid example of each thing the club
// receives, with unique names so tests running in parallel against one server never see each other's
// rows. Override only what a test is about: `buildRegistration({ goals: "Fun" })`.
//
// Imports stay relative and client-safe (no `~/`, no *.server.ts): Playwright loads this file too.
import crypto from "node:crypto";
import { todayInNairobi } from "../../app/utils/age";

/** A short random string for names, e-mails and usernames (base 36, about 10 characters). */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
}

/** YYYY-MM-DD shifted by whole years and days (calendar arithmetic in UTC, no clock involved). */
export function shiftDate(isoDate: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year + years, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The date of birth of someone who turns `years` today in Nairobi, moved by `days`. */
export function birthDateYearsAgo(years: number, days = 0): string {
  return shiftDate(todayInNairobi(), { years: -years, days });
}

// ---------------------------------------------------------------------------------------------
// Academy registration: the JSON body of POST /api/academy-registrations and the
// values a parent types into the form.

export type RegistrationInput = {
  playerName: string;
  dateOfBirth: string;
  gender: "male" | "female";
  position: string;
  experience: string;
  parentGuardianName: string;
  relationship: string;
  phoneNumber: string;
  email: string;
  address: string;
  medicalConditions: string;
  allergies: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  trainingDays: string[];
  goals: string;
  previousClubs: string;
  termsAgreed: boolean;
  mediaConsent: boolean;
  birthCertificateUrl?: string;
};

/**
 * A complete, valid registration (optional fields filled in too) for a boy of twelve: born twelve
 * years and a hundred days ago, so his age is 12 whatever the day of the run.
 */
export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const suffix = uniqueSuffix();
  return {
    playerName: `Baraka Otieno ${suffix}`,
    dateOfBirth: birthDateYearsAgo(12, -100),
    gender: "male",
    position: "Midfielder",
    experience: "Intermediate - School/club experience",
    parentGuardianName: `Wanjiku Otieno ${suffix}`,
    relationship: "Mother",
    phoneNumber: "0712 345 680",
    email: `wanjiku.${suffix}@example.com`,
    address: "12 Ngong Road, Kilimani, Nairobi",
    medicalConditions: "Mild asthma, inhaler in bag",
    allergies: "Peanuts",
    emergencyContactName: "Peter Otieno",
    emergencyContactPhone: "0722 000 111",
    trainingDays: ["Tuesday", "Saturday"],
    goals: "Improve passing and play in the U-13 league.",
    previousClubs: "Kilimani Juniors",
    termsAgreed: true,
    mediaConsent: true,
    ...overrides,
  };
}

const OPTIONAL_REGISTRATION_FIELDS = ["medicalConditions", "allergies", "previousClubs", "mediaConsent"] as const;

/** A valid registration with only the required fields, as a parent who skips every optional one sends it. */
export function buildMinimalRegistration(overrides: Partial<RegistrationInput> = {}) {
  const full: Partial<RegistrationInput> = buildRegistration();
  for (const field of OPTIONAL_REGISTRATION_FIELDS) delete full[field];
  return { ...full, ...overrides };
}

// ---------------------------------------------------------------------------------------------
// Contact message (the landing page form and POST /api/contact)

export type ContactMessageInput = { name: string; email: string; message: string };

export function buildContactMessage(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  const suffix = uniqueSuffix();
  return {
    name: `Akinyi Njoroge ${suffix}`,
    email: `akinyi.${suffix}@example.com`,
    // Short enough to stay on one line in a quoted-printable mail body (76 characters).
    message: `When do the U-13 trials start? (${suffix})`,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Admin-area user (users table: role "admin" | "staff" | "coach")

export type Role = "admin" | "staff" | "treasurer" | "coach";
export type UserInput = { username: string; password: string; role: Role; displayName: string };

export function buildUser(overrides: Partial<UserInput> = {}): UserInput {
  const suffix = uniqueSuffix();
  const role = overrides.role ?? "staff";
  return {
    username: `${role}-${suffix}`,
    password: `pw-${crypto.randomBytes(12).toString("base64url")}`,
    role,
    displayName: `Coach ${suffix}`,
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Birth certificate files: the server judges them by content, never by name or declared type.

export const MB = 1024 * 1024;

/** A small but valid PDF; with `size`, padded with PDF comment lines to exactly that many bytes. */
export function pdfBytes(size?: number): Buffer {
  const head = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n";
  const tail = "trailer\n<< /Root 1 0 R >>\n%%EOF\n";
  if (size === undefined) return Buffer.from(head + tail);
  const padding = size - head.length - tail.length;
  // PDF comments: "%" up to the end of the line.
  const filler = Buffer.alloc(padding, "%".charCodeAt(0));
  for (let index = 79; index < padding; index += 80) filler[index] = "\n".charCodeAt(0);
  return Buffer.concat([Buffer.from(head), filler, Buffer.from(tail)]);
}

/** A Windows executable (MZ header) — what a hostile upload renamed `certificate.pdf` looks like. */
export function executableBytes(): Buffer {
  return Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), crypto.randomBytes(2048)]);
}

/** The smallest headers file-type recognises for each accepted image format. */
export const IMAGE_SAMPLES = {
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(200)]),
  gif: Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(200)]),
};
