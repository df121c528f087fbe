import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { GameHistory } from "./game-history";

const T0 = Date.parse("2026-06-01T18:00:00Z");
const game = (id: string, homeScore: number): Game => ({
  id,
  league: "nba",
  sport: "basketball",
  gameStatus: "live",
  gameTime: "2026-06-01T17:30:00Z",
  homeTeam: { id: 1, name: "Home", abbreviation: "HOM", logo: "" },
  awayTeam: { id: 2, name: "Away", abbreviation: "AWY", logo: "" },
  homeScore,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Q1",
  period: 1,
  clock: null,
  winner: null,
  updatedAt: new Date(T0).toISOString(),
  stale: false,
});

function pinned(horizonMs = 300_000, maxPerGame = 1000) {
  let now = T0;
  const history = new GameHistory({ horizonMs, maxPerGame, now: () => now });
  return { history, at: (ms: number) => (now = T0 + ms) };
}

describe("GameHistory", () => {
  it("answers each game as it was at a moment: the latest state seen at or before it", () => {
    const { history, at } = pinned();
    history.record([game("a", 0)]);
    at(10_000);
    history.record([game("a", 2)]);
    at(20_000);
    history.record([game("a", 5)]);
    expect(history.stateAt("a", T0 + 20_000)?.game.homeScore).toBe(5);
    expect(history.stateAt("a", T0 + 19_999)?.game.homeScore).toBe(2);
    expect(history.stateAt("a", T0 + 10_000)?.game.homeScore).toBe(2);
    expect(history.stateAt("a", T0 + 5_000)?.game.homeScore).toBe(0);
    expect(history.stateAt("b", T0)).toBeUndefined();
  });

  it("answers a game's first state for a moment before it was first seen", () => {
    const { history, at } = pinned();
    at(50_000);
    history.record([game("a", 3)]);
    expect(history.stateAt("a", T0)?.game.homeScore).toBe(3);
  });

  it("keeps the horizon's worth of changes plus the state at the horizon, whatever the rate", () => {
    const { history, at } = pinned(60_000);
    for (let s = 0; s <= 600; s++) {
      at(s * 1000);
      history.record([game("a", s)]);
    }
    // Now T0+600 s: states from 540 s on (61 of them) and none older.
    expect(history.size).toBe(61);
    expect(history.stateAt("a", T0 + 540_000)?.game.homeScore).toBe(540);
    expect(history.stateAt("a", T0 + 600_000 - 60_000)?.game.homeScore).toBe(540);
  });

  it("bounds one game's states even inside the horizon", () => {
    const { history, at } = pinned(300_000, 50);
    for (let i = 0; i < 500; i++) {
      at(i);
      history.record([game("a", i)]);
    }
    expect(history.size).toBe(50);
    expect(history.stateAt("a", T0 + 499)?.game.homeScore).toBe(499);
  });

  it("keeps a quiet game's one state however old, and forgets games gone from the board past the horizon", () => {
    const { history, at } = pinned(60_000);
    history.record([game("quiet", 1), game("gone", 1)]);
    at(3_600_000);
    history.record([game("busy", 1)]);
    expect(history.stateAt("quiet", T0 + 3_600_000)?.game.homeScore).toBe(1);
    history.retainOnly(new Set(["quiet", "busy"]));
    expect(history.stateAt("gone", T0 + 3_600_000)).toBeUndefined();
    expect(history.gameCount).toBe(2);
  });

  it("never records a state before the one it follows (a snapshot stamped in the past)", () => {
    const { history, at } = pinned();
    at(30_000);
    history.record([game("a", 1)]);
    history.record([game("a", 2)], T0 + 10_000);
    expect(history.stateAt("a", T0 + 20_000)?.game.homeScore).toBe(1);
    expect(history.stateAt("a", T0 + 30_000)?.game.homeScore).toBe(2);
  });
});
