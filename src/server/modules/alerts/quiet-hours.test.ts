import { describe, expect, it } from "vitest";
import { isQuietNow } from "./quiet-hours";

describe("isQuietNow", () => {
  const night = { start: "22:00", end: "07:00" };
  it.each([
    // 23:30 in New York is 04:30 UTC the next day: quiet across midnight on the fan's clock.
    ["2026-12-02T04:30:00Z", "America/New_York", true],
    ["2026-12-02T11:59:00Z", "America/New_York", true], // 06:59
    ["2026-12-02T12:00:00Z", "America/New_York", false], // 07:00: the end is out
    ["2026-12-02T03:00:00Z", "America/New_York", true], // 22:00: the start is in
    ["2026-12-02T02:59:00Z", "America/New_York", false], // 21:59
    ["2026-12-02T23:30:00Z", "Europe/Paris", true], // 00:30
    ["2026-12-02T23:30:00Z", "UTC", true],
    ["2026-12-02T12:00:00Z", "Asia/Tokyo", false], // 21:00
  ])("%s in %s: %s", (at, zone, quiet) => {
    expect(isQuietNow(night, zone, new Date(at))).toBe(quiet);
  });
  it("within one day, no quiet hours, equal ends, an unknown zone read as UTC", () => {
    expect(isQuietNow({ start: "13:00", end: "15:00" }, "UTC", new Date("2026-12-02T14:00:00Z"))).toBe(true);
    expect(isQuietNow({ start: "13:00", end: "15:00" }, "UTC", new Date("2026-12-02T15:00:00Z"))).toBe(false);
    expect(isQuietNow(null, "UTC", new Date())).toBe(false);
    expect(isQuietNow({ start: "08:00", end: "08:00" }, "UTC", new Date())).toBe(false);
    expect(isQuietNow(night, "Not/AZone", new Date("2026-12-02T23:30:00Z"))).toBe(true);
  });
});
