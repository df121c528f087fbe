import { describe, expect, it } from "vitest";
import type { GameDetail, TimelineEntry } from "@shared/schemas/games";
import { applyGameUpdate } from "./game-story";

const entry = (kind: TimelineEntry["kind"], text: string, home: number, away: number): TimelineEntry => ({
  at: "2026-11-16T00:10:00.000Z",
  kind,
  period: 1,
  clock: "10'",
  homeScore: home,
  awayScore: away,
  text,
});
const detail: GameDetail = {
  id: "g1",
  league: "mls",
  sport: "soccer",
  gameStatus: "live",
  gameTime: "2026-11-16T00:00:00.000Z",
  homeTeam: { id: 1, name: "LAFC", abbreviation: "LAFC", logo: "/h.svg" },
  awayTeam: { id: 2, name: "Galaxy", abbreviation: "LA", logo: "/a.svg" },
  homeScore: 0,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "5'",
  period: 1,
  clock: "5'",
  winner: null,
  updatedAt: "2026-11-16T00:05:00.000Z",
  stale: false,
  timeline: [entry("start", "Kick-off", 0, 0)],
  watchParties: [],
};
const { timeline: _t, watchParties: _w, ...game } = detail;

describe("a game_update on the game's page", () => {
  it("takes the newer state and appends its entry once", () => {
    const goal = entry("score", "LAFC goal (LAFC 1–0 LA)", 1, 0);
    const update = {
      ...game,
      homeScore: 1,
      statusDetail: "10'",
      updatedAt: "2026-11-16T00:10:00.000Z",
      entries: [goal],
    };
    const next = applyGameUpdate(detail, update)!;
    expect(next.homeScore).toBe(1);
    expect(next.timeline.map((e) => e.text)).toEqual(["Kick-off", "LAFC goal (LAFC 1–0 LA)"]);
    expect(applyGameUpdate(next, update)!.timeline).toHaveLength(2);
    expect(next.watchParties).toBe(detail.watchParties);
  });

  it("keeps a newer state than an update that arrived late, but still records its entry", () => {
    const late = {
      ...game,
      homeScore: 9,
      updatedAt: "2026-11-16T00:01:00.000Z",
      entries: [entry("period", "Start of 2nd half", 0, 0)],
    };
    const next = applyGameUpdate(detail, late)!;
    expect(next.homeScore).toBe(0);
    expect(next.timeline).toHaveLength(2);
  });

  it("appends every entry of a batch in order, the ones it already holds once", () => {
    const fresh = { ...detail, gameStatus: "upcoming" as const, timeline: [] };
    const goal = entry("score", "LAFC goal (LAFC 1–0 LA)", 1, 0);
    const batch = {
      ...game,
      homeScore: 1,
      updatedAt: "2026-11-16T00:10:00.000Z",
      entries: [entry("start", "Kick-off", 0, 0), goal],
    };
    const next = applyGameUpdate(fresh, batch)!;
    expect(next.gameStatus).toBe("live");
    expect(next.timeline.map((e) => e.kind)).toEqual(["start", "score"]);
    expect(applyGameUpdate(next, batch)!.timeline).toBe(next.timeline);
  });
});
