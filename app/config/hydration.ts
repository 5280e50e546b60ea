/**
 * Pages whose JavaScript loads at the visitor's first interaction rather than with the page
 * (ADR 0017): nothing on them needs it before then, and the page is mostly read on a phone.
 */
export const HYDRATE_ON_INTERACTION: ReadonlySet<string> = new Set(["routes/_index"]);
