// The landing page's data: club statistics, news, players and the gallery.
import { asc, desc, eq } from "drizzle-orm";
import { clubYearsActive } from "~/config/club";
import { getDb } from "~/db/client.server";
import { clubStats, news, players } from "~/db/schema";

export type ClubStats = { activePlayers: number; matchesWon: number; trophies: number; yearsActive: number };

export function getClubStats(): ClubStats | null {
  const row = getDb()
    .select({
      activePlayers: clubStats.activePlayers,
      matchesWon: clubStats.matchesWon,
      trophies: clubStats.trophies,
    })
    .from(clubStats)
    .orderBy(asc(clubStats.id))
    .get();
  // The stored years_active was right only in the year it was seeded: the age is computed.
  return row ? { ...row, yearsActive: clubYearsActive() } : null;
}

/** News articles, newest first. */
export function listNews(limit = 50) {
  return getDb()
    .select({
      id: news.id,
      imageUrl: news.imageUrl,
      title: news.title,
      excerpt: news.excerpt,
      publishedAt: news.publishedAt,
      content: news.content,
      category: news.category,
    })
    .from(news)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .all();
}

const positionOrder = ["Goalkeeper", "Defender", "Midfielder", "Forward"] as const;
type ShowcasePosition = (typeof positionOrder)[number];

/**
 * The senior showcase squad grouped by position (goalkeepers first), then by name. Academy players are
 * children and never listed here: see app/models/squads.
 */
export function listPlayers() {
  const rows = getDb()
    .select({
      id: players.id,
      name: players.name,
      imageUrl: players.imageUrl,
      position: players.position,
      bio: players.bio,
      age: players.age,
      goals: players.goals,
      assists: players.assists,
      saves: players.saves,
      tackles: players.tackles,
    })
    .from(players)
    .where(eq(players.kind, "senior"))
    .orderBy(asc(players.name))
    .all()
    // A senior player's position is one of the four (the academy's "Winger" and "Not Sure" are not theirs).
    .map((row) => ({ ...row, position: row.position as ShowcasePosition }));
  return rows.sort((a, b) => positionOrder.indexOf(a.position) - positionOrder.indexOf(b.position));
}

/**
 * Runs one section's query so that a failure stays in that section: the page renders the section's
 * "unable to load" state (null) and everything else as usual.
 */
export function loadSection<T>(name: string, query: () => T): T | null {
  try {
    return query();
  } catch (error) {
    console.error(`Landing page section "${name}" failed:`, error);
    return null;
  }
}
