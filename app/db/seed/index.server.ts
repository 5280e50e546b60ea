// Sample content for a fresh database. Every table is filled only while it is empty, so running the
// seed again (or on every boot) never duplicates or overwrites anything an administrator changed.
// The content itself is plain data, one module per area next to this file; this module writes it.
import crypto from "node:crypto";
import { hashSync } from "@node-rs/argon2";
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { club } from "~/config/club";
import { DEFAULT_LANGUAGE } from "~/config/i18n";
import type { Db } from "~/db/client.server";
import {
  adminEmails,
  availabilityAnswers,
  availabilityRequests,
  blogCategories,
  blogComments,
  blogPosts,
  blogTags,
  clubStats,
  competitions,
  emailTemplates,
  exclusiveContent,
  fixtureScorers,
  fixtureNotes,
  matchContributions,
  matchSquads,
  fixtures,
  galleryImages,
  guardians,
  leagueResults,
  membershipBenefits,
  merchandise,
  news,
  playerGuardians,
  players,
  settings,
  sponsors,
  staffEmails,
  teamCoaches,
  teamMessages,
  teamMoves,
  teamPlayers,
  teams,
  trainingAttendance,
  trainingCancellations,
  trainingSessions,
  users,
} from "~/db/schema";
import { readingTimeFor } from "~/utils/reading-time";
import { slugify } from "~/utils/slug";
import { defaultDeadline } from "~/utils/availability-deadline";
import { todayInNairobi } from "~/utils/age";
import { addDays, isoWeekday, nextTrainingSession } from "~/utils/training-week";
import { publishedPostCountByTag, seedBlogCategories, seedBlogComments, seedBlogPosts } from "./blog";
import { seedClubStats, seedNews, seedPlayers } from "./content";
import { seedEmailTemplates, supersededTemplateVersions, translationsAddedLater } from "./email";
import { seedCompetitions, seedSeason, seedTeams, teamSlugForAge } from "./fixtures";
import { iso } from "./format";
import { seedGallery } from "./gallery";
import { fillFees } from "./fees";
import { seedExclusiveContent, seedMembershipBenefits } from "./membership";
import { seedMerchandise } from "./shop";
import { seedSponsors } from "./sponsors";
import { SEED_COACHES, seedAvailability, seedCancellation, seedFamilies, seedMatchRecord, seedTeamMessages, seedWhatToBring } from "./squads";
import { seedAdminEmails, seedStaffEmails } from "./staff";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

function isEmpty(db: Executor, table: SQLiteTable): boolean {
  const row = db.select({ n: count() }).from(table).get();
  return (row?.n ?? 0) === 0;
}

/** True when the database has never been seeded (the club_stats row is missing). */
export function isDatabaseEmpty(db: Db): boolean {
  return isEmpty(db, clubStats);
}

/** Fills every empty content table with the sample content. Safe to run any number of times. */
export async function seedDatabase(db: Db): Promise<void> {
  // One transaction: a failure part-way leaves the database as it was, so the next boot seeds again.
  db.transaction((tx) => {
    fillLandingPage(tx);
    fillGallery(tx);
    fillSponsors(tx);
    fillSeason(tx);
    fillBlog(tx);
    fillShop(tx);
    fillMembership(tx);
    fillEmailTemplates(tx);
    fillStaffDirectories(tx);
  });
}

function fillLandingPage(tx: Tx) {
  if (isEmpty(tx, clubStats)) tx.insert(clubStats).values(seedClubStats()).run();
  if (isEmpty(tx, news)) tx.insert(news).values(seedNews).run();
  if (isEmpty(tx, players)) tx.insert(players).values(seedPlayers).run();
}

function fillGallery(tx: Tx) {
  if (isEmpty(tx, galleryImages)) tx.insert(galleryImages).values(seedGallery).run();
}

function fillSponsors(tx: Tx) {
  if (isEmpty(tx, sponsors)) tx.insert(sponsors).values(seedSponsors).run();
}

