// Which route of the build a request path reaches, decided by the router Remix itself uses, so that
// per-route limits cannot be dodged with another spelling of the same path.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { TranslationHandle } from "~/config/i18n";
import { normalizePath } from "~/config/route-policy";
import { remembered } from "~/utils/remembered";

type BuildRoutes = ServerBuild["routes"];

function routeTree(routes: BuildRoutes, parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

const resolvers = new WeakMap<BuildRoutes, (pathname: string) => string>();
const KNOWN_PATHS_LIMIT = 2000;

/** A function from a request path to the id of the route that renders it ("root" when none matches). */
export function routeResolver(routes: BuildRoutes): (pathname: string) => string {
  let resolve = resolvers.get(routes);
  if (!resolve) {
    const tree = routeTree(routes);
    // matchRoutes flattens and compiles the whole route tree on every call (about 1 ms here), and the
    // same paths come again and again: remembered, up to a bound that random paths cannot exceed.
    resolve = remembered(
      (pathname) => matchRoutes(tree, normalizePath(pathname))?.at(-1)?.route.id ?? "root",
      KNOWN_PATHS_LIMIT,
    );
    resolvers.set(routes, resolve);
  }
  return resolve;
}

/**
 * What a route and its parents declare about translations (`handle.i18n`, `handle.englishOnly`):
 * the namespaces its page needs, and whether it is one of the staff's English-only screens.
 */
export function routeTranslation(routes: BuildRoutes, routeId: string): { namespaces: string[]; englishOnly: boolean } {
  const namespaces = new Set<string>();
  let englishOnly = false;
  for (let id: string | undefined = routeId; id && routes[id]; id = routes[id].parentId) {
    const handle = routes[id].module.handle as TranslationHandle | undefined;
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace);
    englishOnly ||= handle?.englishOnly === true;
  }
  return { namespaces: [...namespaces], englishOnly };
}
