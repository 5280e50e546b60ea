import { describe, expect, it } from "vitest";
import { hrefWith } from "~/utils/url-params";

describe("hrefWith", () => {
  it("changes, adds and removes query parameters, keeping the others", () => {
    expect(hrefWith("/admin/orders", "?q=otieno&status=new&page=3", { page: 4 })).toBe("/admin/orders?q=otieno&status=new&page=4");
    expect(hrefWith("/admin/orders", "?q=otieno&page=3", { page: null, view: 12 })).toBe("/admin/orders?q=otieno&view=12");
    expect(hrefWith("/academy-admin", "?view=5", { view: "" })).toBe("/academy-admin");
    expect(hrefWith("/academy-admin", "", { q: "wanjiru & co" })).toBe("/academy-admin?q=wanjiru+%26+co");
  });
});
