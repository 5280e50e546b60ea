// iCalendar (RFC 5545) feeds of matches, as Google Calendar, Apple Calendar and Outlook subscribe to them:
//   - UID: one per fixture for ever ("fixture-12@<public host>"), so a subscribed calendar updates the
//     event in place instead of adding a second one;
//   - SEQUENCE: the fixture's revision, raised whenever its time, place or status changes, so clients
//     replace their copy (LAST-MODIFIED says when);
//   - times: Nairobi wall-clock time with the TZID CLUB_TIME_ZONE names and the VTIMEZONE it names (East Africa
//     Time, UTC+3 all year), so a parent travelling abroad still sees the right moment;
//   - a cancelled match stays in the feed with STATUS:CANCELLED (clients strike it through), a postponed
//     one is TENTATIVE until it has a new date;
//   - a team's training is one event per session and date over the coming weeks (not a weekly RRULE): a
//     cancelled session is then its own event with STATUS:CANCELLED and the reason, exactly like a
//     cancelled match, with no EXDATE or RECURRENCE-ID for a calendar app to read differently; its UID
//     names the team, date and start, and its SEQUENCE rises each time it is cancelled or put back on.
import ical, { ICalEventStatus } from "ical-generator";
import { CLUB_TIME_ZONE } from "~/config/club";
import { nairobiWallClock } from "~/utils/dates";

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

/** One training session on one date, worded by the caller in the feed's language. */
export type CalendarTraining = {
  teamId: number;
  /** YYYY-MM-DD and "HH:MM", Nairobi. */
  date: string;
  startsAt: string;
  endsAt: string;
  /** "Under-13s training", or "Cancelled: Under-13s training". */
  summary: string;
  venue: string;
  cancelled: boolean;
  /** How often it was cancelled or put back on. */
  revision: number;
  /** UTC ISO instant of its last change. */
  revisedAt: string;
  /** The team page. */
  url: string;
  /** The reason of a cancellation, and the team page. */
  details: string;
};

export function matchCalendar(options: {
  name: string;
  description: string;
  host: string;
  language: string;
  matches: readonly CalendarMatch[];
  trainings?: readonly CalendarTraining[];
}): string {
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
  for (const training of options.trainings ?? []) {
    calendar.createEvent({
      id: `training-${training.teamId}-${training.date.replaceAll("-", "")}-${training.startsAt.replace(":", "")}@${options.host}`,
      sequence: training.revision,
      start: `${training.date}T${training.startsAt}:00`,
      end: `${training.date}T${training.endsAt}:00`,
      timezone: CLUB_TIME_ZONE,
      stamp: new Date(training.revisedAt),
      lastModified: new Date(training.revisedAt),
      summary: calendarText(training.summary),
      location: calendarText(training.venue),
      description: calendarText(training.details),
      url: calendarText(training.url),
      status: training.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // The VTIMEZONE the events' TZID refers to (ical-generator only writes one for a calendar-wide zone,
  // and that would also move DTSTAMP out of UTC). Every content line ends with CRLF, the last one too.
  return `${calendar.toString().replace("\r\nBEGIN:VEVENT", `\r\n${VTIMEZONE_NAIROBI}\r\nBEGIN:VEVENT`)}\r\n`;
}
