import { describe, expect, it } from "vitest";
import { matchCalendar, type CalendarMatch, type CalendarTraining } from "~/utils/match-calendar.server";
import { nairobiWallClock } from "~/utils/dates";
import { componentsOf, parseIcal, propertyOf, valueOf } from "../../support/ical";

const match = (overrides: Partial<CalendarMatch> = {}): CalendarMatch => ({
  id: 7,
  summary: "Rising Stars U-13 v Kibera Lions U-13",
  kickoffAt: "2026-11-28T12:00:00.000Z",
  venue: "Rising Stars Ground, Kasarani",
  status: "scheduled",
  revision: 0,
  updatedAt: "2026-11-20T09:30:00.000Z",
  url: "https://risingstars.example/fixtures/7",
  details: "Nairobi Youth League U-13",
  ...overrides,
});

const feed = (matches: CalendarMatch[]) =>
  parseIcal(matchCalendar({ name: "Rising Stars FC fixtures", description: "All our matches", host: "risingstars.example", language: "en", matches }));

describe("matchCalendar", () => {
  it("writes each match at its Nairobi kick-off with the time zone it names", () => {
    const calendar = feed([match()]);
    expect(calendar.type).toBe("VCALENDAR");
    expect(valueOf(calendar, "VERSION")).toBe("2.0");
    const [event] = componentsOf(calendar, "VEVENT");
    // 12:00 UTC is 15:00 in Nairobi (UTC+3).
    expect(propertyOf(event, "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Africa/Nairobi" }, value: "20261128T150000" });
    expect(propertyOf(event, "DTEND")?.value).toBe("20261128T170000");
    const [zone] = componentsOf(calendar, "VTIMEZONE");
    expect(valueOf(zone, "TZID")).toBe("Africa/Nairobi");
    expect(valueOf(componentsOf(zone, "STANDARD")[0], "TZOFFSETTO")).toBe("+0300");
    // DTSTAMP is always UTC.
    expect(valueOf(event, "DTSTAMP")).toBe("20261120T093000Z");
    expect(valueOf(event, "LOCATION")).toBe("Rising Stars Ground, Kasarani");
    expect(valueOf(event, "URL")).toBe("https://risingstars.example/fixtures/7");
  });

  it("keeps one UID per fixture and raises SEQUENCE when the kick-off moves", () => {
    const before = componentsOf(feed([match()]), "VEVENT")[0];
    const moved = componentsOf(feed([match({ kickoffAt: "2026-11-29T07:30:00.000Z", revision: 1, updatedAt: "2026-11-22T10:00:00.000Z" })]), "VEVENT")[0];
    expect(valueOf(before, "UID")).toBe("fixture-7@risingstars.example");
    expect(valueOf(moved, "UID")).toBe(valueOf(before, "UID"));
    expect(Number(valueOf(moved, "SEQUENCE"))).toBeGreaterThan(Number(valueOf(before, "SEQUENCE")));
    expect(valueOf(moved, "DTSTART")).toBe("20261129T103000");
    expect(valueOf(moved, "LAST-MODIFIED")).toBe("20261122T100000Z");
  });

  it("marks cancelled matches cancelled and postponed ones tentative, keeping them in the feed", () => {
    const cancelled = match({ id: 1, status: "cancelled", summary: "Cancelled: Rising Stars U-13 v Kibera Lions U-13" });
    const events = componentsOf(feed([cancelled, match({ id: 2, status: "postponed" }), match({ id: 3 })]), "VEVENT");
    expect(events.map((e) => valueOf(e, "STATUS"))).toEqual(["CANCELLED", "TENTATIVE", "CONFIRMED"]);
    expect(valueOf(events[0], "SUMMARY")).toBe("Cancelled: Rising Stars U-13 v Kibera Lions U-13");
  });

  it("escapes commas, semicolons and new lines in text and folds long lines", () => {
    const details = "Nairobi Youth League U-13; matchday 9, at home\nScorers: Brian Otieno (2), Kevin Mwangi — a very long line that has to be folded somewhere";
    const [event] = componentsOf(feed([match({ details })]), "VEVENT");
    expect(valueOf(event, "DESCRIPTION")).toBe(details);
  });

  it("writes names staff typed as text: a line break, a control character or a separator adds no line", () => {
    const injected = "Kibera Lions\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nX-EVIL:1";
    const text = matchCalendar({
      name: `U-13 ${injected}; a, b \\ c`,
      description: `League\nX-WR-TIMEZONE:Evil/Zone\u000b\u2028NAME:Evil`,
      host: "risingstars.example",
      language: "en",
      matches: [match({ summary: `Rising Stars U-13 v ${injected}`, venue: "Kasarani\rX-EVIL:2\u0000", details: "Round 9\u000c\u0085X-EVIL:3" })],
    });
    // Every physical line is a property of ours or a folded continuation: nothing the names carried.
    for (const line of text.slice(0, -2).split("\r\n")) expect(line, line).toMatch(/^( |[A-Z-]+[:;])/);
    expect(text).not.toMatch(/[\u0000\u000b\u000c\u0085\u2028]/);
    const calendar = parseIcal(text);
    expect(calendar.properties.map((p) => p.name)).toEqual(["VERSION", "PRODID", "NAME", "X-WR-CALNAME", "X-WR-CALDESC", "REFRESH-INTERVAL", "X-PUBLISHED-TTL"]);
    expect(valueOf(calendar, "X-WR-CALNAME")).toBe(`U-13 ${injected}; a, b \\ c`.replace(/\r\n/g, "\n"));
    expect(valueOf(calendar, "NAME")).toBe(valueOf(calendar, "X-WR-CALNAME"));
    expect(valueOf(calendar, "X-WR-CALDESC")).toBe("League\nX-WR-TIMEZONE:Evil/Zone\nNAME:Evil");
    const [event] = componentsOf(calendar, "VEVENT");
    expect(componentsOf(event, "VALARM")).toHaveLength(0);
    expect(event.properties.some((p) => p.name.startsWith("X-"))).toBe(false);
    expect(valueOf(event, "SUMMARY")).toBe(`Rising Stars U-13 v ${injected.replace(/\r\n/g, "\n")}`);
    expect(valueOf(event, "LOCATION")).toBe("Kasarani\nX-EVIL:2");
    expect(valueOf(event, "DESCRIPTION")).toBe("Round 9X-EVIL:3");
  });

  it("has no events and no time zone block for an empty season", () => {
    const calendar = feed([]);
    expect(componentsOf(calendar, "VEVENT")).toHaveLength(0);
    expect(valueOf(calendar, "X-WR-CALNAME")).toBe("Rising Stars FC fixtures");
  });
});

