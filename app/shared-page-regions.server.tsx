// The parts of a page that are one visitor's, written by the page cache (services/page-cache.server.ts)
// into the copy of the page every visitor shares, instead of a render of the whole page for them alone:
//   - a toast (the one-off message after a form), in every page's toast region;
//   - a signed-in member's box ("Reading as …", Sign out) on a members-only item, whose copy is shared
//     by the members who read what this one reads.
// Each is rendered here by the app's own component, as it is in the shared copy (`empty`) and with
// this visitor's data (`filled`). The component reads that data back from the markup when its scripts
// start (ToastRegion, MemberAccessRegion), so the page hydrates just as if its loader had sent it.
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
import { MemberAccessRegion, type SignedInMemberView } from "~/components/site/membership/ContentAccess";
import { ToastRegion, type ToastData } from "~/components/ui/Toast";
import type { FlashRegion } from "~/services/page-cache.server";
import { pageTexts } from "~/services/i18n.server";
import { languageOfRequest } from "~/services/language.server";
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
  const region = async (shown: ToastData | null) => regionMarkup(request, context, await withRouter(<ToastRegion toast={shown} />));
  return { empty: await region(null), filled: toast ? await region(toast) : null, headers };
}

// Forms and links need a router around them, as on the page: one static router, made once, whose only
// route renders whatever region is being rendered. Their addresses are absolute, so the route's own does not matter.
const RegionSlot = createContext<ReactNode>(null);
type RegionRouter = { router: ReturnType<typeof createStaticRouter>; context: StaticHandlerContext };
let regionRouter: Promise<RegionRouter> | undefined;

async function makeRegionRouter(): Promise<RegionRouter> {
  const handler = createStaticHandler([{ id: "region", path: "*", Component: () => <>{useContext(RegionSlot)}</> }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("The region router answered with a response");
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

async function withRouter(region: ReactNode): Promise<ReactNode> {
  const { router, context } = await (regionRouter ??= makeRegionRouter());
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
    regionMarkup(request, context, await withRouter(<MemberAccessRegion me={shown} redirectTo={redirectTo} />));
  return { empty: await region(null), filled: await region(me) };
}