function fillSeason(tx: Tx) {
  if (!isEmpty(tx, teams)) return;
  const now = new Date();
  const teamIds = new Map<string, number>();
  for (const { sessions, ...team } of seedTeams) {
    const { id } = tx.insert(teams).values(team).returning({ id: teams.id }).get();
    teamIds.set(team.slug, id);
    if (sessions.length) tx.insert(trainingSessions).values(sessions.map((session) => ({ ...session, teamId: id }))).run();
  }
  const squad = tx.select({ id: players.id, age: players.age }).from(players).all();
  if (squad.length) tx.insert(teamPlayers).values(squad.map((player) => ({ playerId: player.id, teamId: teamIds.get(teamSlugForAge(player.age))! }))).run();
  const competitionIds = new Map<string, number>();
  for (const { team, clubs: _clubs, ...competition } of seedCompetitions) {
    const { id } = tx.insert(competitions).values({ ...competition, teamId: teamIds.get(team) }).returning({ id: competitions.id }).get();
    competitionIds.set(competition.slug, id);
  }
  const season = seedSeason(now);
  for (const { team, competition, scorers, ...fixture } of season.fixtures) {
    const { id } = tx
      .insert(fixtures)
      .values({ ...fixture, teamId: teamIds.get(team)!, competitionId: competitionIds.get(competition)! })
      .returning({ id: fixtures.id })
      .get();
    if (scorers.length) tx.insert(fixtureScorers).values(scorers.map((scorer) => ({ ...scorer, fixtureId: id }))).run();
  }
  const results = season.results.map(({ competition, ...result }) => ({ ...result, competitionId: competitionIds.get(competition)! }));
  if (results.length) tx.insert(leagueResults).values(results).run();
  // The sample families come only with the sample season: a live club's database, whose teams exist,
  // never gets made-up children, parents or coach accounts.
  fillSquads(tx, teamIds, now);
}

