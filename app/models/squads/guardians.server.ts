// The parents and guardians of academy players: who they are to which child, their contact details as
// staff keep them, the lists a coach or staff member may read, and the family page's welcome mail a
// guardian gets when a child of theirs joins a team (players.server.ts sends it too). This module owns
// the guardians table and the links of player_guardians (players.server.ts removes a player's links when
// it erases them).
import { and, asc, count, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { guardians, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import { recordAudit } from "~/models/audit.server";
import { queueTemplateEmail } from "~/models/email.server";
import { mailWording } from "~/models/email-wording.server";
import { endSignInsOf, familyWelcomeLink, normalizeAddress } from "~/models/sign-in-links.server";
import type { TeamScope } from "~/models/squads/access.server";
import type { SquadActor } from "~/models/squads/players.server";
import { canManageSquads, childLabel, SQUAD_MESSAGES } from "~/config/squads";
import { WELCOME_LINK_DAYS } from "~/config/family";
import type { Language } from "~/config/i18n";
import type { GuardianContactInput, NewGuardianInput } from "~/schemas/squads";
import { squadFailure as fail } from "~/models/squads/failure.server";
import type { Failure, Result } from "~/utils/result";

export type SquadGuardian = { id: number; name: string; email: string; phone: string; language: Language; relationship: string };

/** A guardian as a form or a registration gives them (the e-mail is lower-cased here). */
export type GuardianInput = { name: string; email: string; phone: string; language: Language; relationship: string };

const guardianColumns = { id: guardians.id, name: guardians.name, email: guardians.email, phone: guardians.phone, language: guardians.language };

/** The guardians of each of these players, in the order they were linked. */
export function guardiansOfPlayers(playerIds: number[]): Map<number, SquadGuardian[]> {
  const byPlayer = new Map<number, SquadGuardian[]>();
  if (!playerIds.length) return byPlayer;
  const rows = getDb()
    .select({ playerId: playerGuardians.playerId, relationship: playerGuardians.relationship, ...guardianColumns })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(inArray(playerGuardians.playerId, playerIds))
    .orderBy(asc(playerGuardians.createdAt), asc(guardians.id))
    .all();
  for (const { playerId, ...guardian } of rows) byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), guardian]);
  return byPlayer;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Refuses (409, on the e-mail field) an address that is an existing guardian's when the name typed is
 * not theirs: linking it would put this child on another family's page and mail them the link. A
 * parent of a sibling is linked by typing their name as stored; the stored name is never shown, so
 * a mistyped address tells whoever typed it nothing about the family it belongs to.
 */
export function checkGuardianAddress(email: string, name: string): Failure<"conflict"> | null {
  const existing = getDb().select({ name: guardians.name }).from(guardians).where(eq(guardians.email, normalizeAddress(email))).get();
  return existing && !sameName(existing.name, name) ? fail("conflict", SQUAD_MESSAGES.anotherGuardiansAddress, "guardianEmail") : null;
}

/**
 * Links a guardian to a player: the guardian with this e-mail when there is one (a family with several
 * children is one guardian; their stored details stay as they are), else a new guardian. Inside the
 * caller's transaction. Answers the guardian's id, or null when they were linked already.
 */
export function linkGuardian(playerId: number, input: GuardianInput): number | null {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  const existing = db.select({ id: guardians.id }).from(guardians).where(eq(guardians.email, email)).get();
  const guardianId =
    existing?.id ?? db.insert(guardians).values({ name: input.name, email, phone: input.phone, language: input.language }).returning({ id: guardians.id }).get().id;
  const linked = db.insert(playerGuardians).values({ playerId, guardianId, relationship: input.relationship }).onConflictDoNothing().run().changes;
  return linked ? guardianId : null;
}

/**
 * E-mails the guardians of player `playerId` (only guardian `onlyGuardianId` when given) the family
 * page's welcome link (single use, valid for days, opening their own page), each in the language stored
 * for them: without it a family whose child was added after the approval, who joined on paper, or who was
 * added as another guardian never learns the page exists. A guardian who already had a page (a parent of
 * a sibling) is mailed too: the new child is news to them, and the link is one they can use or ignore.
 * Inside the caller's transaction, so the mail is queued exactly when the rows are stored. Answers the
 * addresses mailed.
 */
