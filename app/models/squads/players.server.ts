// The players of the club's teams as the squads screens and API see them, and what staff do with an
// academy player: add them (from an approved registration, or directly when they joined on paper), move
// them to another team, archive them when they leave, and erase their personal data on request. A
// family whose child joins a team other than through the approval (which sends its own mail) is e-mailed
// the family page's link with the rows (welcomeFamily, in guardians.server.ts).
// This module owns the academy player rows, team_moves (the history) and, with guardians.server.ts,
// player_guardians; the team a player is on now is written through placeOnTeam (matches/teams).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { players, playerGuardians, guardians, teamMoves, teamPlayers, teams } from "~/db/schema";
import { deleteRegistrationRecord } from "~/models/academy/registrations.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { renameScorerRecords } from "~/models/matches/manage.server";
import { placeOnTeam } from "~/models/matches/teams.server";
import {
  checkGuardianAddress,
  linkGuardian,
  deleteOrphanGuardians,
  guardiansOfPlayers,
  welcomeFamily,
  welcomedText,
  type GuardianInput,
  type SquadGuardian,
} from "~/models/squads/guardians.server";
import type { TeamScope } from "~/models/squads/access.server";
import { coachesOfTeams, type TeamCoach } from "~/models/squads/coaches.server";
import { canManageSquads, childLabel, erasedPlayerName, SQUAD_MESSAGES } from "~/config/squads";
import type { Role } from "~/config/roles";
import type { NewPlayerInput } from "~/schemas/squads";
import { ageOn, todayInNairobi } from "~/utils/age";
import { squadFailure as fail } from "~/models/squads/failure.server";
import type { Failure, Result } from "~/utils/result";

/** The signed-in user acting on squads (what requireSquadsUser gives). */
export type SquadActor = { id: number; username: string; role: Role };

export type SquadPlayer = {
  id: number;
  kind: "senior" | "academy";
  name: string;
  dateOfBirth: string | null;
  age: number;
  gender: "male" | "female" | null;
  position: string;
  mediaConsent: boolean;
  registrationId: number | null;
  teamId: number | null;
  teamName: string | null;
  archivedAt: string | null;
  erasedAt: string | null;
  guardians: SquadGuardian[];
};

const staffOnly = () => fail("forbidden", SQUAD_MESSAGES.staffOnly);
const playerNotFound = () => fail("not-found", SQUAD_MESSAGES.playerNotFound);
const now = () => new Date().toISOString();

const playerColumns = {
  id: players.id,
  kind: players.kind,
  name: players.name,
  dateOfBirth: players.dateOfBirth,
  storedAge: players.age,
  gender: players.gender,
  position: players.position,
  mediaConsent: players.mediaConsent,
  registrationId: players.registrationId,
  teamId: teams.id,
  teamName: teams.name,
  archivedAt: players.archivedAt,
  erasedAt: players.erasedAt,
};

function selectPlayers() {
  return getDb().select(playerColumns).from(players).leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id)).leftJoin(teams, eq(teams.id, teamPlayers.teamId));
}

type PlayerRow = ReturnType<ReturnType<typeof selectPlayers>["all"]>[number];

function withGuardians(rows: PlayerRow[]): SquadPlayer[] {
  const byPlayer = guardiansOfPlayers(rows.map((row) => row.id));
  const today = todayInNairobi();
  return rows.map(({ storedAge, ...row }) => ({
    ...row,
    // A child's age is counted from the date of birth every day; a showcase player keeps the stored one.
    age: (row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null) ?? storedAge,
    guardians: byPlayer.get(row.id) ?? [],
  }));
}

/** The players on the teams of `scope` (one team with `teamId`), by name, each with their guardians. */
export function listSquadPlayers(scope: TeamScope, teamId?: number): SquadPlayer[] {
  const teamIds = teamId !== undefined ? [teamId] : scope.all ? null : scope.teamIds;
  if (teamIds && (!teamIds.length || (!scope.all && !teamIds.every((id) => scope.teamIds.includes(id))))) return [];
  const rows = selectPlayers()
    .where(teamIds ? inArray(teamPlayers.teamId, teamIds) : isNotNull(teamPlayers.teamId))
    .orderBy(asc(teams.sortOrder), asc(players.name), asc(players.id))
    .all();
  return withGuardians(rows);
}