/** The academy children of the youth teams, their guardians, two coach accounts and the teams' news. */
function fillSquads(tx: Tx, teamIds: Map<string, number>, now: Date) {
  if (!isEmpty(tx, guardians)) return;
  const { guardians: guardianSeeds, players: children } = seedFamilies(now);
  const guardianIds = new Map<string, number>();
  for (const [key, { relationship: _relationship, ...guardian }] of guardianSeeds) {
    guardianIds.set(key, tx.insert(guardians).values(guardian).returning({ id: guardians.id }).get().id);
  }
  const moves: (typeof teamMoves.$inferInsert)[] = [];
  const links: (typeof playerGuardians.$inferInsert)[] = [];
  const squads: (typeof teamPlayers.$inferInsert)[] = [];
  for (const { team, moves: history, guardians: keys, ...child } of children) {
    const { id } = tx
      .insert(players)
      .values({ ...child, kind: "academy", bio: "", imageUrl: "" })
      .returning({ id: players.id })
      .get();
    if (team) squads.push({ playerId: id, teamId: teamIds.get(team)! });
    for (const move of history) {
      moves.push({ playerId: id, fromTeamId: move.from ? teamIds.get(move.from)! : null, toTeamId: move.to ? teamIds.get(move.to)! : null, movedAt: move.at });
    }
    for (const key of keys) links.push({ playerId: id, guardianId: guardianIds.get(key)!, relationship: guardianSeeds.get(key)!.relationship, createdAt: history[0].at });
  }
  tx.insert(teamPlayers).values(squads).run();
  tx.insert(teamMoves).values(moves).run();
  tx.insert(playerGuardians).values(links).run();

  // Coaches sign in with a password an admin sets from the users screen: the one made here is random,
  // never shown, and hashed like every other (argon2id, user.server.ts's defaults).
  const coachIds = new Map<string, number>();
  for (const coach of SEED_COACHES) {
    const passwordHash = hashSync(crypto.randomBytes(24).toString("base64url"));
    const user = tx.insert(users).values({ username: coach.username, passwordHash, role: "coach", displayName: coach.name }).onConflictDoNothing().returning({ id: users.id }).get();
    if (!user) continue;
    coachIds.set(coach.name, user.id);
    tx.insert(teamCoaches).values(coach.teams.map((team) => ({ teamId: teamIds.get(team)!, userId: user.id }))).run();
  }

  const familiesOf = (teamId: number) =>
    tx
      .select({ n: countDistinct(playerGuardians.guardianId) })
      .from(teamPlayers)
      .innerJoin(playerGuardians, eq(playerGuardians.playerId, teamPlayers.playerId))
      .where(eq(teamPlayers.teamId, teamId))
      .get()?.n ?? 0;
  const messages = seedTeamMessages(now);
  const { team: cancelledTeam, author, reason } = seedCancellation;
  const cancelledTeamId = teamIds.get(cancelledTeam)!;
  const timetable = tx
    .select({ weekday: trainingSessions.weekday, startsAt: trainingSessions.startsAt, endsAt: trainingSessions.endsAt, venue: trainingSessions.venue })
    .from(trainingSessions)
    .where(eq(trainingSessions.teamId, cancelledTeamId))
    .all();
  // The team's next session after today (within the week), called off a couple of hours ago.
  const session = nextTrainingSession(timetable, now);
  if (session) {
    const createdAt = new Date(now.getTime() - 2 * 3_600_000).toISOString();
    const weekly = timetable.find((row) => row.weekday === isoWeekday(session.date) && row.startsAt === session.startsAt)!;
    const { trainingVenue } = tx.select({ trainingVenue: teams.trainingVenue }).from(teams).where(eq(teams.id, cancelledTeamId)).get()!;
    const notice = seedCancellation.notice({ ...session, endsAt: weekly.endsAt, venue: weekly.venue ?? trainingVenue });
    tx.insert(trainingCancellations).values({ teamId: cancelledTeamId, date: session.date, startsAt: session.startsAt, reason, byUserId: coachIds.get(author) ?? null, createdAt }).run();
    messages.push({ team: cancelledTeam, author, ...seedCancellation.message(session.date, session.startsAt), createdAt, notice });
  }
  tx.insert(teamMessages)
    .values(
      messages.map(({ team, author, ...message }) => {
        const teamId = teamIds.get(team)!;
        return { ...message, teamId, authorName: author, authorUserId: coachIds.get(author) ?? null, recipients: familiesOf(teamId) };
      }),
    )
    .run();

  const notes = Object.entries(seedWhatToBring).flatMap(([team, whatToBring]) => {
    const next = tx
      .select({ id: fixtures.id })
      .from(fixtures)
      .where(and(eq(fixtures.teamId, teamIds.get(team)!), eq(fixtures.status, "scheduled"), gt(fixtures.kickoffAt, now.toISOString())))
      .orderBy(asc(fixtures.kickoffAt))
      .get();
    return next ? [{ fixtureId: next.id, whatToBring }] : [];
  });
  if (notes.length) tx.insert(fixtureNotes).values(notes).run();
  fillAvailability(tx, teamIds, coachIds, now);
  fillMatchRecord(tx, teamIds, coachIds, now);
  fillFees(tx, now);
}

