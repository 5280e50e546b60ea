// Reviewing registrations (staff): the admin list and its counts, one registration, the decision that
// approves or rejects it with the parent's mail and its first training, and the welcome e-mail.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { memoUntilWritten } from "~/db/table-tracking.server";
import { academyRegistrations } from "~/db/schema";
import { queueTemplateEmail, sendWelcomeEmail } from "~/models/email.server";
import type { WelcomeEmailInput } from "~/schemas/email";
import { REGISTRATION_MESSAGES, type RegistrationStatus } from "~/config/academy";
import type { RegistrationFilter } from "~/schemas/academy";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { ageOn, todayInNairobi } from "~/utils/age";
import type { Result } from "~/utils/result";
import { CLUB_TIME_ZONE } from "~/config/club";
import { academyTeamForAge, sessionsByTeam } from "~/models/matches/teams.server";
import { checkPlacement, createPlayerFromRegistration } from "~/models/squads/players.server";
import { SQUAD_MESSAGES } from "~/config/squads";
import { getEnv } from "~/config/env.server";
import { nextTrainingSession } from "~/utils/training-week";
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/config/i18n";
import { mailWording } from "~/models/email-wording.server";
import { registrationColumns, withAge, type Registration } from "~/models/academy/rows.server";
import { countNamePrefixMatches, DENSE_SHORT_SEARCH, filterCondition, isShortSearch } from "~/models/academy/search.server";
import { familyWelcomeLink } from "~/models/sign-in-links.server";

export type RegistrationCounts = { total: number; pending: number; approved: number; rejected: number };

/** Counted once, then kept until a registration is written (it is on every page of the admin list). */
export const countRegistrationsByStatus = memoUntilWritten(["academy_registrations"], (): RegistrationCounts => {
  const rows = getDb()
    .select({ status: academyRegistrations.status, n: count() })
    .from(academyRegistrations)
    .groupBy(academyRegistrations.status)
    .all();
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: byStatus.pending ?? 0,
    approved: byStatus.approved ?? 0,
    rejected: byStatus.rejected ?? 0,
  };
});

// What the admin list shows. Medical notes, allergies and the home address are children's personal
// data: they leave the database only for the detail view of one registration.
const listColumns = {
  id: academyRegistrations.id,
  playerName: academyRegistrations.playerName,
  dateOfBirth: academyRegistrations.dateOfBirth,
  position: academyRegistrations.position,
  parentGuardianName: academyRegistrations.parentGuardianName,
  phoneNumber: academyRegistrations.phoneNumber,
  email: academyRegistrations.email,
  status: academyRegistrations.status,
  registrationDate: academyRegistrations.registrationDate,
};

/**
 * One page of registrations (newest first), how many match in all, and the counts per status.
 * Without a search the match count comes from the per-status counts, saving a second scan.
 * `listRegistrationSummaries` is the admin list's narrow version.
 */
export function listRegistrations(filter: PageFilter) {
  return pageOfRegistrations(filter, (where, page) =>
    getDb().select(registrationColumns).from(academyRegistrations).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset).all(),
  );
}

export function listRegistrationSummaries(filter: PageFilter) {
  return pageOfRegistrations(filter, (where, page) =>
    getDb().select(listColumns).from(academyRegistrations).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset).all(),
  );
}

type PageFilter = RegistrationFilter & { limit?: number; offset?: number };
const newestFirst = [desc(academyRegistrations.registrationDate), desc(academyRegistrations.id)];

