// What the family page (/family) shows a signed-in parent or guardian: each of their own children who
// is at the academy now (not archived, not erased), grouped by the team they play in, and for each team
// its coaches, the next matches with what to bring, the coming training with cancellations, the team's
// messages and its calendar feed; and how to reach the academy office. Only the guardian's own children:
// every read starts from player_guardians with the guardian's id (docs/decisions/0027-squads-and-families.md).
// The team each child is on is read with the child; fixtures, training, messages and what to bring come
// from the modules that own them.
// A team's part of the page (coaches, matches, training, messages, feed) is the same for every family of
// the team: it is kept per team and language until a table it read is written or its first match kicks
// off or the day ends in Nairobi (memoByKeyUntilWritten), so a guardian's load reads only their own rows.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { club } from "~/config/club";
import { FAMILY_LIMITS } from "~/config/family";
import type { Language } from "~/config/i18n";
import { getDb, preparedOnce } from "~/db/client.server";
import { memoByKeyUntilWritten } from "~/db/table-tracking.server";
import { guardians, playerGuardians, players, teamCoaches, teamPlayers, teams, users } from "~/db/schema";
import { squadNewsFor } from "~/models/availability/squads.server";
import { feedUrl } from "~/models/matches/calendar.server";
import { whatToBringFor } from "~/models/matches/fixture-notes.server";
import { listFixtures } from "~/models/matches/season.server";
import { followTeamsOnDevice } from "~/models/push/subscriptions.server";
import { pendingEmailChange } from "~/models/squads/family-contact.server";
import { listTeamMessages, upcomingTraining } from "~/models/squads/team-news.server";
import type { FamilyFixture, FamilyPage, FamilyTeam } from "~/schemas/family-views";
import { todayInNairobi } from "~/utils/age";
import { nairobiDayStartUtc } from "~/utils/analytics";
import { addDays } from "~/utils/training-week";

type Guardian = typeof guardians.$inferSelect;

// The guardian's children, each with their team (null: not on one yet). Only the guardian's id narrows
// the query: with the other conditions in it, SQLite walks every academy player by players' kind index
// and probes each for this guardian (a millisecond at 500 players, on every load); a family's few rows
// are checked below instead.
const childrenQuery = preparedOnce((db) =>
  db
    .select({
      id: players.id,
      name: players.name,
      kind: players.kind,
      archivedAt: players.archivedAt,
      erasedAt: players.erasedAt,
      team: { id: teams.id, slug: teams.slug, name: teams.name, ageGroup: teams.ageGroup, sortOrder: teams.sortOrder },
    })
    .from(playerGuardians)
    .innerJoin(players, eq(players.id, playerGuardians.playerId))
    .leftJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
    .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(playerGuardians.guardianId, sql.placeholder("guardianId")))
    .orderBy(asc(players.name), asc(players.id))
    .prepare(),
);

/** The guardian's own children at the academy now (not archived, not erased), each with their team. */
function childrenOf(guardianId: number) {
  return childrenQuery()
    .all({ guardianId })
    .filter((child) => child.kind === "academy" && child.archivedAt === null && child.erasedAt === null)
    .map(({ id, name, team }) => ({ id, name, team }));
}

/** The display names of the enabled staff users coaching the team, by name. */
function coachNames(teamId: number): string[] {
  return getDb()
    .select({ name: users.displayName })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(and(eq(teamCoaches.teamId, teamId), isNull(users.disabledAt)))
    .orderBy(asc(users.displayName))
    .all()
    .map((row) => row.name);
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

/** What every family of a team sees of it: everything on its card but their own children. */
type TeamSection = Omit<FamilyTeam, "id" | "slug" | "name" | "ageGroup" | "children" | "squad">;

/**
 * The team's section at `now`, and until when it holds without a write: the first listed match's
 * kick-off (it leaves "next matches" then) or the end of the day in Nairobi (training is listed from
 * today), whichever comes first.
 */
const teamSection = memoByKeyUntilWritten((key: `${number}:${Language}`, now: Date): { value: TeamSection | null; until: number } => {
  const [id, language] = key.split(":") as [string, Language];
  const teamId = Number(id);
  const endOfDay = Date.parse(nairobiDayStartUtc(addDays(todayInNairobi(now), 1)));
  const team = getDb().select({ slug: teams.slug, coach: teams.coach }).from(teams).where(eq(teams.id, teamId)).get();
  if (!team) return { value: null, until: endOfDay };
  const coaches = coachNames(teamId);
  const fixtures = nextFixtures(team.slug, now);
  const firstKickoff = fixtures.length ? Date.parse(fixtures[0].kickoffAt) : Infinity;
  return {
    value: {
      coaches: coaches.length ? coaches : team.coach ? [team.coach] : [],
      fixtures,
      training: upcomingTraining(teamId, now, FAMILY_LIMITS.trainingDays),
      messages: listTeamMessages([teamId], FAMILY_LIMITS.messages, language).map(({ id, subject, body, authorName, createdAt }) => ({ id, subject, body, authorName, createdAt })),
      feedUrl: feedUrl(team.slug, language),
    },
    until: Math.min(endOfDay, firstKickoff),
  };
});

/** Everything /family shows `guardian`, the feed addresses and the training notices in `language`. */
export function familyPage(guardian: Guardian, language: Language, now = new Date()): FamilyPage {
  const children = childrenOf(guardian.id);
  const placed = children.filter((child) => child.team !== null);
  const teamRows = [...new Map(placed.map((child) => [child.team!.id, child.team!])).values()].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );
  const sections = teamRows.map((team) => ({ team, section: teamSection(`${team.id}:${language}`, now) }));
  // The family's own children's squad places, outside the team's memo (they differ per family): one small
  // read of match_squad_notices on every load, so a saved squad shows at once.
  const squadNews = squadNewsFor(
    placed.map((child) => child.id),
    sections.flatMap(({ section }) => section?.fixtures.map((fixture) => fixture.id) ?? []),
  );
  return {
    guardian: { name: guardian.name, email: guardian.email, phone: guardian.phone, language: guardian.language },
    teams: sections.flatMap(({ team, section }) => {
      if (!section) return [];
      const children = placed.filter((child) => child.team!.id === team.id).map(({ id, name }) => ({ id, name }));
      return [
        {
          id: team.id,
          slug: team.slug,
          name: team.name,
          ageGroup: team.ageGroup,
          coaches: section.coaches,
          children,
          fixtures: section.fixtures,
          squad: squadNews.flatMap(({ fixtureId, playerId, selected }) => (children.some((child) => child.id === playerId) ? [{ fixtureId, childId: playerId, selected }] : [])),
          training: section.training,
          messages: section.messages,
          feedUrl: section.feedUrl,
        },
      ];
    }),
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
