// The family page: a parent or guardian signed in by e-mailed link sees their own children's teams
// (coaches, next matches, training and cancellations, the team's messages, the calendar feed), how to
// reach the academy office, and keeps their own phone, language and e-mail. Not signed in as a
// guardian: the form that asks for a link. Personal (never kept by a browser: the page cache shares only
// the frame, see loadFamilyPage); works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FamilyPage, useFamilyInPage } from "~/components/site/family/FamilyPage";
import { club } from "~/config/club";
import { familyAction, loadFamilyPage } from "~/services/family-page.server";
import { metaTranslator } from "~/utils/i18n";

// The page's texts, the fixtures' words it reuses, and the server's messages it shows.
export const handle = { i18n: ["family", "availability", "fixtures", "messages/common", "messages/family", "messages/availability"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("meta.title", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFamilyPage(request, context);

// The action lives in a .server module: the compiler keeps a route's other imports (zod and the
// schemas) in the browser bundle even when only the action uses them.
export const action = (args: ActionFunctionArgs) => familyAction(args);

export default function FamilyRoute() {
  const { family, familyInPage, contactConstraint } = useLoaderData<typeof loader>();
  return <FamilyPage family={useFamilyInPage(family, familyInPage)} inPage={familyInPage} contactConstraint={contactConstraint} />;
}
