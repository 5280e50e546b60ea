// The club's staff and administrator e-mail directory (staff_emails, admin_emails). Every address is
// at the club's single domain (CLUB_EMAIL_DOMAIN); a new member's is made from the name.
import { asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { adminEmails, staffEmails } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { type StaffMemberInput, type StaffUpdateInput } from "~/schemas/staff";
import { STAFF_MESSAGES } from "~/config/staff";
import { getEnv } from "~/config/env.server";
import { csvOf } from "~/utils/csv.server";
import type { Failure, Result } from "~/utils/result";

export type StaffMember = typeof staffEmails.$inferSelect;
export type Administrator = typeof adminEmails.$inferSelect;

export const clubEmailDomain = () => getEnv().CLUB_EMAIL_DOMAIN;

/**
 * The local part made from a name: lower case, spaces become dots, anything that is not a letter
 * removed ("Mary-Jane O'Neil" → "maryjane.oneil"). Accented letters lose their accents first.
 */
export function emailLocalPart(name: string): string {
  const local = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ".")
    .replace(/[^a-z.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.|\.$/g, "");
  return local || "staff";
}

/** name@domain, or name2@domain, name3@… when the address is taken (by staff or administrators). */
export function uniqueStaffEmail(name: string, domain = clubEmailDomain(), taken: (email: string) => boolean = emailTaken): string {
  const local = emailLocalPart(name);
  for (let n = 1; ; n++) {
    const email = `${local}${n === 1 ? "" : n}@${domain}`;
    if (!taken(email)) return email;
  }
}

function emailTaken(email: string, exceptStaffId?: number): boolean {
  const db = getDb();
  const staff = db.select({ id: staffEmails.id }).from(staffEmails).where(eq(sql`lower(${staffEmails.email})`, email.toLowerCase())).get();
  if (staff && staff.id !== exceptStaffId) return true;
  return Boolean(db.select({ id: adminEmails.id }).from(adminEmails).where(eq(sql`lower(${adminEmails.email})`, email.toLowerCase())).get());
}

function search(q: string | undefined, name: SQLiteColumn, email: SQLiteColumn): SQL | undefined {
  if (!q) return undefined;
  // LIKE is case-insensitive for ASCII in SQLite; the wildcards a visitor types are taken literally.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = (column: SQLiteColumn) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return or(matches(name), matches(email));
}

export function listStaff(q?: string): StaffMember[] {
  return getDb().select().from(staffEmails).where(search(q, staffEmails.name, staffEmails.email)).orderBy(asc(staffEmails.name)).all();
}

export function listAdministrators(q?: string): Administrator[] {
  return getDb().select().from(adminEmails).where(search(q, adminEmails.name, adminEmails.email)).orderBy(asc(adminEmails.name)).all();
}

export function getStaffMember(id: number): StaffMember | undefined {
  return getDb().select().from(staffEmails).where(eq(staffEmails.id, id)).get();
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/.test(String((error as Error)?.message));

/** The address given for a member, refused when it is off the club's domain or someone else's. */
function checkGivenEmail(email: string, exceptStaffId?: number): Failure<"invalid" | "conflict"> | null {
  const domain = clubEmailDomain();
  if (!email.endsWith(`@${domain}`)) {
    const message = STAFF_MESSAGES.wrongDomain(domain);
    return { ok: false, reason: "invalid", message, errors: { email: [message] } };
  }
  if (emailTaken(email, exceptStaffId)) {
    return { ok: false, reason: "conflict", message: STAFF_MESSAGES.emailTaken, errors: { email: [STAFF_MESSAGES.emailTaken] } };
  }
  return null;
}

/** Use case (admins): a new member of staff, active, with the address given or one made from the name. */
export function addStaffMember(actor: AuditActor, input: StaffMemberInput): Result<{ member: StaffMember }, "invalid" | "conflict"> {
  if (input.email) {
    const refused = checkGivenEmail(input.email);
    if (refused) return refused;
  }
  const db = getDb();
  // The check and the insert run in one transaction; the unique index is the final word.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const member = db.transaction((tx) => {
        const email = input.email ?? uniqueStaffEmail(input.name);
        return tx.insert(staffEmails).values({ ...input, email, isActive: true }).returning().get();
      });
      recordAudit(actor, "staff-email.add", { type: "staff_email", id: member.id }, `Added ${member.name} <${member.email}>`);
      return { ok: true, member };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: "conflict", message: STAFF_MESSAGES.emailTaken };
}

