// The home page's sections, from the hero to the sponsors: HTML only the server renders (ADR 0025).
// Nothing in them runs in the browser (their links are plain links), so neither this code nor its
// data nor its texts are sent there; the contact form after them is the page's only hydrated part.
import { useContext, type ComponentProps as Props } from "react";
import { serverRenderSlot } from "~/components/server-rendered";
import { I18nContext, type PageTexts } from "~/utils/i18n";
import { About } from "./About";
import { ClubStatistics } from "./ClubStatistics";
import { Gallery } from "./Gallery";
import { Hero } from "./Hero";
import { LatestNews } from "./LatestNews";
import { Sponsors } from "./Sponsors";
import { AdministrativeStaff, CoachingStaff } from "./Staff";
import { MeetOurTeam } from "./Team";
import { TrainingAndFixtures } from "./TrainingAndFixtures";

/** What the loader keeps for the sections: each data section's rows (null when its query failed), and their texts. */
export type LandingSectionsData = {
  stats: Props<typeof ClubStatistics>["stats"];
  fixtures: Props<typeof TrainingAndFixtures>["fixtures"];
  news: Props<typeof LatestNews>["articles"];
  players: Props<typeof MeetOurTeam>["players"];
  coachingStaff: Props<typeof CoachingStaff>["coachingStaff"];
  administrativeStaff: Props<typeof AdministrativeStaff>["administrativeStaff"];
  gallery: Props<typeof Gallery>["images"];
  sponsors: Props<typeof Sponsors>["sponsors"];
  /** The namespaces only the sections use, in the page's language (the page itself does not carry them). */
  texts: PageTexts;
};

export const landingSections = serverRenderSlot<LandingSectionsData>("landing-sections");

export function LandingSections() {
  const data = landingSections.use();
  const page = useContext(I18nContext);
  return (
    <I18nContext.Provider value={{ language: page.language, texts: { ...page.texts, ...data.texts } }}>
      <Hero />
      <About />
      <ClubStatistics stats={data.stats} />
      <TrainingAndFixtures fixtures={data.fixtures} />
      <LatestNews articles={data.news} />
      <MeetOurTeam players={data.players} />
      <CoachingStaff coachingStaff={data.coachingStaff} />
      <AdministrativeStaff administrativeStaff={data.administrativeStaff} />
      <Gallery images={data.gallery} />
      <Sponsors sponsors={data.sponsors} />
    </I18nContext.Provider>
  );
}
