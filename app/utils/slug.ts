// URL slugs for blog posts, categories and tags. Pure and client-safe, so a form can show the slug the
// server will store.

/** "Nairobi U-19 Cup: Final & Report" → "nairobi-u-19-cup-final-and-report" (lowercase ASCII and dashes). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
