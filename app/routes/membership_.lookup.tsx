// The Member Lookup tab's search. A route of its own so that it can be rate-limited per client (route
// policy "lookup"): it says whether someone is a member. It renders the same page as /membership.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MembershipPage } from "~/components/site/membership/MembershipPage";
import { club } from "~/config/club";
import { loadMembershipPage, lookupAction } from "~/services/membership-page.server";
import { metaTranslator } from "~/utils/i18n";

export const handle = { i18n: ["membership", "messages/common", "messages/membership"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "membership")("meta.lookupTitle", { club: club.shortName }) },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMembershipPage(request, "lookup");
}

// The action lives in a .server module: the compiler keeps a route's other imports (zod and the
// schemas) in the browser bundle even when only the action uses them.
export const action = (args: ActionFunctionArgs) => lookupAction(args);

export default function MemberLookupRoute() {
  return <MembershipPage {...useLoaderData<typeof loader>()} />;
}