function pageOfRegistrations<Row extends { dateOfBirth: string }>(
  filter: PageFilter,
  selectRows: (where: SQL | undefined, page: { limit: number; offset: number }) => Row[],
) {
  const db = getDb();
  const where = filterCondition(filter);
  const counts = countRegistrationsByStatus();
  const total = filter.q
    ? isShortSearch(filter.q)
      ? countNamePrefixMatches(filter.q, filter.status)
      : (db.select({ n: count() }).from(academyRegistrations).where(where).get()?.n ?? 0)
    : filter.status
      ? counts[filter.status]
      : counts.total;
  const scanByDate = isShortSearch(filter.q) && total > DENSE_SHORT_SEARCH;
  const page = { limit: filter.limit ?? 20, offset: filter.offset ?? 0 };
  const rows = selectRows(scanByDate ? filterCondition(filter, true) : where, page);
  const today = todayInNairobi();
  return { rows: rows.map((row) => withAge(row, today)), total, counts };
}

export function getRegistration(id: number) {
  const row = getDb().select(registrationColumns).from(academyRegistrations).where(eq(academyRegistrations.id, id)).get();
  return row ? withAge(row) : null;
}

const fullDateInNairobi: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: CLUB_TIME_ZONE }),
  sw: new Intl.DateTimeFormat(INTL_LOCALE.sw, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: CLUB_TIME_ZONE }),
};

const WEEKDAY_NUMBER: Record<string, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 };

/**
 * The first training of a newly approved player, from the weekly sessions of the team of their age
 * group (on a day the parent chose when there is one), written out in `language`: "Saturday, 5
 * December 2026" at "8:00 AM", "Jumamosi, 5 Desemba 2026" at "saa 2:00 asubuhi (08:00)".
 */
export function firstTrainingOf(
  registration: { dateOfBirth: string; trainingDays: string[] },
  language: Language,
  now = new Date(),
  teamId?: number,
): { trainingDate: string; trainingTime: string } {
  const wording = mailWording(language);
  const age = ageOn(registration.dateOfBirth, todayInNairobi(now));
  // The team the child was placed on; else, as before teams were chosen, the one of their age.
  const sessions = teamId !== undefined ? (sessionsByTeam([teamId]).get(teamId) ?? []) : age === null ? [] : (academyTeamForAge(age)?.sessions ?? []);
  const preferred = registration.trainingDays.map((day) => WEEKDAY_NUMBER[day]).filter(Boolean);
  const next = nextTrainingSession(sessions, now, preferred);
  if (!next) return { trainingDate: wording.nextAcademySession, trainingTime: wording.timeToBeConfirmed };
  return {
    // Noon in Nairobi names the right day whatever the server's time zone.
    trainingDate: fullDateInNairobi[language].format(new Date(`${next.date}T12:00:00+03:00`)),
    trainingTime: wording.time(next.startsAt),
  };
}

/**
 * Use case (staff): the welcome e-mail to a new player's family, in the language staff chose, else the
 * one the family registered the player in (their latest registration with that address), else English.
 */
export function sendAcademyWelcome(actor: AuditActor, input: WelcomeEmailInput) {
  const registered = getDb()
    .select({ language: academyRegistrations.language })
    .from(academyRegistrations)
    .where(sql`lower(${academyRegistrations.email}) = ${input.email.trim().toLowerCase()}`)
    .orderBy(desc(academyRegistrations.id))
    .get()?.language;
  return sendWelcomeEmail(actor, { ...input, language: input.language ?? registered ?? DEFAULT_LANGUAGE });
}

/**
 * The family page as the approval e-mail links it: for a child placed on a team, a welcome link that signs
 * the guardian in (single use, valid for days: the mail is often read later); otherwise, with no guardian
 * yet, the page where a link is asked for.
 */
const familyUrlFor = (email: string, placed: boolean) => (placed ? familyWelcomeLink(email) : `${getEnv().PUBLIC_URL}/family/sign-in`);

/** checkPlacement for registration `id` (an unknown id passes here: the approval's update answers "not found"). */
function checkPlacementOf(id: number, teamId: number) {
  const registration = getDb()
    .select({ id: academyRegistrations.id, email: academyRegistrations.email, parentGuardianName: academyRegistrations.parentGuardianName })
    .from(academyRegistrations)
    .where(eq(academyRegistrations.id, id))
    .get();
  return registration ? checkPlacement(registration, teamId) : null;
}

