// The site chrome's and the home page's texts: both languages have the same keys, every header entry
// has its text, and the English copies of the club's facts say exactly what config/club.ts says.
import { describe, expect, it } from "vitest";
import { siteMenuSections } from "~/config/admin-sections";
import { club, defaultOfficeHours, trainingSchedule } from "~/config/club";
import { formatClockRange } from "~/utils/dates";
import { administrativeStaff, coachingStaff } from "~/config/club-staff";
import { LANGUAGES } from "~/config/i18n";
import { CATALOGUES, type Catalogue } from "~/locales/index.server";
import { administrativeStaffIn, coachingStaffIn } from "~/services/club-staff.server";
import { allTexts } from "~/services/i18n.server";

function keysOf(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

describe("the chrome's and the home page's catalogues", () => {
  it.each(["common", "home", "landing", "staff"])("%s has the same keys in every language", (namespace) => {
    const english = keysOf(CATALOGUES.en[namespace]).sort();
    for (const language of LANGUAGES) expect(keysOf(CATALOGUES[language][namespace]).sort()).toEqual(english);
  });

  it("every admin section in the header's Admin menu has its label in every language", () => {
    for (const language of LANGUAGES) {
      for (const section of siteMenuSections) {
        expect(allTexts(language).common[`header.adminSections.${section.id}`], `${language} ${section.id}`).toBeTruthy();
      }
    }
  });

  it("the English texts of the club's facts are those of config/club.ts", () => {
    const english = allTexts("en");
    expect(english.common["club.tagline"]).toBe(club.tagline);
    // The default hours, written out in English, are the ones the office's setting is compared with.
    expect(`${english.common["club.officeDays"]}, ${formatClockRange(defaultOfficeHours.from, defaultOfficeHours.to, "en")}`).toBe(club.officeHours);
    expect(english.common["club.address"]).toBe(club.address);
    trainingSchedule.forEach((session, index) => {
      expect(english.landing[`training.sessions.${index + 1}.group`]).toBe(session.group);
      expect(english.landing[`training.sessions.${index + 1}.days`]).toBe(session.days);
    });
    expect(coachingStaffIn("en")).toEqual(coachingStaff);
    expect(administrativeStaffIn("en")).toEqual(administrativeStaff);
  });

  it("every staff text has its Swahili", () => {
    const swahili = allTexts("sw").staff;
    const coaches = coachingStaffIn("sw");
    const administration = administrativeStaffIn("sw");
    expect(Object.keys(swahili).length).toBe(Object.keys(allTexts("en").staff).length);
    coaches.forEach((coach, index) => {
      expect(coach.bio).not.toBe(coachingStaff[index].bio);
      expect(coach.certifications).toHaveLength(coachingStaff[index].certifications.length);
    });
    administration.forEach((person, index) => expect(person.responsibilities).not.toEqual(administrativeStaff[index].responsibilities));
  });
});
