import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { documentNavigation, ServerRendered } from "~/components/server-rendered";
import { Contact } from "~/components/site/landing/Contact";
import { heroImage } from "~/components/site/landing/hero-image";
import { ContactDetails, LandingSections, landingSections } from "~/components/site/landing/LandingSections.server";
import { CONTACT_INTENT } from "~/config/contact";
import { club } from "~/config/club";
import { contactConstraint } from "~/models/contact.server";
import { contactFormAction } from "~/services/contact-form.server";
import { landingSectionsData } from "~/services/landing.server";
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
  // The sections' data goes to the server's render only (ADR 0025).
  landingSections.keep(context, landingSectionsData(request));
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
      <Contact
        constraint={contactConstraint}
        actionReply={contactReply}
        details={<ServerRendered id="contact-details" render={() => <ContactDetails />} />}
      />
    </>
  );
}
