// The routes of the build (build/index.js) as the walks over every route see them: each with a
// concrete URL (parent paths joined, params filled with sample values) and, for screens, the address
// of its single-fetch `.data` twin.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";

export type BuildRoute = ServerBuild["routes"][string];

export async function loadBuildRoutes() {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const routes = Object.values(build.routes);
  const byId = new Map(routes.map((r) => [r.id, r]));

  /** A concrete URL for a route: parent paths joined, params filled with sample values. */
  function sampleUrl(route: BuildRoute): string {
    const segments: string[] = [];
    for (let r: BuildRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
      if (r.path) segments.unshift(r.path);
    }
    const filled = segments
      .join("/")
      .split("/")
      .map((segment) => (segment === "*" ? "sample" : segment.startsWith(":") ? "1" : segment.replace(/[()?]/g, "")))
      .filter(Boolean)
      .join("/");
    return `/${filled}`;
  }

  /** Routes a request can land on (layouts without a path are reached through their children). */
  const addressable = () => routes.filter((r) => r.path !== undefined || r.index);

  return { routes, sampleUrl, addressable };
}

export const isScreen = (route: BuildRoute) => typeof route.module.default === "function";

/** A screen's URL and its `.data` twin; the URL alone for a resource route. `query` goes on both. */
export function documentAndData(route: BuildRoute, url: string, query = ""): string[] {
  const search = [route.index ? "index" : "", query].filter(Boolean).join("&");
  const withSearch = (address: string) => (search ? `${address}?${search}` : address);
  return isScreen(route) ? [withSearch(url), withSearch(`${url === "/" ? "/_root" : url}.data`)] : [withSearch(url)];
}
