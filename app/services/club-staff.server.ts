// The club's staff as the home page shows them, in the visitor's language. The people (names,
// pictures, e-mail addresses, phone numbers) are in config/club.ts; what is said about them (roles,
// experience, certifications, biographies, duties) is in the "staff" catalogue under each person's
// slug, with the list items numbered from 1. They are translated here, on the server, so the page
// carries them once, in one language; a missing text falls back to the English in config/club.ts.
import { administrativeStaff, coachAnchor, coachingStaff, type AdministrativeStaffMember, type Coach } from "~/config/club-staff";
import type { Language } from "~/config/i18n";
import { allTexts } from "~/services/i18n.server";

export const STAFF_NAMESPACE = "staff";

/** "James Otieno Odhiambo" → "james-otieno-odhiambo": a person's key in the catalogue. */
export const staffSlug = (name: string) => name.toLowerCase().trim().replace(/\s+/g, "-");

function textsIn(language: Language) {
  const table = allTexts(language)[STAFF_NAMESPACE] ?? {};
  return (key: string, english: string) => table[key] ?? english;
}

/** Where a coach named on a team page is introduced: their card on the home page, if they are one of the coaching staff. */
export function coachProfileHref(name: string): string | null {
  return coachingStaff.some((coach) => coach.name === name) ? `/#${coachAnchor(name)}` : null;
}

export function coachingStaffIn(language: Language): Coach[] {
  const text = textsIn(language);
  return coachingStaff.map((coach) => {
    const key = `coaches.${staffSlug(coach.name)}`;
    return {
      ...coach,
      position: text(`${key}.position`, coach.position),
      experience: text(`${key}.experience`, coach.experience),
      certifications: coach.certifications.map((item, index) => text(`${key}.certifications.${index + 1}`, item)),
      bio: text(`${key}.bio`, coach.bio),
    };
  });
}

export function administrativeStaffIn(language: Language): AdministrativeStaffMember[] {
  const text = textsIn(language);
  return administrativeStaff.map((person) => {
    const key = `administration.${staffSlug(person.name)}`;
    return {
      ...person,
      position: text(`${key}.position`, person.position),
      department: text(`${key}.department`, person.department),
      responsibilities: person.responsibilities.map((item, index) => text(`${key}.responsibilities.${index + 1}`, item)),
    };
  });
}
