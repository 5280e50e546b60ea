import { describe, expect, it } from "vitest";
import { firstNameAndInitial } from "~/utils/child-name";

describe("firstNameAndInitial", () => {
  it("keeps the first name and the initial of the family name, which comes last", () => {
    expect(firstNameAndInitial("Amani Kariuki")).toBe("Amani K.");
    expect(firstNameAndInitial("  Amani   Wanjiru  Kariuki ")).toBe("Amani K.");
    expect(firstNameAndInitial("Njeri wa-Mwangi")).toBe("Njeri W.");
    expect(firstNameAndInitial("Émile Ékéké")).toBe("Émile É.");
  });

  it("leaves a one-word name as it is, and nothing as nothing", () => {
    expect(firstNameAndInitial("Amani")).toBe("Amani");
    expect(firstNameAndInitial("   ")).toBe("");
  });
});
