// Deny by default: every route of the build that is not on the public allowlist must refuse anonymous
// visitors — pages with a redirect to /admin-login, APIs with 401. New routes are covered automatically.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicRoutes } from "~/config/public-routes";
import { Client, startServer, type TestServer } from "./harness";

type BuildRoute = ServerBuild["routes"][string];

let server: TestServer;
let routes: BuildRoute[];

beforeAll(async () => {
  server = await startServer();
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  routes = Object.values(build.routes);
});
afterAll(() => server?.stop());

/** A concrete URL for a route: parent paths joined, params filled with sample values. */
function sampleUrl(route: BuildRoute, byId: Map<string, BuildRoute>): string {
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

function isRefusal(response: Response) {
  if (response.status === 401) return true;
  const location = response.headers.get("location") ?? "";
  return [301, 302, 303, 307, 308].includes(response.status) && location.startsWith("/admin-login");
}

describe("deny by default", () => {
  it("knows every public route on the allowlist exists in the build", () => {
    const ids = new Set(routes.map((r) => r.id));
    for (const id of Object.keys(publicRoutes)) expect(ids, id).toContain(id);
  });

  it("refuses anonymous GET and POST on every route not on the allowlist", async () => {
    const byId = new Map(routes.map((r) => [r.id, r]));
    const isPublic = (id: string, method: "GET" | "POST") => {
      const allowed = publicRoutes[id];
      return allowed === "any" || (allowed ?? []).includes(method);
    };
    const guarded = routes.filter(
      (r) => !(isPublic(r.id, "GET") && isPublic(r.id, "POST")) && (r.path !== undefined || r.index),
    );
    // The platform itself has admin routes; an empty list would mean the walk is broken.
    expect(guarded.map((r) => r.id)).toEqual(
      expect.arrayContaining(["routes/admin-dashboard", "routes/api.admin.me", "routes/api.admin.logout"]),
    );
    const client = new Client(server.url);
    const failures: string[] = [];
    for (const route of guarded) {
      const url = sampleUrl(route, byId) + (route.index ? "?index" : "");
      if (!isPublic(route.id, "GET")) {
        const get = await client.get(url);
        if (!isRefusal(get)) failures.push(`GET ${url} (${route.id}) -> ${get.status}`);
      }
      if (route.module.action && !isPublic(route.id, "POST")) {
        const post = await client.postForm(url, { intent: "probe" });
        if (!isRefusal(post)) failures.push(`POST ${url} (${route.id}) -> ${post.status}`);
        if (url.startsWith("/api/")) {
          for (const method of ["PUT", "PATCH", "DELETE"]) {
            const response = await client.request(url, {
              method,
              headers: { "Content-Type": "application/json" },
              body: method === "DELETE" ? undefined : JSON.stringify({ status: "approved" }),
            });
            if (!isRefusal(response)) failures.push(`${method} ${url} (${route.id}) -> ${response.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
