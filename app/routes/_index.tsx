import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { documentNavigation, ServerRendered } from "~/components/server-rendered";
import { Contact } from "~/components/site/landing/Contact";
import { heroImage } from "~/components/site/landing/hero-image";
import { LandingSections, landingSections } from "~/components/site/landing/LandingSections.server";
import { CONTACT_INTENT } from "~/config/contact";
import { landingFixtures } from "~/models/fixtures/season.server";
import { club } from "~/config/club";
import { contactConstraint } from "~/models/contact.server";
import { getClubStats, listGalleryImages, listNews, listPlayers, loadSection } from "~/models/content.server";
import { listActiveSponsors } from "~/models/sponsors.server";
import { administrativeStaffIn, coachingStaffIn } from "~/services/club-staff.server";
import { contactFormAction } from "~/services/contact-form.server";
import { pageTexts } from "~/services/i18n.server";
import { languageOfRequest } from "~/services/language.server";
import { useFormReply } from "~/utils/form-reply";
import { metaTranslator } from "~/utils/i18n";

// The page carries its title and the contact form's texts; the sections' texts stay on the server.
// The contact form's errors are English messages, shown translated.
export const handle = { i18n: ["home", "messages/common"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "home");
  const tagline = t("common:club.tagline");
  return [
    { title: t("meta.title", { club: club.name, city: club.city }) },
    { name: "description", content: t("meta.description", { club: club.name, city: club.city, year: club.foundedYear, tagline }) },
    { property: "og:title", content: club.name },
    { property: "og:description", content: tagline },
    { property: "og:image", content: heroImage.src },
  ];
};

const SECTIONS_ID = "landing-sections";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  // The sections' data goes to the server's render only (ADR 0025). Each section's query fails on its
  // own: the others still render and the page answers 200.
  landingSections.keep(context, {
    stats: loadSection("stats", getClubStats),
    fixtures: loadSection("fixtures", () => landingFixtures()),
    news: loadSection("news", () => listNews(6)),
    players: loadSection("players", listPlayers),
    coachingStaff: coachingStaffIn(language),
    administrativeStaff: administrativeStaffIn(language),
    gallery: loadSection("gallery", () => listGalleryImages(12)),
    sponsors: loadSection("sponsors", listActiveSponsors),
    texts: pageTexts(language, ["landing", "fixtures"]),
  });
  return { contactConstraint: contactConstraint() };
}

export const clientLoader = documentNavigation(SECTIONS_ID);

// The contact form's action lives in a .server module (none of it reaches the browser).
export const action = (args: ActionFunctionArgs) => contactFormAction(args);

// Sending a contact message changes none of the page's sections.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith("/?index") ? false : defaultShouldRevalidate;

export default function HomePage() {
  const { contactConstraint } = useLoaderData<typeof loader>();
  const contactReply = useFormReply(CONTACT_INTENT);
  return (
    <>
      <ServerRendered id={SECTIONS_ID} render={() => <LandingSections />} />
      <Contact constraint={contactConstraint} actionReply={contactReply} />
    </>
  );
}
