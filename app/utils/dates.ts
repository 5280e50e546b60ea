// Dates shown to people, in Nairobi time, in the page's language (Intl's en-KE and sw-KE), formatted
// the same on the server and in the browser.
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/config/i18n";

const NAIROBI = { timeZone: "Africa/Nairobi" } as const;

/** A formatter per language, made on first use. */
function formatterOf(options: Intl.DateTimeFormatOptions) {
  const formatters = new Map<Language, Intl.DateTimeFormat>();
  return (iso: string, language: Language = DEFAULT_LANGUAGE) => {
    let formatter = formatters.get(language);
    if (!formatter) formatters.set(language, (formatter = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...options, ...NAIROBI })));
    return formatter.format(new Date(iso));
  };
}

/** "16 November 2026" / "16 Novemba 2026" */
export const formatLongDate = formatterOf({ day: "numeric", month: "long", year: "numeric" });

/** "16 Nov 2026, 20:45" */
export const formatDateTime = formatterOf({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Sat, 28 Nov" / "Jumamosi, 28 Nov" */
export const formatMatchDay = formatterOf({ weekday: "short", day: "numeric", month: "short" });
/** "15:00" (Nairobi) */
export const formatKickoffTime = formatterOf({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** "November 2026": the heading a match is grouped under. */
export const formatMonth = formatterOf({ month: "long", year: "numeric" });
/** "Saturday, 28 November 2026" */
export const formatFullMatchDate = formatterOf({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
