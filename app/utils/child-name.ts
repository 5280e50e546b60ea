// How a child is named where their full name must not appear (Kenya's Data Protection Act 2019, s.33):
// the first name and the initial of the last, "Amani Kariuki" → "Amani K." ("Amani Wanjiru Kariuki"
// too: the family name comes last). Public pages use it only for a child whose guardian gave media
// consent; a one-word name stays as it is.
export function firstNameAndInitial(fullName: string): string {
  const names = fullName.trim().split(/\s+/).filter(Boolean);
  if (names.length < 2) return names[0] ?? "";
  return `${names[0]} ${Array.from(names[names.length - 1])[0].toLocaleUpperCase("en-KE")}.`;
}

/** A child's first name alone: what a page anyone holding a link may open (a fee's pay page) shows of a child. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";
