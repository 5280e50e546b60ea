// URL slugs for blog posts, categories and tags. Pure and client-safe, so a form can show the slug the
// server will store.

/** "Nairobi U-19 Cup: Final & Report" → "nairobi-u-19-cup-final-and-report" (lowercase ASCII and dashes). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const MAX_SLUG_LENGTH = 80;

/**
 * The slug for `title` that `isTaken` does not refuse: the title's slug (cut at a dash to at most 80
 * characters; "post" when nothing is left), then "-2", "-3"… until one is free.
 */
export function uniqueSlug(title: string, isTaken: (slug: string) => boolean): string {
  let base = slugify(title);
  if (base.length > MAX_SLUG_LENGTH) {
    const cut = base.slice(0, MAX_SLUG_LENGTH + 1);
    base = (cut.lastIndexOf("-") > 20 ? cut.slice(0, cut.lastIndexOf("-")) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, "");
  }
  base ||= "post";
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