/** Use case (admins): change a member's details, the address included (unique, at the club domain). */
export function updateStaffMember(
  actor: AuditActor,
  id: number,
  input: StaffUpdateInput,
): Result<{ member: StaffMember }, "not-found" | "conflict" | "invalid"> {
  const existing = getStaffMember(id);
  if (!existing) return { ok: false, reason: "not-found", message: STAFF_MESSAGES.notFound };
  const refused = checkGivenEmail(input.email, id);
  if (refused) return refused;
  let member: StaffMember | undefined;
  try {
    member = getDb()
      .update(staffEmails)
      .set({ ...input, updatedAt: new Date().toISOString() })
      .where(eq(staffEmails.id, id))
      .returning()
      .get();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, reason: "conflict", message: STAFF_MESSAGES.emailTaken, errors: { email: [STAFF_MESSAGES.emailTaken] } };
  }
  if (!member) return { ok: false, reason: "not-found", message: STAFF_MESSAGES.notFound };
  const changed = (Object.keys(input) as (keyof StaffUpdateInput)[]).filter((key) => existing[key] !== member![key]);
  recordAudit(actor, "staff-email.update", { type: "staff_email", id }, `Edited ${member.name} <${member.email}>`, { changed });
  return { ok: true, member };
}

/** Use case (admins): deactivate or reactivate a member's account. */
export function setStaffActive(actor: AuditActor, id: number, isActive: boolean): Result<{ member: StaffMember }, "not-found"> {
  const member = getDb()
    .update(staffEmails)
    .set({ isActive, updatedAt: new Date().toISOString() })
    .where(eq(staffEmails.id, id))
    .returning()
    .get();
  if (!member) return { ok: false, reason: "not-found", message: STAFF_MESSAGES.notFound };
  recordAudit(
    actor,
    isActive ? "staff-email.reactivate" : "staff-email.deactivate",
    { type: "staff_email", id },
    `${isActive ? "Reactivated" : "Deactivated"} ${member.name} <${member.email}>`,
  );
  return { ok: true, member };
}

/** Use case (admins): remove a member from the directory. */
export function removeStaffMember(actor: AuditActor, id: number): Result<{ member: StaffMember }, "not-found"> {
  const member = getDb().delete(staffEmails).where(eq(staffEmails.id, id)).returning().get();
  if (!member) return { ok: false, reason: "not-found", message: STAFF_MESSAGES.notFound };
  recordAudit(actor, "staff-email.remove", { type: "staff_email", id }, `Removed ${member.name} <${member.email}>`);
  return { ok: true, member };
}

const ADMIN_CSV_COLUMNS = ["Name", "Email", "Role", "Permissions", "Phone", "Active", "Last Login"] as const;
const STAFF_CSV_COLUMNS = ["Name", "Email", "Role", "Department", "Phone", "Office Location", "Access Level", "Active"] as const;

/** The directory as CSV (the current tab and search); formula-like cells are escaped for spreadsheets. */
export function directoryCsv(tab: "staff" | "admins", q?: string): string {
  if (tab === "admins") {
    return csvOf(
      ADMIN_CSV_COLUMNS,
      listAdministrators(q).map((a) => [a.name, a.email, a.role, a.permissions.join("; "), a.phone, a.isActive ? "Yes" : "No", a.lastLoginAt]),
    );
  }
  return csvOf(
    STAFF_CSV_COLUMNS,
    listStaff(q).map((s) => [s.name, s.email, s.role, s.department, s.phone, s.officeLocation, s.accessLevel, s.isActive ? "Yes" : "No"]),
  );
}
