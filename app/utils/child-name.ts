// How a child is named where their full name must not appear (Kenya's Data Protection Act 2019, s.33):
// the first name and the initial of the last, "Amani W.".
export function firstNameAndInitial(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return rest.length ? `${first} ${rest.at(-1)!.charAt(0).toUpperCase()}.` : first;
}