/**
 * Use case: an admin approves or rejects a pending registration, and the parent is told. Approved and
 * rejected are final: the update only matches a row that is still pending, so two admins cannot both
 * decide it (the second gets `conflict`). Approving with `teamId` also makes the child a player on that
 * team with their guardian (squads), in the same transaction: a team that does not exist approves nothing.
 */
export async function decideRegistration(
  id: number,
  status: RegistrationStatus,
  actor: AuditActor,
  { teamId }: { teamId?: number } = {},
): Promise<Result<{ registration: Registration; placed: { playerId: number; teamName: string } | null }, "not-found" | "conflict" | "invalid">> {
  const db = getDb();
  const placing = status === "approved" ? teamId : undefined;
  const refused = placing === undefined ? null : checkPlacementOf(id, placing);
  const decided =
    status === "pending" || refused
      ? undefined
      : db.transaction(() => {
          const row = db
            .update(academyRegistrations)
            .set({ status })
            .where(and(eq(academyRegistrations.id, id), eq(academyRegistrations.status, "pending")))
            .returning({ ...registrationColumns, language: academyRegistrations.language })
            .get();
          if (!row) return undefined;
          recordAudit(
            actor,
            status === "approved" ? "academy.approve" : "academy.reject",
            { type: "registration", id: row.id },
            `${status === "approved" ? "Approved" : "Rejected"} the registration of ${row.playerName}`,
          );
          return { row, placed: placing === undefined ? null : createPlayerFromRegistration(row, placing, actor) };
        });
  if (!decided) {
    const exists = db.select({ id: academyRegistrations.id, status: academyRegistrations.status }).from(academyRegistrations).where(eq(academyRegistrations.id, id)).get();
    if (!exists) return { ok: false, reason: "not-found", message: REGISTRATION_MESSAGES.notFound };
    if (exists.status !== "pending" || !refused) return { ok: false, reason: "conflict", message: REGISTRATION_MESSAGES.notPending };
    return refused;
  }
  const { row, placed } = decided;
  const { language, ...updated } = row;
  const mailData = { playerName: updated.playerName, parentName: updated.parentGuardianName };
  if (status === "approved") {
    const familyUrl = familyUrlFor(updated.email, placed !== null);
    queueTemplateEmail(
      "Registration Approved",
      updated.email,
      {
        ...mailData,
        ...firstTrainingOf(updated, language, new Date(), placing),
        teamName: mailWording(language).squadName(placed?.teamName ?? null),
        familyUrl,
      },
      { language },
    );
  } else {
    queueTemplateEmail("Registration Rejected", updated.email, mailData, { language });
  }
  return { ok: true, registration: updated, placed };
}

/**
 * Use case (staff): an approved registration that is not a player yet (approved before teams were
 * chosen, or without one) joins a team, with its guardian. The approval's mail could only point to the
 * family page's sign-in, so the guardian is now e-mailed the page's welcome link, with the rows.
 */
export function addRegistrationToTeam(
  id: number,
  teamId: number,
  actor: AuditActor,
): Result<{ playerName: string; teamName: string; mailedTo: string[] }, "not-found" | "conflict" | "invalid"> {
  const row = getDb()
    .select({ ...registrationColumns, language: academyRegistrations.language })
    .from(academyRegistrations)
    .where(eq(academyRegistrations.id, id))
    .get();
  if (!row) return { ok: false, reason: "not-found", message: REGISTRATION_MESSAGES.notFound };
  if (row.status !== "approved") return { ok: false, reason: "conflict", message: SQUAD_MESSAGES.notApproved };
  const refused = checkPlacement(row, teamId);
  if (refused) return refused;
  const { teamName, mailedTo } = createPlayerFromRegistration(row, teamId, actor, { welcome: true });
  return { ok: true, playerName: row.playerName, teamName, mailedTo };
}
