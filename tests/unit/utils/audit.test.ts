// Which audit entries a role may read outside the audit log (the dashboard's Recent Activity).
import { describe, expect, it } from "vitest";
import { AUDIT_AREAS, auditAreasFor } from "~/utils/audit";

describe("auditAreasFor", () => {
  it("gives admins every area", () => {
    expect(auditAreasFor("admin")).toEqual(AUDIT_AREAS);
  });

  it("gives staff the areas of the sections they run, never accounts, sessions, settings or the database", () => {
    const staff = auditAreasFor("staff");
    expect(staff).toEqual(expect.arrayContaining(["academy", "blog", "email", "gallery", "membership", "push", "shop", "sponsor"]));
    for (const area of ["user", "session", "settings", "database", "mail", "email-template", "staff-email"] as const) {
      expect(staff).not.toContain(area);
    }
  });
});
