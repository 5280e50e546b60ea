// The one normaliser of addresses a visitor could have chosen (form ways back, the language switch).
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeRedirect("/academy-admin?status=pending")).toBe("/academy-admin?status=pending");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "/\t/evil.example", "/\r\n/x", "javascript:alert(1)", "//[", "", null, undefined]) {
      expect(safeRedirect(bad)).toBe("/admin-dashboard");
    }
    expect(safeRedirect("nope", "/")).toBe("/");
  });

  it("never lets dot segments turn a path into another host", () => {
    const variants = ["/.//evil.com", "/..//evil.com", "/%2e%2e//evil.com", "/%2E//evil.com", "/a/..//evil.com", "/./\\evil.com", "/x/.././/evil.com/path?q=1"];
    for (const bad of variants) {
      const result = safeRedirect(bad);
      expect(result, bad).not.toMatch(/^\/[/\\]/);
      expect(result, bad).toBe("/admin-dashboard");
    }
    expect(safeRedirect("/blog/../academy-admin")).toBe("/academy-admin");
  });

  it("turns the address of a 404 page that names another host into the fallback", () => {
    for (const address of ["//evil.com", "//evil.com?lang=sw", "/\\evil.com", "/.//evil.com?x=1"]) expect(safeRedirect(address, "/"), address).toBe("/");
    expect(safeRedirect("/fixtures?team=u-13&lang=en", "/")).toBe("/fixtures?team=u-13&lang=en");
  });
});
