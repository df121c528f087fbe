import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { periodName, timelineChanges } from "./timeline";

const base: Game = {
  id: "g1",
  league: "nfl",
  sport: "football",
  gameStatus: "upcoming",
  gameTime: "2026-11-22T18:00:00.000Z",
  homeTeam: { id: 1, name: "Green Bay Packers", abbreviation: "GB", logo: "" },
  awayTeam: { id: 2, name: "Chicago Bears", abbreviation: "CHI", logo: "" },
  homeScore: null,
  awayScore: null,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Scheduled",
  period: null,
  clock: null,
  winner: null,
  updatedAt: "2026-11-22T17:00:00.000Z",
  stale: false,
};
const live = (patch: Partial<Game>): Game => ({
  ...base,
  gameStatus: "live",
  homeScore: 0,
  awayScore: 0,
  period: 1,
  clock: "15:00",
  statusDetail: "Q1 15:00",
  ...patch,
});
const kinds = (prev: Game | null, next: Game) => timelineChanges(prev, next).map((e) => [e.kind, e.dedupeKey, e.text]);

describe("timelineChanges", () => {
  it("records nothing for an upcoming game or a clock that only ticks", () => {
    expect(timelineChanges(null, base)).toEqual([]);
    expect(timelineChanges(live({}), live({ clock: "12:00" }))).toEqual([]);
  });

  it("records the start, with the state and the time it was seen", () => {
    const next = live({ updatedAt: "2026-11-22T18:01:00.000Z" });
    expect(timelineChanges(base, next)).toEqual([
      {
        at: "2026-11-22T18:01:00.000Z",
        kind: "start",
        period: 1,
        clock: "15:00",
        homeScore: 0,
        awayScore: 0,
        text: "Game on",
        dedupeKey: "start",
      },
    ]);
  });

  it("dates a game first seen under way from its scheduled start, with no clock on its chapters", () => {
    const next = live({
      gameTime: "2026-11-22T18:00:00.000Z",
      updatedAt: "2026-11-22T19:10:00.000Z",
      period: 3,
      clock: "4:12",
      homeScore: 10,
    });
    const [start, period] = timelineChanges(null, next);
    expect(start).toMatchObject({ kind: "start", at: "2026-11-22T18:00:00.000Z", period: 1, clock: null });
    expect(period).toMatchObject({ kind: "period", at: "2026-11-22T19:10:00.000Z", period: 3, clock: null });
  });

  it("names the scoring play by sport and side", () => {
    expect(kinds(live({}), live({ awayScore: 7 }))).toEqual([
      ["score", "score:0-7", "Touchdown Chicago Bears (CHI 7–0 GB)"],
    ]);
    expect(kinds(live({ awayScore: 7 }), live({ homeScore: 3, awayScore: 7 }))).toEqual([
      ["score", "score:3-7", "Field goal Green Bay Packers (CHI 7–3 GB)"],
    ]);
    const mlb = { sport: "baseball" as const, league: "mlb" as const };
    expect(kinds({ ...live({}), ...mlb }, { ...live({ homeScore: 2 }), ...mlb })[0]![2]).toBe(
      "Green Bay Packers score 2 runs (CHI 0–2 GB)",
    );
    // Both sides moved between two polls: one entry with the new score.
    expect(kinds(live({}), live({ homeScore: 3, awayScore: 7 }))).toEqual([
      ["score", "score:3-7", "Score update (CHI 7–3 GB)"],
    ]);
  });

  it("records a new period, then the score, in story order", () => {
    expect(kinds(live({ period: 2 }), live({ period: 3, homeScore: 7 }))).toEqual([
      ["period", "period:3", "Start of Q3"],
      ["score", "score:7-0", "Touchdown Green Bay Packers (CHI 0–7 GB)"],
    ]);
  });

  it("records the final with its detail, and a first sight of a finished game as start and final", () => {
    const final = live({ gameStatus: "final", homeScore: 20, awayScore: 23, statusDetail: "Final/OT", winner: "away" });
    expect(kinds(live({ homeScore: 20, awayScore: 20, period: 5 }), final)).toEqual([
      ["score", "score:20-23", "Field goal Chicago Bears (CHI 23–20 GB)"],
      ["final", "final", "Final (Final/OT): CHI 23–20 GB"],
    ]);
    expect(kinds(null, final).map((k) => k[0])).toEqual(["start", "score", "final"]);
    expect(timelineChanges(final, { ...final, updatedAt: "2026-11-22T22:00:00.000Z" })).toEqual([]);
  });

  it("records a postponement once per distinct status", () => {
    const postponed = { ...base, gameStatus: "other" as const, statusDetail: "Postponed" };
    expect(kinds(base, postponed)).toEqual([["postponed", "other:Postponed", "Postponed"]]);
    expect(timelineChanges(postponed, postponed)).toEqual([]);
  });

  it("names periods the way each sport does", () => {
    expect(periodName("basketball", 5)).toBe("Overtime");
    expect(periodName("hockey", 2)).toBe("2nd period");
    expect(periodName("baseball", 7)).toBe("7th inning");
    expect(periodName("soccer", 2)).toBe("Second half");
    expect(periodName("soccer", 5)).toBe("Penalties");
  });
});