/** Academy players who left the club and whose personal data is still kept, most recent first (staff only see them). */
export function listArchivedPlayers(limit = 200): SquadPlayer[] {
  const rows = selectPlayers()
    .where(and(eq(players.kind, "academy"), isNotNull(players.archivedAt), isNull(players.erasedAt)))
    .orderBy(desc(players.archivedAt), desc(players.id))
    .limit(limit)
    .all();
  return withGuardians(rows);
}

/** One player with their guardians, or null. */
export function getSquadPlayer(id: number): SquadPlayer | null {
  const row = selectPlayers().where(eq(players.id, id)).get();
  return row ? withGuardians([row])[0] : null;
}

/**
 * May the user see this player: on a team of their scope, or (staff and admins) anywhere, archived
 * players included. A coach sees a child only while they are on one of the coach's teams.
 */
export function playerInScope(player: Pick<SquadPlayer, "teamId">, scope: TeamScope): boolean {
  return scope.all || (player.teamId !== null && scope.teamIds.includes(player.teamId));
}

export type TeamChoice = { id: number; name: string; ageGroup: string };

export type SquadTeam = TeamChoice & { slug: string; players: number; coaches: TeamCoach[] };

/** The teams of `scope` in the site's order, each with its squad size and its coaches' accounts. */
export function listSquadTeams(scope: TeamScope): SquadTeam[] {
  if (!scope.all && !scope.teamIds.length) return [];
  const db = getDb();
  const rows = db
    .select({ id: teams.id, slug: teams.slug, name: teams.name, ageGroup: teams.ageGroup })
    .from(teams)
    .where(scope.all ? undefined : inArray(teams.id, scope.teamIds))
    .orderBy(asc(teams.sortOrder), asc(teams.name))
    .all();
  const sizes = new Map(
    db
      .select({ teamId: teamPlayers.teamId, n: count() })
      .from(teamPlayers)
      .where(inArray(teamPlayers.teamId, rows.map((row) => row.id)))
      .groupBy(teamPlayers.teamId)
      .all()
      .map((row) => [row.teamId, row.n]),
  );
  const coaches = coachesOfTeams(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, players: sizes.get(row.id) ?? 0, coaches: coaches.get(row.id) ?? [] }));
}

function teamById(teamId: number): TeamChoice | undefined {
  return getDb().select({ id: teams.id, name: teams.name, ageGroup: teams.ageGroup }).from(teams).where(eq(teams.id, teamId)).get();
}

/** Writes the move beside the new current team: the history says where a player has been, and who moved them. */
function recordMove(playerId: number, from: number | null, to: number | null, actor: AuditActor) {
  placeOnTeam(playerId, to);
  getDb()
    .insert(teamMoves)
    .values({ playerId, fromTeamId: from, toTeamId: to, byUserId: actor?.id ?? null })
    .run();
}

/** A new academy player's row, joined to `team` with its first move (from nowhere). Inside the caller's transaction. */
function insertAcademyPlayer(
  input: { name: string; dateOfBirth: string; gender: "male" | "female"; position: NewPlayerInput["position"]; mediaConsent: boolean; registrationId: number | null },
  teamId: number,
  actor: AuditActor,
): number {
  const { id } = getDb()
    .insert(players)
    .values({
      kind: "academy",
      name: input.name,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender,
      position: input.position,
      // The age on joining; screens count it from the date of birth.
      age: ageOn(input.dateOfBirth, todayInNairobi()) ?? 0,
      mediaConsent: input.mediaConsent,
      registrationId: input.registrationId,
      // Academy players have no public picture or bio: children are never shown with them.
      bio: "",
      imageUrl: "",
    })
    .returning({ id: players.id })
    .get();
  recordMove(id, null, teamId, actor);
  return id;
}

