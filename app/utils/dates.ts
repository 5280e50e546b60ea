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
