import type { MetaFunction } from "@remix-run/node";
import { NotFoundContent } from "~/components/site/NotFound";
import { metaTranslator } from "~/utils/i18n";

// Any path no other route matches lands here, so the site's header and footer stay around the 404.

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("notFound.metaTitle") }];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

// A POST to an unknown path is a 404 too (not Remix's 405 for a route without an action).
export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundContent />;
}

// The loader's thrown 404 renders here, inside the root layout.
export function ErrorBoundary() {
  return <NotFoundContent />;
}
