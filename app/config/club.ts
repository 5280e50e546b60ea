// Club facts that change rarely and are not edited from the admin area. Safe to import on the client.

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

/** Weekly sessions at the training ground (footer "Training" link). */
export const trainingSchedule = [
  { group: "Academy U-11 to U-15", days: "Tuesday and Thursday", time: "4:00 PM to 6:00 PM" },
  { group: "Academy U-17 and U-19", days: "Monday, Wednesday and Friday", time: "4:00 PM to 6:30 PM" },
  { group: "All academy groups", days: "Saturday", time: "8:00 AM to 11:00 AM" },
  { group: "Senior team", days: "Tuesday to Friday", time: "6:30 AM to 8:30 AM" },
] as const;

/**
 * The club's age in whole years, from `club.foundedYear` and the current year in Nairobi: the one
 * source for every "years" figure (the statistics band, the About section, the API's `yearsActive`),
 * so no stored or written number goes stale.
 */
export function clubYearsActive(now = new Date()): number {
  const year = Number(new Intl.DateTimeFormat("en-KE", { year: "numeric", timeZone: "Africa/Nairobi" }).format(now));
  return year - club.foundedYear;
}