/** The U-13s' latest played match with its squad, goals picked from it, an assist and a player of the match; and training ticked. */
function fillMatchRecord(tx: Tx, teamIds: Map<string, number>, coachIds: Map<string, number>, now: Date) {
  const teamId = teamIds.get(seedMatchRecord.team)!;
  const coachId = coachIds.get(seedMatchRecord.coach) ?? null;
  const current = tx
    .select({ id: players.id, name: players.name })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(and(eq(teamPlayers.teamId, teamId), isNull(players.archivedAt)))
    .orderBy(asc(players.name), asc(players.id))
    .all();
  const demoChild = tx
    .select({ id: playerGuardians.playerId })
    .from(playerGuardians)
    .innerJoin(guardians, eq(guardians.id, playerGuardians.guardianId))
    .where(and(eq(guardians.email, seedMatchRecord.scorerOf), inArray(playerGuardians.playerId, current.map((p) => p.id))))
    .get();
  // The demo family's child first, so they are in the squad and score.
  const squad = [...current].sort((a, b) => Number(b.id === demoChild?.id) - Number(a.id === demoChild?.id)).slice(0, seedMatchRecord.squadSize);
  const match = tx
    .select({ id: fixtures.id, ourScore: fixtures.ourScore, kickoffAt: fixtures.kickoffAt })
    .from(fixtures)
    .where(and(eq(fixtures.teamId, teamId), eq(fixtures.status, "played"), gt(fixtures.ourScore, 0)))
    .orderBy(desc(fixtures.kickoffAt))
    .get();
  if (match && squad.length >= 3) {
    const selectedAt = new Date(Date.parse(match.kickoffAt) - 2 * 86_400_000).toISOString();
    tx.insert(matchSquads).values(squad.map((player) => ({ fixtureId: match.id, playerId: player.id, selectedByUserId: coachId, selectedAt }))).run();
    const goals = match.ourScore!;
    const scorers = goals === 1 ? [{ player: squad[0], goals: 1 }] : [{ player: squad[0], goals: goals - 1 }, { player: squad[1], goals: 1 }];
    tx.delete(fixtureScorers).where(eq(fixtureScorers.fixtureId, match.id)).run();
    tx.insert(fixtureScorers).values(scorers.map(({ player, goals }) => ({ fixtureId: match.id, playerId: player.id, name: player.name, goals }))).run();
    tx.insert(matchContributions)
      .values([
        { fixtureId: match.id, playerId: squad[2].id, assists: 1, playerOfTheMatch: false },
        { fixtureId: match.id, playerId: squad[0].id, assists: 0, playerOfTheMatch: true },
      ])
      .run();
  }
  const sessions = tx.select({ weekday: trainingSessions.weekday, startsAt: trainingSessions.startsAt }).from(trainingSessions).where(eq(trainingSessions.teamId, teamId)).all();
  const today = todayInNairobi(now);
  const rows: (typeof trainingAttendance.$inferInsert)[] = [];
  let held = 0;
  for (let back = seedMatchRecord.trainingDays; back >= 1; back--) {
    const date = addDays(today, -back);
    for (const session of sessions.filter((row) => row.weekday === isoWeekday(date))) {
      held += 1;
      current.forEach((player, index) => {
        const present = (index + held) % seedMatchRecord.absentEvery !== 0;
        rows.push({ teamId, trainingDate: date, trainingStartsAt: session.startsAt, playerId: player.id, present, recordedByUserId: coachId, recordedAt: `${date}T18:00:00.000Z` });
      });
    }
  }
  if (rows.length) tx.insert(trainingAttendance).values(rows).run();
}

/** The U-13s' next match with its availability request open and a mix of answers (no answer links: no mail went). */
function fillAvailability(tx: Tx, teamIds: Map<string, number>, coachIds: Map<string, number>, now: Date) {
  const teamId = teamIds.get(seedAvailability.team)!;
  const next = tx
    .select({ id: fixtures.id, kickoffAt: fixtures.kickoffAt })
    .from(fixtures)
    .where(and(eq(fixtures.teamId, teamId), eq(fixtures.status, "scheduled"), gt(fixtures.kickoffAt, now.toISOString())))
    .orderBy(asc(fixtures.kickoffAt))
    .get();
  if (!next) return;
  const request = tx
    .insert(availabilityRequests)
    .values({
      teamId,
      fixtureId: next.id,
      startsAt: next.kickoffAt,
      note: seedAvailability.note,
      deadlineAt: defaultDeadline(next.kickoffAt, seedAvailability.deadlineHours, now),
      openedByUserId: coachIds.get(seedAvailability.coach) ?? null,
      createdAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
    })
    .returning({ id: availabilityRequests.id })
    .get();
  const squad = tx
    .select({ playerId: players.id, guardianId: playerGuardians.guardianId })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .innerJoin(playerGuardians, eq(playerGuardians.playerId, players.id))
    .where(and(eq(teamPlayers.teamId, teamId), isNull(players.archivedAt)))
    .orderBy(asc(players.name), asc(playerGuardians.guardianId))
    .all()
    .filter((row, index, rows) => rows.findIndex((other) => other.playerId === row.playerId) === index);
  const answers = seedAvailability.answers.slice(0, squad.length).map((given, index) => ({
    requestId: request.id,
    playerId: squad[index].playerId,
    ...given,
    byGuardianId: squad[index].guardianId,
    answeredAt: new Date(now.getTime() - (2 * 3_600_000 - index * 600_000)).toISOString(),
  }));
  if (answers.length) tx.insert(availabilityAnswers).values(answers).run();
}

