import { describe, expect, it } from "vitest";
import { slugify } from "~/utils/slug";

describe("slugify", () => {
  it("lowercases and joins words with single dashes", () => {
    expect(slugify("Match Reports")).toBe("match-reports");
    expect(slugify("Nairobi U-19 Cup: Final Report")).toBe("nairobi-u-19-cup-final-report");
    expect(slugify("Youth   Development")).toBe("youth-development");
  });

  it("spells out ampersands", () => {
    expect(slugify("Shop & Membership")).toBe("shop-and-membership");
    expect(slugify("Rock&Roll")).toBe("rock-and-roll");
  });

  it("trims dashes from both ends", () => {
    expect(slugify("  ¡Derby Day!  ")).toBe("derby-day");
    expect(slugify("--U-17--")).toBe("u-17");
  });

  it("keeps only ASCII letters and digits (accented letters are dropped, not transliterated)", () => {
    expect(slugify("Café Ngong Road")).toBe("caf-ngong-road");
    expect(slugify("!!!")).toBe("");
  });

  it("is stable: a slug slugifies to itself", () => {
    for (const slug of ["match-reports", "u-19", "2026-27-home-kit"]) expect(slugify(slug)).toBe(slug);
  });
});
