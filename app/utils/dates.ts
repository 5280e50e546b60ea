// Dates shown to people, in Nairobi time, in the page's language (Intl's en-KE and sw-KE), formatted
// the same on the server and in the browser.
import { CLUB_TIME_ZONE } from "~/config/club";
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/config/i18n";

const NAIROBI = { timeZone: CLUB_TIME_ZONE } as const;

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

// ---------------------------------------------------------------- the time of day
//
// Swahili counts the hours from sunrise: 16:00 is "saa 10 jioni". Written alone, "10:00" then reads as
// 10 AM to one reader and 4 PM to another, so a Swahili page or e-mail writes every time of day one way
// (docs/i18n-glossary.md): Swahili time with its part of the day, and the 24-hour time in brackets —
// "saa 10:00 jioni (16:00)". English keeps its own forms (kick-offs "15:00", hours "4:00 PM").

/** The part of the day a Swahili speaker names with the hour (24-hour clock hour → word). */
function swahiliDayPart(hour: number): string {
  if (hour < 4) return "usiku";
  if (hour < 6) return "alfajiri";
  if (hour < 12) return "asubuhi";
  if (hour < 15) return "mchana";
  if (hour < 16) return "alasiri";
  if (hour < 19) return "jioni";
  return "usiku";
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * A time of day ("HH:MM", Nairobi) as a reader of `language` cannot misread it:
 * "16:00" → "saa 10:00 jioni (16:00)" in Swahili, "4:00 PM" in English. Anything else as it is.
 */
export function formatClockTime(clock: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = CLOCK.exec(clock.trim());
  if (!match) return clock;
  const hour = Number(match[1]);
  const minutes = match[2];
  if (language === "sw") {
    const swahiliHour = (hour + 6) % 12 || 12;
    return `saa ${swahiliHour}:${minutes} ${swahiliDayPart(hour)} (${String(hour).padStart(2, "0")}:${minutes})`;
  }
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? "AM" : "PM"}`;
}

/** "16:00"–"18:00" → "4:00 PM to 6:00 PM" / "saa 10:00 jioni (16:00) hadi saa 12:00 jioni (18:00)". */
export function formatClockRange(from: string, to: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${formatClockTime(from, language)} ${language === "sw" ? "hadi" : "to"} ${formatClockTime(to, language)}`;
}

const clock24 = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...NAIROBI });
/** "HH:MM" in Nairobi of an instant. */
const nairobiClock = (iso: string) => clock24.format(new Date(iso));

const formatShortDate = formatterOf({ day: "numeric", month: "short", year: "numeric" });
const formatEnglishDateTime = formatterOf({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "16 Nov 2026, 20:45" / "16 Nov 2026, saa 2:45 usiku (20:45)" */
export function formatDateTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === "sw" ? `${formatShortDate(iso, language)}, ${formatClockTime(nairobiClock(iso), language)}` : formatEnglishDateTime(iso, language);
}

/** "Sat, 28 Nov" / "Jumamosi, 28 Nov" */
export const formatMatchDay = formatterOf({ weekday: "short", day: "numeric", month: "short" });
/** "15:00" / "saa 9:00 alasiri (15:00)" (Nairobi) */
export function formatKickoffTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const clock = nairobiClock(iso);
  return language === "sw" ? formatClockTime(clock, language) : clock;
}
/** "November 2026": the heading a match is grouped under. */
export const formatMonth = formatterOf({ month: "long", year: "numeric" });
/** "Saturday, 28 November 2026" */
export const formatFullMatchDate = formatterOf({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
