import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { administrativeStaff, coachingStaff } from "~/config/club-staff";
import { migrateDatabase, openDatabase, type Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedEmailTemplates, supersededTemplateVersions } from "~/db/seed/email";
import { addMissingEmailTemplates, addSeededProductTranslations, isDatabaseEmpty, seedDatabase, templateVersionHash } from "~/db/seed/index.server";
import { seedMerchandise } from "~/db/seed/shop";
import { and, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import { POSITIONS, RELATIONSHIPS } from "~/config/academy";
import { getDb } from "~/db/client.server";
import { DEMO_GUARDIAN_EMAIL } from "~/db/seed/squads";
import { listPlayers } from "~/models/content.server";
import { ensureFirstAdmin } from "~/models/user.server";
import { loader as playersApi } from "~/routes/api.players";
import { ageOn, todayInNairobi } from "~/utils/age";
import { addDays, isoWeekday } from "~/utils/training-week";
import { monthAt } from "~/utils/fee-periods";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const countableTables = {
  clubStats: schema.clubStats,
  news: schema.news,
  players: schema.players,
  galleryImages: schema.galleryImages,
  blogCategories: schema.blogCategories,
  blogPosts: schema.blogPosts,
  blogTags: schema.blogTags,
  blogComments: schema.blogComments,
  merchandise: schema.merchandise,
  membershipBenefits: schema.membershipBenefits,
  exclusiveContent: schema.exclusiveContent,
  emailTemplates: schema.emailTemplates,
  staffEmails: schema.staffEmails,
  adminEmails: schema.adminEmails,
  users: schema.users,
  sessions: schema.sessions,
  academyRegistrations: schema.academyRegistrations,
  orders: schema.orders,
  contactMessages: schema.contactMessages,
  teams: schema.teams,
  fixtures: schema.fixtures,
  leagueResults: schema.leagueResults,
  guardians: schema.guardians,
  playerGuardians: schema.playerGuardians,
  teamMoves: schema.teamMoves,
  teamCoaches: schema.teamCoaches,
  teamMessages: schema.teamMessages,
  trainingCancellations: schema.trainingCancellations,
  fixtureNotes: schema.fixtureNotes,
  availabilityRequests: schema.availabilityRequests,
  availabilityAnswers: schema.availabilityAnswers,
  feePlans: schema.feePlans,
  feeInvoices: schema.feeInvoices,
  feePayments: schema.feePayments,
} satisfies Record<string, SQLiteTable>;

function counts(db: Db) {
  return Object.fromEntries(
    Object.entries(countableTables).map(([name, table]) => [name, db.select({ n: count() }).from(table).get()?.n ?? 0]),
  ) as Record<keyof typeof countableTables, number>;
}

describe("seedDatabase", () => {
  let db: Db;
  let afterFirst: ReturnType<typeof counts>;

  beforeAll(async () => {
    db = openDatabase(":memory:");
    migrateDatabase(db);
    expect(isDatabaseEmpty(db)).toBe(true);
    await seedDatabase(db);
    afterFirst = counts(db);
    await seedDatabase(db);
  });

  afterAll(() => db.$client.close());

  it("marks the database as seeded and is idempotent", () => {
    expect(isDatabaseEmpty(db)).toBe(false);
    expect(counts(db)).toEqual(afterFirst);
  });

  it("adds a template a newer version brings to an older database, and leaves edited ones alone", () => {
    const templates = schema.emailTemplates;
    db.delete(templates).where(eq(templates.name, "Membership Welcome")).run();
    db.update(templates).set({ subject: "Edited by the office" }).where(eq(templates.name, "Welcome Email")).run();
    // A new template comes with its languages (English and Swahili).
    expect(addMissingEmailTemplates(db)).toBe(2);
    expect(addMissingEmailTemplates(db)).toBe(0);
    expect(db.select().from(templates).where(eq(templates.name, "Welcome Email")).get()?.subject).toBe("Edited by the office");
    expect(counts(db).emailTemplates).toBe(afterFirst.emailTemplates);
  });

  it("leaves a translation the office deleted deleted (its mail goes out in English)", () => {
    const templates = schema.emailTemplates;
    const swahili = and(eq(templates.name, "Order Confirmation"), eq(templates.language, "sw"));
    db.delete(templates).where(swahili).run();
    expect(addMissingEmailTemplates(db)).toBe(0);
    expect(db.select().from(templates).where(swahili).get()).toBeUndefined();
    db.insert(templates).values(seedEmailTemplates.find((t) => t.name === "Order Confirmation" && t.language === "sw")!).run();
  });

  it("adds a translation a newer version brings to a database that has the English template, once", () => {
    const templates = schema.emailTemplates;
    const swahiliMatchMails = and(inArray(templates.name, ["Match Notification", "Match Result"]), eq(templates.language, "sw"));
    expect(db.select().from(templates).where(swahiliMatchMails).all()).toHaveLength(2);
    // A database from before the Swahili match mails: their English versions only, nothing recorded.
    db.delete(templates).where(swahiliMatchMails).run();
    db.delete(schema.settings).where(eq(schema.settings.key, "email-templates.translations-added")).run();
    expect(addMissingEmailTemplates(db)).toBe(2);
    expect(db.select({ subject: templates.subject }).from(templates).where(swahiliMatchMails).all().map((row) => row.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Matokeo ya mwisho: /), expect.stringMatching(/^Siku ya mechi: /)]),
    );
    // Deleted by the office afterwards, it stays deleted.
    const swahiliResult = and(eq(templates.name, "Match Result"), eq(templates.language, "sw"));
    db.delete(templates).where(swahiliResult).run();
    expect(addMissingEmailTemplates(db)).toBe(0);
    expect(db.select().from(templates).where(swahiliResult).get()).toBeUndefined();
    db.insert(templates).values(seedEmailTemplates.find((t) => t.name === "Match Result" && t.language === "sw")!).run();
  });

  it("brings a template still as an earlier version seeded it up to date, and leaves one the office edited alone", () => {
    const templates = schema.emailTemplates;
    const swahiliApproved = and(eq(templates.name, "Registration Approved"), eq(templates.language, "sw"));
    const current = db.select().from(templates).where(swahiliApproved).get()!;
    // The version before the one time format: "saa {{trainingTime}}" and the English address (and
    // before the line with the team and the family page).
    const earlier = {
      subject: current.subject,
      content: current.content
        .replace(/\n\n\{\{playerName\}\} anajiunga na kikosi[^\n]*/, "")
        .replace("{{trainingDate}}, {{trainingTime}}, katika", "{{trainingDate}} saa {{trainingTime}} katika")
        .replace("Uwanja wa Mazoezi wa Rising Stars, Barabara ya Ngong, Nairobi, Kenya", "Rising Stars Training Ground, Ngong Road, Nairobi, Kenya"),
    };
    expect(supersededTemplateVersions["Registration Approved/sw"]).toContain(templateVersionHash(earlier));
    db.update(templates).set(earlier).where(swahiliApproved).run();
    expect(addMissingEmailTemplates(db)).toBe(1);
    expect(db.select().from(templates).where(swahiliApproved).get()!.content).toBe(current.content);

    const edited = { content: `${earlier.content}\n\nImeandikwa na ofisi.` };
    db.update(templates).set(edited).where(swahiliApproved).run();
    expect(addMissingEmailTemplates(db)).toBe(0);
    expect(db.select().from(templates).where(swahiliApproved).get()!.content).toBe(edited.content);
    db.update(templates).set({ content: current.content }).where(swahiliApproved).run();
  });

  it("gives the approval mail of an existing database its line with the team and the family page, in both languages", () => {
    const templates = schema.emailTemplates;
    for (const language of ["en", "sw"] as const) {
      const approved = and(eq(templates.name, "Registration Approved"), eq(templates.language, language));
      const current = db.select().from(templates).where(approved).get()!;
      expect(current.content).toContain("{{teamName}}");
      expect(current.content).toContain("{{familyUrl}}");
      const before = { subject: current.subject, content: current.content.replace(/\n\n\{\{playerName\}\} (joins|anajiunga)[^\n]*/, "") };
      db.update(templates).set(before).where(approved).run();
      expect(addMissingEmailTemplates(db)).toBe(1);
      expect(db.select().from(templates).where(approved).get()!.content).toBe(current.content);
    }
  });

  it("gives a database seeded before products had Swahili their seeded Swahili texts, once, leaving rewritten products alone", () => {
    const products = schema.merchandise;
    const jersey = eq(products.name, "Home Jersey 2026/27");
    const scarf = eq(products.name, "Supporters' Scarf");
    const before = db.select().from(products).where(jersey).get()!;
    // An older database: no Swahili anywhere, nothing recorded; the office rewrote the scarf.
    db.update(products).set({ nameSw: null, descriptionSw: null }).run();
    db.update(products).set({ description: "Our own words for the scarf." }).where(scarf).run();
    db.delete(schema.settings).where(eq(schema.settings.key, "merchandise.swahili-added")).run();
    expect(addSeededProductTranslations(db)).toBe(seedMerchandise.length - 1);
    expect(db.select().from(products).where(jersey).get()).toMatchObject({ nameSw: before.nameSw, descriptionSw: before.descriptionSw });
    expect(db.select().from(products).where(scarf).get()).toMatchObject({ nameSw: null });
    // Cleared by the office afterwards, it stays cleared.
    db.update(products).set({ nameSw: null, descriptionSw: null }).where(jersey).run();
    expect(addSeededProductTranslations(db)).toBe(0);
    expect(db.select().from(products).where(jersey).get()!.nameSw).toBeNull();
    db.update(products).set({ nameSw: before.nameSw, descriptionSw: before.descriptionSw }).where(jersey).run();
    const seededScarf = seedMerchandise.find((product) => product.name === "Supporters' Scarf")!;
    db.update(products).set({ description: seededScarf.description, nameSw: seededScarf.nameSw, descriptionSw: seededScarf.descriptionSw }).where(scarf).run();
  });

  it("creates no sessions, registrations, orders or contact messages, and no users but the two sample coaches", () => {
    const c = counts(db);
    expect([c.sessions, c.academyRegistrations, c.orders, c.contactMessages]).toEqual([0, 0, 0, 0]);
    expect(db.select({ role: schema.users.role }).from(schema.users).all()).toEqual([{ role: "coach" }, { role: "coach" }]);
  });

  it("seeds one club_stats row", () => {
    const rows = db.select().from(schema.clubStats).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].trophies).toBe(12);
    expect(rows[0].yearsActive).toBe(new Date().getUTCFullYear() - 2009);
    expect(rows[0].activePlayers).toBeGreaterThan(0);
    expect(rows[0].matchesWon).toBeGreaterThan(0);
  });

  it("seeds news articles with ISO dates and several paragraphs", () => {
    const rows = db.select().from(schema.news).all();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.publishedAt).toMatch(ISO);
      expect(row.content.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(row.category).not.toBe("");
    }
  });

  it("seeds senior players in all four positions with the position statistic filled", () => {
    const rows = db.select().from(schema.players).where(eq(schema.players.kind, "senior")).all() as Array<
      typeof schema.players.$inferSelect & { position: "Goalkeeper" | "Defender" | "Midfielder" | "Forward" }
    >;
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const stat = { Goalkeeper: "saves", Defender: "tackles", Midfielder: "assists", Forward: "goals" } as const;
    for (const position of Object.keys(stat) as Array<keyof typeof stat>) {
      expect(rows.filter((p) => p.position === position).length).toBeGreaterThanOrEqual(2);
    }
    for (const player of rows) {
      expect(player[stat[player.position]]).toBeGreaterThan(0);
      expect(player.age).toBeGreaterThanOrEqual(15);
      expect(player.age).toBeLessThanOrEqual(24);
    }
  });

  it("seeds gallery images with their size", () => {
    const rows = db.select().from(schema.galleryImages).all();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.alt.length).toBeGreaterThan(5);
      expect(row.width).toBe(1200);
      expect(row.height).toBe(800);
      expect(row.createdAt).toMatch(ISO);
    }
  });

  it("seeds the five blog categories with their fixed colours, icons and post counts", () => {
    const rows = db.select().from(schema.blogCategories).all();
    const bySlug = Object.fromEntries(rows.map((c) => [c.slug, { name: c.name, color: c.color, icon: c.icon }]));
    expect(bySlug).toEqual({
      "match-reports": { name: "Match Reports", color: "#10b981", icon: "Trophy" },
      "academy-news": { name: "Academy", color: "#3b82f6", icon: "GraduationCap" },
      "player-profiles": { name: "Player Profiles", color: "#f59e0b", icon: "User" },
      "club-news": { name: "Club News", color: "#ef4444", icon: "Megaphone" },
      training: { name: "Training", color: "#8b5cf6", icon: "Dumbbell" },
    });
    const posts = db.select().from(schema.blogPosts).all();
    for (const category of rows) {
      const published = posts.filter((p) => p.category === category.slug && p.status === "published").length;
      expect(category.postCount).toBe(published);
      expect(published).toBeGreaterThan(0);
    }
  });

  it("seeds published posts and one draft with consistent metadata", () => {
    const posts = db.select().from(schema.blogPosts).all();
    const published = posts.filter((p) => p.status === "published");
    const drafts = posts.filter((p) => p.status === "draft");
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(drafts).toHaveLength(1);
    expect(drafts[0].publishedAt).toBeNull();
    for (const post of published) {
      expect(post.publishedAt).toMatch(ISO);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(4);
      const words = post.content.trim().split(/\s+/).length;
      expect(post.readingTime).toBe(Math.ceil(words / 200));
      expect(post.excerpt).toBeTruthy();
      expect(post.metaTitle).toBeTruthy();
      expect(post.metaDescription).toBeTruthy();
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(published.map((p) => p.viewCount)).size).toBeGreaterThan(1);
  });

  it("seeds tags with post counts and comments on published posts", () => {
    const posts = db.select().from(schema.blogPosts).all();
    const tags = db.select().from(schema.blogTags).all();
    for (const tag of tags) {
      const used = posts.filter((p) => p.status === "published" && p.tags.includes(tag.name)).length;
      expect(tag.postCount).toBe(used);
    }
    const allTags = new Set(posts.flatMap((p) => p.tags));
    expect(new Set(tags.map((t) => t.name))).toEqual(allTags);

    const comments = db.select().from(schema.blogComments).all();
    expect(comments.filter((c) => c.status === "pending").length).toBeGreaterThanOrEqual(3);
    expect(comments.filter((c) => c.status === "approved").length).toBeGreaterThanOrEqual(1);
    const publishedIds = new Set(posts.filter((p) => p.status === "published").map((p) => p.id));
    for (const comment of comments) expect(publishedIds.has(comment.postId)).toBe(true);
  });

  it("seeds merchandise: categories, featured items and exactly one out of stock", () => {
    const items = db.select().from(schema.merchandise).all();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(["jersey", "shorts", "accessories", "training-gear"]));
    expect(items.filter((i) => i.featured).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.stock === 0)).toHaveLength(1);
    for (const item of items) {
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.sizes.length).toBeGreaterThanOrEqual(1);
      expect(item.colors.length).toBeGreaterThanOrEqual(1);
    }
    expect(items.some((i) => i.sizes.length === 1)).toBe(true);
    expect(items.filter((i) => i.sizes.length > 1 || i.colors.length > 1).length).toBeGreaterThan(items.length / 2);
  });

  it("seeds membership benefits for every tier and published exclusive content", () => {
    const benefits = db.select().from(schema.membershipBenefits).all();
    for (const tier of ["regular", "premium", "vip"] as const) {
      expect(benefits.filter((b) => b.membershipType === tier).length).toBeGreaterThanOrEqual(3);
    }
    const content = db.select().from(schema.exclusiveContent).all();
    expect(content.length).toBeGreaterThanOrEqual(6);
    expect(new Set(content.map((c) => c.membershipLevel))).toEqual(new Set(["regular", "premium", "vip"]));
    for (const item of content) {
      expect(item.isPublished).toBe(true);
      expect(item.publishDate).toMatch(ISO);
    }
  });

  it("seeds the e-mail templates by name, and the public's mails in Swahili too", () => {
    const all = db.select().from(schema.emailTemplates).all();
    const templates = all.filter((t) => t.language === "en");
    expect(all.filter((t) => t.language === "sw").map((t) => t.name).sort()).toEqual(
      [
        "Welcome Email",
        "Match Notification",
        "Match Result",
        "Registration Received",
        "Registration Approved",
        "Registration Rejected",
        "Membership Welcome",
        "Member Sign-in",
        "Family Sign-in",
        "Family Welcome",
        "Availability Request",
        "Availability Reminder",
        "Squad Selected",
        "Squad Not Selected",
        "Family E-mail Change",
        "Family E-mail Changed",
        "Order Confirmation",
        "Order Status Update",
        "Order Cancelled (Not Confirmed in Time)",
        "Team Message",
        "Fee Invoice",
        "Fee Reminder",
        "Fee Receipt",
      ].sort(),
    );
    expect(templates.map((t) => t.name).sort()).toEqual(
      [
        "Welcome Email",
        "Sponsorship Proposal",
        "Match Notification",
        "Match Result",
        "Registration Received",
        "Registration Approved",
        "Registration Rejected",
        "Membership Welcome",
        "Member Sign-in",
        "Family Sign-in",
        "Family Welcome",
        "Availability Request",
        "Availability Reminder",
        "Squad Selected",
        "Squad Not Selected",
        "Family E-mail Change",
        "Family E-mail Changed",
        "Order Confirmation",
        "New Order",
        "Order Status Update",
        "Order Cancelled (Not Confirmed in Time)",
        "Team Message",
        "Fee Invoice",
        "Fee Reminder",
        "Fee Receipt",
      ].sort(),
    );
    const byName = Object.fromEntries(templates.map((t) => [t.name, t]));
    expect(byName["Welcome Email"].content).toContain("{{playerName}}");
    expect(byName["Welcome Email"].content).toContain("{{trainingDate}}");
    expect(byName["Sponsorship Proposal"].content).toContain("{{companyName}}");
    expect(byName["Membership Welcome"].subject).toContain("{{membershipNumber}}");
    expect(byName["Sponsorship Proposal"].content).toContain("{{senderName}}");
    expect(byName["Match Notification"].subject).toContain("{{opponent}}");
    for (const template of templates) {
      expect(template.isActive).toBe(true);
      expect(template.content).toContain("Rising Stars");
    }
  });

  it("seeds a season around today: six teams with coaches and training, results behind and fixtures ahead", () => {
    const teams = db.select().from(schema.teams).all();
    expect(teams.map((t) => t.ageGroup)).toEqual(["U-9", "U-11", "U-13", "U-15", "U-17", "Senior"]);
    const coaches = new Set(coachingStaff.map((c) => c.name));
    for (const team of teams) expect(coaches.has(team.coach ?? "")).toBe(true);
    expect(db.select({ n: count() }).from(schema.trainingSessions).get()?.n).toBeGreaterThanOrEqual(teams.length);
    const now = new Date().toISOString();
    const all = db.select().from(schema.fixtures).all();
    const played = all.filter((f) => f.status === "played");
    expect(played.length).toBeGreaterThan(10);
    for (const match of played) {
      expect(match.kickoffAt < now).toBe(true);
      expect(match.ourScore).not.toBeNull();
      expect(match.opponentScore).not.toBeNull();
    }
    expect(all.filter((f) => f.status === "scheduled" && f.kickoffAt > now).length).toBeGreaterThan(10);
    expect(all.some((f) => f.status === "postponed")).toBe(true);
    expect(all.some((f) => f.status === "cancelled")).toBe(true);
    // Kick-offs fall on Saturdays, Nairobi time.
    for (const match of all) expect(new Date(new Date(match.kickoffAt).getTime() + 3 * 3600_000).getUTCDay()).toBe(6);
    // The other clubs' results fill the league tables.
    expect(db.select({ n: count() }).from(schema.leagueResults).get()?.n).toBeGreaterThan(20);
    // Every seeded player who has not left the club is in a squad.
    expect(db.select({ n: count() }).from(schema.teamPlayers).get()?.n).toBe(db.select({ n: count() }).from(schema.players).where(isNull(schema.players.archivedAt)).get()?.n);
  });

  it("seeds staff accounts from the club config and a few administrators", () => {
    expect(coachingStaff).toHaveLength(4);
    expect(administrativeStaff).toHaveLength(6);
    const staff = db.select().from(schema.staffEmails).all();
    expect(staff.map((s) => s.email).sort()).toEqual(administrativeStaff.map((s) => s.email).sort());
    for (const member of staff) expect(member.email).toMatch(/@risingstarsfc\.co\.ke$/);
    const admins = db.select().from(schema.adminEmails).all();
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(admins.length).toBeLessThanOrEqual(3);
    const allowed = ["system_admin", "user_management", "content_management", "email_management"];
    for (const admin of admins) {
      expect(admin.permissions.length).toBeGreaterThan(0);
      for (const permission of admin.permissions) expect(allowed).toContain(permission);
    }
  });

  it("points every seeded image at a file under public/", () => {
    const urls = [
      ...db.select().from(schema.news).all().map((r) => r.imageUrl),
      ...db.select().from(schema.players).where(eq(schema.players.kind, "senior")).all().map((r) => r.imageUrl),
      ...db.select().from(schema.galleryImages).all().map((r) => r.imageUrl),
      ...db.select().from(schema.blogPosts).all().map((r) => r.featuredImage),
      ...db.select().from(schema.merchandise).all().flatMap((r) => r.images),
      ...db.select().from(schema.exclusiveContent).all().map((r) => r.imageUrl),
      ...coachingStaff.map((c) => c.imageUrl),
      ...administrativeStaff.map((s) => s.imageUrl),
      "/images/crest.svg",
      "/images/hero.webp",
      "/images/hero-800.webp",
      "/favicon.ico",
    ];
    const missing = urls.filter((url) => !url || !url.startsWith("/") || !fs.existsSync(path.join(PUBLIC, url)));
    expect(missing).toEqual([]);
    // Gallery images also ship a 600-wide copy for srcset.
    for (const row of db.select().from(schema.galleryImages).all()) {
      expect(fs.existsSync(path.join(PUBLIC, row.imageUrl.replace(/\.webp$/, "-600.webp")))).toBe(true);
    }
  });

  it("keeps the hero image light", () => {
    expect(fs.statSync(path.join(PUBLIC, "images/hero.webp")).size).toBeLessThanOrEqual(100_000);
    expect(fs.statSync(path.join(PUBLIC, "images/hero-800.webp")).size).toBeLessThanOrEqual(45_000);
  });
});

