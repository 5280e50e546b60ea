// The catalogue: a product's address.
import { describe, expect, it } from "vitest";
import * as catalogue from "~/models/shop/catalogue.server";

describe("product addresses", () => {
  it("reads the id from /shop/{id} and /shop/{id}-{name}", () => {
    expect(catalogue.productIdFromParam("12")).toBe(12);
    expect(catalogue.productIdFromParam("12-home-jersey-2026-27")).toBe(12);
    for (const bad of ["", "0", "-1", "abc", "12abc", "1e3", "99999999999999999999"]) {
      expect(catalogue.productIdFromParam(bad), bad).toBeNull();
    }
  });
});
