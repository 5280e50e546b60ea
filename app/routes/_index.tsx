import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRevalidator, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { About } from "~/components/site/landing/About";
import { ClubStatistics } from "~/components/site/landing/ClubStatistics";
import { Contact } from "~/components/site/landing/Contact";
import { CONTACT_INTENT } from "~/config/contact";
import { Gallery } from "~/components/site/landing/Gallery";
import { Hero, heroImage } from "~/components/site/landing/Hero";
import { LatestNews } from "~/components/site/landing/LatestNews";
import { AdministrativeStaff, CoachingStaff } from "~/components/site/landing/Staff";
import { Sponsors } from "~/components/site/landing/Sponsors";
import { MeetOurTeam } from "~/components/site/landing/Team";
import { TrainingAndFixtures } from "~/components/site/landing/TrainingAndFixtures";
import { landingFixtures } from "~/models/fixtures/season.server";
import { club } from "~/config/club";
import { contactConstraint } from "~/models/contact.server";
import { getClubStats, listGalleryImages, listNews, listPlayers, loadSection } from "~/models/content.server";
import { listActiveSponsors } from "~/models/sponsors.server";
import { administrativeStaffIn, coachingStaffIn } from "~/services/club-staff.server";
import { contactFormAction } from "~/services/contact-form.server";
import { languageOfRequest } from "~/services/language.server";
import { useFormReply } from "~/utils/form-reply";
import { metaTranslator } from "~/utils/i18n";

// The contact form's errors are English messages, shown translated.
export const handle = { i18n: ["landing", "messages/common"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "landing");
  const tagline = t("common:club.tagline");
  return [
    { title: t("meta.title", { club: club.name, city: club.city }) },
    { name: "description", content: t("meta.description", { club: club.name, city: club.city, year: club.foundedYear, tagline }) },
    { property: "og:title", content: club.name },
    { property: "og:description", content: tagline },
    { property: "og:image", content: heroImage.src },
  ];
};

// The hero photo is the largest thing above the fold: start fetching it with the HTML.

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  // Each section's query fails on its own: the others still render and the page answers 200.
  return {
    stats: loadSection("stats", getClubStats),
    news: loadSection("news", () => listNews(6)),
    players: loadSection("players", listPlayers),
    gallery: loadSection("gallery", () => listGalleryImages(12)),
    sponsors: loadSection("sponsors", listActiveSponsors),
    fixtures: loadSection("fixtures", () => landingFixtures()),
    contactConstraint: contactConstraint(),
    // What is said about the staff, already in the page's language (so the page carries it once).
    coachingStaff: coachingStaffIn(language),
    administrativeStaff: administrativeStaffIn(language),
  };
}

// The contact form's action lives in a .server module (none of it reaches the browser).
export const action = (args: ActionFunctionArgs) => contactFormAction(args);

// Sending a contact message changes none of the page's sections.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith("/?index") ? false : defaultShouldRevalidate;

export default function HomePage() {
  const loaderData = useLoaderData<typeof loader>();
  const { stats, news, players, gallery, contactConstraint } = loaderData;
  const contactReply = useFormReply(CONTACT_INTENT);
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState(false);
  const reloading = retrying && revalidator.state === "loading";

  // "Try again" links reload the whole page without JavaScript; with it, only the data is fetched
  // again while the failed sections show their skeletons.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[data-retry]")) return;
      event.preventDefault();
      setRetrying(true);
      revalidator.revalidate();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [revalidator]);
  useEffect(() => {
    if (revalidator.state === "idle") setRetrying(false);
  }, [revalidator.state]);

  return (
    <>
      <Hero />
      <About />
      <ClubStatistics stats={stats.ok ? stats.data : null} loading={reloading && !stats.ok} />
      <TrainingAndFixtures fixtures={loaderData.fixtures.ok ? loaderData.fixtures.data : null} />
      <LatestNews articles={news.ok ? news.data : null} loading={reloading && !news.ok} />
      <MeetOurTeam players={players.ok ? players.data : null} loading={reloading && !players.ok} />
      <CoachingStaff coachingStaff={loaderData.coachingStaff} />
      <AdministrativeStaff administrativeStaff={loaderData.administrativeStaff} />
      <Gallery images={gallery.ok ? gallery.data : null} loading={reloading && !gallery.ok} />
      <Sponsors sponsors={loaderData.sponsors.ok ? loaderData.sponsors.data : null} />
      <Contact constraint={contactConstraint} actionReply={contactReply} />
    </>
  );
}