function fillBlog(tx: Tx) {
  if (isEmpty(tx, blogCategories)) {
    tx.insert(blogCategories)
      .values(
        seedBlogCategories.map((category) => ({
          ...category,
          postCount: seedBlogPosts.filter((p) => p.category === category.slug && p.publishedAt).length,
        })),
      )
      .run();
  }
  if (isEmpty(tx, blogPosts)) {
    tx.insert(blogPosts)
      .values(
        seedBlogPosts.map((post) => {
          const createdAt = post.publishedAt ?? iso("2026-11-20T14:00:00Z");
          return {
            ...post,
            status: post.publishedAt ? ("published" as const) : ("draft" as const),
            readingTime: readingTimeFor(post.content),
            metaTitle: `${post.title} | ${club.shortName}`,
            metaDescription: post.excerpt.length > 160 ? `${post.excerpt.slice(0, 157).trimEnd()}...` : post.excerpt,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .run();
  }
  if (isEmpty(tx, blogTags)) {
    tx.insert(blogTags)
      .values(
        [...publishedPostCountByTag(seedBlogPosts)].map(([name, postCount]) => ({
          name,
          slug: slugify(name),
          postCount,
        })),
      )
      .run();
  }
  if (isEmpty(tx, blogComments)) {
    // Comments name their post by slug; the ids exist only once the posts are stored.
    const slugs = [...new Set(seedBlogComments.map((c) => c.postSlug))];
    const ids = new Map(
      tx
        .select({ id: blogPosts.id, slug: blogPosts.slug })
        .from(blogPosts)
        .where(inArray(blogPosts.slug, slugs))
        .all()
        .map((row) => [row.slug, row.id] as const),
    );
    const rows = seedBlogComments.flatMap(({ postSlug, ...comment }) => {
      const postId = ids.get(postSlug);
      return postId === undefined ? [] : [{ ...comment, postId }];
    });
    if (rows.length > 0) tx.insert(blogComments).values(rows).run();
  }
}

function fillShop(tx: Tx) {
  if (isEmpty(tx, merchandise)) tx.insert(merchandise).values(seedMerchandise).run();
}

function fillMembership(tx: Tx) {
  if (isEmpty(tx, membershipBenefits)) tx.insert(membershipBenefits).values(seedMembershipBenefits).run();
  if (isEmpty(tx, exclusiveContent)) tx.insert(exclusiveContent).values(seedExclusiveContent).run();
}

function fillEmailTemplates(tx: Tx) {
  addMissingEmailTemplates(tx);
}

/**
 * The code sends templates by name, so a template that a new version of the site brings must exist in
 * a database seeded by an older one. Runs at every start; templates that exist (perhaps edited by the
 * office) are left as they are. A new template comes with all its languages; a translation the office
 * deleted stays deleted (its mail goes out in English), so only names without an English version count
 * as new, and a translation that came later for an existing template is added once: the database
 * remembers that it had it.
 */
export function addMissingEmailTemplates(db: Db | Tx): number {
  const existing = new Set(
    db.select({ name: emailTemplates.name }).from(emailTemplates).where(eq(emailTemplates.language, DEFAULT_LANGUAGE)).all().map((row) => row.name),
  );
  const missing = seedEmailTemplates.filter((template) => !existing.has(template.name));
  const added = missing.length ? db.insert(emailTemplates).values(missing).onConflictDoNothing({ target: [emailTemplates.name, emailTemplates.language] }).run().changes : 0;
  return added + addTranslationsOnce(db) + updateSupersededTemplates(db);
}

/** "subject\ncontent" → the first 16 hex digits of its sha-256: how `supersededTemplateVersions` names a version. */
export const templateVersionHash = (template: { subject: string; content: string }) =>
  crypto.createHash("sha256").update(`${template.subject}\n${template.content}`).digest("hex").slice(0, 16);

/** Brings templates still exactly as an earlier version seeded them up to the current version. */
function updateSupersededTemplates(db: Db | Tx): number {
  let updated = 0;
  for (const template of seedEmailTemplates) {
    const language = template.language ?? DEFAULT_LANGUAGE;
    const earlier = supersededTemplateVersions[`${template.name}/${language}`];
    if (!earlier) continue;
    const stored = db
      .select({ id: emailTemplates.id, subject: emailTemplates.subject, content: emailTemplates.content })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.name, template.name), eq(emailTemplates.language, language)))
      .get();
    if (!stored || !earlier.includes(templateVersionHash(stored))) continue;
    db.update(emailTemplates).set({ subject: template.subject, content: template.content }).where(eq(emailTemplates.id, stored.id)).run();
    updated++;
  }
  return updated;
}

const TRANSLATIONS_ADDED = "email-templates.translations-added";

function addTranslationsOnce(db: Db | Tx): number {
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, TRANSLATIONS_ADDED)).get();
  const done = new Set<string>(row ? (JSON.parse(row.value) as string[]) : []);
  const due = translationsAddedLater.filter(({ name, language }) => !done.has(`${name}/${language}`));
  if (!due.length) return 0;
  const rows = seedEmailTemplates.filter((template) => due.some(({ name, language }) => template.name === name && template.language === language));
  const added = db.insert(emailTemplates).values(rows).onConflictDoNothing({ target: [emailTemplates.name, emailTemplates.language] }).run().changes;
  const value = JSON.stringify([...done, ...due.map(({ name, language }) => `${name}/${language}`)]);
  db.insert(settings).values({ key: TRANSLATIONS_ADDED, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date().toISOString() } }).run();
  return added;
}

