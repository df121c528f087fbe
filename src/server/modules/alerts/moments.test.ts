import { describe, expect, it } from "vitest";
import type { KeyEvent } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";
import { detectMoments, freshMemory, isCloseLate, playerMoments, type MomentMemory } from "./moments";

const base: Game = {
  id: "g1",
  league: "nfl",
  sport: "football",
  gameStatus: "live",
  gameTime: "2026-12-01T20:00:00Z",
  homeTeam: { id: 1, name: "Home", abbreviation: "HOM", logo: "" },
  awayTeam: { id: 2, name: "Away", abbreviation: "AWY", logo: "" },
  homeScore: 0,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Q1 15:00",
  period: 1,
  clock: "15:00",
  winner: null,
  updatedAt: "2026-12-01T20:00:00Z",
  stale: false,
};
const g = (over: Partial<Game>): Game => ({ ...base, ...over });
const kinds = (prev: Game, next: Game, memory: MomentMemory = freshMemory(), events: KeyEvent[] = []) =>
  detectMoments(prev, next, memory, events).moments.map((m) => m.kind);
const keyEvent = (kind: KeyEvent["kind"], name: string, id = "e1"): KeyEvent => ({
  id,
  kind,
  period: 2,
  clock: "67'",
  team: "home",
  players: [{ id: `p-${name}`, name, role: "scorer" }],
  homeScore: 1,
  awayScore: 0,
});

describe("detectMoments", () => {
  it("finds the start, the final and a postponement", () => {
    expect(kinds(g({ gameStatus: "upcoming", homeScore: null, awayScore: null }), g({}))).toEqual(["start"]);
    expect(
      kinds(g({ homeScore: 21, awayScore: 17 }), g({ gameStatus: "final", homeScore: 21, awayScore: 17 })),
    ).toEqual(["final"]);
    expect(kinds(g({ gameStatus: "upcoming" }), g({ gameStatus: "other", statusDetail: "Postponed" }))).toEqual([
      "postponed",
    ]);
    expect(kinds(g({ gameStatus: "other" }), g({ gameStatus: "other", statusDetail: "Still postponed" }))).toEqual([]);
  });

  it("every goal, run, touchdown and field goal is a score; a basket is not", () => {
    expect(kinds(g({}), g({ homeScore: 3 }))).toEqual(["score"]);
    expect(kinds(g({ sport: "soccer" }), g({ sport: "soccer", awayScore: 1 }))).toEqual(["score"]);
    expect(kinds(g({ sport: "baseball" }), g({ sport: "baseball", homeScore: 2 }))).toEqual(["score"]);
    expect(kinds(g({ sport: "basketball" }), g({ sport: "basketball", homeScore: 2 }))).toEqual([]);
    // The clock alone is nothing.
    expect(kinds(g({}), g({ clock: "14:12", statusDetail: "Q1 14:12" }))).toEqual([]);
  });

  it("a lead change is the other side going ahead, not the first lead nor a tie", () => {
    let memory = freshMemory();
    const step = (prev: Game, next: Game) => {
      const r = detectMoments(prev, next, memory);
      memory = r.memory;
      return r.moments.map((m) => m.kind);
    };
    const b = (h: number, a: number) => g({ sport: "basketball", homeScore: h, awayScore: a });
    expect(step(b(0, 0), b(2, 0))).toEqual([]);
    expect(step(b(2, 0), b(2, 2))).toEqual([]);
    expect(step(b(2, 2), b(2, 3))).toEqual(["lead_change"]);
    expect(step(b(2, 3), b(2, 5))).toEqual([]);
    expect(step(b(2, 5), b(8, 5))).toEqual(["lead_change"]);
  });

  it("reads the scorer of a score and a red card from the sheet's new key events", () => {
    const soccer = g({ sport: "soccer", league: "eng.1" as Game["league"], period: 2, clock: "67'" });
    const r = detectMoments(soccer, { ...soccer, homeScore: 1 }, freshMemory(), [
      keyEvent("goal", "Bukayo Saka"),
      keyEvent("red-card", "Rodri", "e2"),
    ]);
    expect(r.moments).toEqual([
      { kind: "score", detail: { player: "Bukayo Saka", event: "goal" } },
      { kind: "red_card", detail: { player: "Rodri", event: "red-card" } },
    ]);
  });

  it("says close_late once: last five minutes or last inning, within one score", () => {
    const late = g({ sport: "basketball", period: 4, clock: "4:59", homeScore: 98, awayScore: 95 });
    expect(isCloseLate(late)).toBe(true);
    expect(isCloseLate({ ...late, clock: "5:01" })).toBe(false);
    expect(isCloseLate({ ...late, awayScore: 94 })).toBe(false);
    expect(isCloseLate(g({ sport: "football", period: 4, clock: "2:00", homeScore: 24, awayScore: 17 }))).toBe(true);
    expect(isCloseLate(g({ sport: "soccer", period: 2, clock: "86'", homeScore: 1, awayScore: 1 }))).toBe(true);
    expect(isCloseLate(g({ sport: "soccer", period: 2, clock: "80'", homeScore: 1, awayScore: 1 }))).toBe(false);
    expect(isCloseLate(g({ sport: "soccer", period: 2, clock: "90'+2'", homeScore: 2, awayScore: 1 }))).toBe(true);
    expect(isCloseLate(g({ sport: "baseball", period: 9, clock: null, homeScore: 3, awayScore: 2 }))).toBe(true);
    expect(isCloseLate(g({ sport: "baseball", period: 8, clock: null, homeScore: 3, awayScore: 2 }))).toBe(false);
    expect(isCloseLate(g({ sport: "hockey", period: 3, clock: "3:00", homeScore: 3, awayScore: 3 }))).toBe(true);

    const first = detectMoments(g({ ...late, clock: "5:10" }), late, freshMemory());
    expect(first.moments.map((m) => m.kind)).toEqual(["close_late"]);
    expect(kinds(late, { ...late, clock: "4:00" }, first.memory)).toEqual([]);
  });

  it("names the players of goals, touchdowns and home runs", () => {
    expect(
      playerMoments([
        keyEvent("home-run", "Aaron Judge"),
        keyEvent("yellow-card", "X", "e2"),
        keyEvent("run", "Y", "e3"),
      ]),
    ).toEqual([{ playerId: "p-Aaron Judge", detail: { player: "Aaron Judge", event: "home-run" } }]);
  });
});
