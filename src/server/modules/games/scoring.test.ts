import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { finalResultOf } from "./scoring";
import { periodStart } from "./leaderboard-period";

const game = (patch: Partial<Game>) =>
  ({ gameStatus: "final", homeScore: 1, awayScore: 1, winner: "tie", ...patch }) as Game;

describe("finalResultOf", () => {
  it("is null until the game is final", () => {
    expect(finalResultOf(game({ gameStatus: "live" }))).toBeNull();
  });
  it("maps a tie to a draw, and lets a shoot-out winner of a level game win", () => {
    expect(finalResultOf(game({}))).toEqual({ winner: "draw", homeScore: 1, awayScore: 1 });
    expect(finalResultOf(game({ winner: "away" }))).toEqual({ winner: "away", homeScore: 1, awayScore: 1 });
    expect(finalResultOf(game({ homeScore: 3, awayScore: 1, winner: null }))!.winner).toBe("home");
  });
});

describe("periodStart", () => {
  it("starts the week on Monday 00:00 UTC", () => {
    expect(periodStart("week", new Date("2026-11-22T23:59:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(periodStart("week", new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });
  it("starts the season on 1 August UTC", () => {
    expect(periodStart("season", new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-08-01T00:00:00.000Z");
    expect(periodStart("season", new Date("2027-03-01T10:00:00Z")).toISOString()).toBe("2026-08-01T00:00:00.000Z");
  });
});
