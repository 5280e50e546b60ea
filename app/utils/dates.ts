// Dates shown to people, in Nairobi time, formatted the same on the server and in the browser.
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Nairobi" });
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Nairobi",
});

/** "16 November 2026" */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

/** "16 Nov 2026, 20:45" */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const matchDay = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "Africa/Nairobi" });
const kickoffTime = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Africa/Nairobi" });
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Africa/Nairobi" });
const fullMatchDate = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Nairobi" });

/** "Sat 28 Nov" */
export const formatMatchDay = (iso: string) => matchDay.format(new Date(iso));
/** "15:00" (Nairobi) */
export const formatKickoffTime = (iso: string) => kickoffTime.format(new Date(iso));
/** "November 2026": the heading a match is grouped under. */
export const formatMonth = (iso: string) => monthYear.format(new Date(iso));
/** "Saturday 28 November 2026" */
export const formatFullMatchDate = (iso: string) => fullMatchDate.format(new Date(iso));
