// The match squad (owns match_squads and match_squad_notices): the coach picks who plays a coming
// fixture from the team's current players, at most the competition's squad size (or MATCH_SQUAD_MAX),
// and every family whose child's place changed is told in its language, "selected" with the time, the
// place and what to bring, or "not in the squad this week". A repeated save tells no one: each child's
// last word is kept in match_squad_notices. See docs/decisions/0028-availability-and-match-squads.md.
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { availabilityAnswers, availabilityRequests, competitions, fixtures, guardians, matchSquadNotices, matchSquads, playerGuardians, players, teamPlayers, teams } from "~/db/schema";
import { SQUAD_MESSAGES, type AvailabilityAnswer } from "~/config/availability";
import { getEnv } from "~/config/env.server";
import type { FixtureStatus, HomeOrAway } from "~/config/fixtures";
import { languageQuery, type Language } from "~/config/i18n";
import { SQUAD_POSITIONS } from "~/config/teams";
import enAvailability from "~/locales/en/availability.json";
import swAvailability from "~/locales/sw/availability.json";
import { firstName, kickoffWords, teamNameOf } from "~/models/availability/requests.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { whatToBringFor } from "~/models/matches/fixture-notes.server";
import { templateMails } from "~/models/email.server";
import { queueMails } from "~/models/mail-queue.server";
import type { SquadInput } from "~/schemas/availability";
import { interpolate } from "~/utils/i18n";
import type { Failure, Result } from "~/utils/result";
import { onTeamNow } from "~/models/squads/on-team.server";

const WORDS = { en: enAvailability, sw: swAvailability } as const;

type SquadFixture = {
  id: number;
  teamId: number;
  teamName: string;
  opponent: string;
  homeOrAway: HomeOrAway;
  venue: string;
  kickoffAt: string;
  status: FixtureStatus;
  competition: string;
  /** The most players the squad may have: the competition's size, else MATCH_SQUAD_MAX. */
  max: number;
  /** The availability request about it, if the families were asked. */
  requestId: number | null;
  /** The line the form starts with: the request's note, else the fixture's "what to bring". */
  note: string;
  /** Scheduled and not kicked off: the squad can still be chosen. */
  open: boolean;
};

export type SquadPlayer = { playerId: number; name: string; position: string; answer: AvailabilityAnswer | null; reason: string; selected: boolean };

const refusal = <R extends "not-found" | "conflict" | "invalid">(reason: R, message: string, field?: string): Failure<R> => ({
  ok: false,
  reason,
  message,
  ...(field ? { errors: { [field]: [message] } } : {}),
});

const notFound = () => refusal("not-found", SQUAD_MESSAGES.fixtureNotFound);

function findFixture(teamId: number, fixtureId: number, now: Date): SquadFixture | undefined {
  const row = getDb()
    .select({
      id: fixtures.id,
      teamId: fixtures.teamId,
      teamName: teams.name,
      opponent: fixtures.opponent,
      homeOrAway: fixtures.homeOrAway,
      venue: fixtures.venue,
      kickoffAt: fixtures.kickoffAt,
      status: fixtures.status,
      competition: competitions.name,
      squadSizeMax: competitions.squadSizeMax,
      requestId: availabilityRequests.id,
      requestNote: availabilityRequests.note,
    })
    .from(fixtures)
    .innerJoin(teams, eq(teams.id, fixtures.teamId))
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .leftJoin(availabilityRequests, eq(availabilityRequests.fixtureId, fixtures.id))
    .where(and(eq(fixtures.id, fixtureId), eq(fixtures.teamId, teamId)))
    .get();
  if (!row) return undefined;
  const { squadSizeMax, requestNote, ...fixture } = row;
  return {
    ...fixture,
    max: squadSizeMax ?? getEnv().MATCH_SQUAD_MAX,
    note: requestNote || whatToBringFor([row.id]).get(row.id) || "",
    open: row.status === "scheduled" && Date.parse(row.kickoffAt) > now.getTime(),
  };
}

