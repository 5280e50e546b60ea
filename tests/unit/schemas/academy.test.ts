import { describe, expect, it } from "vitest";
import {
  FUTURE_BIRTH_DATE_MESSAGE,
  INVALID_DATE_MESSAGE,
  NOT_ELIGIBLE_MESSAGE,
} from "~/config/academy";
import { registrationSchema } from "~/schemas/academy";
import { academyAgeCheck } from "~/utils/academy-age";
import { ageOn, isCalendarDate, todayInNairobi } from "~/utils/age";
import { birthDateYearsAgo, buildMinimalRegistration } from "../../support/factories";

describe("ageOn", () => {
  it("counts whether this year's birthday has passed", () => {
    expect(ageOn("2006-11-21", "2026-11-21")).toBe(20); // birthday today
    expect(ageOn("2006-11-22", "2026-11-21")).toBe(19); // birthday tomorrow
    expect(ageOn("2006-12-31", "2026-01-01")).toBe(19);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17); // leap-day birthday not yet reached
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("not-a-date", "2026-01-01")).toBeNull();
  });

  it("rejects impossible calendar dates", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2024-13-01")).toBe(false);
    expect(isCalendarDate("24-01-01")).toBe(false);
  });

  it("gives the academy's age rule, the same for the form and the schema", () => {
    expect(NOT_ELIGIBLE_MESSAGE).toBe("Not eligible - must be 19 or under");
    expect(academyAgeCheck("2006-11-22", "2026-11-21")).toEqual({ age: 19, problem: null });
    expect(academyAgeCheck("2006-11-21", "2026-11-21")).toEqual({ age: 20, problem: NOT_ELIGIBLE_MESSAGE });
    expect(academyAgeCheck("2026-11-22", "2026-11-21")).toEqual({ age: null, problem: FUTURE_BIRTH_DATE_MESSAGE });
    expect(academyAgeCheck("2026-02-30", "2026-11-21")).toEqual({ age: null, problem: INVALID_DATE_MESSAGE });
  });

  it("takes today in Nairobi (UTC+3)", () => {
    expect(todayInNairobi(new Date("2026-11-21T20:59:59Z"))).toBe("2026-11-21");
    expect(todayInNairobi(new Date("2026-11-21T21:00:00Z"))).toBe("2026-11-22");
  });
});

describe("registrationSchema", () => {
  // No optional fields (mediaConsent, medicalConditions, …): their defaults are under test. The days
  // are out of order on purpose.
  const valid = buildMinimalRegistration({ gender: "female", position: "Not Sure", trainingDays: ["Sunday", "Monday"] });

  it("accepts a valid registration, defaults mediaConsent and orders the days", () => {
    const parsed = registrationSchema.parse(valid);
    expect(parsed.mediaConsent).toBe(false);
    expect(parsed.trainingDays).toEqual(["Monday", "Sunday"]);
    expect(parsed.medicalConditions).toBeUndefined();
  });

  it("applies the age limit at exactly 19/20", () => {
    const errorsFor = (dateOfBirth: string) =>
      registrationSchema.safeParse({ ...valid, dateOfBirth }).error?.flatten().fieldErrors.dateOfBirth;
    expect(errorsFor(birthDateYearsAgo(20))).toEqual([NOT_ELIGIBLE_MESSAGE]);
    expect(errorsFor(birthDateYearsAgo(20, 1))).toBeUndefined();
    expect(errorsFor(birthDateYearsAgo(0, 1))).toEqual(["Date of birth cannot be in the future"]);
  });

  it("uses the fixed minimum lengths", () => {
    const errors = registrationSchema.safeParse({
      ...valid,
      playerName: "A",
      phoneNumber: "071234567",
      address: "Kitu",
      goals: "Score more",
      emergencyContactName: " B ",
    }).error?.flatten().fieldErrors;
    expect(errors).toEqual({
      playerName: ["Player name must be at least 2 characters"],
      phoneNumber: ["Valid phone number is required"],
      address: ["Full address is required"],
      emergencyContactName: ["Emergency contact name is required"],
    });
    // "Score more" is exactly 10 characters: allowed.
  });

  it("accepts only certificate links this app hands out", () => {
    const ok = registrationSchema.safeParse({ ...valid, birthCertificateUrl: "/academy-admin/certificates/AbCdEfGhIjKlMnOpQrStUvWx.pdf" });
    expect(ok.success).toBe(true);
    for (const url of ["http://evil.example/a.pdf", "/academy-admin/certificates/../../x.pdf", "/academy-admin/certificates/AbCdEfGhIjKlMnOpQrStUvWx.exe"]) {
      expect(registrationSchema.safeParse({ ...valid, birthCertificateUrl: url }).success, url).toBe(false);
    }
  });
});
