// Writing aids for the seed data: readable dates in, the stored formats out.

/** Normalises a readable UTC date to the exact `Date#toISOString()` format used everywhere. */
export const iso = (value: string) => new Date(value).toISOString();
/** Joins paragraphs the way stored article bodies separate them (a blank line). */
export const paragraphs = (...parts: string[]) => parts.join("\n\n");
