import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MembershipPage } from "~/components/site/membership/MembershipPage";
import { club } from "~/config/club";
import { loadMembershipPage, membershipAction, tabFrom } from "~/services/membership-page.server";
import { metaTranslator } from "~/utils/i18n";

// The page's texts, and the server's messages it shows (form errors, the sign-in link's answer).
export const handle = { i18n: ["membership", "messages/common", "messages/membership", "messages/payments"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "membership");
  return [
    { title: t("meta.title", { club: club.shortName }) },
    { name: "description", content: t("meta.description", { club: club.name }) },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMembershipPage(request, tabFrom(new URL(request.url)));
}

// The action lives in a .server module: the compiler keeps a route's other imports (zod and the
// schemas) in the browser bundle even when only the action uses them.
export const action = (args: ActionFunctionArgs) => membershipAction(args);

export default function MembershipRoute() {
  return <MembershipPage {...useLoaderData<typeof loader>()} />;
}