describe("the sample squads and families", () => {
  // The app's own database (in memory for unit tests), so the showcase's reads see the same rows.
  const db = getDb();
  const now = new Date();
  let youth: (typeof schema.teams.$inferSelect)[];
  let academy: (typeof schema.players.$inferSelect & { teamId: number | null })[];

  beforeAll(async () => {
    await seedDatabase(db);
    youth = db.select().from(schema.teams).all().filter((team) => team.ageGroup.startsWith("U-"));
    academy = db
      .select({ ...getTableColumns(schema.players), teamId: schema.teamPlayers.teamId })
      .from(schema.players)
      .leftJoin(schema.teamPlayers, eq(schema.teamPlayers.playerId, schema.players.id))
      .where(eq(schema.players.kind, "academy"))
      .all();
  });

  const guardiansOf = (playerId: number) =>
    db.select().from(schema.playerGuardians).innerJoin(schema.guardians, eq(schema.guardians.id, schema.playerGuardians.guardianId)).where(eq(schema.playerGuardians.playerId, playerId)).all();

  it("puts at least twelve academy children on every youth team, each with a guardian, and none on the seniors", () => {
    expect(youth.map((team) => team.slug)).toEqual(["u-9", "u-11", "u-13", "u-15", "u-17"]);
    for (const team of youth) {
      const squad = academy.filter((player) => player.teamId === team.id);
      expect(squad.length, team.slug).toBeGreaterThanOrEqual(12);
      for (const player of squad) {
        expect(player.archivedAt).toBeNull();
        expect(guardiansOf(player.id).length, player.name).toBeGreaterThanOrEqual(1);
      }
    }
    expect(academy.filter((player) => player.teamId !== null && !youth.some((team) => team.id === player.teamId))).toEqual([]);
  });

  it("gives each child a date of birth that fits the age group on the season's cut-off, and nothing for the showcase", () => {
    const cutOff = `${todayInNairobi(now).slice(0, 4)}-01-01`;
    for (const player of academy.filter((p) => p.teamId !== null)) {
      const limit = Number(youth.find((team) => team.id === player.teamId)!.ageGroup.slice(2));
      const age = ageOn(player.dateOfBirth!, cutOff)!;
      expect(age, `${player.name} (${player.dateOfBirth}) in U-${limit}`).toBeLessThan(limit);
      expect(age, `${player.name} (${player.dateOfBirth}) in U-${limit}`).toBeGreaterThanOrEqual(limit - 2);
    }
    for (const player of academy) {
      expect([player.bio, player.imageUrl]).toEqual(["", ""]);
      expect(POSITIONS).toContain(player.position);
      expect(["male", "female"]).toContain(player.gender);
    }
    const consenting = academy.filter((player) => player.mediaConsent).length / academy.length;
    expect(consenting).toBeGreaterThan(0.55);
    expect(consenting).toBeLessThan(0.75);
    expect(new Set(academy.map((player) => player.name)).size).toBe(academy.length);
  });

  it("records how each child joined, a couple of moves up an age group, and one child who left", () => {
    const moves = db.select().from(schema.teamMoves).orderBy(schema.teamMoves.movedAt).all();
    for (const player of academy) {
      const history = moves.filter((move) => move.playerId === player.id);
      expect(history[0].fromTeamId, player.name).toBeNull();
      expect(history.at(-1)!.toTeamId, player.name).toBe(player.teamId);
      for (const move of history) expect(move.movedAt < now.toISOString()).toBe(true);
    }
    const moved = academy.filter((player) => player.teamId && moves.filter((move) => move.playerId === player.id).length === 2);
    expect(moved.length).toBeGreaterThanOrEqual(2);
    const left = academy.filter((player) => player.archivedAt);
    expect(left).toHaveLength(1);
    expect(left[0].teamId).toBeNull();
    expect(moves.filter((move) => move.playerId === left[0].id).map((move) => move.toTeamId === null)).toEqual([false, true]);
  });

  it("seeds guardians with example.org addresses, Kenyan mobile numbers and a quarter reading Swahili; families of two children and children of two guardians", () => {
    const guardians = db.select().from(schema.guardians).all();
    for (const guardian of guardians) {
      expect(guardian.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
      expect(guardian.phone).toMatch(/^\+254 7\d{2} \d{3} \d{3}$/);
    }
    expect(new Set(guardians.map((guardian) => guardian.phone)).size).toBe(guardians.length);
    const swahili = guardians.filter((guardian) => guardian.language === "sw").length / guardians.length;
    expect(swahili).toBeGreaterThan(0.15);
    expect(swahili).toBeLessThan(0.35);
    const links = db.select().from(schema.playerGuardians).all();
    const teamsOfGuardian = (guardianId: number) =>
      new Set(links.filter((link) => link.guardianId === guardianId).map((link) => academy.find((player) => player.id === link.playerId)!.teamId));
    expect(guardians.filter((guardian) => teamsOfGuardian(guardian.id).size === 2).length).toBeGreaterThanOrEqual(3);
    expect(academy.filter((player) => guardiansOf(player.id).length === 2).length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(RELATIONSHIPS as readonly string[]).toContain(link.relationship);
    // The guardian the README names for trying the family page: English, two children on two teams.
    const demo = guardians.find((guardian) => guardian.email === DEMO_GUARDIAN_EMAIL)!;
    expect(demo.language).toBe("en");
    expect(teamsOfGuardian(demo.id).size).toBe(2);
  });

  it("makes two coach accounts of the coaching staff with an unknown password, each coaching one or two youth teams", () => {
    const coaches = db.select().from(schema.users).where(eq(schema.users.role, "coach")).all();
    expect(coaches).toHaveLength(2);
    for (const coach of coaches) {
      expect(coachingStaff.map((member) => member.name)).toContain(coach.displayName);
      expect(coach.passwordHash).toMatch(/^\$argon2id\$/);
      const teamIds = db.select().from(schema.teamCoaches).where(eq(schema.teamCoaches.userId, coach.id)).all().map((row) => row.teamId);
      expect(teamIds.length).toBeGreaterThanOrEqual(1);
      expect(teamIds.length).toBeLessThanOrEqual(2);
      for (const teamId of teamIds) expect(youth.map((team) => team.id)).toContain(teamId);
    }
  });

  it("seeds a few messages per youth team from the past weeks, each counting the team's families", () => {
    const messages = db.select().from(schema.teamMessages).all();
    const fiveWeeksAgo = new Date(now.getTime() - 35 * 86_400_000).toISOString();
    for (const team of youth) {
      const sent = messages.filter((message) => message.teamId === team.id);
      expect(sent.length, team.slug).toBeGreaterThanOrEqual(2);
      const families = new Set(
        db.select({ id: schema.playerGuardians.guardianId }).from(schema.teamPlayers).innerJoin(schema.playerGuardians, eq(schema.playerGuardians.playerId, schema.teamPlayers.playerId)).where(eq(schema.teamPlayers.teamId, team.id)).all().map((row) => row.id),
      ).size;
      for (const message of sent) {
        expect(message.createdAt > fiveWeeksAgo && message.createdAt < now.toISOString(), message.subject).toBe(true);
        expect(message.recipients).toBe(families);
      }
    }
  });

  it("notes what to bring to coming youth matches and calls off one session of a youth team's timetable in the coming week", () => {
    const notes = db.select().from(schema.fixtureNotes).innerJoin(schema.fixtures, eq(schema.fixtures.id, schema.fixtureNotes.fixtureId)).all();
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const { fixtures: match } of notes) {
      expect(match.kickoffAt > now.toISOString()).toBe(true);
      expect(youth.map((team) => team.id)).toContain(match.teamId);
    }
    const [cancelled, ...others] = db.select().from(schema.trainingCancellations).all();
    expect(others).toEqual([]);
    const today = todayInNairobi(now);
    expect(cancelled.date > today && cancelled.date <= addDays(today, 7)).toBe(true);
    const timetable = db.select().from(schema.trainingSessions).where(eq(schema.trainingSessions.teamId, cancelled.teamId)).all();
    expect(timetable.some((session) => session.weekday === isoWeekday(cancelled.date) && session.startsAt === cancelled.startsAt)).toBe(true);
    expect(cancelled.reason).toBe("Pitch being re-seeded");
  });

  it("opens an availability request for the U-13s' next match, answers due before kick-off, with a mix of answers from the team's children", () => {
    const [request, ...others] = db.select().from(schema.availabilityRequests).all();
    expect(others).toEqual([]);
    const match = db.select().from(schema.fixtures).where(eq(schema.fixtures.id, request.fixtureId!)).get()!;
    const team = db.select().from(schema.teams).where(eq(schema.teams.id, request.teamId)).get()!;
    expect(team.slug).toBe("u-13");
    expect(match.teamId).toBe(team.id);
    expect(request.startsAt).toBe(match.kickoffAt);
    expect(request.deadlineAt > now.toISOString() && request.deadlineAt < match.kickoffAt).toBe(true);
    const answers = db.select().from(schema.availabilityAnswers).where(eq(schema.availabilityAnswers.requestId, request.id)).all();
    expect(new Set(answers.map((answer) => answer.answer))).toEqual(new Set(["available", "unavailable", "maybe"]));
    const squad = db.select({ id: schema.teamPlayers.playerId }).from(schema.teamPlayers).where(eq(schema.teamPlayers.teamId, team.id)).all().map((row) => row.id);
    expect(squad.length).toBeGreaterThan(answers.length);
    for (const answer of answers) expect(squad).toContain(answer.playerId);
  });

  it("seeds the academy fees: a plan per youth team, a bursary, this month's invoices (paid, part-paid, open), last month's overdue, two unmatched payments, nothing to mail", () => {
    const month = monthAt(now);
    const plans = db.select().from(schema.feePlans).all();
    expect(plans.map((plan) => plan.teamId).sort()).toEqual(youth.map((team) => team.id).sort());
    const rates = db.select().from(schema.feePlanRates).all();
    for (const rate of rates) expect(rate.amount >= 1500 && rate.amount <= 2500 && rate.siblingDiscountPercent === 10).toBe(true);
    const [bursary, ...moreBursaries] = db.select().from(schema.bursaries).all();
    expect(moreBursaries).toEqual([]);
    expect(bursary).toMatchObject({ percent: 50 });
    expect(bursary.reason.length).toBeGreaterThan(10);
    const onTeams = academy.filter((child) => child.teamId !== null && child.archivedAt === null);
    const invoices = db.select().from(schema.feeInvoices).all();
    const thisMonth = invoices.filter((invoice) => invoice.period === month);
    expect(thisMonth.map((invoice) => invoice.playerId).sort()).toEqual(onTeams.map((child) => child.id).sort());
    expect(thisMonth.some((invoice) => invoice.siblingDiscount > 0)).toBe(true);
    expect(thisMonth.find((invoice) => invoice.playerId === bursary.playerId)?.bursaryWaiver).toBeGreaterThan(0);
    const paid = (id: number) => db.select().from(schema.feeAllocations).where(eq(schema.feeAllocations.invoiceId, id)).all().reduce((sum, row) => sum + row.amount, 0);
    expect(thisMonth.some((invoice) => invoice.settledAt !== null)).toBe(true);
    expect(thisMonth.some((invoice) => invoice.settledAt === null && paid(invoice.id) > 0)).toBe(true);
    const overdue = invoices.filter((invoice) => invoice.period < month);
    expect(overdue).toHaveLength(2);
    for (const invoice of overdue) expect(invoice.settledAt === null && invoice.dueDate < todayInNairobi(now)).toBe(true);
    const unmatched = db.select().from(schema.feePayments).where(eq(schema.feePayments.status, "unmatched")).all();
    expect(unmatched).toHaveLength(2);
    expect(unmatched.every((payment) => payment.channel === "paybill")).toBe(true);
    expect(invoices.every((invoice) => invoice.mailedAt !== null)).toBe(true);
  });

  it("keeps every academy child out of the showcase and /api/players", async () => {
    const names = new Set(academy.map((player) => player.name));
    expect(names.size).toBeGreaterThan(60);
    const shown = listPlayers();
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown.filter((player) => names.has(player.name))).toEqual([]);
    const api = (await (await playersApi()).json()) as { id: number; name: string }[];
    expect(api.map((player) => player.id).sort()).toEqual(shown.map((player) => player.id).sort());
    expect(api.filter((player) => names.has(player.name) || academy.some((child) => child.id === player.id))).toEqual([]);
  });

  it("still lets the first start create its admin after the coaches were seeded", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({}, (line) => lines.push(line));
    expect(db.select({ username: schema.users.username }).from(schema.users).where(eq(schema.users.role, "admin")).all()).toEqual([{ username: "admin" }]);
    expect(lines.join("\n")).toMatch(/Created admin user "admin" with password: /);
  });
});

describe("seed data modules", () => {
  it("reach scripts/generate-images.ts without any server module or database driver", async () => {
    // Bundling follows every import, so a server module pulled in indirectly is caught too.
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: ["scripts/generate-images.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const modules = Object.keys(metafile.inputs);
    expect(modules).toContain("app/db/seed/content.ts");
    expect(modules.filter((file) => /\.server\.tsx?$/.test(file))).toEqual([]);
    const packages = Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(packages.filter((name) => /better-sqlite3|drizzle-orm/.test(name))).toEqual([]);
  });
});
