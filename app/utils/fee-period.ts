// A fee period as people read it: "2026-11" → "November 2026" / "Novemba 2026", "2026-T3" → "Term 3 2026"
// / "Muhula wa 3 2026". The same on the server (e-mails) and in the browser.
import { DEFAULT_LANGUAGE, type Language } from "~/config/i18n";
import { formatMonth } from "~/utils/dates";

const TERM_WORD: Record<Language, string> = { en: "Term", sw: "Muhula wa" };

export function feePeriodLabel(period: string, language: Language = DEFAULT_LANGUAGE): string {
  const term = /^(\d{4})-T([1-3])$/.exec(period);
  if (term) return `${TERM_WORD[language]} ${term[2]} ${term[1]}`;
  // The middle of the month, so no time zone moves it into another.
  return /^\d{4}-\d{2}$/.test(period) ? formatMonth(`${period}-15T12:00:00Z`, language) : period;
}

/** A child's first name: what pages that anyone holding a link can open show of a child. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
