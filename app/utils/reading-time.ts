// The "N min read" of blog posts. Pure and client-safe, so an editor can show the figure the server will
// store.

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Whole minutes at 200 words a minute, never less than one. */
export const readingTimeFor = (text: string) => Math.max(1, Math.ceil(countWords(text) / 200));
