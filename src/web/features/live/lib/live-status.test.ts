import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { FRESH_FOR_MS, liveStatus } from "./live-status";

const NOW = Date.parse("2026-11-16T00:10:00Z");
const game = (over: Partial<Game> = {}): Game => ({
  id: "g1",
  league: "nba",
  sport: "basketball",
  gameStatus: "live",
  gameTime: "2026-11-16T00:00:00Z",
  homeTeam: { id: 1, name: "Home", abbreviation: "HOM", logo: "" },
  awayTeam: { id: 2, name: "Away", abbreviation: "AWY", logo: "" },
  homeScore: 10,
  awayScore: 8,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "Q1 5:00",
  period: 1,
  clock: "5:00",
  winner: null,
  updatedAt: new Date(NOW - 5_000).toISOString(),
  stale: false,
  ...over,
});

describe("liveStatus", () => {
  it("says nothing while the socket is open and the board fresh, or before the first connection", () => {
    for (const connection of ["open", "connecting"] as const)
      expect(liveStatus({ connection, receivedAt: NOW - 120_000, games: [game()], now: NOW })).toEqual({
        reconnecting: false,
        updatedAt: null,
      });
  });

  it("says reconnecting at once, and the board's age from 30 s without fresh data", () => {
    const at = (age: number) =>
      liveStatus({ connection: "reconnecting", receivedAt: NOW - age, games: [game()], now: NOW });
    expect(at(FRESH_FOR_MS - 1)).toEqual({ reconnecting: true, updatedAt: null });
    expect(at(FRESH_FOR_MS)).toEqual({ reconnecting: true, updatedAt: NOW - FRESH_FOR_MS });
    expect(at(95_000)).toEqual({ reconnecting: true, updatedAt: NOW - 95_000 });
  });

  it("dates a board the provider could not refresh by its oldest stale game, socket or not", () => {
    const games = [
      game({ id: "a", stale: true, updatedAt: new Date(NOW - 4 * 60_000).toISOString() }),
      game({ id: "b", stale: true, updatedAt: new Date(NOW - 6 * 60_000).toISOString() }),
      game({ id: "c" }),
    ];
    expect(liveStatus({ connection: "open", receivedAt: NOW - 1_000, games, now: NOW })).toEqual({
      reconnecting: false,
      updatedAt: NOW - 6 * 60_000,
    });
    // Down as well, with the last answer older still: the older instant wins.
    expect(liveStatus({ connection: "reconnecting", receivedAt: NOW - 10 * 60_000, games, now: NOW }).updatedAt).toBe(
      NOW - 10 * 60_000,
    );
  });

  it("never dates a board that has not arrived", () => {
    expect(liveStatus({ connection: "reconnecting", receivedAt: 0, games: [], now: NOW })).toEqual({
      reconnecting: true,
      updatedAt: null,
    });
  });
});
