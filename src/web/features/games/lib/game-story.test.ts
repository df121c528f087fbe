import { describe, expect, it } from "vitest";
import type { KeyEvent, PlayerLine } from "@shared/schemas/game-sheet";
import type { TimelineEntry } from "@shared/schemas/games";
import { sheetOf, type GameWithSheet } from "../api/game";
import { applyGameUpdate, applySheetChange } from "./game-story";

const entry = (kind: TimelineEntry["kind"], text: string, home: number, away: number): TimelineEntry => ({
  at: "2026-11-16T00:10:00.000Z",
  kind,
  period: 1,
  clock: "10'",
  homeScore: home,
  awayScore: away,
  text,
});
const detail: GameWithSheet = {
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
  ...sheetOf({}),
  shielded: false,
};
const {
  timeline: _t,
  watchParties: _w,
  shielded: _s,
  venue: _v,
  broadcasts: _b,
  lineScore: _l,
  teamStats: _ts,
  boxScore: _bs,
  keyEvents: _k,
  lineups: _lu,
  leaders: _le,
  headToHead: _h,
  form: _f,
  ...game
} = detail;

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
    const fresh: GameWithSheet = { ...detail, gameStatus: "upcoming", timeline: [] };
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

const line = (id: string, g: number): PlayerLine => ({
  player: { id, name: id, jersey: null, position: "FW" },
  starter: true,
  stats: { min: 10, g, a: 0, sh: g, sot: g, yc: 0, rc: 0 },
});
const goalEvent = (id: string, home: number): KeyEvent => ({
  id,
  kind: "goal",
  period: 1,
  clock: "10'",
  team: "home",
  players: [{ id: "p9", name: "Nine", role: "scorer" }],
  homeScore: home,
  awayScore: 0,
});
const withSheet: GameWithSheet = {
  ...detail,
  keyEvents: [goalEvent("e1", 1)],
  boxScore: {
    home: {
      teamId: 1,
      groups: [{ key: "players", label: "Players", columns: [{ key: "g", label: "G" }], players: [line("p9", 1)] }],
    },
    away: { teamId: 2, groups: [] },
  },
  lineScore: { periods: [{ label: "1H", home: 1, away: 0 }] },
  teamStats: [],
  leaders: [],
};

describe("a sheet change pushed on the game's sheet topic", () => {
  it("adds new key events once, replaces a player's line and adds a new one, and takes whole parts", () => {
    const next = applySheetChange(withSheet, {
      keyEvents: [goalEvent("e1", 1), goalEvent("e2", 2)],
      boxScore: [{ side: "home", group: "players", players: [line("p9", 2), line("p10", 0)] }],
      lineScore: { periods: [{ label: "1H", home: 2, away: 0 }] },
    });
    expect(next.keyEvents!.map((e) => e.id)).toEqual(["e1", "e2"]);
    expect(next.boxScore!.home.groups[0]!.players.map((l) => [l.player.id, l.stats.g])).toEqual([
      ["p9", 2],
      ["p10", 0],
    ]);
    expect(next.lineScore!.periods[0]!.home).toBe(2);
    // parts that did not come stay as they were
    expect(next.teamStats).toBe(withSheet.teamStats);
    // the cached copy is not changed in place
    expect(withSheet.boxScore!.home.groups[0]!.players[0]!.stats.g).toBe(1);
  });

  it("comes with a game_update, and is skipped when older than the page's read", () => {
    const change = { keyEvents: [goalEvent("e2", 2)], boxScore: [] };
    const newer = applyGameUpdate(withSheet, {
      ...game,
      homeScore: 2,
      updatedAt: "2026-11-16T00:20:00.000Z",
      entries: [],
      sheet: change,
    })!;
    expect(newer.keyEvents).toHaveLength(2);
    const stale = applyGameUpdate(withSheet, {
      ...game,
      updatedAt: "2026-11-16T00:01:00.000Z",
      entries: [],
      sheet: change,
    })!;
    expect(stale.keyEvents).toHaveLength(1);
  });
});