/** The registration fields a player is made from (the academy model reads them). */
export type RegistrationForPlayer = {
  id: number;
  playerName: string;
  dateOfBirth: string;
  gender: "male" | "female";
  position: string;
  mediaConsent: boolean;
  parentGuardianName: string;
  email: string;
  phoneNumber: string;
  relationship: string;
  language: "en" | "sw";
};

/** The player already made from registration `registrationId`, if any. */
export function playerOfRegistration(registrationId: number): { id: number } | undefined {
  return getDb().select({ id: players.id }).from(players).where(eq(players.registrationId, registrationId)).get();
}

/** The registrations among `ids` that are players already. */
export function registrationsWithPlayers(ids: number[]): Set<number> {
  if (!ids.length) return new Set();
  const rows = getDb().select({ id: players.registrationId }).from(players).where(inArray(players.registrationId, ids)).all();
  return new Set(rows.map((row) => row.id).filter((id): id is number => id !== null));
}

/**
 * Checks that `registration` can become a player on `teamId` (the team exists, no player was made from
 * it yet, its parent's address is not another guardian's under another name): the academy model asks
 * before it approves, so nothing is written when the answer is no. The address rule is the one staff
 * meet adding a guardian (checkGuardianAddress): a registration typed with someone else's address must
 * not put the child on that family's page.
 */
export function checkPlacement(
  registration: { id: number; email: string; parentGuardianName: string },
  teamId: number,
): Failure<"invalid" | "conflict"> | null {
  if (!teamById(teamId)) return fail("invalid", SQUAD_MESSAGES.teamNotFound, "teamId");
  if (playerOfRegistration(registration.id)) return fail("conflict", SQUAD_MESSAGES.alreadyPlayer);
  if (checkGuardianAddress(registration.email, registration.parentGuardianName)) return fail("conflict", SQUAD_MESSAGES.registrationAddressClash);
  return null;
}

/**
 * Use case part (staff, through the academy review): the player and their guardian made from an
 * approved registration, on `teamId`. One transaction with the caller's (the approval): player (age
 * today), the guardian from the registration (an existing guardian with the same e-mail is reused: a
 * family with several children), the team and its first move, the audit entry. With `welcome` (a later
 * "Add to team": the approval's own mail carried no family link) the guardian is e-mailed the family
 * page's link in the same transaction. Call checkPlacement first.
 */
export function createPlayerFromRegistration(
  registration: RegistrationForPlayer,
  teamId: number,
  actor: AuditActor,
  { welcome = false }: { welcome?: boolean } = {},
): { playerId: number; teamName: string; mailedTo: string[] } {
  const team = teamById(teamId)!;
  return getDb().transaction(() => {
    const playerId = insertAcademyPlayer(
      {
        name: registration.playerName,
        dateOfBirth: registration.dateOfBirth,
        gender: registration.gender,
        position: registration.position as NewPlayerInput["position"],
        mediaConsent: registration.mediaConsent,
        registrationId: registration.id,
      },
      teamId,
      actor,
    );
    linkGuardian(playerId, {
      name: registration.parentGuardianName,
      email: registration.email,
      phone: registration.phoneNumber,
      language: registration.language,
      relationship: registration.relationship,
    });
    const mailedTo = welcome ? welcomeFamily(playerId, registration.playerName, team.name) : [];
    recordAudit(
      actor,
      "squad.player.add",
      { type: "player", id: playerId },
      `Added ${childLabel({ id: playerId, name: registration.playerName })} to the ${team.name} from registration ${registration.id}${welcomedText(mailedTo)}`,
      welcome ? { welcomeMails: mailedTo.length } : undefined,
    );
    return { playerId, teamName: team.name, mailedTo };
  });
}

/**
 * Use case (academy staff, admins): a child who joined on paper, with their guardian, straight onto a
 * team; the guardian is e-mailed the family page's link with the rows. The same child (name and date of
 * birth) already on the books with this guardian is refused, and so is an address that is another
 * guardian's under another name (checkGuardianAddress: a sibling's parent is linked by their name).
 */
