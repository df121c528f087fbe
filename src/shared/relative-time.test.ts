import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";
import { sportEmoji } from "./sport-emoji";

const now = new Date("2026-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime (SPEC §4)", () => {
  it.each([
    [0, "0 seconds ago"],
    [1_000, "1 second ago"],
    [5_000, "5 seconds ago"],
    [59_999, "59 seconds ago"],
    [60_000, "1 minute ago"],
    [59 * 60_000 + 59_000, "59 minutes ago"],
    [3600_000, "1 hour ago"],
    [23 * 3600_000 + 3599_000, "23 hours ago"],
    [24 * 3600_000, "1 day ago"],
    [45 * 24 * 3600_000, "45 days ago"],
  ])("%i ms ago reads %s", (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it.each([
    ["es", 0, "hace 0 segundos"],
    ["es", 3 * 60_000, "hace 3 minutos"],
    ["es", 3600_000, "hace 1 hora"],
    ["es", 2 * 24 * 3600_000, "hace 2 días"],
    ["fr", 1_000, "il y a 1 seconde"],
    ["fr", 3 * 60_000, "il y a 3 minutes"],
    ["fr", 5 * 3600_000, "il y a 5 heures"],
    ["fr", 24 * 3600_000, "il y a 1 jour"],
  ] as const)("in %s, %i ms ago reads %s", (locale, ms, text) => {
    expect(relativeTime(ago(ms), now, locale)).toBe(text);
  });

  it("accepts ISO strings and treats the future as now", () => {
    expect(relativeTime("2026-06-01T11:58:00Z", now)).toBe("2 minutes ago");
    expect(relativeTime("2026-06-01T12:05:00Z", now)).toBe("0 seconds ago");
    expect(relativeTime("not a date", now)).toBe("");
  });

  it.each([
    [45_000, "45 s ago"],
    [3 * 60_000, "3 min ago"],
    [2 * 3600_000, "2 h ago"],
    [3 * 24 * 3600_000, "3 d ago"],
  ])("short style: %i ms ago reads %s", (ms, text) => {
    expect(relativeTime(ago(ms), now, "en", { style: "short" })).toBe(text);
  });
});

describe("sportEmoji", () => {
  it("maps the five sports and falls back to a trophy", () => {
    expect(sportEmoji("basketball")).toBe("🏀");
    expect(sportEmoji("Football")).toBe("🏈");
    expect(sportEmoji("soccer")).toBe("⚽");
    expect(sportEmoji("baseball")).toBe("⚾");
    expect(sportEmoji("hockey")).toBe("🏒");
    expect(sportEmoji("cricket")).toBe("🏆");
    expect(sportEmoji(null)).toBe("🏆");
  });
});