export function welcomeFamily(playerId: number, playerName: string, teamName: string, onlyGuardianId?: number): string[] {
  const family = (guardiansOfPlayers([playerId]).get(playerId) ?? []).filter((guardian) => onlyGuardianId === undefined || guardian.id === onlyGuardianId);
  for (const guardian of family) {
    const data = {
      guardianName: guardian.name,
      playerName,
      teamName: mailWording(guardian.language).squadName(teamName),
      familyUrl: familyWelcomeLink(guardian.email),
      days: WELCOME_LINK_DAYS,
    };
    queueTemplateEmail("Family Welcome", guardian.email, data, { language: guardian.language });
  }
  return family.map((guardian) => guardian.email);
}

/** The audit summary's tail when a family was e-mailed their page's link. */
export const welcomedText = (mailed: string[]) =>
  mailed.length ? `; e-mailed the family page link to ${mailed.length === 1 ? "the guardian" : `${mailed.length} guardians`}` : "";

/**
 * Deletes those of these guardians who have no child left on the club's books, and ends the sign-ins
 * of their addresses (a phone signed in must not become whoever is given the address next). Inside the
 * caller's transaction. Answers how many went.
 */
export function deleteOrphanGuardians(guardianIds: number[]): number {
  let deleted = 0;
  for (const id of new Set(guardianIds)) {
    const children = getDb().select({ n: count() }).from(playerGuardians).where(eq(playerGuardians.guardianId, id)).get()?.n ?? 0;
    if (children) continue;
    const gone = getDb().delete(guardians).where(eq(guardians.id, id)).returning({ email: guardians.email }).get();
    if (!gone) continue;
    endSignInsOf(gone.email);
    deleted += 1;
  }
  return deleted;
}

export type GuardianListing = {
  id: number;
  name: string;
  email: string;
  phone: string;
  language: Language;
  children: { playerId: number; playerName: string; relationship: string; teamId: number; teamName: string }[];
};

/**
 * The guardians of the children on the teams of `scope` (one team with `teamId`), by name. Each lists only
 * the children the reader may see: a coach never learns of a sibling on another team.
 */
export function listGuardians(scope: TeamScope, teamId?: number): GuardianListing[] {
  const teamIds = teamId !== undefined ? [teamId] : scope.all ? null : scope.teamIds;
  if (teamIds && (!teamIds.length || (!scope.all && !teamIds.every((id) => scope.teamIds.includes(id))))) return [];
  const rows = getDb()
    .select({
      ...guardianColumns,
      playerId: players.id,
      playerName: players.name,
      relationship: playerGuardians.relationship,
      teamId: teams.id,
      teamName: teams.name,
    })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .innerJoin(players, eq(players.id, playerGuardians.playerId))
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(teamIds ? inArray(teamPlayers.teamId, teamIds) : isNotNull(teamPlayers.teamId))
    .orderBy(asc(guardians.name), asc(guardians.id), asc(players.name))
    .all();
  const listed = new Map<number, GuardianListing>();
  for (const { playerId, playerName, relationship, teamId: childTeamId, teamName, ...guardian } of rows) {
    const entry = listed.get(guardian.id) ?? { ...guardian, children: [] };
    entry.children.push({ playerId, playerName, relationship, teamId: childTeamId, teamName });
    listed.set(guardian.id, entry);
  }
  return [...listed.values()];
}

/** One guardian's stored details, for the edit form. */
export function getGuardian(id: number): (Omit<SquadGuardian, "relationship"> & { teamIds: number[] }) | null {
  const guardian = getDb().select(guardianColumns).from(guardians).where(eq(guardians.id, id)).get();
  if (!guardian) return null;
  const teamIds = getDb()
    .select({ teamId: teamPlayers.teamId })
    .from(playerGuardians)
    .innerJoin(teamPlayers, eq(teamPlayers.playerId, playerGuardians.playerId))
    .where(eq(playerGuardians.guardianId, id))
    .all()
    .map((row) => row.teamId);
  return { ...guardian, teamIds };
}


