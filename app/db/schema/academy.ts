// Youth academy registrations.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, language, nowIso } from "./columns";

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
    // The client the registration came from (its clientKey: an IPv4 address, an IPv6 /56): the burst
    // limit per client counts these.
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

// Birth certificates the public stored (API or form), for a day: one row per key an upload is charged
// to. `client_key` is the client's clientKey (an IPv4 address, an IPv6 /56), whose burst
// (UPLOAD_BURST_PER_IP_MB) is counted from these, or "parent:" and a keyed hash of the parent's e-mail
// or phone, whose daily share (UPLOAD_SHARE_PER_PARENT_MB) is. Rows older than a day are deleted as new
// ones come.
export const publicUploads = sqliteTable(
  "public_uploads",
  {
    id: id(),
    clientKey: text("client_key").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("public_uploads_client_created_idx").on(t.clientKey, t.createdAt), index("public_uploads_created_idx").on(t.createdAt)],
);
