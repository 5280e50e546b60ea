import { describe, expect, it } from "vitest";
import { adminSections, hasPermission, sectionForPath, sectionsFor, type Permission } from "~/config/admin-sections";
import { normalizePath, permissionFor, policyFor } from "~/config/route-policy";
import { upsertUser } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { startSession } from "~/models/session.server";

const ADMIN_ONLY: Permission[] = ["admin", "staff-accounts", "users", "database"];

const userIds = new Map<string, number>();

async function requestAs(role: "admin" | "staff", url: string) {
  if (!userIds.has(role)) {
    const { user } = await upsertUser({ username: `gate-${role}`, password: "a-long-test-password", role });
    userIds.set(role, user.id);
  }
  const { setCookie } = await startSession(userIds.get(role)!, null);
  return new Request(url, { headers: { Cookie: setCookie.split(";")[0] } });
}

async function thrown(promise: Promise<unknown>): Promise<Response | { type: string; init: ResponseInit | null; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected the gate to throw");
}

describe("roles and permissions", () => {
  it("gives admins everything and staff the day-to-day sections only", () => {
    for (const section of adminSections) expect(hasPermission("admin", section.permission)).toBe(true);
    for (const permission of ADMIN_ONLY) expect(hasPermission("staff", permission)).toBe(false);
    for (const permission of ["academy", "blog", "gallery", "push", "email"] as const) {
      expect(hasPermission("staff", permission)).toBe(true);
    }
    const staffSections = sectionsFor("staff").map((s) => s.id);
    expect(staffSections).not.toContain("database");
    expect(staffSections).not.toContain("settings");
    expect(staffSections).not.toContain("staff-emails");
    expect(sectionsFor("admin")).toHaveLength(adminSections.length);
  });

  it("finds a path's section by its longest matching URL", () => {
    expect(sectionForPath("/admin/analytics")?.id).toBe("analytics");
    expect(sectionForPath("/admin")?.id).toBe("push");
    expect(sectionForPath("/admin-dashboard")?.id).toBe("dashboard");
    expect(sectionForPath("/academy-admin/")?.id).toBe("academy");
    expect(sectionForPath("/")).toBeUndefined();
  });

  it("treats a route without a policy as admin-only", () => {
    expect(permissionFor(policyFor("routes/some-new-route"))).toBe("admin");
    expect(hasPermission("staff", permissionFor(policyFor("routes/some-new-route")))).toBe(false);
  });

  it("normalises paths the way the router matches them", () => {
    for (const variant of ["/admin-login/", "/Admin-Login", "/admin-login.data", "/admin%2Dlogin", "//admin-login//"]) {
      expect(normalizePath(variant), variant).toBe("/admin-login");
    }
    expect(normalizePath("/_root.data")).toBe("/");
    expect(normalizePath("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});

describe("requireUser", () => {
  it("lets a staff user into staff sections and answers 403 elsewhere: JSON for APIs, data for pages", async () => {
    const staffPage = await requestAs("staff", "http://club.test/admin/database");
    expect((await requireUser(await requestAs("staff", "http://club.test/academy-admin"), "academy")).role).toBe("staff");

    const page = (await thrown(requireUser(staffPage, "database"))) as { init: ResponseInit | null; data: unknown };
    expect(page.init?.status).toBe(403);
    expect(page.data).toEqual({ message: expect.stringMatching(/permission/) });

    const api = (await thrown(requireUser(await requestAs("staff", "http://club.test/api/admin/users"), "users"))) as Response;
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: expect.stringMatching(/permission/) });

    expect((await requireUser(await requestAs("admin", "http://club.test/admin/database"), "database")).role).toBe("admin");
  });

  it("sends anonymous visitors to the login page, or 401 on APIs", async () => {
    const page = (await thrown(requireUser(new Request("http://club.test/academy-admin?q=x"), "academy"))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin-login?redirectTo=%2Facademy-admin%3Fq%3Dx");
    const api = (await thrown(requireUser(new Request("http://club.test/API/admin/me"), "dashboard"))) as Response;
    expect(api.status).toBe(401);
  });
});
