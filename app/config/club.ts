// Club facts that change rarely and are not edited from the admin area. Safe to import on the client.

/** The club's time zone: every date and time a person reads is in it (EAT, UTC+3 all year). */
export const CLUB_TIME_ZONE = "Africa/Nairobi";

export const club = {
  name: "Rising Stars Football Club",
  shortName: "Rising Stars FC",
  shopName: "Rising Stars Shop",
  tagline: "Developing Future Champions Through Excellence, Teamwork, and Passion",
  foundedYear: 2009,
  city: "Nairobi",
  country: "Kenya",
  address: "Rising Stars Training Ground, Ngong Road, Nairobi, Kenya",
  officeHours: "Monday to Friday, 8:00 AM to 5:00 PM",
  phone: "+254 712 345 678",
  email: "info@risingstarsfc.co.ke",
  academyPhone: "+254 712 345 679",
  academyEmail: "academy@risingstarsfc.co.ke",
  emailDomain: "risingstarsfc.co.ke",
  logoUrl: "/images/crest.svg",
} as const;

/** The office's default opening hours ("HH:MM", Nairobi), written out in each language's time format. */
export const defaultOfficeHours = { days: "Monday to Friday", from: "08:00", to: "17:00" } as const;

/** Weekly sessions at the training ground (footer "Training" link); times "HH:MM", Nairobi. */
export const trainingSchedule = [
  { group: "Academy U-11 to U-15", days: "Tuesday and Thursday", from: "16:00", to: "18:00" },
  { group: "Academy U-17 and U-19", days: "Monday, Wednesday and Friday", from: "16:00", to: "18:30" },
  { group: "All academy groups", days: "Saturday", from: "08:00", to: "11:00" },
  { group: "Senior team", days: "Tuesday to Friday", from: "06:30", to: "08:30" },
] as const;

/**
 * The club's age in whole years, from `club.foundedYear` and the current year in Nairobi: the one
 * source for every "years" figure (the statistics band, the About section, the API's `yearsActive`),
 * so no stored or written number goes stale.
 */
export function clubYearsActive(now = new Date()): number {
  const year = Number(new Intl.DateTimeFormat("en-KE", { year: "numeric", timeZone: CLUB_TIME_ZONE }).format(now));
  return year - club.foundedYear;
}
