/**
 * Pages whose JavaScript loads at the visitor's first interaction rather than with the page
 * (ADR 0017): nothing on them needs it before then (their forms post, their filters are links and GET
 * forms, the post's "copy link" falls back to showing the address), and they are mostly read on a
 * phone, where the scripts would otherwise compete with the page itself for a slow network. Their
 * forms are uncontrolled, so hydrating while the visitor types (their first interaction) keeps what
 * was typed; the academy form takes over the date of birth and a chosen file at hydration.
 */
export const HYDRATE_ON_INTERACTION: ReadonlySet<string> = new Set([
  "routes/_index",
  "routes/blog._index",
  "routes/blog.$slug",
  "routes/shop._index",
  "routes/shop.$product",
  "routes/membership",
  "routes/academy-registration",
  // A family's own page: links and native forms; only the team notifications switch needs scripts, and
  // it appears once they have loaded.
  "routes/family",
  // Availability (ADR 0028): a family's answer link and the coach's phone-first screens are native
  // forms and links; their scripts only show a button's "Saving..." (Lighthouse mobile on the coach's
  // view: 91 with its scripts on load, their preloads competing with the stylesheets on a slow network).
  "routes/availability.$token",
  "routes/_admin.admin.squads_.$teamId.availability",
  "routes/_admin.admin.squads_.$teamId.attendance",
]);
