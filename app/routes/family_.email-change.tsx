// The link sent to a guardian's new e-mail address opens here: a "Confirm" button that posts its token
// (a GET changes nothing), after which the address is the new one and this browser is signed in with it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmailChangePage } from "~/components/site/family/EmailChangePage";
import { club } from "~/config/club";
import { emailChangeAction, loadEmailChange } from "~/services/family-page.server";
import { metaTranslator } from "~/utils/i18n";

export const handle = { i18n: ["family", "messages/common", "messages/family"] };

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches, "family")("meta.confirmTitle", { club: club.shortName }) },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadEmailChange(request);

export const action = (args: ActionFunctionArgs) => emailChangeAction(args);

export default function EmailChangeRoute() {
  return <EmailChangePage {...useLoaderData<typeof loader>()} />;
}
