import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MembershipPage } from "~/components/site/membership/MembershipPage";
import { club } from "~/config/club";
import { loadMembershipPage, membershipAction, tabFrom } from "~/services/membership-page.server";

export const meta: MetaFunction = () => [
  { title: `Fan Membership | ${club.shortName}` },
  {
    name: "description",
    content: `Join the ${club.name} fan club: Regular (free), Premium and VIP memberships, loyalty points and members-only content.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMembershipPage(request, tabFrom(new URL(request.url)));
}

// The action lives in a .server module: the compiler keeps a route's other imports (zod and the
// schemas) in the browser bundle even when only the action uses them.
export const action = (args: ActionFunctionArgs) => membershipAction(args);

export default function MembershipRoute() {
  return <MembershipPage {...useLoaderData<typeof loader>()} />;
}
