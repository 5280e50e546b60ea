import { describe, expect, it } from "vitest";
import { publicAcademyName } from "~/utils/players";

describe("publicAcademyName", () => {
  it("keeps the first name and the initial of the family name, which comes last", () => {
    expect(publicAcademyName("Amani Kariuki")).toBe("Amani K.");
    expect(publicAcademyName("  Amani   Wanjiru  Kariuki ")).toBe("Amani K.");
    expect(publicAcademyName("Njeri wa-Mwangi")).toBe("Njeri W.");
    expect(publicAcademyName("Émile Ékéké")).toBe("Émile É.");
  });

  it("leaves a one-word name as it is, and nothing as nothing", () => {
    expect(publicAcademyName("Amani")).toBe("Amani");
    expect(publicAcademyName("   ")).toBe("");
  });
});
