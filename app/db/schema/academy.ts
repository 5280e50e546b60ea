// Youth academy registrations.
import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { flag, id, language, nowIso } from "./columns";

// player_name, parent_guardian_name and email are also indexed by the FTS5 trigram table and triggers
// of the hand-written migration drizzle/0001_registration_search.sql: renaming or dropping one of them
// needs a migration that updates those triggers too.
export const academyRegistrations = sqliteTable(
  "academy_registrations",
  {
    id: id(),
    playerName: text("player_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(), // YYYY-MM-DD
    gender: text("gender", { enum: ["male", "female"] }).notNull(),
    position: text("position").notNull(),
    experience: text("experience").notNull(),
    parentGuardianName: text("parent_guardian_name").notNull(),
    relationship: text("relationship").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    medicalConditions: text("medical_conditions"),
    allergies: text("allergies"),
    emergencyContactName: text("emergency_contact_name").notNull(),
    emergencyContactPhone: text("emergency_contact_phone").notNull(),
    trainingDays: text("training_days", { mode: "json" }).$type<string[]>().notNull(),
    goals: text("goals").notNull(),
    previousClubs: text("previous_clubs"),
    birthCertificateUrl: text("birth_certificate_url"),
    termsAgreed: flag("terms_agreed").notNull(),
    mediaConsent: flag("media_consent").notNull().default(false),
    registrationDate: text("registration_date").notNull().default(nowIso),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    // The client IP the registration came from: registrations per IP per day are capped.
    clientIp: text("client_ip"),
    // The parent's language on the form: the decision e-mails are written in it.
    language: language(),
    // The SHA-256 of the secret token in the parent's confirmation link: whoever holds the link may read
    // that one registration's receipt (the child's name, its reference, its status).
    accessTokenHash: text("access_token_hash"),
  },
  (t) => [
    index("academy_registrations_status_date_idx").on(t.status, t.registrationDate),
    index("academy_registrations_date_idx").on(t.registrationDate),
    index("academy_registrations_client_ip_date_idx").on(t.clientIp, t.registrationDate),
    // One- and two-letter searches match the start of a name (see searchCondition): a range of these.
    // They also carry what counting the matches needs (the other name, the status), so a count of
    // thousands of matches reads only the index.
    index("academy_registrations_player_name_status_idx").on(sql`${t.playerName} COLLATE NOCASE`, t.status),
    index("academy_registrations_parent_name_player_status_idx").on(
      sql`${t.parentGuardianName} COLLATE NOCASE`,
      sql`${t.playerName} COLLATE NOCASE`,
      t.status,
    ),
  ],
);
