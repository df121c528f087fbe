import { describe, expect, it } from "vitest";
import { zoneOffsetMs, zonedDate, zonedInstant } from "./zoned-time";

const HOUR = 3600_000;

describe("zoned time", () => {
  it("reads each zone's offset, daylight saving included", () => {
    expect(zoneOffsetMs(Date.parse("2026-01-15T12:00:00Z"), "America/Chicago")).toBe(-6 * HOUR);
    expect(zoneOffsetMs(Date.parse("2026-07-15T12:00:00Z"), "America/Chicago")).toBe(-5 * HOUR);
    expect(zoneOffsetMs(Date.parse("2026-07-15T12:00:00Z"), "Europe/London")).toBe(1 * HOUR);
    expect(zoneOffsetMs(Date.parse("2026-07-15T12:00:00Z"), "America/Mexico_City")).toBe(-6 * HOUR);
  });

  it("turns a venue's wall-clock time into the instant, on both sides of a clock change", () => {
    const at = (d: string, zone: string) => {
      const [y, m, day] = d.split("-").map(Number);
      return zonedInstant({ year: y!, month: m!, day: day! }, { hour: 19, minute: 0 }, zone).toISOString();
    };
    expect(at("2026-11-16", "America/Chicago")).toBe("2026-11-17T01:00:00.000Z");
    expect(at("2026-10-31", "America/Chicago")).toBe("2026-11-01T00:00:00.000Z"); // still daylight time
    expect(at("2026-11-01", "America/Chicago")).toBe("2026-11-02T01:00:00.000Z"); // the day it ends
    expect(at("2026-11-16", "Europe/Berlin")).toBe("2026-11-16T18:00:00.000Z");
    expect(at("2026-06-10", "America/Los_Angeles")).toBe("2026-06-11T02:00:00.000Z");
  });

  it("gives the local calendar date of an instant", () => {
    expect(zonedDate(Date.parse("2026-11-16T03:00:00Z"), "America/Los_Angeles")).toEqual({
      year: 2026,
      month: 11,
      day: 15,
    });
    expect(zonedDate(Date.parse("2026-11-16T03:00:00Z"), "Europe/Paris")).toEqual({ year: 2026, month: 11, day: 16 });
  });
});
