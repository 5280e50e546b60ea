// Which route of the build a request path reaches, decided by the router Remix itself uses, so that
// per-route limits cannot be dodged with another spelling of the same path.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
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

/** A route's handle as far as translations go: the namespaces its texts are in. */
type TranslatedHandle = { i18n?: readonly string[] } | undefined;

/** The translation namespaces a route and its parents declare (`export const handle = { i18n: [...] }`). */
export function routeNamespaces(routes: BuildRoutes, routeId: string): string[] {
  const namespaces = new Set<string>();
  for (let id: string | undefined = routeId; id && routes[id]; id = routes[id].parentId) {
    for (const namespace of (routes[id].module.handle as TranslatedHandle)?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
