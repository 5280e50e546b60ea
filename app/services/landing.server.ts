import { getClubStats, listNews, listPlayers, loadSection } from "~/models/content.server";
import { listGalleryImages } from "~/models/gallery.server";
import { landingFixtures, teamsByCoach } from "~/models/matches/season.server";
import { listActiveSponsors } from "~/models/sponsors.server";
import { administrativeStaffIn, coachingStaffIn } from "~/services/club-staff.server";
import { pageTexts } from "~/services/i18n.server";
import { languageOfRequest } from "~/services/language.server";
import { newsCategoryIn } from "~/services/news-category.server";

/**
 * What the home page's server-rendered sections show, in the visitor's language. Each section's query
 * fails on its own (null): the others still render and the page answers 200.
 */
export function landingSectionsData(request: Request) {
  const language = languageOfRequest(request);
  const coachTeams = loadSection("coach-teams", teamsByCoach);
  return {
    stats: loadSection("stats", getClubStats),
    fixtures: loadSection("fixtures", () => landingFixtures()),
    news: loadSection("news", () => listNews(6).map((article) => ({ ...article, category: newsCategoryIn(article.category, language) }))),
    players: loadSection("players", listPlayers),
    coachingStaff: coachingStaffIn(language).map((coach) => ({ ...coach, teams: coachTeams?.get(coach.name) ?? [] })),
    administrativeStaff: administrativeStaffIn(language),
    gallery: loadSection("gallery", () => listGalleryImages(12)),
    sponsors: loadSection("sponsors", listActiveSponsors),
    texts: pageTexts(language, ["landing", "fixtures"]),
  };
}