const positionOrder = (position: string) => (SQUAD_POSITIONS.includes(position) ? SQUAD_POSITIONS.indexOf(position) : SQUAD_POSITIONS.length);

/** The team's current players by position, each with their answer to the fixture's request and whether they are in its squad: one query. */
function playersFor(fixture: SquadFixture): SquadPlayer[] {
  return getDb()
    .select({
      playerId: players.id,
      name: players.name,
      position: players.position,
      answer: availabilityAnswers.answer,
      reason: availabilityAnswers.reason,
      squadPlayer: matchSquads.playerId,
    })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .leftJoin(availabilityAnswers, and(eq(availabilityAnswers.requestId, fixture.requestId ?? 0), eq(availabilityAnswers.playerId, players.id)))
    .leftJoin(matchSquads, and(eq(matchSquads.fixtureId, fixture.id), eq(matchSquads.playerId, players.id)))
    .where(onTeamNow(fixture.teamId))
    .orderBy(asc(players.name))
    .all()
    .map(({ squadPlayer, answer, reason, ...player }) => ({ ...player, answer: answer ?? null, reason: reason ?? "", selected: squadPlayer !== null }))
    .sort((a, b) => positionOrder(a.position) - positionOrder(b.position) || a.position.localeCompare(b.position));
}

/** What the squad screen and GET /api/squads/teams/{team}/squads/{fixture} show: the fixture and every current player (404 for another team's fixture). */
export function squadOf(teamId: number, fixtureId: number, now = new Date()): Result<{ fixture: SquadFixture; players: SquadPlayer[] }, "not-found"> {
  const fixture = findFixture(teamId, fixtureId, now);
  if (!fixture) return notFound();
  return { ok: true, fixture, players: playersFor(fixture) };
}

type Told = "selected" | "not_selected";
type Guardian = { playerId: number; guardianName: string; email: string; language: Language };

function guardiansOf(playerIds: number[]): Guardian[] {
  if (!playerIds.length) return [];
  return getDb()
    .select({ playerId: playerGuardians.playerId, guardianName: guardians.name, email: guardians.email, language: guardians.language })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(inArray(playerGuardians.playerId, playerIds))
    .orderBy(asc(guardians.id))
    .all();
}

/**
 * Use case: the coach (their own teams; the route checks) or staff saves the squad of `fixtureId`, a
 * scheduled fixture of the team that has not kicked off (otherwise 409). Every ticked player must be on
 * the team now (else 400, nothing written) and there may be at most the competition's size (400 on the
 * field). In ONE immediate transaction the squad replaces the saved one, each current player whose word
 * changed ("selected" / "not_selected", the first save included) is noted, one mail per guardian of
 * theirs is queued in the guardian's language, and the save is audited.
 */
