// The page's date and money formatters, apart from the translator (utils/i18n.ts): every page loads
// the translator with the root, and only the pages that format a date or a price need the formatters.
import { INTL_LOCALE } from "~/config/i18n";
import { formatClockRange, formatClockTime, formatDateTime, formatFullMatchDate, formatKickoffTime, formatLongDate, formatMatchDay, formatMonth } from "~/utils/dates";
import { useLanguage } from "~/utils/i18n";
import { formatKes } from "~/utils/money";

/** The date and money formatters in the page's language. */
export function useFormat() {
  const language = useLanguage();
  return {
    kes: (shillings: number) => formatKes(shillings, language),
    number: (value: number) => new Intl.NumberFormat(INTL_LOCALE[language]).format(value),
    longDate: (iso: string) => formatLongDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
    matchDay: (iso: string) => formatMatchDay(iso, language),
    kickoffTime: (iso: string) => formatKickoffTime(iso, language),
    /** A time of day "HH:MM" (training, office hours): "4:00 PM" / "saa 10:00 jioni (16:00)". */
    clock: (clock: string) => formatClockTime(clock, language),
    clockRange: (from: string, to: string) => formatClockRange(from, to, language),
    month: (iso: string) => formatMonth(iso, language),
    fullMatchDate: (iso: string) => formatFullMatchDate(iso, language),
  };
}
