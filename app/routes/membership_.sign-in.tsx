// Fan members sign in by a link e-mailed to them. GET shows the form that asks for a link, or (with
// ?token=) the page the link opens: one "Sign in" button that posts the token, so a mail scanner that
// fetches the link uses nothing up. Rate-limited per client (route policy "lookup").
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SignInPage } from "~/components/site/membership/SignIn";
import { club } from "~/config/club";
import { loadSignInPage, signInAction } from "~/services/membership-page.server";
import { metaTranslator } from "~/utils/i18n";

export const handle = { i18n: ["membership", "messages/common", "messages/membership"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "membership")("meta.signInTitle", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadSignInPage(request);

// The action lives in a .server module: the compiler keeps a route's other imports (zod and the
// schemas) in the browser bundle even when only the action uses them.
export const action = (args: ActionFunctionArgs) => signInAction(args);

export default function MemberSignInRoute() {
  return <SignInPage {...useLoaderData<typeof loader>()} />;
}
