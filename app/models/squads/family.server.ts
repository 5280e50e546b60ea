// What the family page (/family) shows a signed-in parent or guardian: each of their own children who
// is at the academy now (not archived, not erased), grouped by the team they play in, and for each team
// its coaches, the next matches with what to bring, the coming training with cancellations, the team's
// messages and its calendar feed; and how to reach the academy office. Only the guardian's own children:
// every read starts from player_guardians with the guardian's id (docs/decisions/0027-squads-and-families.md).
// The team each child is on is read with the child; fixtures, training, messages and what to bring come
// from the modules that own them.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { club } from "~/config/club";
import { FAMILY_LIMITS } from "~/config/family";
import type { Language } from "~/config/i18n";
import { getDb } from "~/db/client.server";
import { guardians, playerGuardians, players, teamCoaches, teamPlayers, teams, users } from "~/db/schema";
import { feedUrl } from "~/models/matches/calendar.server";
import { whatToBringFor } from "~/models/matches/fixture-notes.server";
import { listFixtures } from "~/models/matches/season.server";
import { followTeamsOnDevice } from "~/models/push/subscriptions.server";
import { pendingEmailChange } from "~/models/squads/family-contact.server";
import { listTeamMessages, upcomingTraining } from "~/models/squads/team-news.server";
import type { FamilyFixture, FamilyPage } from "~/schemas/family-views";

type Guardian = typeof guardians.$inferSelect;

/** The guardian's own children at the academy now, each with their team (null: not on one yet). */
function childrenOf(guardianId: number) {
  return getDb()
    .select({
      id: players.id,
      name: players.name,
      team: { id: teams.id, slug: teams.slug, name: teams.name, ageGroup: teams.ageGroup, coach: teams.coach, sortOrder: teams.sortOrder },
    })
    .from(playerGuardians)
    .innerJoin(players, eq(players.id, playerGuardians.playerId))
    .leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(and(eq(playerGuardians.guardianId, guardianId), eq(players.kind, "academy"), isNull(players.archivedAt), isNull(players.erasedAt)))
    .orderBy(asc(players.name), asc(players.id))
    .all();
}

/** The display names of the enabled staff users coaching each of these teams. */
function coachNames(teamIds: number[]): Map<number, string[]> {
  const rows = teamIds.length
    ? getDb()
        .select({ teamId: teamCoaches.teamId, name: users.displayName })
        .from(teamCoaches)
        .innerJoin(users, eq(users.id, teamCoaches.userId))
        .where(and(inArray(teamCoaches.teamId, teamIds), isNull(users.disabledAt)))
        .orderBy(asc(users.displayName))
        .all()
    : [];
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.teamId, [...(names.get(row.teamId) ?? []), row.name]);
  return names;
}

function nextFixtures(teamSlug: string, now: Date): FamilyFixture[] {
  const coming = listFixtures({ team: teamSlug, from: now.toISOString() }).slice(0, FAMILY_LIMITS.fixtures);
  const notes = whatToBringFor(coming.map((fixture) => fixture.id));
  return coming.map((fixture) => ({
    id: fixture.id,
    opponent: fixture.opponent,
    homeOrAway: fixture.homeOrAway,
    competition: fixture.competition.name,
    venue: fixture.venue,
    kickoffAt: fixture.kickoffAt,
    status: fixture.status,
    whatToBring: notes.get(fixture.id) ?? null,
  }));
}

/** Everything /family shows `guardian`, the feed addresses and the training notices in `language`. */
export function familyPage(guardian: Guardian, language: Language, now = new Date()): FamilyPage {
  const children = childrenOf(guardian.id);
  const placed = children.filter((child) => child.team !== null);
  const teamRows = [...new Map(placed.map((child) => [child.team!.id, child.team!])).values()].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );
  const coaches = coachNames(teamRows.map((team) => team.id));
  return {
    guardian: { name: guardian.name, email: guardian.email, phone: guardian.phone, language: guardian.language },
    teams: teamRows.map((team) => ({
      id: team.id,
      slug: team.slug,
      name: team.name,
      ageGroup: team.ageGroup,
      coaches: coaches.get(team.id) ?? (team.coach ? [team.coach] : []),
      children: placed.filter((child) => child.team!.id === team.id).map(({ id, name }) => ({ id, name })),
      fixtures: nextFixtures(team.slug, now),
      training: upcomingTraining(team.id, now, FAMILY_LIMITS.trainingDays),
      // Training notices in the page's language; messages staff typed as written.
      messages: listTeamMessages([team.id], FAMILY_LIMITS.messages, language).map(({ id, subject, body, authorName, createdAt }) => ({ id, subject, body, authorName, createdAt })),
      feedUrl: feedUrl(team.slug, language),
    })),
    waiting: children.filter((child) => child.team === null).map(({ id, name }) => ({ id, name })),
    pendingEmail: pendingEmailChange(guardian.id, now),
    academy: { phone: club.academyPhone, email: club.academyEmail },
  };
}

/**
 * Use case: the phone holding push subscription `endpoint` (proved by its auth secret) gets the team news
 * of `guardian`'s own children's teams, or, with `follow` false, no longer does. The teams come from the
 * guardian's children here, never from the request.
 */
export function followOwnTeamsOnDevice(guardian: Pick<Guardian, "id">, endpoint: string, proof: string, follow: boolean) {
  const teamIds = follow ? [...new Set(childrenOf(guardian.id).flatMap((child) => (child.team ? [child.team.id] : [])))] : [];
  return followTeamsOnDevice(endpoint, proof, guardian.id, teamIds);
}