export function addPlayerDirectly(input: NewPlayerInput, actor: SquadActor): Result<{ player: SquadPlayer; mailedTo: string[] }, "forbidden" | "invalid" | "conflict"> {
  if (!canManageSquads(actor.role)) return staffOnly();
  const team = teamById(input.teamId);
  if (!team) return fail("invalid", SQUAD_MESSAGES.teamNotFound, "teamId");
  const db = getDb();
  const twin = db
    .select({ id: players.id })
    .from(players)
    .innerJoin(playerGuardians, eq(playerGuardians.playerId, players.id))
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(
      and(
        eq(players.kind, "academy"),
        isNull(players.archivedAt),
        sql`lower(${players.name}) = ${input.playerName.toLowerCase()}`,
        eq(players.dateOfBirth, input.dateOfBirth),
        eq(guardians.email, input.guardianEmail),
      ),
    )
    .get();
  if (twin) return fail("conflict", SQUAD_MESSAGES.duplicatePlayer);
  const clash = checkGuardianAddress(input.guardianEmail, input.guardianName);
  if (clash) return clash;
  const guardian: GuardianInput = {
    name: input.guardianName,
    email: input.guardianEmail,
    phone: input.guardianPhone,
    language: input.guardianLanguage,
    relationship: input.relationship,
  };
  const { playerId, mailedTo } = db.transaction(() => {
    const id = insertAcademyPlayer(
      { name: input.playerName, dateOfBirth: input.dateOfBirth, gender: input.gender, position: input.position, mediaConsent: input.mediaConsent, registrationId: null },
      team.id,
      actor,
    );
    linkGuardian(id, guardian);
    const mailed = welcomeFamily(id, input.playerName, team.name);
    recordAudit(actor, "squad.player.add", { type: "player", id }, `Added ${childLabel({ id, name: input.playerName })} to the ${team.name} (joined on paper)${welcomedText(mailed)}`, {
      welcomeMails: mailed.length,
    });
    return { playerId: id, mailedTo: mailed };
  });
  return { ok: true, player: getSquadPlayer(playerId)!, mailedTo };
}

type ActivePlayer = { id: number; name: string; kind: "senior" | "academy"; teamId: number | null; archivedAt: string | null; erasedAt: string | null };

function findPlayer(id: number): ActivePlayer | undefined {
  return getDb()
    .select({ id: players.id, name: players.name, kind: players.kind, teamId: teamPlayers.teamId, archivedAt: players.archivedAt, erasedAt: players.erasedAt })
    .from(players)
    .leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .where(eq(players.id, id))
    .get();
}

/** Use case (academy staff, admins): a player moves to another team; the history keeps where they were. */
export function movePlayer(playerId: number, teamId: number, actor: SquadActor): Result<{ player: SquadPlayer; teamName: string }, "forbidden" | "not-found" | "invalid" | "conflict"> {
  if (!canManageSquads(actor.role)) return staffOnly();
  const player = findPlayer(playerId);
  if (!player) return playerNotFound();
  if (player.archivedAt) return fail("conflict", SQUAD_MESSAGES.archived);
  const team = teamById(teamId);
  if (!team) return fail("invalid", SQUAD_MESSAGES.teamNotFound, "teamId");
  if (player.teamId === team.id) return fail("conflict", SQUAD_MESSAGES.alreadyOnTeam, "teamId");
  getDb().transaction(() => {
    recordMove(player.id, player.teamId, team.id, actor);
    recordAudit(actor, "squad.player.move", { type: "player", id: player.id }, `Moved ${childLabel(player)} to the ${team.name}`, { from: player.teamId, to: team.id });
  });
  return { ok: true, player: getSquadPlayer(player.id)!, teamName: team.name };
}