export function selectSquad(
  teamId: number,
  fixtureId: number,
  input: SquadInput,
  actor: NonNullable<AuditActor>,
  now = new Date(),
): Result<{ selected: number; told: number; families: number }, "not-found" | "conflict" | "invalid"> {
  const db = getDb();
  return db.transaction(
    () => {
      const fixture = findFixture(teamId, fixtureId, now);
      if (!fixture) return notFound();
      if (!fixture.open) return refusal("conflict", SQUAD_MESSAGES.notOn);
      const team = playersFor(fixture);
      const onTeam = new Set(team.map((player) => player.playerId));
      if (!input.playerIds.length) return refusal("invalid", SQUAD_MESSAGES.noPlayers, "playerIds");
      if (input.playerIds.some((id) => !onTeam.has(id))) return refusal("invalid", SQUAD_MESSAGES.notOnTeam, "playerIds");
      if (input.playerIds.length > fixture.max) return refusal("invalid", SQUAD_MESSAGES.tooMany(fixture.max), "playerIds");
      // Checked before anything is written: a squad whose families cannot be told is not saved.
      if (!templateMails("Squad Selected", [], () => ({})) || !templateMails("Squad Not Selected", [], () => ({}))) return refusal("conflict", SQUAD_MESSAGES.templateMissing);

      const chosen = new Set(input.playerIds);
      db.delete(matchSquads).where(eq(matchSquads.fixtureId, fixture.id)).run();
      db.insert(matchSquads)
        .values(input.playerIds.map((playerId) => ({ fixtureId: fixture.id, playerId, selectedByUserId: actor.id, selectedAt: now.toISOString() })))
        .run();

      const before = new Map(
        db
          .select({ playerId: matchSquadNotices.playerId, told: matchSquadNotices.told })
          .from(matchSquadNotices)
          .where(eq(matchSquadNotices.fixtureId, fixture.id))
          .all()
          .map((row) => [row.playerId, row.told]),
      );
      const changed = team.flatMap((player) => {
        const told: Told = chosen.has(player.playerId) ? "selected" : "not_selected";
        return before.get(player.playerId) === told ? [] : [{ ...player, told }];
      });
      for (const player of changed) {
        db.insert(matchSquadNotices)
          .values({ fixtureId: fixture.id, playerId: player.playerId, told: player.told, toldAt: now.toISOString() })
          .onConflictDoUpdate({ target: [matchSquadNotices.fixtureId, matchSquadNotices.playerId], set: { told: player.told, toldAt: now.toISOString() } })
          .run();
      }

      const toldOf = new Map(changed.map((player) => [player.playerId, player]));
      const recipients = guardiansOf(changed.map((player) => player.playerId));
      const familyUrl = (language: Language) => `${getEnv().PUBLIC_URL.replace(/\/$/, "")}/family${languageQuery(language)}`;
      const matchWords = (language: Language) => ({
        teamName: teamNameOf(fixture.teamName, language),
        opponent: fixture.opponent,
        kickoff: kickoffWords(fixture.kickoffAt, language),
        venue: fixture.venue,
        familyUrl: familyUrl(language),
      });
      const mailsFor = (told: Told) =>
        templateMails(
          told === "selected" ? "Squad Selected" : "Squad Not Selected",
          recipients
            .filter((guardian) => toldOf.get(guardian.playerId)!.told === told)
            .map((guardian) => ({
              email: guardian.email,
              language: guardian.language,
              data: { guardianName: guardian.guardianName, child: firstName(toldOf.get(guardian.playerId)!.name) },
            })),
          (language) => ({ ...matchWords(language), note: input.note ? interpolate(WORDS[language].squad.note, { note: input.note }) : "" }),
        ) ?? [];
      queueMails([...mailsFor("selected"), ...mailsFor("not_selected")]);
      const families = new Set(recipients.map((guardian) => guardian.email)).size;
      recordAudit(
        actor,
        "squad.match-squad",
        { type: "fixture", id: fixture.id },
        `Picked the ${fixture.teamName}'s squad against ${fixture.opponent}: ${chosen.size} players (${changed.length} told, ${families} families e-mailed)`,
        { teamId, fixtureId: fixture.id, playerIds: input.playerIds, told: changed.length },
      );
      return { ok: true as const, selected: chosen.size, told: changed.length, families };
    },
    { behavior: "immediate" },
  );
}

/** What the families of these children were last told about these fixtures' squads (the family page's line per child and match). */
export function squadNewsFor(playerIds: readonly number[], fixtureIds: readonly number[]): { fixtureId: number; playerId: number; selected: boolean }[] {
  if (!playerIds.length || !fixtureIds.length) return [];
  return getDb()
    .select({ fixtureId: matchSquadNotices.fixtureId, playerId: matchSquadNotices.playerId, told: matchSquadNotices.told })
    .from(matchSquadNotices)
    .where(and(inArray(matchSquadNotices.playerId, [...playerIds]), inArray(matchSquadNotices.fixtureId, [...fixtureIds])))
    .all()
    .map(({ told, ...row }) => ({ ...row, selected: told === "selected" }));
}
