// Deny by default: every route of the build is checked against its policy (app/config/route-policy.ts)
// and the admin-section registry, with every method and with the single-fetch `.data` twin of each
// screen — anonymously, as a staff user and as an admin. New routes are covered automatically; a
// route with no policy entry is expected to be admin-only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSections, hasPermission } from "~/config/admin-sections";
import { isPublic, permissionFor, policyFor, routePolicies } from "~/config/route-policy";
import { documentAndData, loadBuildRoutes, type BuildRoute } from "./build-routes";
import { ADMIN, Client, createUser, startServer, type TestServer } from "./harness";

const STAFF = { username: "walker-staff", password: "staff-walker-pass-2026", role: "staff" as const };
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;

let server: TestServer;
let routes: BuildRoute[];
let sampleUrl: (route: BuildRoute) => string;
let addressable: () => BuildRoute[];

beforeAll(async () => {
  server = await startServer();
  await createUser(server, STAFF);
  ({ routes, sampleUrl, addressable } = await loadBuildRoutes());
});
afterAll(() => server?.stop());

/** The requests to try for one route and method: the URL itself and, for screens, its `.data` twin. */
function probes(route: BuildRoute, method: string): Array<{ url: string; init: RequestInit }> {
  const init: RequestInit =
    method === "GET"
      ? { method }
      : { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=probe" };
  return documentAndData(route, sampleUrl(route)).map((url) => ({ url, init }));
}

const redirectsToLogin = (response: Response) =>
  [202, 301, 302, 303, 307, 308].includes(response.status) &&
  (response.headers.get("location") ?? "").startsWith("/admin-login");

async function walk(
  client: Client,
  methodsFor: (route: BuildRoute) => readonly string[],
  check: (route: BuildRoute, response: Response) => string | null,
) {
  const failures: string[] = [];
  let requests = 0;
  for (const route of addressable()) {
    for (const method of methodsFor(route)) {
      for (const { url, init } of probes(route, method)) {
        const response = await client.request(url, init);
        await response.arrayBuffer();
        requests++;
        const problem = check(route, response);
        if (problem) failures.push(`${method} ${url} (${route.id}) -> ${response.status}: ${problem}`);
      }
    }
  }
  return { failures, requests };
}

/** Mutating methods are probed only where an action exists: elsewhere Remix answers 405 by itself. */
const methodsOf = (route: BuildRoute) => (route.module.action ? ["GET", ...MUTATING] : ["GET"]);

describe("deny by default", () => {
  it("has a policy only for routes that exist", () => {
    const ids = new Set(routes.map((r) => r.id));
    for (const id of Object.keys(routePolicies)) expect(ids, id).toContain(id);
  });

  it("refuses anonymous visitors every method the policy does not make public", async () => {
    const { failures, requests } = await walk(
      new Client(server.url),
      (route) => methodsOf(route).filter((method) => !isPublic(policyFor(route.id), method)),
      (route, response) => {
        const api = sampleUrl(route).startsWith("/api/");
        if (api ? response.status === 401 : redirectsToLogin(response)) return null;
        return api ? "expected 401" : "expected a redirect to /admin-login";
      },
    );
    // The platform has guarded routes; a walk that probes nothing is broken.
    expect(requests).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it("gives staff exactly the sections their role allows: 403 elsewhere, never a login redirect", async () => {
    const staff = new Client(server.url);
    await staff.logIn(STAFF.username, STAFF.password);
    const { failures, requests } = await walk(
      staff,
      // Allowed mutations are not probed: they would change data (or log the walker out).
      (route) =>
        methodsOf(route).filter((method) => {
          const policy = policyFor(route.id);
          if (isPublic(policy, method)) return false;
          return method === "GET" || !hasPermission("staff", permissionFor(policy));
        }),
      (route, response) => {
        const allowed = hasPermission("staff", permissionFor(policyFor(route.id)));
        if (redirectsToLogin(response) || response.status === 401) return "staff was treated as anonymous";
        if (allowed && response.status === 403) return "staff should be allowed";
        if (!allowed && response.status !== 403) return "staff should get 403";
        return null;
      },
    );
    expect(requests).toBeGreaterThan(5);
    expect(failures).toEqual([]);
    // Still signed in: nothing above ended the session.
    expect((await staff.get("/api/admin/me")).status).toBe(200);
  });

  it("lets an admin open every guarded route", async () => {
    const admin = new Client(server.url);
    await admin.logIn(ADMIN.username, ADMIN.password);
    const { failures } = await walk(
      admin,
      (route) => (isPublic(policyFor(route.id), "GET") ? [] : ["GET"]),
      (_route, response) =>
        response.status === 401 || response.status === 403 || redirectsToLogin(response) ? "admin refused" : null,
    );
    expect(failures).toEqual([]);
  });

  it("serves every built section of the registry, with its permission, and no unbuilt one", async () => {
    const admin = new Client(server.url);
    await admin.logIn(ADMIN.username, ADMIN.password);
    for (const section of adminSections) {
      const response = await admin.get(section.href);
      await response.arrayBuffer();
      expect(response.status, section.href).toBe(section.built ? 200 : 404);
      if (section.built) expect(response.headers.get("cache-control"), section.href).toBe("no-store");
    }
  });
});