/** Use case (academy staff, admins): an academy player left the club: off the team, the move to nowhere recorded, nothing deleted. */
export function archivePlayer(playerId: number, actor: SquadActor): Result<{ player: SquadPlayer }, "forbidden" | "not-found" | "invalid" | "conflict"> {
  if (!canManageSquads(actor.role)) return staffOnly();
  const player = findPlayer(playerId);
  if (!player) return playerNotFound();
  if (player.kind !== "academy") return fail("invalid", SQUAD_MESSAGES.notAcademyPlayer);
  if (player.archivedAt) return fail("conflict", SQUAD_MESSAGES.archived);
  getDb().transaction(() => {
    getDb().update(players).set({ archivedAt: now() }).where(eq(players.id, player.id)).run();
    if (player.teamId !== null) recordMove(player.id, player.teamId, null, actor);
    recordAudit(actor, "squad.player.archive", { type: "player", id: player.id }, `Archived ${childLabel(player)}: left the club`);
  });
  return { ok: true, player: getSquadPlayer(player.id)! };
}

/**
 * Use case (academy staff, admins): a guardian asked the club to erase their child's personal data. The
 * row stays for the match records: the name becomes "Former player <id>", date of birth and gender go,
 * the player leaves their team (the move is recorded) and the registration link is cut; the guardian
 * links go, and a guardian with no other child is deleted. Goals the player scored keep counting under
 * the anonymous name. The registration the player came from is deleted too, with its birth certificate.
 */
export async function erasePlayer(
  playerId: number,
  actor: SquadActor,
): Promise<Result<{ label: string; guardiansDeleted: number }, "forbidden" | "not-found" | "invalid" | "conflict">> {
  if (!canManageSquads(actor.role)) return staffOnly();
  const player = findPlayer(playerId);
  if (!player) return playerNotFound();
  if (player.kind !== "academy") return fail("invalid", SQUAD_MESSAGES.notAcademyPlayer);
  if (player.erasedAt) return fail("conflict", SQUAD_MESSAGES.alreadyErased);
  return { ok: true, ...(await erase(player, actor, "on request")) };
}

/**
 * The scheduler's housekeeping: the personal data of academy players who left the club more than
 * PLAYER_DATA_RETENTION_DAYS ago is erased as staff would on request (ADR 0027), audited as the
 * system's. Answers how many were erased.
 */
export async function eraseLongGonePlayers(retentionDays: number, at = new Date()): Promise<number> {
  const before = new Date(at.getTime() - retentionDays * 86_400_000).toISOString();
  const gone = getDb()
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.kind, "academy"), isNull(players.erasedAt), lt(players.archivedAt, before)))
    .all();
  for (const { id } of gone) {
    const player = findPlayer(id);
    if (player && !player.erasedAt) await erase(player, null, `${retentionDays} days after leaving the club`);
  }
  return gone.length;
}

async function erase(player: ActivePlayer, actor: AuditActor, why: string): Promise<{ label: string; guardiansDeleted: number }> {
  const label = erasedPlayerName(player.id);
  const db = getDb();
  const { registrationId } = db.select({ registrationId: players.registrationId }).from(players).where(eq(players.id, player.id)).get()!;
  const guardiansDeleted = db.transaction(() => {
    if (player.teamId !== null) recordMove(player.id, player.teamId, null, actor);
    const at = now();
    db.update(players)
      .set({ name: label, dateOfBirth: null, gender: null, mediaConsent: false, registrationId: null, erasedAt: at, archivedAt: player.archivedAt ?? at })
      .where(eq(players.id, player.id))
      .run();
    const linked = db.delete(playerGuardians).where(eq(playerGuardians.playerId, player.id)).returning({ guardianId: playerGuardians.guardianId }).all();
    const deleted = deleteOrphanGuardians(linked.map((row) => row.guardianId));
    const goals = renameScorerRecords(player.id, label);
    recordAudit(
      actor,
      "squad.player.erase",
      { type: "player", id: player.id },
      `Erased the personal data of player #${player.id} ${why}: now "${label}"`,
      { guardiansDeleted: deleted, scorerRecords: goals, registrationDeleted: registrationId !== null },
    );
    return deleted;
  });
  // After the commit: the certificate is a file, which no transaction can take back.
  if (registrationId !== null) await deleteRegistrationRecord(registrationId);
  return { label, guardiansDeleted };
}