describe("nairobiWallClock", () => {
  it("gives the local date-time in Nairobi without an offset", () => {
    expect(nairobiWallClock(new Date("2026-12-31T22:15:00Z"))).toBe("2027-01-01T01:15:00");
  });
});

describe("matchCalendar's training sessions", () => {
  const training = (overrides: Partial<CalendarTraining> = {}): CalendarTraining => ({
    teamId: 4,
    date: "2026-12-05",
    startsAt: "16:00",
    endsAt: "17:30",
    summary: "Under-11s training",
    venue: "Ngong Road Ground",
    cancelled: false,
    revision: 0,
    revisedAt: "2026-11-20T09:30:00.000Z",
    url: "https://risingstars.example/teams/u-11",
    details: "https://risingstars.example/teams/u-11",
    ...overrides,
  });
  const events = (trainings: CalendarTraining[]) =>
    componentsOf(
      parseIcal(matchCalendar({ name: "Rising Stars FC Under-11s", description: "x", host: "risingstars.example", language: "en", matches: [], trainings })),
      "VEVENT",
    );

  it("writes one event per session and date, at Nairobi wall-clock time, with a UID naming the team, date and start", () => {
    const [event] = events([training()]);
    expect(valueOf(event, "UID")).toBe("training-4-20261205-1600@risingstars.example");
    expect(propertyOf(event, "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Africa/Nairobi" }, value: "20261205T160000" });
    expect(propertyOf(event, "DTEND")?.value).toBe("20261205T173000");
    expect(valueOf(event, "STATUS")).toBe("CONFIRMED");
    expect(valueOf(event, "SEQUENCE")).toBe("0");
  });

  it("keeps a cancelled session with STATUS:CANCELLED, a higher SEQUENCE and its reason escaped as text, with no EXDATE", () => {
    const reason = "Cancelled: pitch re-seeded; back next week, promise\nBEGIN:VEVENT";
    const [event] = events([training({ cancelled: true, revision: 1, summary: "Cancelled: Under-11s training", details: reason, revisedAt: "2026-12-01T06:00:00.000Z" })]);
    expect(valueOf(event, "STATUS")).toBe("CANCELLED");
    expect(valueOf(event, "SEQUENCE")).toBe("1");
    expect(valueOf(event, "DESCRIPTION")).toBe(reason);
    expect(valueOf(event, "LAST-MODIFIED")).toBe("20261201T060000Z");
    expect(propertyOf(event, "EXDATE")).toBeUndefined();
    expect(event.components).toEqual([]);
  });
});
