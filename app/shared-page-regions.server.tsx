// The parts of a page that are one visitor's, written by the page cache (services/page-cache.server.ts)
// into the copy of the page every visitor shares, instead of a render of the whole page for them alone:
//   - a toast (the one-off message after a form), in every page's toast region;
//   - a signed-in member's box ("Reading as …", Sign out) on a members-only item, whose copy is shared
//     by the members who read what this one reads;
//   - a guardian's own part of /family (their children's teams, their details), whose copy (the site's
//     frame) every guardian shares.
// Each is rendered here by the app's own component, as it is in the shared copy (`empty`) and with
// this visitor's data (`filled`). The component reads that data back from the markup when its scripts
// start (ToastRegion, MemberAccessRegion, FamilyRegion), so the page hydrates just as if its loader had sent it.
import type { AppLoadContext } from "@remix-run/node";
import type { ReactNode } from "react";
import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom/server.js";
import { FamilyRegion } from "~/components/site/family/FamilyPage";
import { MemberAccessRegion, type SignedInMemberView } from "~/components/site/membership/ContentAccess";
import { ToastRegion, type ToastData } from "~/components/ui/Toast";
import type { FlashRegion } from "~/services/page-cache.server";
import { pageTexts } from "~/services/i18n.server";
import { languageOfRequest } from "~/services/language.server";
import { familyPart } from "~/services/family-page.server";
import { pageToast } from "~/services/root-data.server";
import { I18nContext } from "~/utils/i18n";

/** A region's markup in the page's language, with the page's own texts (labels come out as in it). */
function regionMarkup(request: Request, context: AppLoadContext, region: ReactNode): string {
  const language = languageOfRequest(request);
  const i18n = { language, texts: pageTexts(language, context.translation?.namespaces ?? []) };
  return renderToString(<I18nContext.Provider value={i18n}>{region}</I18nContext.Provider>);
}

export async function toastRegionFor(request: Request, context: AppLoadContext): Promise<FlashRegion> {
  const { toast, headers } = await pageToast(request, context, languageOfRequest(request));
  // In a router: a toast may carry a link ("View cart").
  const region = async (shown: ToastData | null) => regionMarkup(request, context, await inRouter(<ToastRegion toast={shown} />));
  return { empty: await region(null), filled: toast ? await region(toast) : null, headers };
}

// Forms and links need a router around them, as on the page: a static router whose only route renders
// whatever region is being rendered. A region whose links and forms have absolute addresses uses one at
// "*"; a page's own forms post to the page's address (its path and query), so theirs is at the request's
// address. Routers are kept by address, a few at a time (a page is asked at a few: its languages); one
// that failed to build is not kept.
const RegionSlot = createContext<ReactNode>(null);
type RegionRouter = { router: ReturnType<typeof createStaticRouter>; context: StaticHandlerContext };
const routers = new Map<string, Promise<RegionRouter>>();
const MAX_ROUTERS = 8;

async function makeRouter(path: string, address: string): Promise<RegionRouter> {
  const handler = createStaticHandler([{ id: "region", path, Component: () => <>{useContext(RegionSlot)}</> }]);
  const context = await handler.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error("The region router answered with a response");
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

async function inRouter(region: ReactNode, path = "*", address = "/"): Promise<ReactNode> {
  const key = `${path} ${address}`;
  let made = routers.get(key);
  if (!made) {
    if (routers.size >= MAX_ROUTERS) routers.clear();
    made = makeRouter(path, address);
    routers.set(key, made);
    made.catch(() => routers.delete(key));
  }
  const { router, context } = await made;
  return (
    <RegionSlot.Provider value={region}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RegionSlot.Provider>
  );
}

/** A signed-in member's box on a members-only item: the copy's region is empty, this member's has their box. */
export async function memberAccessRegionFor(
  request: Request,
  context: AppLoadContext,
  me: SignedInMemberView,
  redirectTo: string,
): Promise<FlashRegion> {
  const region = async (shown: SignedInMemberView | null) =>
    regionMarkup(request, context, await inRouter(<MemberAccessRegion me={shown} redirectTo={redirectTo} />));
  return { empty: await region(null), filled: await region(me) };
}

let familyEmptyRegion: string | undefined;

/** A guardian's part of /family: the shared copy's place is empty, this guardian's holds their children's teams and details. */
export async function familyRegionFor(request: Request, context: AppLoadContext, guardian: Parameters<typeof familyPart>[0]): Promise<FlashRegion> {
  const { family, contactConstraint } = familyPart(guardian, request);
  const url = new URL(request.url);
  const region = async (shown: typeof family | null) =>
    regionMarkup(request, context, await inRouter(<FamilyRegion family={shown} contactConstraint={contactConstraint} inPage />, url.pathname, `${url.pathname}${url.search}`));
  // The empty place holds no words or forms: the same markup at every address and in every language.
  familyEmptyRegion ??= await region(null);
  return { empty: familyEmptyRegion, filled: await region(family) };
}
