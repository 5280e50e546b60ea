// Parents and guardians sign in by a link e-mailed to them (the same links as fan members': one service
// for an address). GET shows the form that asks for a link, or (with ?token=) the page the link opens:
// one "Sign in" button that posts the token, so a mail scanner that fetches the link uses nothing up.
// Rate-limited per client (route policy "lookup").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FamilySignInPage } from "~/components/site/family/FamilySignIn";
import { club } from "~/config/club";
import { familySignInAction, loadFamilySignIn } from "~/services/family-page.server";
import { metaTranslator } from "~/utils/i18n";

export const handle = { i18n: ["family", "messages/common", "messages/family"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("meta.signInTitle", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadFamilySignIn(request);

export const action = (args: ActionFunctionArgs) => familySignInAction(args);

export default function FamilySignInRoute() {
  return <FamilySignInPage {...useLoaderData<typeof loader>()} />;
}
