import { describe, expect, it } from "vitest";
import { instantOfWallClock, wallClockValue } from "@shared/i18n/zoned-time";
import { eventTime, formatTimeWithZone, sameClock } from "./time-format";

const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";

describe("eventTime: an event in Los Angeles seen from Tokyo, across the March 2026 change", () => {
  it("before the change (PST, UTC-8): Saturday evening there is Sunday morning here", () => {
    const kickoff = new Date("2026-03-08T02:00:00Z"); // Sat 7 March, 18:00 in Los Angeles
    expect(eventTime(kickoff, LA, TOKYO, "en")).toEqual({
      kind: "venue-and-viewer",
      venue: "Sat, Mar 7, 6:00 PM PST",
      viewer: "Sun 11:00 AM",
    });
  });

  it("after the change (PDT, UTC-7): the same local hour a week later is an hour earlier in Tokyo", () => {
    const kickoff = new Date("2026-03-15T01:00:00Z"); // Sat 14 March, 18:00 in Los Angeles
    expect(eventTime(kickoff, LA, TOKYO, "en")).toEqual({
      kind: "venue-and-viewer",
      venue: "Sat, Mar 14, 6:00 PM PDT",
      viewer: "Sun 10:00 AM",
    });
  });

  it("the viewer's language", () => {
    const kickoff = new Date("2026-03-08T02:00:00Z");
    const es = eventTime(kickoff, LA, TOKYO, "es");
    const fr = eventTime(kickoff, LA, TOKYO, "fr");
    expect(es).toMatchObject({ kind: "venue-and-viewer", viewer: "dom, 11:00" });
    expect(fr).toMatchObject({ kind: "venue-and-viewer", viewer: "dim. 11:00" });
    if (es.kind === "venue-and-viewer") expect(es.venue).toMatch(/^sáb, 7 mar, 18:00 /);
    if (fr.kind === "venue-and-viewer") expect(fr.venue).toMatch(/^sam\. 7 mars, 18:00 /);
  });

  it("one time, with the zone named, when the clocks agree (same zone, or same offset then)", () => {
    const kickoff = new Date("2026-03-08T02:00:00Z");
    expect(eventTime(kickoff, LA, LA, "en")).toEqual({ kind: "same", when: "Sat, Mar 7, 6:00 PM PST" });
    // Phoenix keeps UTC-7 all year: same clock as Los Angeles in summer only.
    expect(sameClock(new Date("2026-07-01T00:00:00Z"), LA, "America/Phoenix")).toBe(true);
    expect(sameClock(new Date("2026-01-01T00:00:00Z"), LA, "America/Phoenix")).toBe(false);
  });
});

describe("formatTimeWithZone", () => {
  it("names the zone the time is in", () => {
    const t = new Date("2026-01-16T03:00:00Z");
    expect(formatTimeWithZone(t, "en", LA)).toBe("7:00 PM PST");
    expect(formatTimeWithZone(t, "en", "America/New_York")).toBe("10:00 PM EST");
    expect(formatTimeWithZone(t, "en", "UTC")).toBe("3:00 AM UTC");
  });
});

describe("instantOfWallClock / wallClockValue: a time entered on the venue's clock", () => {
  it.each([
    ["2026-03-07T18:00", LA, "2026-03-08T02:00:00.000Z"],
    ["2026-03-14T18:00", LA, "2026-03-15T01:00:00.000Z"],
    ["2026-11-26T20:00", TOKYO, "2026-11-26T11:00:00.000Z"],
    ["2026-06-11T13:00", "America/Mexico_City", "2026-06-11T19:00:00.000Z"],
    // Skipped by the spring-forward change: read with the offset before it.
    ["2026-03-08T02:30", LA, "2026-03-08T10:30:00.000Z"],
    // Repeated by the fall-back change: its first occurrence (PDT).
    ["2026-11-01T01:30", LA, "2026-11-01T08:30:00.000Z"],
  ])("%s in %s is %s", (local, zone, iso) => {
    expect(instantOfWallClock(local, zone)?.toISOString()).toBe(iso);
  });

  it("round-trips with wallClockValue, and refuses what is not a date and time", () => {
    const instant = new Date("2026-03-15T01:00:00Z");
    expect(wallClockValue(instant, LA)).toBe("2026-03-14T18:00");
    expect(instantOfWallClock(wallClockValue(instant, TOKYO), TOKYO)?.toISOString()).toBe(instant.toISOString());
    expect(instantOfWallClock("tomorrow", LA)).toBeNull();
  });
});
