// The home page's sections, from the hero to the sponsors: HTML only the server renders (ADR 0025).
// Nothing in them runs in the browser (their links are plain links), so neither this code nor its
// data nor its texts are sent there; the contact form after them is the page's only hydrated part.
import { useContext, type ComponentProps as Props, type ReactNode } from "react";
import { serverRenderSlot } from "~/components/server-rendered";
import { Icon } from "~/components/ui/Icon";
import type { IconName } from "~/components/ui/icon-names";
import { useClubFacts } from "~/utils/club-facts";
import { I18nContext, useT, type PageTexts } from "~/utils/i18n";
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

/** The page's texts and those only the sections use. */
function WithSectionTexts({ children }: { children: ReactNode }) {
  const { texts } = landingSections.use();
  const page = useContext(I18nContext);
  return <I18nContext.Provider value={{ language: page.language, texts: { ...page.texts, ...texts } }}>{children}</I18nContext.Provider>;
}

export function LandingSections() {
  const data = landingSections.use();
  return (
    <WithSectionTexts>
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
    </WithSectionTexts>
  );
}

/** The club's address, phone, e-mail and hours beside the contact form. */
export function ContactDetails() {
  return (
    <WithSectionTexts>
      <ContactDetailList />
    </WithSectionTexts>
  );
}

function ContactDetailList() {
  const facts = useClubFacts();
  const t = useT("landing");
  return (
    <div className="space-y-5 lg:col-span-2">
      <ContactDetail icon="map-pin" title={t("contactDetails.visit")}>
        {facts.address}
      </ContactDetail>
      <ContactDetail icon="phone" title={t("contactDetails.call")}>
        <a href={`tel:${facts.phone.replace(/\s+/g, "")}`}>
          {facts.phone}
        </a>
      </ContactDetail>
      <ContactDetail icon="mail" title={t("contactDetails.email")}>
        <a href={`mailto:${facts.email}`}>
          {facts.email}
        </a>
      </ContactDetail>
      <ContactDetail icon="clock" title={t("contactDetails.hours")}>
        {facts.officeHours}
      </ContactDetail>
    </div>
  );
}

function ContactDetail({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="contact-detail">
      <span>
        <Icon name={icon} />
      </span>
      <div>
        <h3>{title}</h3>
        <p>{children}</p>
      </div>
    </div>
  );
}
