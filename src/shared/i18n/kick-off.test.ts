import { describe, expect, it } from "vitest";
import { formatClockTime, formatGameDay, formatKickOff, formatKickOffBesideDate, localDateKey } from "./kick-off";

const LA = "America/Los_Angeles";
const NY = "America/New_York";
const TOKYO = "Asia/Tokyo";
// Normalises the narrow no-break space some ICU versions put before AM/PM.
const plain = (s: string) => s.replace(/\u202f/g, " ");

describe("a game's day is the viewer's local date", () => {
  // Saturday 14 November 2026, 23:30 in Los Angeles: already Sunday the 15th in UTC.
  const lateInLa = new Date("2026-11-15T07:30:00Z");

  it("a game at 23:30 in Los Angeles lands on the Los Angeles date, not UTC's next day", () => {
    expect(localDateKey(lateInLa, LA)).toBe("2026-11-14");
    expect(localDateKey(lateInLa, "UTC")).toBe("2026-11-15");
    expect(formatGameDay(lateInLa, "en", LA)).toBe("Nov 14");
    expect(formatGameDay(lateInLa, "en", "UTC")).toBe("Nov 15");
  });

  it("two games are on the same day when the viewer's calendar says so", () => {
    const earlyInLa = new Date("2026-11-14T17:00:00Z"); // 9:00 the same Saturday in Los Angeles
    expect(localDateKey(earlyInLa, LA)).toBe(localDateKey(lateInLa, LA));
    expect(localDateKey(earlyInLa, "UTC")).not.toBe(localDateKey(lateInLa, "UTC"));
  });

  it("across the autumn clock change", () => {
    // 1 November 2026, 23:30 PST (after the fall-back at 2:00): 07:30 UTC on the 2nd.
    expect(localDateKey(new Date("2026-11-02T07:30:00Z"), LA)).toBe("2026-11-01");
  });

  it("in the viewer's language", () => {
    expect(formatGameDay(lateInLa, "es", LA)).toBe("14 nov");
    expect(formatGameDay(lateInLa, "fr", LA)).toBe("14 nov.");
  });
});

describe("kick-off times in the viewer's zone", () => {
  const now = new Date("2026-11-22T14:00:00Z"); // 11 PM in Tokyo, 9 AM in New York

  it("today: the time alone; another day of the week: with its weekday", () => {
    expect(plain(formatKickOff(new Date("2026-11-22T19:00:00Z"), now, "en", NY))).toBe("2:00 PM");
    expect(plain(formatKickOff(new Date("2026-11-22T19:00:00Z"), now, "en", TOKYO))).toBe("Mon 4:00 AM");
  });

  it("more than a day away: the zone is named", () => {
    expect(plain(formatKickOff(new Date("2026-11-24T01:00:00Z"), now, "en", LA))).toBe("Mon, 5:00 PM PST");
  });

  it("beyond the week: the date", () => {
    expect(plain(formatKickOff(new Date("2026-12-05T01:00:00Z"), now, "en", LA))).toBe("Fri, Dec 4, 5:00 PM PST");
  });

  it("in the viewer's language", () => {
    expect(formatKickOff(new Date("2026-11-22T19:00:00Z"), now, "fr", TOKYO)).toBe("lun. 04:00");
    expect(plain(formatKickOff(new Date("2026-11-22T19:00:00Z"), now, "es", TOKYO))).toBe("lun, 4:00");
  });

  it("beside a date already shown: the weekday and time, never the date again", () => {
    expect(plain(formatKickOffBesideDate(new Date("2026-12-05T01:00:00Z"), now, "en", LA))).toBe("Fri, 5:00 PM PST");
    expect(plain(formatKickOffBesideDate(new Date("2026-11-22T19:00:00Z"), now, "en", NY))).toBe("2:00 PM");
  });

  it("the time of a moment in the game", () => {
    expect(plain(formatClockTime(new Date("2026-11-22T19:41:00Z"), "en", NY))).toBe("2:41 PM");
    expect(formatClockTime(new Date("2026-11-22T19:41:00Z"), "fr", NY)).toBe("14:41");
  });
});