/**
 * Use case (academy staff, admins): another guardian for a player. An existing guardian with that e-mail
 * (a parent of a sibling) is linked as they are, their stored language included, only when the name
 * typed is theirs (checkGuardianAddress); a child who left the club takes no new guardian (409). The
 * guardian is e-mailed the family page's welcome link in their language, queued in the transaction that
 * links them and noted in the audit entry.
 */
export function addGuardian(
  input: NewGuardianInput,
  actor: SquadActor,
): Result<{ guardianId: number; name: string; mailedTo: string[] }, "forbidden" | "not-found" | "conflict"> {
  if (!canManageSquads(actor.role)) return fail("forbidden", SQUAD_MESSAGES.staffOnly);
  const db = getDb();
  const player = db
    .select({ id: players.id, name: players.name, kind: players.kind, archivedAt: players.archivedAt, erasedAt: players.erasedAt, teamName: teams.name })
    .from(players)
    .leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(players.id, input.playerId))
    .get();
  if (!player || player.kind !== "academy" || player.erasedAt) return fail("not-found", SQUAD_MESSAGES.playerNotFound);
  if (player.archivedAt) return fail("conflict", SQUAD_MESSAGES.archived);
  const clash = checkGuardianAddress(input.guardianEmail, input.guardianName);
  if (clash) return clash;
  const guardian = { name: input.guardianName, email: input.guardianEmail, phone: input.guardianPhone, language: input.guardianLanguage, relationship: input.relationship };
  const linked = db.transaction(() => {
    const id = linkGuardian(player.id, guardian);
    if (id === null) return null;
    // An existing guardian keeps the name stored for them (the same but for case and spaces), which the audit and the answer give.
    const { name } = db.select({ name: guardians.name }).from(guardians).where(eq(guardians.id, id)).get()!;
    const mailedTo = player.teamName ? welcomeFamily(player.id, player.name, player.teamName, id) : [];
    recordAudit(
      actor,
      "squad.guardian.add",
      { type: "guardian", id },
      `Linked ${name} (${guardian.relationship}) to ${childLabel(player)}${welcomedText(mailedTo)}`,
      { welcomeMails: mailedTo.length },
    );
    return { id, name, mailedTo };
  });
  if (linked === null) return fail("conflict", SQUAD_MESSAGES.guardianAlreadyLinked, "guardianEmail");
  return { ok: true, guardianId: linked.id, name: linked.name, mailedTo: linked.mailedTo };
}

/**
 * Use case (academy staff, admins): a guardian's contact details as the family gave them to the office.
 * A new address ends every sign-in with the old one in the same transaction (endSignInsOf): the guardian
 * signs in again with the new address.
 */
export function updateGuardianContact(input: GuardianContactInput, actor: SquadActor): Result<{ guardian: { id: number; name: string } }, "forbidden" | "not-found" | "conflict"> {
  if (!canManageSquads(actor.role)) return fail("forbidden", SQUAD_MESSAGES.staffOnly);
  const db = getDb();
  const before = db.select(guardianColumns).from(guardians).where(eq(guardians.id, input.guardianId)).get();
  if (!before) return fail("not-found", SQUAD_MESSAGES.guardianNotFound);
  const taken = db
    .select({ id: guardians.id })
    .from(guardians)
    .where(and(eq(guardians.email, input.email), ne(guardians.id, before.id)))
    .get();
  if (taken) return fail("conflict", SQUAD_MESSAGES.emailTaken, "email");
  const after = { name: input.name, email: input.email, phone: input.phone, language: input.language };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => before[field] !== after[field]);
  if (changed.length) {
    db.transaction(() => {
      db.update(guardians)
        .set({ ...after, updatedAt: new Date().toISOString() })
        .where(eq(guardians.id, before.id))
        .run();
      if (changed.includes("email")) endSignInsOf(before.email);
      recordAudit(actor, "squad.guardian.update", { type: "guardian", id: before.id }, `Changed the ${changed.join(", ")} of guardian ${after.name}`);
    });
  }
  return { ok: true, guardian: { id: before.id, name: after.name } };
}
