// Which route of the build a request path reaches, decided by the router Remix itself uses, so that
// per-route limits cannot be dodged with another spelling of the same path.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { normalizePath } from "~/config/route-policy";

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

/** A function from a request path to the id of the route that renders it ("root" when none matches). */
export function routeResolver(routes: BuildRoutes): (pathname: string) => string {
  let resolve = resolvers.get(routes);
  if (!resolve) {
    const tree = routeTree(routes);
    resolve = (pathname) => matchRoutes(tree, normalizePath(pathname))?.at(-1)?.route.id ?? "root";
    resolvers.set(routes, resolve);
  }
  return resolve;
}
