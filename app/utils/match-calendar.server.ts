// iCalendar (RFC 5545) feeds of matches, as Google Calendar, Apple Calendar and Outlook subscribe to them:
//   - UID: one per fixture for ever ("fixture-12@<public host>"), so a subscribed calendar updates the
//     event in place instead of adding a second one;
//   - SEQUENCE: the fixture's revision, raised whenever its time, place or status changes, so clients
//     replace their copy (LAST-MODIFIED says when);
//   - times: Nairobi wall-clock time with TZID=Africa/Nairobi and the VTIMEZONE it names (East Africa
//     Time, UTC+3 all year), so a parent travelling abroad still sees the right moment;
//   - a cancelled match stays in the feed with STATUS:CANCELLED (clients strike it through), a postponed
//     one is TENTATIVE until it has a new date.
import ical, { ICalEventStatus } from "ical-generator";
import { CLUB_TIME_ZONE } from "~/config/club";

/** How long a match occupies in a calendar: 90 minutes, half time and a little either side. */
export const MATCH_CALENDAR_MINUTES = 120;

const VTIMEZONE_NAIROBI = [
  "BEGIN:VTIMEZONE",
  `TZID:${CLUB_TIME_ZONE}`,
  `X-LIC-LOCATION:${CLUB_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:EAT",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

export type CalendarMatch = {
  id: number;
  /** "Rising Stars U-13 v Kibera Lions U-13", worded by the caller in the feed's language ("Cancelled: …"). */
  summary: string;
  /** UTC ISO instant. */
  kickoffAt: string;
  venue: string;
  status: "scheduled" | "played" | "postponed" | "cancelled";
  revision: number;
  updatedAt: string;
  /** The match page. */
  url: string;
  /** Competition, score and scorers, one per line. */
  details: string;
};

const wallClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * "2026-11-28T15:00:00": the Nairobi wall-clock time of an instant, without an offset. ical-generator
 * writes such a local date-time as given when the event names its time zone.
 */
export const nairobiWallClock = (instant: Date) => wallClock.format(instant).replace(" ", "T");

// Every value is written as TEXT, whatever staff typed: a team, competition or opponent named with a
// line break must not add lines of its own to the calendars parents subscribe to. Control characters
// are dropped (TEXT holds none but the tab, and some readers start a line at a vertical tab or a form
// feed) and Unicode line separators become line breaks. ical-generator escapes the events' text, but
// writes the calendar's NAME, X-WR-CALNAME and X-WR-CALDESC as given: those are escaped here.
const calendarText = (value: string) => value.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(/[^\P{Cc}\t\n]/gu, "");
const escapedText = (value: string) => calendarText(value).replace(/[\\;,]/g, "\\$&").replace(/\n/g, "\\n");

const STATUS: Record<CalendarMatch["status"], ICalEventStatus> = {
  scheduled: ICalEventStatus.CONFIRMED,
  played: ICalEventStatus.CONFIRMED,
  postponed: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

export function matchCalendar(options: { name: string; description: string; host: string; language: string; matches: readonly CalendarMatch[] }): string {
  const calendar = ical({
    name: escapedText(options.name),
    description: escapedText(options.description),
    prodId: { company: options.host, product: "fixtures", language: options.language.toUpperCase() },
    // Subscribed calendars look again about every six hours.
    ttl: 6 * 60 * 60,
  });
  for (const match of options.matches) {
    const kickoff = new Date(match.kickoffAt);
    const end = new Date(kickoff.getTime() + MATCH_CALENDAR_MINUTES * 60_000);
    calendar.createEvent({
      id: `fixture-${match.id}@${options.host}`,
      sequence: match.revision,
      start: nairobiWallClock(kickoff),
      end: nairobiWallClock(end),
      timezone: CLUB_TIME_ZONE,
      stamp: new Date(match.updatedAt),
      lastModified: new Date(match.updatedAt),
      summary: calendarText(match.summary),
      location: calendarText(match.venue),
      description: calendarText(match.details),
      url: calendarText(match.url),
      status: STATUS[match.status],
    });
  }
  // The VTIMEZONE the events' TZID refers to (ical-generator only writes one for a calendar-wide zone,
  // and that would also move DTSTAMP out of UTC). Every content line ends with CRLF, the last one too.
  return `${calendar.toString().replace("\r\nBEGIN:VEVENT", `\r\n${VTIMEZONE_NAIROBI}\r\nBEGIN:VEVENT`)}\r\n`;
}