const PRODUCTS_TRANSLATED = "merchandise.swahili-added";

/**
 * A database seeded before products had Swahili texts gets the seeded products' Swahili name and
 * description once, where the product still has its seeded English name and description and no
 * Swahili of its own (a product the office rewrote is left alone, and so is a Swahili text the office
 * later clears: the settings row remembers that this ran).
 */
export function addSeededProductTranslations(db: Db | Tx): number {
  if (db.select({ key: settings.key }).from(settings).where(eq(settings.key, PRODUCTS_TRANSLATED)).get()) return 0;
  let added = 0;
  for (const product of seedMerchandise) {
    if (!product.nameSw) continue;
    added += db
      .update(merchandise)
      .set({ nameSw: product.nameSw, descriptionSw: product.descriptionSw })
      .where(and(eq(merchandise.name, product.name), eq(merchandise.description, product.description), isNull(merchandise.nameSw), isNull(merchandise.descriptionSw)))
      .run().changes;
  }
  db.insert(settings).values({ key: PRODUCTS_TRANSLATED, value: "true" }).onConflictDoNothing().run();
  return added;
}

function fillStaffDirectories(tx: Tx) {
  if (isEmpty(tx, staffEmails)) tx.insert(staffEmails).values(seedStaffEmails).run();
  if (isEmpty(tx, adminEmails)) tx.insert(adminEmails).values(seedAdminEmails).run();
}
