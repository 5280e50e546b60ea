// The one way a Swahili page or e-mail writes a time of day (docs/i18n-glossary.md): Swahili time with
// the part of the day, and the 24-hour time in brackets.
import { describe, expect, it } from "vitest";
import { formatClockRange, formatClockTime, formatDateTime, formatKickoffTime } from "~/utils/dates";

describe("the time of day", () => {
  it("Swahili counts from sunrise and names the part of the day, with the 24-hour time beside it", () => {
    expect(formatClockTime("16:00", "sw")).toBe("saa 10:00 jioni (16:00)");
    expect(formatClockTime("08:00", "sw")).toBe("saa 2:00 asubuhi (08:00)");
    expect(formatClockTime("06:30", "sw")).toBe("saa 12:30 asubuhi (06:30)");
    expect(formatClockTime("10:00", "sw")).toBe("saa 4:00 asubuhi (10:00)");
    expect(formatClockTime("12:00", "sw")).toBe("saa 6:00 mchana (12:00)");
    expect(formatClockTime("15:00", "sw")).toBe("saa 9:00 alasiri (15:00)");
    expect(formatClockTime("18:30", "sw")).toBe("saa 12:30 jioni (18:30)");
    expect(formatClockTime("19:45", "sw")).toBe("saa 1:45 usiku (19:45)");
    expect(formatClockTime("00:00", "sw")).toBe("saa 6:00 usiku (00:00)");
    expect(formatClockTime("05:00", "sw")).toBe("saa 11:00 alfajiri (05:00)");
  });

  it("English keeps its 12-hour clock; anything that is not a time stays as it is", () => {
    expect(formatClockTime("16:00", "en")).toBe("4:00 PM");
    expect(formatClockTime("08:00")).toBe("8:00 AM");
    expect(formatClockTime("00:15", "en")).toBe("12:15 AM");
    expect(formatClockTime("after school", "sw")).toBe("after school");
    expect(formatClockTime("24:00", "sw")).toBe("24:00");
  });

  it("a range is two times joined in the language", () => {
    expect(formatClockRange("16:00", "18:00", "en")).toBe("4:00 PM to 6:00 PM");
    expect(formatClockRange("16:00", "18:00", "sw")).toBe("saa 10:00 jioni (16:00) hadi saa 12:00 jioni (18:00)");
  });

  it("a kick-off at 10 AM and one at 4 PM cannot be mistaken for each other in Swahili", () => {
    const morning = "2026-11-28T07:00:00.000Z"; // 10:00 in Nairobi
    const afternoon = "2026-11-28T13:00:00.000Z"; // 16:00 in Nairobi
    expect(formatKickoffTime(morning, "sw")).toBe("saa 4:00 asubuhi (10:00)");
    expect(formatKickoffTime(afternoon, "sw")).toBe("saa 10:00 jioni (16:00)");
    expect(formatKickoffTime(afternoon, "en")).toBe("16:00");
  });

  it("a date with its time uses the same time format in Swahili", () => {
    const iso = "2026-11-16T17:45:00.000Z"; // 20:45 in Nairobi
    expect(formatDateTime(iso, "sw")).toBe("16 Nov 2026, saa 2:45 usiku (20:45)");
    expect(formatDateTime(iso, "en")).toBe("16 Nov 2026, 20:45");
  });
});
